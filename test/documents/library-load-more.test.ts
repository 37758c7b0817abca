import type { DocumentListDto } from "@charterly/domain/contract";
import { describe, expect, it } from "vitest";
import { loader } from "../../remix-app/routes/documents";
import { APP_ORIGIN, createDocument, person } from "../support/fixtures";
import { routeContextOf } from "../support/route-context";

// "Load more" reads the library's own loader with the last page's cursor (decision 026): with
// JavaScript (`&more=1`, a fetcher) the next page of the same view alone, and a cursor the domain
// cannot read is answered (400 and its message), so the list shown stays and says it instead of
// the library being replaced by the error page. Without JavaScript "Load more" is a link to the
// library's address with the cursor, which shows that page; an old cursor there shows the first
// page and says why.

interface MoreAnswer {
  view: "more";
  page: DocumentListDto | null;
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
  it("reads the page after the cursor, and no row of the first page again", async () => {
    const who = await person({ role: "company_admin" });
    for (let i = 0; i < 52; i += 1)
      await createDocument(who.company.id, { category: i % 2 ? "hr" : "it", title: `Policy ${i}` });

    const first = (await read(who, "")).body as unknown as { firstPage: DocumentListDto };
    expect(first.firstPage.documents).toHaveLength(50);
    const cursor = first.firstPage.nextCursor;
    expect(cursor).toBeTruthy();

    const more = await read(who, `cursor=${encodeURIComponent(cursor!)}&more=1`);
    expect(more.status).toBe(200);
    expect(more.body.view).toBe("more");
    const shown = new Set(first.firstPage.documents.map((d) => d.id));
    expect(more.body.page?.documents).toHaveLength(2);
    expect(more.body.page?.documents.some((d) => shown.has(d.id))).toBe(false);
    expect(more.body.page?.nextCursor).toBeNull();
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
