import { IDS_PER_DATABASE } from "../../db/company-database-bindings";
import { blockOf, raiseSequenceStatements, takeFreshBlockStatement } from "../../db/id-ranges";
import { MOVED_TABLES_CHILDREN_FIRST } from "./company-move-tables";

// What a deployment's company databases may hold from before ids were unique across them (decision
// 030): a sequence raised into another database's block (a copy with higher ids raised it, and the
// database has handed out that database's ids since), and ids two databases share. `npm run
// db:check-ids` runs it over wrangler's local or remote databases; the tests over their bindings.
// Plain SQL text with numbers written in, so it runs the same through `wrangler d1 execute`.

/**
 * Runs statements in company database n (1 is DB) and answers each one's rows: several at a time,
 * since each call may be a `wrangler d1 execute` of its own.
 */
export type RunStatements = (
  database: number,
  statements: string[],
) => Promise<Array<Array<Record<string, unknown>>>>;

export interface RaisedSequence {
  database: number;
  table: string;
  seq: number;
  /** The database whose block the sequence is in. */
  blockOf: number | null;
}

export interface SharedId {
  table: string;
  id: number;
  /** Where the id is, and whose row it is there. */
  holders: Array<{ database: number; companyId: number }>;
}

export interface IdAudit {
  raised: RaisedSequence[];
  shared: SharedId[];
  /** Blocks taken by `repairRaisedSequences`: database → block. */
  repaired: Array<{ database: number; block: number }>;
}

const ID_TABLES = MOVED_TABLES_CHILDREN_FIRST.filter((table) => table.keyedById).map((table) => table.name);
const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;
/** D1 binds at most 100 values; ids are written into the statement, 90 at a time. */
const IDS_PER_STATEMENT = 90;

/** Which database hands out each block: its first block (n; database 1's is 0), then id_blocks. */
async function blockOwners(run: RunStatements, databases: number) {
  const owners = new Map<number, number>([[0, 1]]);
  for (let n = 2; n <= databases; n++) owners.set(n, n);
  const [rows] = await run(1, ["SELECT block, database_number FROM id_blocks"]);
  for (const row of rows ?? []) owners.set(Number(row.block), Number(row.database_number));
  return owners;
}

/** Finds raised sequences and shared ids across `databases` company databases. Reads only. */
export async function auditIds(run: RunStatements, databases: number): Promise<IdAudit> {
  const owners = await blockOwners(run, databases);
  const raised: RaisedSequence[] = [];
  const shared = new Map<string, SharedId>();
  for (let n = 1; n <= databases; n++) {
    const own = [...owners].filter(([, database]) => database === n).map(([block]) => block);
    // Its sequences, and the rows whose id is not of its blocks: a moved company's (fine where the id
    // is nowhere else) or an id another database also handed out.
    const [sequences = [], ...foreignByTable] = await run(n, [
      `SELECT name, seq FROM sqlite_sequence WHERE name IN (${ID_TABLES.map((name) => `'${name}'`).join(", ")})`,
      ...ID_TABLES.map(
        (table) =>
          `SELECT id, company_id FROM ${quoted(table)} WHERE (id / ${IDS_PER_DATABASE}) NOT IN (${own.join(", ")})`,
      ),
    ]);
    for (const row of sequences) {
      const seq = Number(row.seq);
      // Database 1's first block starts at 1, so an empty table's 0 is its own.
      if (seq === 0 || own.includes(blockOf(seq))) continue;
      raised.push({ database: n, table: String(row.name), seq, blockOf: owners.get(blockOf(seq)) ?? null });
    }
    const lookups = ID_TABLES.flatMap((table, t) => {
      const foreign = foreignByTable[t] ?? [];
      const pages = [];
      for (let i = 0; i < foreign.length; i += IDS_PER_STATEMENT)
        pages.push({ table, page: foreign.slice(i, i + IDS_PER_STATEMENT) });
      return pages;
    });
    if (lookups.length === 0) continue;
    for (let m = 1; m <= databases; m++) {
      if (m === n) continue;
      const answers = await run(
        m,
        lookups.map(
          ({ table, page }) =>
            `SELECT id, company_id FROM ${quoted(table)} WHERE id IN (${page.map((row) => Number(row.id)).join(", ")})`,
        ),
      );
      lookups.forEach(({ table, page }, i) => {
        for (const row of answers[i] ?? []) {
          const id = Number(row.id);
          const key = `${table}:${id}`;
          const found = shared.get(key) ?? { table, id, holders: [] };
          const here = page.find((candidate) => Number(candidate.id) === id)!;
          for (const holder of [
            { database: n, companyId: Number(here.company_id) },
            { database: m, companyId: Number(row.company_id) },
          ])
            if (!found.holders.some((h) => h.database === holder.database)) found.holders.push(holder);
          shared.set(key, found);
        }
      });
    }
  }
  return { raised, shared: [...shared.values()], repaired: [] };
}

/**
 * Gives each database with a raised sequence a fresh block (recorded in id_blocks) and starts its
 * tables there, so it hands out no other database's ids from now on. Shared ids stay: which row is
 * right is for a person to decide, and a move refuses to copy over either.
 */
export async function repairRaisedSequences(run: RunStatements, audit: IdAudit): Promise<IdAudit> {
  const repaired: IdAudit["repaired"] = [];
  for (const database of [...new Set(audit.raised.map((raised) => raised.database))]) {
    const [[taken] = []] = await run(1, [takeFreshBlockStatement(database, Date.now())]);
    const block = Number(taken!.block);
    await run(database, raiseSequenceStatements(block * IDS_PER_DATABASE, ID_TABLES));
    repaired.push({ database, block });
  }
  return { ...audit, repaired };
}

/** The audit as an operator reads it. */
export function describeIdAudit(audit: IdAudit): string[] {
  const lines: string[] = [];
  for (const raised of audit.raised)
    lines.push(
      `Database ${raised.database}: ${raised.table} hands out ids from ${raised.seq + 1}, in ${
        raised.blockOf ? `database ${raised.blockOf}'s` : "an unrecorded"
      } block.`,
    );
  for (const { database, block } of audit.repaired)
    lines.push(
      `Database ${database} now hands out ids from block ${block} (${block * IDS_PER_DATABASE + 1} on).`,
    );
  for (const shared of audit.shared)
    lines.push(
      `${shared.table} ${shared.id} is in ${shared.holders
        .map((holder) => `database ${holder.database} (company ${holder.companyId})`)
        .join(" and ")}.`,
    );
  if (lines.length === 0) lines.push("No raised sequence and no id in two databases.");
  return lines;
}
