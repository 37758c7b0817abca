// The arithmetic of `npm run bench:capacity` (scripts/bench-capacity.ts), kept pure so that a test
// can check it: which table or index stores what (per document, per version, per passage, per chat
// message, per company, or once per database), the bytes per unit that follow from SQLite's
// `dbstat`, the size of a company predicted from them, and how many companies fit in one database.

/** What one table's (or index's) rows grow with. */
export type Owner = "document" | "version" | "passage" | "message" | "company" | "database";
export const OWNERS: readonly Owner[] = ["document", "version", "passage", "message", "company", "database"];

/**
 * D1's limit for one database (read as decimal gigabytes, the smaller reading), and where we call a
 * database full (decision 023): 7 GB, so that the largest table with its indexes (measured at 31–40 %
 * of the database) can be written a second time — a migration that copies a table, an index rebuilt
 * beside the old one — and still stay under the limit (`headroomCovers`).
 */
export const D1_LIMIT_BYTES = 10 * 1000 ** 3;
export const FULL_AT_BYTES = 7 * 1000 ** 3;

/**
 * The owner of a table, by the name of the table itself (for an index: the table it indexes; for an
 * FTS5 shadow table such as `document_search_fts_data`: its own name). Anything not listed is per
 * company (a company's people, settings, sessions, tokens, mail, CRM and Slack rows, audit trail): a
 * new table lands there until someone says otherwise, and the report lists every table by name.
 */
export function ownerOf(table: string): Owner {
  if (table === "document_versions") return "version";
  if (
    table === "documents" ||
    table.startsWith("document_search_fts") ||
    table === "document_counts" ||
    table === "document_acknowledgements" ||
    table === "document_review_reminders" ||
    table === "comments" ||
    table === "slack_notices"
  )
    return "document";
  if (table.startsWith("knowledge_chunks") || table === "knowledge_base_documents") return "passage";
  if (table === "chat_messages" || table === "chat_feedback" || table === "question_gaps") return "message";
  if (
    table.startsWith("sqlite_") ||
    table === "d1_migrations" ||
    table === "_cf_KV" ||
    table === "_cf_METADATA" ||
    table === "templates" ||
    table === "platform_settings"
  )
    return "database";
  return "company";
}

/** One row of `SELECT name, tbl_name, SUM(pgsize) FROM dbstat … GROUP BY name`. */
export interface StoredObject {
  /** The table's or index's name. */
  name: string;
  /** The table it belongs to (its own name for a table). */
  table: string;
  bytes: number;
}

/** What a database (or one company in it) holds. */
export interface Counts {
  companies: number;
  documents: number;
  versions: number;
  passages: number;
  messages: number;
}

export type BytesByOwner = Record<Owner, number>;

export function bytesByOwner(objects: readonly StoredObject[]): BytesByOwner {
  const out = Object.fromEntries(OWNERS.map((o) => [o, 0])) as BytesByOwner;
  for (const o of objects) out[ownerOf(o.table)] += o.bytes;
  return out;
}

/** Bytes per unit of each owner: per document, version, passage, message, company (fixed). */
export interface UnitCosts {
  perDocument: number;
  perVersion: number;
  perPassage: number;
  perMessage: number;
  perCompany: number;
  /** Once per database, whatever it holds: the schema, the migrations' record, the template library. */
  database: number;
}

/**
 * Bytes per unit from the bytes of each owner and the counts of the database they were measured on.
 * `empty` is the same database before any company: every table and index takes its first page(s)
 * there, whatever it will hold, so those bytes are the database's fixed cost and only what each
 * owner's tables grew by is divided by the count of what they grow with. An owner with nothing to
 * divide by costs 0 per unit (its growth, if any, is reported by `unattributed`).
 */
export function unitCosts(byOwner: BytesByOwner, counts: Counts, empty?: BytesByOwner): UnitCosts {
  const per = (owner: Owner, n: number) => (n > 0 ? (byOwner[owner] - (empty?.[owner] ?? 0)) / n : 0);
  return {
    perDocument: per("document", counts.documents),
    perVersion: per("version", counts.versions),
    perPassage: per("passage", counts.passages),
    perMessage: per("message", counts.messages),
    perCompany: per("company", counts.companies),
    database: empty ? OWNERS.reduce((sum, o) => sum + empty[o], 0) : byOwner.database,
  };
}

/** The bytes of owners that had no unit to divide by (e.g. passage tables with no passages). */
export function unattributed(byOwner: BytesByOwner, counts: Counts): number {
  return (
    (counts.documents > 0 ? 0 : byOwner.document) +
    (counts.versions > 0 ? 0 : byOwner.version) +
    (counts.passages > 0 ? 0 : byOwner.passage) +
    (counts.messages > 0 ? 0 : byOwner.message) +
    (counts.companies > 0 ? 0 : byOwner.company)
  );
}

/** A company's bytes as the model predicts them (without the database's own fixed cost). */
export function predictCompanyBytes(costs: UnitCosts, company: Omit<Counts, "companies">): number {
  return (
    costs.perCompany +
    costs.perDocument * company.documents +
    costs.perVersion * company.versions +
    costs.perPassage * company.passages +
    costs.perMessage * company.messages
  );
}

/** What a typical company holds per document, measured (versions, passages, messages per document). */
export interface Shape {
  versionsPerDocument: number;
  passagesPerDocument: number;
  messagesPerDocument: number;
}

export function shapeOf(counts: Counts): Shape {
  const per = (n: number) => (counts.documents > 0 ? n / counts.documents : 0);
  return {
    versionsPerDocument: per(counts.versions),
    passagesPerDocument: per(counts.passages),
    messagesPerDocument: per(counts.messages),
  };
}

export function typicalCompany(documents: number, shape: Shape): Omit<Counts, "companies"> {
  return {
    documents,
    versions: documents * shape.versionsPerDocument,
    passages: documents * shape.passagesPerDocument,
    messages: documents * shape.messagesPerDocument,
  };
}

/** Whole companies of `companyBytes` that fit into `budgetBytes` after the database's fixed cost. */
export function companiesThatFit(
  costs: UnitCosts,
  companyBytes: number,
  budgetBytes = FULL_AT_BYTES,
): number {
  if (companyBytes <= 0) throw new Error("A company must take some bytes");
  return Math.max(0, Math.floor((budgetBytes - costs.database) / companyBytes));
}

/**
 * Whether the headroom above `fullAt` covers rebuilding the largest table with its indexes (a
 * migration that copies a table, an FTS5 'rebuild' or 'optimize' that writes a new index before the
 * old one's pages are freed): at `fullAt`, the largest object group, at its measured share of the
 * database, must still fit below the hard limit a second time.
 */
export function headroomCovers(
  largestShare: number,
  fullAt = FULL_AT_BYTES,
  limit = D1_LIMIT_BYTES,
): boolean {
  return fullAt * (1 + largestShare) <= limit;
}
