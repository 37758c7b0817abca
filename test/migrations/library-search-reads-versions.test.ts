import { applyD1Migrations, env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";

// Migration 0011 drops the library index's own copy of every text and rebuilds the index over the
// rows that hold it (decision 023). Run on a library the app wrote before (documents with several
// versions, in two companies, with and without descriptions, archived ones), every document must be
// found by the same words as before, with the same snippet, and the index must match its rows.

const db = env.MIGRATION_DB;
const before0011 = env.TEST_MIGRATIONS.filter((m) => m.name < "0011");
const from0011 = env.TEST_MIGRATIONS.filter((m) => m.name >= "0011");
const DOCUMENTS = 120;

const textOf = (i: number, version: number) =>
  `POLICY ${i} — version ${version}\n\n1. Purpose\n\n` +
  `Staff must follow rule ${i}.${version} when travelling; naïve café claims are refused.\n`.repeat(
    20 + (i % 5),
  ) +
  (i === 77 && version === 3 ? "\nThe zephyrine clause applies only here.\n" : "") +
  (i === 77 && version === 2 ? "\nThe obsolete quillwort clause.\n" : "");

/** What a search shows before and after: the ids found, best first, and the first one's snippet. */
async function searchFor(company: number, words: string, facet?: string) {
  const match = [`scope:"c${company}"`, facet && `facets:"${facet}"`, `{title description body}:(${words})`]
    .filter(Boolean)
    .join(" AND ");
  const rows = await db
    .prepare(
      `SELECT rowid AS id, snippet(document_search_fts, 4, '[', ']', '…', 16) AS body,
              snippet(document_search_fts, 3, '[', ']', '…', 16) AS description
         FROM document_search_fts WHERE document_search_fts MATCH ? ORDER BY rank`,
    )
    .bind(match)
    .all<{ id: number; body: string; description: string }>();
  return rows.results;
}

const SEARCHES: Array<[number, string, string?]> = [
  [2, '"zephyrine"'],
  [1, '"zephyrine"'],
  [2, '"quillwort"'],
  [1, '"travel"'],
  [2, '"café" AND "refused"'],
  [1, '"about"'],
  [1, '("pol" OR "pol"*)'],
  [2, '"staff"', "tabarchived"],
  [1, '"rule"', "statusapproved"],
];
let before: Array<Awaited<ReturnType<typeof searchFor>>>;

beforeAll(async () => {
  await applyD1Migrations(db, before0011);
  await db.batch([
    db.prepare(
      "INSERT INTO companies (id, name, tier) VALUES (1, 'Northwind', 'enterprise'), (2, 'Contoso', 'per_document')",
    ),
    db.prepare(
      "INSERT INTO users (id, company_id, email, role) VALUES (1, 1, 'a@northwind.test', 'company_admin'), (2, 2, 'b@contoso.test', 'company_admin')",
    ),
  ]);
  const categories = ["hr", "travel", "finance", "it", "legal", "other"];
  const statuses = ["draft", "generated", "under_review", "approved", "archived"];
  const statements: D1PreparedStatement[] = [];
  for (let i = 1; i <= DOCUMENTS; i++) {
    const versions = 1 + (i % 3);
    const company = 1 + (i % 2);
    // As the app writes them: the document's row, then its versions (the last one current).
    statements.push(
      db
        .prepare(
          `INSERT INTO documents (id, company_id, created_by_user_id, title, description, category, status, version, created_at, updated_at)
           VALUES (?1, ?2, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?8)`,
        )
        .bind(
          i,
          company,
          `Policy ${i}`,
          i % 4 ? `About ${i}` : null,
          categories[i % categories.length],
          statuses[i % statuses.length],
          versions,
          1767225600000 + i * 1000,
        ),
    );
    for (let v = 1; v <= versions; v++)
      statements.push(
        db
          .prepare(
            `INSERT INTO document_versions (document_id, company_id, version, title, content, status, change_type, word_count, created_at)
             VALUES (?1, ?2, ?3, ?4, ?5, 'draft', 'created', 7, ?6)`,
          )
          .bind(i, company, v, `Policy ${i}`, textOf(i, v), 1767225600000 + v),
      );
  }
  for (let i = 0; i < statements.length; i += 200) await db.batch(statements.slice(i, i + 200));
  before = await Promise.all(SEARCHES.map(([company, words, facet]) => searchFor(company, words, facet)));
  await applyD1Migrations(db, from0011);
});

describe("migration 0011 (the library index reads the versions' text)", () => {
  it("finds every document by the same words, in the same order, with the same snippets", async () => {
    const after = await Promise.all(
      SEARCHES.map(([company, words, facet]) => searchFor(company, words, facet)),
    );
    expect(after).toEqual(before);
    // What the searches found, so that an empty index could not pass.
    expect(after[0]!.map((r) => r.id)).toEqual([77]);
    expect(after[0]![0]!.body).toContain("The [zephyrine] clause applies only here.");
    expect(after[1]).toEqual([]);
    expect(after[2]).toEqual([]);
    expect(after[3]!.length).toBeGreaterThan(10);
    expect(after[7]!.length).toBeGreaterThan(5);
    expect(after[8]!.length).toBeGreaterThan(5);
  });

  it("holds no copy of the text, and its index matches the rows it reads", async () => {
    const tables = await db
      .prepare("SELECT name FROM sqlite_schema WHERE name LIKE 'document_search_fts%' ORDER BY name")
      .all<{ name: string }>();
    expect(tables.results.map((t) => t.name)).toEqual([
      "document_search_fts",
      "document_search_fts_config",
      "document_search_fts_data",
      "document_search_fts_docsize",
      "document_search_fts_idx",
    ]);
    const total = await db.prepare("SELECT count(*) AS n FROM document_search_fts").first<{ n: number }>();
    expect(total?.n).toBe(DOCUMENTS);
    // FTS5 compares every entry with the text the view gives; a mismatch is an error.
    await db
      .prepare("INSERT INTO document_search_fts(document_search_fts, rank) VALUES ('integrity-check', 1)")
      .run();
  });

  it("follows writes in either order, deletes and cascades, and stays exact", async () => {
    const find = async (company: number, word: string) =>
      (await searchFor(company, `"${word}"`)).map((r) => r.id);
    // The document's row first, then its new version (an edit).
    await db.batch([
      db.prepare("UPDATE documents SET title = 'Gardening leave', version = 4 WHERE id = 77"),
      db.prepare(
        "INSERT INTO document_versions (document_id, company_id, version, title, content, status, change_type, word_count, created_at) VALUES (77, 2, 4, 'Gardening leave', 'Only marigolds now.', 'draft', 'content_updated', 3, 1)",
      ),
    ]);
    expect(await find(2, "zephyrine")).toEqual([]);
    expect(await find(2, "marigold")).toEqual([77]);
    expect(await find(2, "gardening")).toEqual([77]);
    // The version first, then the document's row.
    await db.batch([
      db.prepare(
        "INSERT INTO document_versions (document_id, company_id, version, title, content, status, change_type, word_count, created_at) VALUES (77, 2, 5, 'Gardening leave', 'Only tulips now.', 'draft', 'content_updated', 3, 1)",
      ),
      db.prepare("UPDATE documents SET version = 5, status = 'archived' WHERE id = 77"),
    ]);
    expect(await find(2, "marigold")).toEqual([]);
    expect(await find(2, "tulips")).toEqual([77]);
    expect((await searchFor(2, '"tulips"', "tabarchived")).map((r) => r.id)).toEqual([77]);
    // A version that is not current changes nothing; a document's delete (versions first) removes it.
    await db.prepare("DELETE FROM document_versions WHERE document_id = 77 AND version = 1").run();
    expect(await find(2, "tulips")).toEqual([77]);
    await db.batch([
      db.prepare("DELETE FROM document_versions WHERE document_id = 77"),
      db.prepare("DELETE FROM documents WHERE id = 77"),
    ]);
    expect(await find(2, "tulips")).toEqual([]);
    // A document deleted by itself: its versions go by cascade, after it.
    await db.prepare("DELETE FROM documents WHERE id = 78").run();
    expect(await find(1, "78")).toEqual([]);
    // A company purged as the recycle bin does it (its versions, then its documents, a few at a time):
    // everything it held leaves the index.
    for (const table of ["document_versions", "documents"])
      for (let left = 1; left > 0; )
        left = (
          await db
            .prepare(
              `DELETE FROM ${table} WHERE rowid IN (SELECT rowid FROM ${table} WHERE company_id = 1 LIMIT 25)`,
            )
            .run()
        ).meta.changes;
    expect(await find(1, "staff")).toEqual([]);
    expect((await find(2, "staff")).length).toBe(DOCUMENTS / 2 - 1);
    // Writes that name the indexed columns but leave them as they were, and one that changes a title.
    await db.batch([
      db.prepare(
        "UPDATE documents SET title = title, status = status, version = version WHERE company_id = 2",
      ),
      db.prepare("UPDATE document_versions SET content = content WHERE company_id = 2"),
      db.prepare("UPDATE documents SET title = 'Hedgerow policy' WHERE id = 79"),
    ]);
    expect((await find(2, "staff")).length).toBe(DOCUMENTS / 2 - 1);
    expect(await find(2, "hedgerow")).toEqual([79]);
    await db
      .prepare("INSERT INTO document_search_fts(document_search_fts, rank) VALUES ('integrity-check', 1)")
      .run();
  });
});
