import { applyD1Migrations, env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";

// Migration 0007 moves every document's text out of the `documents` row (decision 015). Run on a
// library written as the app wrote it before (documents with their versions, and a few rows written
// by hand with none), it must lose nothing: every document reads the same text, every version row
// is unchanged, the counts and the search index hold every document.

const db = env.MIGRATION_DB;
const before0007 = env.TEST_MIGRATIONS.filter((m) => m.name < "0007");
const from0007 = env.TEST_MIGRATIONS.filter((m) => m.name.startsWith("0007"));
const DOCUMENTS = 300;

interface VersionRow {
  id: number;
  document_id: number;
  version: number;
  title: string;
  content: string;
  status: string;
  change_type: string;
  word_count: number;
  created_at: number;
}

let textsBefore: Map<number, string>;
let versionsBefore: VersionRow[];
let countsBefore: { company_id: number; category: string; status: string; n: number }[];

const textOf = (i: number, version: number) =>
  `POLICY ${i} — version ${version}\n\n1. Purpose\n\n` +
  `Staff "must" follow rule ${i}.${version} when travelling; naïve café claims are refused.\n`.repeat(
    40 + (i % 7),
  ) +
  (i === 137 ? "\nThe zephyrine clause applies only here.\n" : "");

beforeAll(async () => {
  await applyD1Migrations(db, before0007);
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
    // Every tenth document was written by hand, with no version row at all.
    const handWritten = i % 10 === 0;
    statements.push(
      db
        .prepare(
          `INSERT INTO documents (id, company_id, created_by_user_id, title, description, category, content, status, version, created_at, updated_at)
           VALUES (?1, ?2, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?9)`,
        )
        .bind(
          i,
          1 + (i % 2),
          `Policy ${i}`,
          i % 4 ? `About ${i}` : null,
          categories[i % categories.length],
          textOf(i, versions),
          statuses[i % statuses.length],
          versions,
          1767225600000 + i * 1000,
        ),
    );
    if (handWritten) continue;
    for (let v = 1; v <= versions; v++) {
      statements.push(
        db
          .prepare(
            `INSERT INTO document_versions (document_id, company_id, version, title, content, status, change_type, word_count, created_at)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)`,
          )
          .bind(
            i,
            1 + (i % 2),
            v,
            `Policy ${i}`,
            textOf(i, v),
            "draft",
            v === 1 ? "created" : "content_updated",
            7,
            1767225600000 + v,
          ),
      );
    }
  }
  for (let i = 0; i < statements.length; i += 200) await db.batch(statements.slice(i, i + 200));

  const texts = await db.prepare("SELECT id, content FROM documents").all<{ id: number; content: string }>();
  textsBefore = new Map(texts.results.map((r) => [r.id, r.content]));
  versionsBefore = (await db.prepare("SELECT * FROM document_versions ORDER BY id").all<VersionRow>())
    .results;
  countsBefore = (
    await db
      .prepare(
        "SELECT company_id, category, status, count(*) AS n FROM documents GROUP BY company_id, category, status ORDER BY 1, 2, 3",
      )
      .all<{ company_id: number; category: string; status: string; n: number }>()
  ).results;

  await applyD1Migrations(db, from0007);
});

describe("migration 0007 (the library at scale)", () => {
  it("keeps every document's text, now read from its current version", async () => {
    const after = await db
      .prepare(
        `SELECT d.id, v.content FROM documents d
         JOIN document_versions v ON v.document_id = d.id AND v.version = d.version`,
      )
      .all<{ id: number; content: string }>();
    expect(after.results).toHaveLength(DOCUMENTS);
    for (const row of after.results) expect(row.content, `document ${row.id}`).toBe(textsBefore.get(row.id));
    const columns = await db
      .prepare("SELECT name FROM pragma_table_info('documents')")
      .all<{ name: string }>();
    expect(columns.results.map((c) => c.name)).not.toContain("content");
  });

  it("leaves every version row as it was, and gives a hand-written document its current version", async () => {
    const after = (await db.prepare("SELECT * FROM document_versions ORDER BY id").all<VersionRow>()).results;
    expect(after.slice(0, versionsBefore.length)).toEqual(versionsBefore);
    const added = after.slice(versionsBefore.length);
    expect(added.map((v) => v.document_id).sort((a, b) => a - b)).toEqual(
      Array.from({ length: DOCUMENTS / 10 }, (_, k) => (k + 1) * 10),
    );
    const tenth = added.find((v) => v.document_id === 10)!;
    expect(tenth).toMatchObject({ version: 2, change_type: "created", title: "Policy 10" });
    expect(tenth.word_count).toBe(textsBefore.get(10)!.split(/\s+/).filter(Boolean).length);
  });

  it("counts every document per company, category and status", async () => {
    const counts = await db
      .prepare(
        "SELECT company_id, category, status, count AS n FROM document_counts WHERE count > 0 ORDER BY 1, 2, 3",
      )
      .all();
    expect(counts.results).toEqual(countsBefore);
  });

  it("indexes every document for search, confined to its company", async () => {
    const total = await db.prepare("SELECT count(*) AS n FROM document_search_fts").first<{ n: number }>();
    expect(total?.n).toBe(DOCUMENTS);
    const find = (company: number, word: string) =>
      db
        .prepare("SELECT rowid AS id FROM document_search_fts WHERE document_search_fts MATCH ?")
        .bind(`scope:"c${company}" AND "${word}"`)
        .all<{ id: number }>();
    expect((await find(2, "zephyrine")).results).toEqual([{ id: 137 }]);
    expect((await find(1, "zephyrine")).results).toEqual([]);
  });
});
