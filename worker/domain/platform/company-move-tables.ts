import { getTableName } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import { TABLE_HOMES } from "../../db/table-homes";
import { COMPANY_ROWS_IN_PURGE_ORDER } from "../recycle-bin/company-rows";

// What a company's move between company databases carries (move-company.ts): its rows of every
// table a company database holds. They are the purge's list (company-rows.ts, which a test keeps
// complete) less the directory's tables, so a new company table moves as soon as the purge knows it.

/** A table of the company's rows, by its SQL name, with how its rows are told apart. */
export interface MovedTable {
  table: SQLiteTable;
  name: string;
  /**
   * Its rows have an `id` that is unique across databases (id-ranges.ts), so a row's copy is found
   * by it; the others (a company's counts, balance, reminders) are keyed by the company's own values
   * and compared whole.
   */
  keyedById: boolean;
  /**
   * Also holds rows the database writes itself: a trigger adds them when their parent row is copied
   * (a document's count, its 'new policy in force' notice), so the move clears those and copies the
   * leaving database's rows as they are.
   */
  madeByTriggers: boolean;
  /** In every database (the outbox, the audit trail): the arriving database may already hold rows of
   *  the company that the directory wrote there; the move leaves those alone. */
  inEveryDatabase: boolean;
}

const MADE_BY_TRIGGERS = new Set(["document_counts", "slack_notices"]);
const KEYED_WITHOUT_ID = new Set(["document_counts", "token_balances", "document_review_reminders"]);

/** The company database's tables of a company, children first: the order their rows are deleted in. */
export const MOVED_TABLES_CHILDREN_FIRST: readonly MovedTable[] = COMPANY_ROWS_IN_PURGE_ORDER.filter(
  (rows) =>
    (rows.onlyIn ?? TABLE_HOMES[getTableName(rows.table)]) !== "directory" &&
    // The move's own fence stays where it is set.
    getTableName(rows.table) !== "company_write_fences",
).map(({ table }) => {
  const name = getTableName(table);
  return {
    table,
    name,
    keyedById: !KEYED_WITHOUT_ID.has(name),
    madeByTriggers: MADE_BY_TRIGGERS.has(name),
    inEveryDatabase: TABLE_HOMES[name] === "every",
  };
});

/**
 * The order they are copied in: parents first (foreign keys hold in the arriving database), and the
 * tables triggers also write last, once every row whose copy makes them is there.
 */
export const MOVED_TABLES_PARENTS_FIRST: readonly MovedTable[] = [
  ...[...MOVED_TABLES_CHILDREN_FIRST].reverse().filter((table) => !table.madeByTriggers),
  ...MOVED_TABLES_CHILDREN_FIRST.filter((table) => table.madeByTriggers),
];
