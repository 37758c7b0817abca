import { applyD1Migrations, env } from "cloudflare:test";
import { expect, it } from "vitest";

// Migration 0015 rebuilds the 16 company tables that had foreign keys into the directory (companies,
// users, templates) without them, so that a second company database, which holds no directory rows,
// can store a company's data (decision 027, stage 5). A rebuild in D1 drops the old tables, and a
// drop with foreign keys on runs their ON DELETE actions: this checks that nothing of a company's
// data is lost on the way, and that what the tables do (their triggers, the library's search, the
// knowledge index, the keys among company tables, the id counters) still works after it.

const db = env.MIGRATION_DB;
const all = async (query: string) => (await db.prepare(query).all()).results;
const count = async (table: string) =>
  (await db.prepare(`SELECT count(*) AS n FROM ${table}`).first<{ n: number }>())?.n ?? 0;
const FAMILY = [
  "documents",
  "document_versions",
  "document_counts",
  "comments",
  "document_acknowledgements",
  "knowledge_base_documents",
  "knowledge_chunks",
  "token_balances",
  "token_transactions",
  "token_requests",
  "email_outbox",
  "chat_messages",
  "chat_feedback",
];

it("keeps every row and id of the rebuilt tables, and what their triggers and indexes do", async () => {
  await applyD1Migrations(
    db,
    env.TEST_MIGRATIONS.filter((m) => m.name < "0015"),
  );
  await db.batch(
    [
      "INSERT INTO companies (id, name, tier) VALUES (1, 'Northwind', 'enterprise')",
      "INSERT INTO users (id, company_id, email, role) VALUES (5, 1, 'ada@northwind.test', 'company_admin')",
      "INSERT INTO templates (id, name, content) VALUES (3, 'Travel', 'x')",
      `INSERT INTO documents (id, company_id, title, created_by_user_id, template_id, owner_user_id, status, version)
        VALUES (10, 1, 'Travel policy', 5, 3, 5, 'approved', 1), (11, 1, 'Deleted later', 5, NULL, NULL, 'draft', 1)`,
      `INSERT INTO document_versions (document_id, company_id, version, title, content, status, change_type, changed_by_user_id)
        VALUES (10, 1, 1, 'Travel policy', 'Economy class for flights under six hours.', 'approved', 'created', 5)`,
      // The newest document is deleted: its id must never be handed out again.
      "DELETE FROM documents WHERE id = 11",
      "INSERT INTO comments (document_id, company_id, comment, user_id) VALUES (10, 1, 'Agreed', 5)",
      "INSERT INTO document_acknowledgements (company_id, document_id, version, acknowledged_at, user_id) VALUES (1, 10, 1, 1, 5)",
      "INSERT INTO knowledge_base_documents (id, company_id, title) VALUES (20, 1, 'Expenses FAQ')",
      "INSERT INTO knowledge_chunks (company_id, knowledge_base_document_id, position, scope, title, body) VALUES (1, 20, 0, 'c1', 'Expenses FAQ', 'The per diem abroad is fifty euros.')",
      "INSERT INTO token_balances (company_id, balance, used, purchased) VALUES (1, 5, 0, 5)",
      "INSERT INTO token_transactions (company_id, transaction_type, amount, balance_after, document_id, created_by_user_id) VALUES (1, 'purchase', 5, 5, 10, 5)",
      "INSERT INTO token_requests (company_id, requested_by_user_id, requested_tokens, business_justification, contact_email) VALUES (1, 5, 25, 'More', 'ada@northwind.test')",
      "INSERT INTO email_outbox (company_id, to_address, subject, text_body, kind) VALUES (1, 'ada@northwind.test', 'Hello', 'Body', 'invitation')",
      "INSERT INTO chat_messages (id, company_id, message_type, message, user_id) VALUES (30, 1, 'user', 'What is the per diem?', 5)",
      "INSERT INTO chat_feedback (company_id, message_id, user_id, helpful) VALUES (1, 30, 5, 1)",
    ].map((statement) => db.prepare(statement)),
  );
  const before = Object.fromEntries(
    await Promise.all(FAMILY.map(async (t) => [t, await all(`SELECT * FROM ${t} ORDER BY 1, 2`)])),
  );
  expect(FAMILY.filter((t) => before[t].length === 0)).toEqual([]);

  await applyD1Migrations(
    db,
    env.TEST_MIGRATIONS.filter((m) => m.name >= "0015"),
  );

  // A later migration (0024) puts each person's messages so far in a first conversation of theirs.
  const conversations = await all("SELECT id, company_id, user_id FROM chat_conversations");
  expect(conversations).toEqual([{ id: expect.any(Number), company_id: 1, user_id: 5 }]);
  const inConversation = ({ conversation_id, ...row }: Record<string, unknown>) => {
    expect(conversation_id).toBe((conversations[0] as { id: number }).id);
    return row;
  };
  for (const table of FAMILY) {
    const after = await all(`SELECT * FROM ${table} ORDER BY 1, 2`);
    expect(table === "chat_messages" ? after.map(inConversation) : after, table).toEqual(before[table]);
  }
  // No key into the directory is left; the keys among company tables are.
  const keys = await all("SELECT * FROM pragma_foreign_key_list('document_versions')");
  expect(keys.map((key) => (key as { table: string }).table)).toEqual(["documents"]);

  // A company this database does not hold can be stored: what a second company database needs.
  await db.batch([
    db.prepare("INSERT INTO documents (company_id, title, status) VALUES (999, 'Remote work', 'approved')"),
    db.prepare(
      "INSERT INTO document_versions (document_id, company_id, version, title, content, status, change_type) VALUES (last_insert_rowid(), 999, 1, 'Remote work', 'Two days a week from home.', 'approved', 'created')",
    ),
  ]);
  // Ids go on from the largest ever given (11 was deleted), the counts and the search index follow.
  expect(await all("SELECT id FROM documents WHERE company_id = 999")).toEqual([{ id: 12 }]);
  expect(
    await all("SELECT company_id, count FROM document_counts WHERE count > 0 ORDER BY company_id"),
  ).toEqual([
    { company_id: 1, count: 1 },
    { company_id: 999, count: 1 },
  ]);
  expect(await all("SELECT rowid FROM document_search_fts WHERE document_search_fts MATCH 'home'")).toEqual([
    { rowid: 12 },
  ]);
  expect(
    await all("SELECT rowid FROM document_search_fts WHERE document_search_fts MATCH 'economy'"),
  ).toEqual([{ rowid: 10 }]);
  expect(
    await all("SELECT rowid FROM knowledge_chunks_fts WHERE knowledge_chunks_fts MATCH 'diem'"),
  ).toHaveLength(1);

  // A document's delete still takes its versions, comments and acknowledgements with it.
  await db.prepare("DELETE FROM documents WHERE id = 10").run();
  expect(await count("document_versions WHERE document_id = 10")).toBe(0);
  expect(await count("comments")).toBe(0);
  expect(await count("document_acknowledgements")).toBe(0);
  expect(await all("SELECT document_id FROM token_transactions")).toEqual([{ document_id: null }]);
});
