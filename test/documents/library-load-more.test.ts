import type { DocumentListDto } from "@charterly/domain/contract";
import { describe, expect, it } from "vitest";
import { loader } from "../../remix-app/routes/documents";
import { APP_ORIGIN, createDocument, person } from "../support/fixtures";
import { routeContextOf } from "../support/route-context";

// "Load more" reads the library's own loader (decision 026): with JavaScript (`&more=N`, a fetcher)
// the list's first N pages read together, which Remix reads again after every change, so the rows
// shown are always the server's; a cursor the domain cannot read is answered (400 and its message),
// so the list shown stays and says it instead of the library being replaced by the error page.
// Without JavaScript "Load more" is a link to the library's address with the cursor, which shows
// that page; an old cursor there shows the first page and says why.

interface MoreAnswer {
  view: "more";
  page: DocumentListDto | null;
  pages: number;
  refusal: string | null;
}

async function read(who: Awaited<ReturnType<typeof person>>, search: string) {
  const request = new Request(`${APP_ORIGIN}/documents?${search}`);
  const answer = await loader({ request, context: await routeContextOf(who), params: {} });
  if (answer && typeof answer === "object" && "init" in answer && "data" in answer) {
    const { init, data } = answer as { init: ResponseInit | null; data: MoreAnswer };
    return { status: init?.status ?? 200, body: data };
  }
  return { status: 200, body: answer as unknown as MoreAnswer & { firstPage?: DocumentListDto } };
}

describe("Load more through the /documents loader", () => {
  it("reads the first pages together, in order, each row once", async () => {
    const who = await person({ role: "company_admin" });
    for (let i = 0; i < 52; i += 1)
      await createDocument(who.company.id, { category: i % 2 ? "hr" : "it", title: `Policy ${i}` });

    const first = (await read(who, "")).body as unknown as { firstPage: DocumentListDto };
    expect(first.firstPage.documents).toHaveLength(50);
    expect(first.firstPage.nextCursor).toBeTruthy();

    const more = await read(who, "more=2");
    expect(more.status).toBe(200);
    expect(more.body).toMatchObject({ view: "more", pages: 2, refusal: null });
    const ids = more.body.page?.documents.map((d) => d.id) ?? [];
    expect(ids).toHaveLength(52);
    expect(new Set(ids).size).toBe(52);
    expect(ids.slice(0, 50)).toEqual(first.firstPage.documents.map((d) => d.id));
    expect(more.body.page?.nextCursor).toBeNull();
    expect(more.body.page?.counts.active).toBe(52);
  });

  it("read again after a change, shows the list as it is now: no row lost at a page's edge", async () => {
    const who = await person({ role: "company_admin" });
    for (let i = 0; i < 101; i += 1) await createDocument(who.company.id, { title: `Edge Policy ${i}` });
    const before = (await read(who, "more=2")).body.page?.documents ?? [];
    expect(before).toHaveLength(100);

    // A new document comes first and pushes the first page's last row onto the second page: a
    // second page read after the old cursor alone would leave that row out.
    const added = await createDocument(who.company.id, { title: "Edge Policy new" });
    const after = (await read(who, "more=2")).body.page?.documents ?? [];
    expect(after).toHaveLength(100);
    expect(after[0]?.id).toBe(added);
    expect(after.slice(1).map((d) => d.id)).toEqual(before.slice(0, 99).map((d) => d.id));
  });

  it("answers a cursor the domain cannot read with 400 and its message", async () => {
    const who = await person({ role: "company_admin" });
    const more = await read(who, "cursor=not-a-cursor&more=1");
    expect(more.status).toBe(400);
    expect(more.body).toMatchObject({ view: "more", page: null });
    expect(more.body.refusal).toBe("This page of the list is no longer valid. Reload the list.");
  });

  it("without JavaScript, the cursor's address is the library showing that page", async () => {
    const who = await person({ role: "company_admin" });
    for (let i = 0; i < 53; i += 1)
      await createDocument(who.company.id, { category: i % 2 ? "hr" : "it", title: `Nojs Policy ${i}` });
    const first = (await read(who, "")).body as unknown as { firstPage: DocumentListDto; laterPage: boolean };
    expect(first.laterPage).toBe(false);
    const cursor = encodeURIComponent(first.firstPage.nextCursor!);

    const later = (await read(who, `cursor=${cursor}`)).body as unknown as {
      view: string;
      firstPage: DocumentListDto;
      laterPage: boolean;
      pageRefusal: string | null;
    };
    expect(later).toMatchObject({ view: "documents", laterPage: true, pageRefusal: null });
    expect(later.firstPage.documents).toHaveLength(3);
    const shown = new Set(first.firstPage.documents.map((d) => d.id));
    expect(later.firstPage.documents.some((d) => shown.has(d.id))).toBe(false);
    expect(later.firstPage.nextCursor).toBeNull();
    expect(later.firstPage.counts.active).toBe(53);
  });

  it("without JavaScript, a cursor the domain cannot read shows the first page and says why", async () => {
    const who = await person({ role: "company_admin" });
    await createDocument(who.company.id, { title: "Only Policy" });
    const { status, body } = await read(who, "cursor=not-a-cursor");
    expect(status).toBe(200);
    expect(body).toMatchObject({
      view: "documents",
      laterPage: false,
      pageRefusal: "This page of the list is no longer valid. Reload the list.",
    });
    expect((body as unknown as { firstPage: DocumentListDto }).firstPage.documents).toHaveLength(1);
  });
});
