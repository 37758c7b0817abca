import { TO_READ_LIMIT, TO_READ_SHOWN_AT_FIRST, type ToReadListDto } from "@charterly/domain/contract";
import { describe, expect, it } from "vitest";
import { loader as dashboardLoader } from "../../remix-app/routes/_index";
import { createDocument, person } from "../support/fixtures";
import { loadPage } from "../support/page-route-requests";

// The dashboard's 'To read' (decision 016): the page carries the first few documents with what
// changed in each, and the count of all; 'Show all' (`?to-read=all`) carries the whole list.

async function readerWithDocumentsInForce(count: number) {
  const admin = await person({ tier: "enterprise", role: "company_admin" });
  const reader = await person({ company: admin.company, role: "user" });
  for (let i = 0; i < count; i++)
    await createDocument(admin.company.id, {
      status: "approved",
      title: `Policy ${String(i).padStart(2, "0")}`,
      content: "1. Purpose\n\nEmployees travel economy.",
      at: new Date(Date.UTC(2026, 0, 1, 0, i)),
    });
  return reader;
}

const toReadOn = async (path: string, cookie: string) =>
  ((await loadPage(dashboardLoader, path, cookie)) as { toRead: ToReadListDto }).toRead;

describe("the dashboard's 'To read'", () => {
  it("carries the newest few with what changed, and how many wait in all", async () => {
    const reader = await readerWithDocumentsInForce(7);
    const first = await toReadOn("/", reader.cookie);
    const newestFirst = [
      "Policy 06",
      "Policy 05",
      "Policy 04",
      "Policy 03",
      "Policy 02",
      "Policy 01",
      "Policy 00",
    ];
    expect(first.items.map((item) => item.title)).toEqual(newestFirst.slice(0, 5));
    expect(first.items).toHaveLength(TO_READ_SHOWN_AT_FIRST);
    expect(first.items.every((item) => item.changeSummary?.sections.length)).toBe(true);
    expect(first).toMatchObject({ count: 7, more: false });

    const all = await toReadOn("/?to-read=all", reader.cookie);
    expect(all.items.map((item) => item.title)).toEqual(newestFirst);
    expect(all).toMatchObject({ count: 7, more: false });
  });

  it("counts up to the list's limit and says when more wait", async () => {
    const reader = await readerWithDocumentsInForce(TO_READ_LIMIT + 2);
    const first = await toReadOn("/", reader.cookie);
    expect(first.items).toHaveLength(TO_READ_SHOWN_AT_FIRST);
    expect(first).toMatchObject({ count: TO_READ_LIMIT, more: true });
    const all = await toReadOn("/?to-read=all", reader.cookie);
    expect(all.items).toHaveLength(TO_READ_LIMIT);
    expect(all).toMatchObject({ count: TO_READ_LIMIT, more: true });
  });

  it("says nothing waits when there is nothing to read", async () => {
    const reader = await readerWithDocumentsInForce(0);
    expect(await toReadOn("/", reader.cookie)).toEqual({ items: [], count: 0, more: false });
  });
});
