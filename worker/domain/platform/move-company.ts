import { and, eq, getTableColumns, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import { getTableConfig } from "drizzle-orm/sqlite-core";
import { companies, companyWriteFences } from "../../db/schema";
import type { Actor } from "../access/actor";
import { requirePermission } from "../access/require-permission";
import { auditEventStatement } from "../audit/audit-event";
import { batchGuard, isGuardFailure } from "../batch-guard";
import type { Database, DomainContext } from "../context";
import {
  appErrorIn,
  type CompanyMoveDto,
  conflict,
  invalidInput,
  type MoveCompanyBody,
  notFound,
  SYSTEM_COMPANY_ID,
} from "../contract";
import { WorkBudget } from "../work-budget";
import { makeRoomForArrivingIds } from "./arriving-ids";
import { companiesMoving } from "./company-databases";
import {
  MOVED_TABLES_CHILDREN_FIRST,
  MOVED_TABLES_PARENTS_FIRST,
  type MovedTable,
} from "./company-move-tables";
import { forCompanyDatabase } from "./company-placement";

// Moving a company from one company database to another (decision 027, stage 6), so that a full
// database can hand companies on. The company stays readable throughout, in exactly one place: the
// database its `database_number` names, which holds all of its rows until the switch and all of them
// after it. Its writes are refused from the start of the move until the switch, by a fence in the
// database it leaves (migration 0017): a write that started before the move fails there with a 503
// saying nothing was saved, so none lands behind the copy.
//
//   1. start   the directory records the move (moving_from, moving_to, a cursor); the jobs over all
//              companies leave the company out from then on, as its rows will be in two databases.
//   2. fence   the leaving database refuses every write of the company's rows.
//   3. copy    first, the arriving database's next ids are put above every id the copy brings
//              (arriving-ids.ts, decision 030); then its rows, table by table, parents first, a page
//              at a time, keyed by ids unique across databases. A row of the moving company already
//              there (a page copied again after a stop) is written over; a row of any other company
//              with the same id is never touched: the page is refused whole, and the move stops.
//   4. verify  every row in the arriving database, compared with the leaving one's.
//   5. switch  one directory write: the company's database is the new one; its people's next
//              requests go there, and their writes are accepted again.
//   6. clear   the leaving database's rows of the company, children first, in bounded batches.
//   7. finish  the fence goes, the directory forgets the move.
//
// Each step is recorded before the next begins, so a move stopped anywhere (the Worker's limits, a
// failure, a deploy) goes on from where it stopped when it is run again; the job
// `continue-company-moves` runs it every five minutes. A run does as much as its budget allows.
//
// A move that meets a row it did not expect (another company's, with an id the moving company also
// has: only a database damaged before decision 030 can hold one) is given up: it takes its copies
// back out of the arriving database, lifts the fence, and the company stays where it was, with all
// of its rows. That too is resumable (the step "abandon").

/** Rows read per page: at most 90 ids are written into a statement, within D1's 100 bound values. */
const ROWS_PER_PAGE = 90;
/** Rows deleted per table per batch while the leaving database is cleared. */
const ROWS_CLEARED_PER_STATEMENT = 500;
/** D1 takes at most 100 bound values per statement. */
const VALUES_PER_STATEMENT = 99;
/**
 * How long a run holds the move without a word: each page it copies or checks and each batch it
 * clears extends it. A run that stopped (its Worker ended) lets the next one in after this.
 */
const LEASE_MS = 60_000;

/** A request may do more than a scheduled run (it has the invocation to itself), within D1's limits. */
export const REQUEST_MOVE_BUDGET = 600;
/** What the job may do per run, beside the other jobs of the same cron run. */
export const SCHEDULED_MOVE_BUDGET = 300;

/** Where a move stands (companies.move_cursor): the step, the table (an index) and the last rowid done. */
export interface MoveCursor {
  step: "copy" | "verify" | "clear" | "abandon";
  table: number;
  after: number;
  /** Why the move is given up (step "abandon"). */
  reason?: string;
}

/** A point where a move may stop: the tests stop it at each one and run it again. */
export type MoveStop =
  | "started"
  | "fenced"
  | "copied-page"
  | "copied"
  | "verified"
  | "switched"
  | "cleared-batch"
  | "cleared";

export interface MoveOptions {
  budget: WorkBudget;
  /** Tests only: called as the move passes each point; a throw stops the move there. */
  passing?: (point: MoveStop) => void | Promise<void>;
}

interface MoveRecord {
  id: number;
  name: string;
  deletedAt: Date | null;
  databaseNumber: number;
  movingFrom: number | null;
  movingTo: number | null;
  moveCursor: MoveCursor | null;
}

type Row = Record<string, unknown>;

/**
 * Starts moving a company to another company database, or goes on with the move under way (`to`
 * may then be left out, or must name the same database). Answers where the move stands: `complete`
 * once the company is on the new database and the old one holds nothing of it.
 */
export async function moveCompany(
  ctx: DomainContext,
  actor: Actor | null,
  companyId: number,
  to: number | null,
  options: MoveOptions,
): Promise<CompanyMoveDto> {
  if (actor) requirePermission(actor, "platform.customers");
  let record = await readMove(ctx, companyId);
  options.budget.spend(1);

  if (record.movingTo === null) {
    if (to === null)
      throw invalidInput("Say which company database the company moves to.", { toDatabase: "Required" });
    record = await startMove(ctx, record, to);
    options.budget.spend(2);
  } else if (to !== null && to !== record.movingTo) {
    throw conflict(
      `This company is already moving to database ${record.movingTo}. Let that move finish before moving it again.`,
    );
  } else {
    await takeLease(ctx, companyId);
    options.budget.spend(1);
  }
  const started = record;
  try {
    if (to !== null) await options.passing?.("started");
    return await runMove(ctx, actor, record, options);
  } catch (error) {
    if (error instanceof MoveConflictError) {
      // Nothing more is copied: the move is given up, and its copies taken back out.
      ctx.log.error(
        "company move: another company's row has an id the moving company has; the move stops",
        error,
        {
          companyId,
        },
      );
      const stopping: MoveCursor = { step: "abandon", table: 0, after: 0, reason: error.message };
      await saveCursor(ctx, companyId, stopping);
      const now = await readMove(ctx, companyId);
      const stopped = await abandonMove(ctx, actor, now, error.message, options);
      throw conflict(
        `${error.message} The move stopped: ${record.name} stays on database ${now.movingFrom}, with all of its rows${
          stopped.step === "stopped" ? "" : "; its copies are being taken back out of the other database"
        }. Run \`npm run db:check-ids\` to list the ids two databases share.`,
      );
    }
    // Two runs at once are kept apart by the lease; one that outlived its lease may find that
    // another switched meanwhile: it stops, and the other goes on.
    if (!(error instanceof MoveVerificationError)) throw error;
    const now = await readMove(ctx, companyId);
    if (now.movingTo === null) return report({ ...started, databaseNumber: now.databaseNumber }, null, true);
    if (now.databaseNumber === now.movingTo) return report(now, now.moveCursor, false);
    // A copy that differs is taken again from the start: the company's rows in the arriving
    // database go (it held none of them before the move; the tables every database has keep the
    // rows the directory wrote there), and the next run copies everything anew.
    ctx.log.error("company move: the copy differs from the original; copying again", error, { companyId });
    const into = databaseOf(ctx, now.movingTo);
    await clearRows(
      companyId,
      into,
      MOVED_TABLES_CHILDREN_FIRST.filter((table) => !table.inEveryDatabase),
      async () => {},
      {
        budget: options.budget,
      },
    );
    const restart: MoveCursor = { step: "copy", table: 0, after: 0 };
    await saveCursor(ctx, companyId, restart);
    return report(now, restart, false);
  } finally {
    await ctx.directory
      .update(companies)
      .set({ moveLeaseUntil: null })
      .where(and(eq(companies.id, companyId), isNotNull(companies.movingTo)));
  }
}

async function runMove(
  ctx: DomainContext,
  actor: Actor | null,
  start: MoveRecord,
  options: MoveOptions,
): Promise<CompanyMoveDto> {
  let record = start;
  const companyId = record.id;
  const from = databaseOf(ctx, record.movingFrom!);
  const into = databaseOf(ctx, record.movingTo!);
  let cursor: MoveCursor = record.moveCursor ?? { step: "copy", table: 0, after: 0 };
  if (cursor.step === "abandon") return abandonMove(ctx, actor, record, cursor.reason ?? "", options);

  if (record.databaseNumber === record.movingFrom) {
    if (cursor.step === "clear") cursor = { step: "copy", table: 0, after: 0 };
    // The fence is set again on every run before the switch: cheap, and a stop between the
    // directory's record and the fence leaves no gap.
    await from
      .insert(companyWriteFences)
      .values({ companyId, state: "moving", createdAt: ctx.clock.now() })
      .onConflictDoUpdate({ target: companyWriteFences.companyId, set: { state: "moving" } });
    options.budget.spend(1);
    await options.passing?.("fenced");

    const progress = async (next: MoveCursor) => {
      cursor = next;
      await saveCursor(ctx, companyId, next);
      options.budget.spend(1);
    };
    if (cursor.step === "copy") {
      await makeRoomForArrivingIds(ctx, ID_KEYED_TABLES, from, { db: into, number: record.movingTo! });
      options.budget.spend(3);
      if (!(await copyRows(companyId, record.movingTo!, from, into, cursor, progress, options)))
        return report(record, cursor, false);
      await progress({ step: "verify", table: 0, after: 0 });
      await options.passing?.("copied");
    }
    if (!(await verifyRows(companyId, record.movingTo!, from, into, cursor, progress, options)))
      return report(record, cursor, false);
    await options.passing?.("verified");

    // The switch: from here the company's requests go to the new database, where it has no fence.
    const now = ctx.clock.now();
    const audit = moveAudit(ctx, actor, "company.database_moved", companyId, {
      from: record.movingFrom,
      to: record.movingTo,
    });
    const clearing: MoveCursor = { step: "clear", table: 0, after: 0 };
    await ctx.directory.batch([
      ctx.directory
        .update(companies)
        .set({
          databaseNumber: record.movingTo!,
          moveCursor: clearing,
          // Its readers read the new database no staler than the copy (worker/db/read-replicas.ts).
          movedInBookmark: ctx.bookmarkOf?.(record.movingTo!) ?? null,
          updatedAt: now,
        })
        .where(and(eq(companies.id, companyId), eq(companies.databaseNumber, record.movingFrom!))),
      ...audit,
    ]);
    options.budget.spend(1);
    record = { ...record, databaseNumber: record.movingTo! };
    cursor = clearing;
    await options.passing?.("switched");
  }

  if (
    !(await clearRows(
      companyId,
      from,
      MOVED_TABLES_CHILDREN_FIRST,
      () => saveCursor(ctx, companyId, cursor),
      options,
    ))
  )
    return report(record, cursor, false);
  await options.passing?.("cleared");
  await from.delete(companyWriteFences).where(eq(companyWriteFences.companyId, companyId));
  await ctx.directory
    .update(companies)
    .set({ movingFrom: null, movingTo: null, moveCursor: null, moveLeaseUntil: null })
    .where(and(eq(companies.id, companyId), eq(companies.databaseNumber, record.movingTo!)));
  options.budget.spend(2);
  return report(record, null, true);
}

/**
 * POST /api/admin/companies/:companyId/move: a platform administrator moves a company to another
 * company database, or goes on with its move; what one request cannot finish, the job does.
 */
export function moveCompanyNow(ctx: DomainContext, actor: Actor, companyId: number, body: MoveCompanyBody) {
  return moveCompany(ctx, actor, companyId, body.toDatabase ?? null, {
    budget: new WorkBudget(REQUEST_MOVE_BUDGET),
  });
}

/**
 * The job `continue-company-moves`: every move under way goes on, one company after another while
 * the budget lasts. A move another run holds just now is left to it.
 */
export async function continueCompanyMoves(
  ctx: DomainContext,
  budget = new WorkBudget(SCHEDULED_MOVE_BUDGET),
) {
  const report = { finished: 0, unfinished: 0 };
  for (const companyId of await companiesMoving(ctx)) {
    if (!budget.left) {
      report.unfinished++;
      continue;
    }
    try {
      const moved = await moveCompany(ctx, null, companyId, null, { budget });
      if (moved.complete) report.finished++;
      else report.unfinished++;
    } catch (error) {
      if (appErrorIn(error)?.code !== "conflict") throw error;
      report.unfinished++;
    }
  }
  return report;
}

async function readMove(ctx: DomainContext, companyId: number): Promise<MoveRecord> {
  const [record] = await ctx.directory
    .select({
      id: companies.id,
      name: companies.name,
      deletedAt: companies.deletedAt,
      databaseNumber: companies.databaseNumber,
      movingFrom: companies.movingFrom,
      movingTo: companies.movingTo,
      moveCursor: companies.moveCursor,
    })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!record) throw notFound("company");
  return record;
}

/** The directory records the move; from then on the jobs over all companies leave the company out. */
async function startMove(ctx: DomainContext, record: MoveRecord, to: number) {
  const databases = ctx.companyDatabases.length;
  if (!Number.isInteger(to) || to < 1 || to > databases)
    throw invalidInput(`There is no company database ${to}: this deployment has ${databases}.`, {
      toDatabase: `From 1 to ${databases}`,
    });
  if (to === record.databaseNumber) throw conflict(`This company is already on database ${to}.`);
  if (record.id === SYSTEM_COMPANY_ID)
    throw conflict("The system company keeps the platform's own records and stays on database 1.");
  if (record.deletedAt) throw conflict("This company is in the recycle bin. Restore it before moving it.");
  const cursor: MoveCursor = { step: "copy", table: 0, after: 0 };
  const [started] = await ctx.directory
    .update(companies)
    .set({
      movingFrom: record.databaseNumber,
      movingTo: to,
      moveCursor: cursor,
      moveLeaseUntil: new Date(ctx.clock.now().getTime() + LEASE_MS),
    })
    .where(
      and(
        eq(companies.id, record.id),
        isNull(companies.movingTo),
        isNull(companies.deletedAt),
        eq(companies.databaseNumber, record.databaseNumber),
      ),
    )
    .returning({ id: companies.id });
  // Two starts at once: one records the move, the other says so.
  if (!started) throw conflict("This company's move has just been started by someone else.");
  // A fence the arriving database may keep from an earlier move out of it would refuse the copy.
  await databaseOf(ctx, to).delete(companyWriteFences).where(eq(companyWriteFences.companyId, record.id));
  return { ...record, movingFrom: record.databaseNumber, movingTo: to, moveCursor: cursor };
}

/** The audit row of a move's switch or stop, when a person (not the job) ran it. */
const moveAudit = (
  ctx: DomainContext,
  actor: Actor | null,
  action: string,
  companyId: number,
  details: Record<string, unknown>,
) =>
  actor
    ? [
        auditEventStatement(ctx.directory, ctx.clock, actor, {
          action,
          targetType: "company",
          targetId: companyId,
          details,
        }),
      ]
    : [];

const databaseOf = (ctx: DomainContext, databaseNumber: number): Database =>
  forCompanyDatabase(ctx, databaseNumber).companyDb;

/** The run takes the move, unless another holds it. */
async function takeLease(ctx: DomainContext, companyId: number) {
  const now = ctx.clock.now();
  const [taken] = await ctx.directory
    .update(companies)
    .set({ moveLeaseUntil: new Date(now.getTime() + LEASE_MS) })
    .where(
      and(
        eq(companies.id, companyId),
        isNotNull(companies.movingTo),
        or(isNull(companies.moveLeaseUntil), lt(companies.moveLeaseUntil, now)),
      ),
    )
    .returning({ id: companies.id });
  if (!taken)
    throw conflict("This company's move is running just now. It goes on by itself; nothing needs doing.");
}

/** Where the move stands, recorded; the run keeps its lease. */
async function saveCursor(ctx: DomainContext, companyId: number, cursor: MoveCursor) {
  await ctx.directory
    .update(companies)
    .set({ moveCursor: cursor, moveLeaseUntil: new Date(ctx.clock.now().getTime() + LEASE_MS) })
    .where(eq(companies.id, companyId));
}

function report(record: MoveRecord, cursor: MoveCursor | null, complete: boolean): CompanyMoveDto {
  const step = cursor?.step === "abandon" ? "stopping" : (cursor?.step ?? "copy");
  return {
    companyId: record.id,
    name: record.name,
    from: record.movingFrom!,
    to: record.movingTo!,
    databaseNumber: record.databaseNumber,
    step: complete ? "finished" : step,
    complete,
    ...(cursor?.reason ? { stoppedBecause: cursor.reason } : {}),
  };
}

/** One page of the company's rows of a table, in rowid order after `after`; `__rowid` is the rowid. */
async function pageOf(db: Database, table: MovedTable, companyId: number, after: number): Promise<Row[]> {
  return db.all<Row>(
    sql`select rowid as "__rowid", * from ${table.table} where "company_id" = ${companyId} and rowid > ${after} order by rowid limit ${ROWS_PER_PAGE}`,
  );
}

/**
 * The company's rows of a table after `after`, a page at a time, each handed to `work` with its
 * last rowid. False when the budget ran out before the last page.
 */
async function eachPage(
  from: Database,
  table: MovedTable,
  companyId: number,
  after: number,
  options: MoveOptions,
  work: (rows: Row[], last: number) => Promise<void>,
): Promise<boolean> {
  for (let cursor = after; ; ) {
    if (!options.budget.left) return false;
    const rows = await pageOf(from, table, companyId, cursor);
    options.budget.spend(1);
    if (rows.length === 0) return true;
    cursor = Number(rows.at(-1)!.__rowid);
    await work(rows, cursor);
    if (rows.length < ROWS_PER_PAGE) return true;
  }
}

const withoutRowid = ({ __rowid: _, ...row }: Row): Row => row;

/** The tables whose rows are told apart by an id unique across databases. */
const ID_KEYED_TABLES = MOVED_TABLES_PARENTS_FIRST.filter((table) => table.keyedById);

/**
 * Writes rows as they are (ids included, values as D1 stores them), several per statement. A row of
 * the moving company already there is overwritten in place: a page copied again after a stop, or a
 * copy found different, comes out as the original, and its children stay. A row of another company
 * is never written: the guard first in the batch refuses the whole page if the arriving database
 * holds one with any of the page's ids, and the update applies only to the company's own rows.
 */
function insertStatements(db: Database, movedTable: MovedTable, companyId: number, rows: Row[]) {
  const { table } = movedTable;
  const columns = Object.entries(getTableColumns(table)).map(([key, column]) => ({ key, name: column.name }));
  const config = getTableConfig(table);
  const target = config.primaryKeys[0]?.columns ?? config.columns.filter((column) => column.primary);
  const perStatement = Math.max(1, Math.floor(VALUES_PER_STATEMENT / columns.length));
  const overwrite = Object.fromEntries(columns.map(({ key, name }) => [key, sql.raw(`excluded."${name}"`)]));
  const statements = [];
  for (let i = 0; i < rows.length; i += perStatement) {
    // Each value goes in as SQL, so drizzle does not map it again (a timestamp is already a number).
    const values = rows
      .slice(i, i + perStatement)
      .map((row) => Object.fromEntries(columns.map(({ key, name }) => [key, sql`${row[name]}`])));
    statements.push(
      db
        .insert(table)
        .values(values as never)
        .onConflictDoUpdate({
          target,
          set: overwrite as never,
          setWhere: sql`${table}."company_id" = ${companyId}`,
        }),
    );
  }
  if (!movedTable.keyedById) return statements;
  return [
    batchGuard(
      db,
      sql`not exists (select 1 from ${table} where "id" in (${idList(rows)}) and "company_id" <> ${companyId})`,
    ),
    ...statements,
  ];
}

const idList = (rows: Row[]) =>
  sql.join(
    rows.map((row) => sql`${row.id}`),
    sql`, `,
  );

/**
 * The move met, in the arriving database, another company's row with an id of the moving company's:
 * nothing of it was written, and the move stops.
 */
export class MoveConflictError extends Error {
  constructor(table: string, id: number, otherCompanyId: number, database: number) {
    super(
      `Database ${database} already holds row ${id} of ${table}, which belongs to company ${otherCompanyId}, and the moving company has a row with the same id; that row was left as it was.`,
    );
    this.name = "MoveConflictError";
  }
}

/** The first row among `rows`' ids that another company holds in `db`, as a MoveConflictError. */
async function conflictIn(
  db: Database,
  databaseNumber: number,
  table: MovedTable,
  companyId: number,
  rows: Row[],
) {
  const [other] = await db.all<{ id: number; companyId: number }>(
    sql`select "id" as "id", "company_id" as "companyId" from ${table.table} where "id" in (${idList(rows)}) and "company_id" <> ${companyId} limit 1`,
  );
  return other ? new MoveConflictError(table.name, other.id, other.companyId, databaseNumber) : null;
}

async function copyRows(
  companyId: number,
  intoNumber: number,
  from: Database,
  into: Database,
  start: MoveCursor,
  progress: (next: MoveCursor) => Promise<void>,
  options: MoveOptions,
): Promise<boolean> {
  for (let t = start.table; t < MOVED_TABLES_PARENTS_FIRST.length; t++) {
    const table = MOVED_TABLES_PARENTS_FIRST[t]!;
    const after = t === start.table ? start.after : 0;
    if (after === 0 && table.madeByTriggers) {
      // The rows the arriving database's triggers made while their parents were copied go; the
      // leaving database's own are copied next, as they are (a notice already sent stays sent).
      await into.delete(table.table).where(sql`"company_id" = ${companyId}`);
      options.budget.spend(1);
    }
    const done = await eachPage(from, table, companyId, after, options, async (rows, last) => {
      const statements = insertStatements(into, table, companyId, rows.map(withoutRowid));
      try {
        await into.batch(statements as [(typeof statements)[number], ...(typeof statements)[number][]]);
      } catch (error) {
        if (!isGuardFailure(error)) throw error;
        throw (await conflictIn(into, intoNumber, table, companyId, rows)) ?? error;
      }
      options.budget.spend(statements.length);
      await progress({ step: "copy", table: t, after: last });
      await options.passing?.("copied-page");
    });
    if (!done) return false;
    if (t + 1 < MOVED_TABLES_PARENTS_FIRST.length) await progress({ step: "copy", table: t + 1, after: 0 });
  }
  return true;
}

/** A row as compared: its columns in the table's order, values as D1 gives them. */
const fingerprint = (row: Row) => JSON.stringify(withoutRowid(row));

/** A verification that found a difference: nothing is switched, and the copy starts again. */
export class MoveVerificationError extends Error {
  constructor(table: string, what: string) {
    super(
      `The copy of ${table} differs from the original (${what}): nothing was switched, and the copy is taken again.`,
    );
    this.name = "MoveVerificationError";
  }
}

async function verifyRows(
  companyId: number,
  intoNumber: number,
  from: Database,
  into: Database,
  start: MoveCursor,
  progress: (next: MoveCursor) => Promise<void>,
  options: MoveOptions,
): Promise<boolean> {
  for (let t = start.table; t < MOVED_TABLES_PARENTS_FIRST.length; t++) {
    const table = MOVED_TABLES_PARENTS_FIRST[t]!;
    if (!options.budget.left) return false;
    if (!table.keyedById) {
      // A company's counts, balance and reminders: its whole set on each side, compared.
      const [left, right] = await Promise.all([allOf(from, table, companyId), allOf(into, table, companyId)]);
      options.budget.spend(2);
      if (left.join("\n") !== right.join("\n"))
        throw new MoveVerificationError(table.name, `${left.length} rows here, ${right.length} there`);
    } else {
      const after = t === start.table ? start.after : 0;
      const done = await eachPage(from, table, companyId, after, options, async (rows, last) => {
        const copies = await into.all<Row>(
          sql`select rowid as "__rowid", * from ${table.table} where "id" in (${sql.join(
            rows.map((row) => sql`${row.id}`),
            sql`, `,
          )})`,
        );
        options.budget.spend(1);
        // Another company's row with one of these ids is not a copy to take again: the move stops.
        const theirs = copies.find((row) => row.company_id !== companyId);
        if (theirs)
          throw new MoveConflictError(
            table.name,
            theirs.id as number,
            theirs.company_id as number,
            intoNumber,
          );
        const copied = new Map(copies.map((row) => [row.id as number, fingerprint(row)]));
        for (const row of rows) {
          if (copied.get(row.id as number) !== fingerprint(row))
            throw new MoveVerificationError(
              table.name,
              `row ${row.id} ${copied.has(row.id as number) ? "changed" : "missing"}`,
            );
        }
        await progress({ step: "verify", table: t, after: last });
      });
      if (!done) return false;
      if (!table.inEveryDatabase) {
        // Nothing more there than here: the arriving database held none of the company's rows.
        const [[left], [right]] = await Promise.all([
          countOf(from, table, companyId),
          countOf(into, table, companyId),
        ]);
        options.budget.spend(2);
        if (left?.n !== right?.n)
          throw new MoveVerificationError(table.name, `${left?.n} rows here, ${right?.n} there`);
      }
    }
    if (t + 1 < MOVED_TABLES_PARENTS_FIRST.length) await progress({ step: "verify", table: t + 1, after: 0 });
  }
  return true;
}

async function allOf(db: Database, table: MovedTable, companyId: number): Promise<string[]> {
  const rows = await db.all<Row>(sql`select * from ${table.table} where "company_id" = ${companyId}`);
  return rows.map(fingerprint).sort();
}

const countOf = (db: Database, table: MovedTable, companyId: number) =>
  db.all<{ n: number }>(sql`select count(*) as n from ${table.table} where "company_id" = ${companyId}`);

/**
 * Deletes the company's rows from the database it left, children first. Each batch opens the
 * fence for itself alone ('clearing' exists only inside it) and closes it again, so no other write
 * passes meanwhile. Answers false when the budget ran out first.
 */
async function clearRows(
  companyId: number,
  from: Database,
  tables: readonly MovedTable[],
  keepLease: () => Promise<void>,
  options: MoveOptions,
) {
  const fence = (state: "moving" | "clearing") =>
    from.update(companyWriteFences).set({ state }).where(eq(companyWriteFences.companyId, companyId));
  for (;;) {
    if (!options.budget.left) return false;
    const [left] = await from.all<{ n: number }>(
      sql`select ${sql.join(
        tables.map(
          (table) =>
            sql`(select count(*) from (select 1 from ${table.table} where "company_id" = ${companyId} limit 1))`,
        ),
        sql` + `,
      )} as n`,
    );
    options.budget.spend(1);
    if (!left?.n) return true;
    const deletes = tables.map(({ table }) =>
      from
        .delete(table)
        .where(
          sql`rowid in (select rowid from ${table} where "company_id" = ${companyId} limit ${ROWS_CLEARED_PER_STATEMENT})`,
        ),
    );
    await from.batch([fence("clearing"), ...deletes, fence("moving")]);
    options.budget.spend(deletes.length + 2);
    await keepLease();
    options.budget.spend(1);
    await options.passing?.("cleared-batch");
  }
}

/**
 * Gives a move up before its switch: the company's copies leave the arriving database (all of its
 * rows of the tables only company databases have, since it had none there before; of the tables
 * every database has, only the rows with the ids it copied), the fence goes, and the directory
 * forgets the move. Resumable: each part finds what is left of it.
 */
async function abandonMove(
  ctx: DomainContext,
  actor: Actor | null,
  record: MoveRecord,
  reason: string,
  options: MoveOptions,
): Promise<CompanyMoveDto> {
  const companyId = record.id;
  const from = databaseOf(ctx, record.movingFrom!);
  const into = databaseOf(ctx, record.movingTo!);
  const stopping: MoveCursor = { step: "abandon", table: 0, after: 0, reason };
  const keepLease = () => saveCursor(ctx, companyId, stopping);
  if (
    !(await clearRows(
      companyId,
      into,
      MOVED_TABLES_CHILDREN_FIRST.filter((table) => !table.inEveryDatabase),
      keepLease,
      options,
    ))
  )
    return report(record, stopping, false);
  for (const table of MOVED_TABLES_CHILDREN_FIRST.filter((table) => table.inEveryDatabase)) {
    const done = await eachPage(from, table, companyId, 0, options, async (rows) => {
      await into.delete(table.table).where(sql`"company_id" = ${companyId} and "id" in (${idList(rows)})`);
      options.budget.spend(1);
    });
    if (!done) return report(record, stopping, false);
  }
  await from.delete(companyWriteFences).where(eq(companyWriteFences.companyId, companyId));
  const audit = moveAudit(ctx, actor, "company.database_move_stopped", companyId, {
    from: record.movingFrom,
    to: record.movingTo,
    reason,
  });
  await ctx.directory.batch([
    ctx.directory
      .update(companies)
      .set({ movingFrom: null, movingTo: null, moveCursor: null, moveLeaseUntil: null })
      .where(and(eq(companies.id, companyId), eq(companies.databaseNumber, record.movingFrom!))),
    ...audit,
  ]);
  options.budget.spend(2);
  return { ...report(record, stopping, false), step: "stopped" };
}
