import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { type DocumentListDto, formatLibraryCount, SEARCH_COUNT_LIMIT } from "../../worker/domain/contract";
import { callApi, createDocument, domain, person, uploadForImport } from "../support/fixtures";

// The library's full-text search (decision 015): title, description and text; every word, the last
// one also as a prefix; best match first with a snippet of where it matched; always one company.

const search = async (cookie: string, words: string, extra = "") => {
  const res = await callApi("GET", `/api/documents?search=${encodeURIComponent(words)}${extra}`, { cookie });
  expect(res.status, words).toBe(200);
  return (await res.json()) as DocumentListDto;
};
const idsOf = (list: DocumentListDto) => list.documents.map((d) => d.id);

const admin = () => person({ tier: "enterprise", role: "company_admin" });

describe("library search", () => {
  it("finds a word that only a document's text holds, shows where, and never another company's", async () => {
    const mine = await admin();
    const theirs = await admin();
    for (let i = 0; i < 30; i++)
      await createDocument(mine.company.id, { title: `Policy ${i}`, content: "Ordinary rules." });
    const text = "Remote work\n\nStaff may claim a stipend for the zephyrine chair they use at home.";
    const target = await createDocument(mine.company.id, { title: "Home office", content: text });
    await createDocument(theirs.company.id, { title: "Home office", content: text });

    const found = await search(mine.cookie, "zephyrine");
    expect(idsOf(found)).toEqual([target]);
    expect(found.counts).toEqual({ active: 1, archived: 0, atLeast: true });
    const snippet = found.documents[0]!.snippet!;
    expect(snippet.filter((p) => p.match).map((p) => p.text)).toEqual(["zephyrine"]);
    expect(snippet.map((p) => p.text).join("")).toContain("a stipend for the zephyrine chair");
  });

  it("matches as the person types: the last word as a prefix, the others as words in any form", async () => {
    const { company, cookie } = await admin();
    const expenses = await createDocument(company.id, {
      title: "Travel Expenses",
      content: "Employees book economy flights.",
    });
    const security = await createDocument(company.id, {
      title: "Security",
      description: "Policies on passwords",
    });

    expect(idsOf(await search(cookie, "expen"))).toEqual([expenses]);
    expect(idsOf(await search(cookie, "travel expen"))).toEqual([expenses]);
    expect(idsOf(await search(cookie, "employee flight"))).toEqual([expenses]);
    expect(idsOf(await search(cookie, "policy"))).toEqual([security]);
    expect(idsOf(await search(cookie, "TRAVEL passwords"))).toEqual([]);
  });

  it("ranks a match in the title above a match in the text", async () => {
    const { company, cookie } = await admin();
    const inText = await createDocument(company.id, {
      title: "Conduct",
      content: "Gifts above 50 euros are declared.",
    });
    const inTitle = await createDocument(company.id, { title: "Gifts", content: "What we accept." });
    expect(idsOf(await search(cookie, "gifts"))).toEqual([inTitle, inText]);
  });

  it("follows every change: edit, restore, archive, delete, import", async () => {
    const { company, cookie } = await admin();
    const id = await createDocument(company.id, { title: "Leave", content: "Twenty days of holiday." });
    expect(idsOf(await search(cookie, "holiday"))).toEqual([id]);

    const edited = await callApi("PUT", `/api/documents/${id}`, {
      cookie,
      body: { title: "Leave", content: "Twenty-five days of vacation." },
    });
    expect(edited.status).toBe(200);
    expect(idsOf(await search(cookie, "holiday"))).toEqual([]);
    expect(idsOf(await search(cookie, "vacation"))).toEqual([id]);

    const versions = (await (await callApi("GET", `/api/documents/${id}/versions`, { cookie })).json()) as {
      id: number;
      version: number;
    }[];
    const first = versions.find((v) => v.version === 1)!;
    expect((await callApi("POST", `/api/documents/${id}/restore/${first.id}`, { cookie })).status).toBe(200);
    expect(idsOf(await search(cookie, "holiday"))).toEqual([id]);
    expect(idsOf(await search(cookie, "vacation"))).toEqual([]);

    const archived = await callApi("POST", `/api/documents/${id}/archive`, {
      cookie,
      body: { reason: "Old" },
    });
    expect(archived.status).toBe(200);
    const afterArchive = await search(cookie, "holiday");
    expect(afterArchive.counts).toMatchObject({ active: 0, archived: 1 });
    expect(idsOf(await search(cookie, "holiday", "&tab=active"))).toEqual([]);
    expect(idsOf(await search(cookie, "holiday", "&tab=archived"))).toEqual([id]);

    expect((await callApi("DELETE", `/api/documents/${id}`, { cookie })).status).toBe(200);
    expect(await search(cookie, "holiday")).toMatchObject({
      documents: [],
      counts: { active: 0, archived: 0 },
    });

    const imported = await uploadForImport(
      cookie,
      "whistleblowing.txt",
      new TextEncoder().encode("WHISTLEBLOWING POLICY\n\nReports go to the ombudsperson in confidence."),
    );
    expect(imported.status).toBe(200);
    const { documentId: importedId } = (await imported.json()) as { documentId: number };
    expect(idsOf(await search(cookie, "ombudsperson"))).toEqual([importedId]);
    // The index reads its text from the documents' rows (migration 0011): after all of these writes
    // it still holds exactly what they say (FTS5 compares each entry; a mismatch is an error).
    await domain().companyDb.run(
      sql`INSERT INTO document_search_fts(document_search_fts, rank) VALUES ('integrity-check', 1)`,
    );
  });

  it("pages through many matches with the cursor, each once, filters and counts applied", async () => {
    const { company, cookie } = await admin();
    for (let i = 0; i < 60; i++) {
      await createDocument(company.id, {
        title: `Rule ${i}`,
        category: i % 2 ? "hr" : "it",
        status: i % 3 ? "draft" : "archived",
        content: `Every rule ${i} about laptops.`,
      });
    }
    const seen = new Set<number>();
    let page = await search(cookie, "laptops", "&limit=25");
    expect(page.counts).toMatchObject({ active: 40, archived: 20 });
    for (;;) {
      for (const id of idsOf(page)) seen.add(id);
      if (!page.nextCursor) break;
      page = await search(cookie, "laptops", `&limit=25&cursor=${encodeURIComponent(page.nextCursor)}`);
    }
    expect(seen.size).toBe(60);

    const hrArchived = await search(cookie, "laptops", "&category=hr&tab=archived&limit=100");
    expect(hrArchived.documents).toHaveLength(10);
    expect(hrArchived.documents.every((d) => d.category === "hr" && d.status === "archived")).toBe(true);
    expect(hrArchived.counts).toMatchObject({ active: 20, archived: 10 });
  });

  it("answers any text up to 200 characters with results or none, never an error; longer is a clear 400", async () => {
    const { company, cookie } = await admin();
    const id = await createDocument(company.id, { title: "Near misses", content: "Report every near miss." });
    for (const text of [
      '"',
      'near"',
      "near*",
      "*",
      "NEAR(near miss)",
      "near AND OR NOT",
      "(near",
      "near)",
      "scope:c1",
      "title:near",
      "{title}: near",
      "^near",
      "- + : ; ' `",
      "%_\\",
      "\u0000near",
      "近くのミス",
      "σχεδόν",
      "🙂 near",
      "a".repeat(200),
      "near ".repeat(40),
    ]) {
      const res = await callApi("GET", `/api/documents?search=${encodeURIComponent(text)}`, { cookie });
      expect(res.status, JSON.stringify(text)).toBe(200);
      const body = (await res.json()) as DocumentListDto;
      expect(
        body.documents.every((d) => d.id === id),
        JSON.stringify(text),
      ).toBe(true);
    }
    expect(idsOf(await search(cookie, "NEAR(near miss)"))).toEqual([id]);

    const tooLong = await callApi("GET", `/api/documents?search=${"a".repeat(201)}`, { cookie });
    expect(tooLong.status).toBe(400);
    expect(await tooLong.json()).toMatchObject({
      code: "invalid_input",
      message: expect.stringContaining("Search is at most 200 characters."),
    });
  });
});

describe("library search at its limit", () => {
  it("counts at most SEARCH_COUNT_LIMIT matches per tab and says so; a list without search counts exactly", async () => {
    const { company, cookie } = await admin();
    const { env } = await import("cloudflare:test");
    // 1,005 documents that all hold the word, written as the app writes them (a version row each).
    await env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 1005)
       INSERT INTO documents (company_id, title, category, status, version) SELECT ?1, 'Note ' || i, 'it', 'draft', 1 FROM n`,
    )
      .bind(company.id)
      .run();
    await env.DB.prepare(
      `INSERT INTO document_versions (document_id, company_id, version, title, content, status, change_type)
       SELECT id, company_id, 1, title, 'Printers are shared.', status, 'created' FROM documents WHERE company_id = ?1`,
    )
      .bind(company.id)
      .run();

    const found = await search(cookie, "printers", "&limit=200");
    expect(found.counts).toEqual({ active: SEARCH_COUNT_LIMIT, archived: 0, atLeast: true });
    expect(formatLibraryCount(found.counts.active, found.counts.atLeast)).toBe("1,000+");
    expect(found.documents).toHaveLength(200);
    const all = await callApi("GET", "/api/documents?limit=1", { cookie });
    expect(((await all.json()) as DocumentListDto).counts).toEqual({ active: 1005, archived: 0 });
  });
});
