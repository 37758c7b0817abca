import { sql } from "drizzle-orm";
import { IDS_PER_DATABASE } from "../../db/company-database-bindings";
import { blockOf, LAST_BLOCK, raiseSequenceStatements, takeFreshBlockStatement } from "../../db/id-ranges";
import type { Database, DomainContext } from "../context";
import { conflict } from "../contract";
import type { MovedTable } from "./company-move-tables";

// Before a move copies a company's rows into a database, that database's next ids must stay above
// every id the copy brings, or AUTOINCREMENT would carry on from the highest copied id — inside the
// leaving database's block, where the leaving database goes on handing out the same ids (decision
// 030). A database whose lowest sequence is in a block above the leaving database's highest needs
// nothing; any other takes a fresh block, above every block ever handed out, and starts there.

/** The block a database takes when it has to, recorded in the directory; one statement, so two at once get two. */
async function takeFreshBlock(ctx: DomainContext, databaseNumber: number): Promise<number> {
  const [taken] = await ctx.directory.all<{ block: number }>(
    sql.raw(takeFreshBlockStatement(databaseNumber, ctx.clock.now().getTime())),
  );
  const block = Number(taken!.block);
  if (block > LAST_BLOCK)
    throw conflict(
      "Every block of ids has been handed out, so no company can move into this database. Nothing was moved.",
    );
  return block;
}

/** The highest sequence of the tables in a database (0 when none has handed out an id). */
async function highestSequence(db: Database, names: readonly string[]): Promise<number> {
  const [row] = await db.all<{ seq: number | null }>(
    sql`select max(seq) as seq from sqlite_sequence where name in (${sql.join(
      names.map((name) => sql`${name}`),
      sql`, `,
    )})`,
  );
  return Number(row?.seq ?? 0);
}

/** The lowest sequence of the AUTOINCREMENT tables among them (0 for one not started yet). */
async function lowestSequence(db: Database, names: readonly string[]): Promise<number> {
  const [row] = await db.all<{ seq: number | null }>(
    sql`select min(coalesce(s.seq, 0)) as seq from sqlite_master m left join sqlite_sequence s on s.name = m.name where m.type = 'table' and m.sql like '%AUTOINCREMENT%' and m.name in (${sql.join(
      names.map((name) => sql`${name}`),
      sql`, `,
    )})`,
  );
  return Number(row?.seq ?? 0);
}

/**
 * Makes `into` hand out ids above every id `from` holds or will hand out in the tables a move
 * carries. Idempotent: once raised, a second call finds nothing to do. Answers the fresh block, if
 * one was taken.
 */
export async function makeRoomForArrivingIds(
  ctx: DomainContext,
  tables: readonly MovedTable[],
  from: Database,
  into: { db: Database; number: number },
): Promise<number | null> {
  const names = tables.map((table) => table.name);
  const [highest, lowest] = await Promise.all([highestSequence(from, names), lowestSequence(into.db, names)]);
  // `from` hands out ids in the block of its highest sequence, never beyond it (10¹² ids).
  if (blockOf(highest) < blockOf(lowest)) return null;
  const block = await takeFreshBlock(ctx, into.number);
  const statements = raiseSequenceStatements(block * IDS_PER_DATABASE, names).map((statement) =>
    into.db.run(sql.raw(statement)),
  );
  await into.db.batch(statements as [(typeof statements)[number], ...(typeof statements)[number][]]);
  ctx.log.warn("company move: the arriving database takes a fresh block of ids", {
    database: into.number,
    block,
  });
  return block;
}
