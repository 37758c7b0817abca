import { IDS_PER_DATABASE } from "./company-database-bindings";

// Ids unique across company databases (decision 030). Every table whose rows a move carries takes
// its ids from SQLite's AUTOINCREMENT, which hands out one more than the larger of the table's
// `sqlite_sequence` entry and its largest id. Each database hands out ids in a block of 10¹² that
// no other database uses: database n starts in block n (database 1, the directory's own, in block 0,
// from 1), and a database that receives a moved company whose ids are not all below its own takes a
// fresh block, from FIRST_FRESH_BLOCK up, recorded in the directory's `id_blocks` (platform/
// arriving-ids.ts). So a copied row can never raise a database into another database's block.

/** Fresh blocks start here; database numbers stay below it (company-database-bindings.ts). */
export const FIRST_FRESH_BLOCK = 4096;
/** The last block whose ids are all safe integers in JavaScript (2⁵³ − 1 ≈ 9.007 × 10¹⁵). */
export const LAST_BLOCK = Math.floor(Number.MAX_SAFE_INTEGER / IDS_PER_DATABASE) - 1;

/** The block an id is in. */
export const blockOf = (id: number): number => Math.floor(id / IDS_PER_DATABASE);

/**
 * The statement that gives company database `database` a fresh block, one above every block handed
 * out so far (FIRST_FRESH_BLOCK at least), recorded in the directory's `id_blocks`, and returns it
 * (`block`). One statement, so two databases taking one at once get two. The caller refuses a block
 * past LAST_BLOCK.
 */
export function takeFreshBlockStatement(database: number, takenAt: number): string {
  if (!Number.isInteger(database) || database < 1) throw new Error(`No company database ${database}.`);
  if (!Number.isSafeInteger(takenAt)) throw new Error(`No time ${takenAt}.`);
  return `INSERT INTO id_blocks (block, database_number, taken_at) SELECT max(${FIRST_FRESH_BLOCK - 1}, coalesce(max(block), 0)) + 1, ${database}, ${takenAt} FROM id_blocks RETURNING block`;
}

/**
 * The statements that start every AUTOINCREMENT table (or only `tables`) at `start` at least: they
 * add the tables `sqlite_sequence` does not list yet and raise those below. Idempotent.
 */
export function raiseSequenceStatements(start: number, tables?: readonly string[]): string[] {
  if (!Number.isSafeInteger(start) || start < 0) throw new Error(`No id block starts at ${start}.`);
  const only = tables
    ? ` AND name IN (${tables.map((name) => `'${name.replace(/'/g, "''")}'`).join(", ")})`
    : "";
  return [
    `INSERT INTO sqlite_sequence (name, seq) SELECT name, ${start} FROM sqlite_master WHERE type = 'table' AND sql LIKE '%AUTOINCREMENT%'${only} AND name NOT IN (SELECT name FROM sqlite_sequence)`,
    `UPDATE sqlite_sequence SET seq = ${start} WHERE seq < ${start}${only}`,
  ];
}

/**
 * The statements that start company database n's ids in its first block, n × 10¹², so its ids are
 * its own from the first row. Applied after the migrations (`npm run db:migrate`, `npm start`, the
 * tests); a table a later migration adds is started there the next time. A database that has since
 * taken a fresh block keeps it: nothing here lowers a sequence. Database 1 keeps its ids from 1.
 */
export function idRangeStatements(database: number): string[] {
  if (!Number.isInteger(database) || database < 1) throw new Error(`No company database ${database}.`);
  if (database === 1) return [];
  return raiseSequenceStatements(database * IDS_PER_DATABASE);
}
