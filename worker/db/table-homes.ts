/**
 * Which database each table belongs in (decision 027): the **directory** holds what is
 * platform-wide, a **company** database each company's documents and everything that hangs off
 * them; a deployment has several company databases, the first in the directory's own D1 database.
 * The tests hold every statement to its home (home-check.ts), so a statement that names a table of
 * the other home fails before it can read or write the wrong database.
 *
 * A table missing here fails `table-homes.test.ts`: a new table is placed when it is created.
 */
export type TableHome = "directory" | "company";

/** Where a table is: in one home's databases, or in every database (the guard's row, the outbox). */
export type TablePlace = TableHome | "every";

export const TABLE_HOMES: Readonly<Record<string, TablePlace>> = {
  // Platform-wide: who people are and how they sign in, the companies and where each lives, the
  // template library, the platform's own settings and integrations.
  companies: "directory",
  // Which database hands out each block of ids (id-ranges.ts).
  id_blocks: "directory",
  // A company's one row of settings is read where the directory decides: the session's feature
  // switches, seats (maximum users), sign-in by authorized domain, the Slack team -> company match.
  company_settings: "directory",
  users: "directory",
  sessions: "directory",
  invitations: "directory",
  domain_verifications: "directory",
  domain_join_offers: "directory",
  // SCIM provisioning: its tokens find their company before any company database is chosen.
  scim_tokens: "directory",
  scim_identities: "directory",
  templates: "directory",
  platform_settings: "directory",
  enterprise_inquiries: "directory",
  email_change_requests: "directory",
  slack_event_claims: "directory",
  crm_configs: "directory",
  crm_field_mappings: "directory",
  crm_sync_runs: "directory",
  crm_sync_records: "directory",
  deleted_companies: "directory",
  // An invoice credits once across all companies; the ledger entry it pays for is company data.
  credited_invoices: "directory",
  // The last run of each scheduled job: the platform's jobs, shown in System Status.
  job_runs: "directory",
  // One company's data.
  company_people: "company",
  documents: "company",
  document_counts: "company",
  document_versions: "company",
  document_acknowledgements: "company",
  document_review_reminders: "company",
  comments: "company",
  token_balances: "company",
  token_transactions: "company",
  token_requests: "company",
  chat_conversations: "company",
  chat_messages: "company",
  chat_feedback: "company",
  slack_notices: "company",
  knowledge_base_documents: "company",
  knowledge_chunks: "company",
  question_gaps: "company",
  // The companies whose writes this company database refuses while they move out (move-company.ts).
  company_write_fences: "company",
  // The library's full-text index, the view it reads, and the knowledge index (FTS5 and shadows).
  document_search_source: "company",
  document_search_fts: "company",
  document_search_fts_config: "company",
  document_search_fts_data: "company",
  document_search_fts_docsize: "company",
  document_search_fts_idx: "company",
  knowledge_chunks_fts: "company",
  knowledge_chunks_fts_config: "company",
  knowledge_chunks_fts_data: "company",
  knowledge_chunks_fts_docsize: "company",
  knowledge_chunks_fts_idx: "company",
  // In every database: the batch guard's one row, and an outbox, so that a mail is queued in the
  // same batch as the change it reports, whichever database holds the change (decision 027); the
  // delivery job drains every database's outbox.
  batch_guard: "every",
  email_outbox: "every",
  // The audit trail too: a change's audit row is written in the same batch as the change, in the
  // database of the change (a company's write in its database, the platform's in the directory).
  audit_events: "every",
};

/** What SQLite and D1 keep for themselves: no home, never named by the product's statements. */
export const SYSTEM_TABLE = /^(sqlite_|_cf_|d1_migrations$)/;

const QUOTED_TEXT = /'(?:[^']|'')*'/g;
const IDENTIFIER = /"([^"]+)"|`([^`]+)`|\b([A-Za-z_][A-Za-z0-9_]*)\b/g;

/**
 * The tables (and the view) a statement names, by their SQL names: every identifier of the text
 * that is a table's name, string literals left out. drizzle qualifies each column with its table,
 * so a statement's tables are all named; no column is named like a table (the test checks).
 */
export function tablesNamedIn(sql: string): string[] {
  const named = new Set<string>();
  for (const match of sql.replace(QUOTED_TEXT, "''").matchAll(IDENTIFIER)) {
    const name = match[1] ?? match[2] ?? match[3] ?? "";
    if (Object.hasOwn(TABLE_HOMES, name)) named.add(name);
  }
  return [...named].sort();
}
