import {
  COMPANY_MOVING_FENCE,
  companyMoving,
  databaseBusy,
  databaseUnconfirmed,
} from "@charterly/domain/contract";

/**
 * How long to wait before each retry of a statement or batch that found the database locked: about
 * 0.75 s in all, then the request is answered 503 (decision 018: one 500 was seen under concurrent
 * writes). SQLite refuses a locked write before running any of it, and D1 rolls a failed batch back
 * whole, so running it again cannot apply anything twice.
 */
export const BUSY_RETRY_WAITS_MS = [50, 100, 200, 400] as const;

/**
 * SQLite's "database is locked" (SQLITE_BUSY), as D1 reports it, possibly wrapped by drizzle; and
 * local D1's (miniflare's) "Failed to get session commit token", which it answers when a second
 * local process holds the same SQLite file (seed:scale writing beside `npm start`): it is raised
 * inside the storage transaction, which is rolled back, so nothing of the statement was applied.
 */
export function isDatabaseBusy(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    if (/SQLITE_BUSY|database is locked|Failed to get session commit token/i.test(e.message)) return true;
  }
  return false;
}

/**
 * D1's Sessions API failing to hand back the session's commit token (its bookmark): a transient
 * failure of D1's side, seen on a request's first query (the session lookup), possibly wrapped.
 */
export function isSessionTokenFailure(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    if (/Failed to get session commit token/i.test(e.message)) return true;
  }
  return false;
}

/** A statement that only reads (as worker/db/round-trips.ts counts them). */
const READ_ONLY = /^\s*(select|explain)\b/i;

/** A write the fence of a moving company aborted (migration 0017), possibly wrapped by drizzle. */
export function isCompanyMovingFence(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    if (e.message.includes(COMPANY_MOVING_FENCE)) return true;
  }
  return false;
}

const INNER = Symbol("the D1 statement");
const READS = Symbol("whether the statement only reads");
type Wrapped = D1PreparedStatement & { [INNER]: D1PreparedStatement; [READS]: boolean };

/**
 * The D1 binding, with every statement and batch retried while the database is busy, and then
 * failed as `databaseBusy` (503, Retry-After, "Nothing was saved"); a write refused by a moving
 * company's fence fails as `companyMoving` (503 too: it was not applied). A read that D1's Sessions
 * API failed ("Failed to get session commit token") is retried the same way, then `databaseBusy`; a
 * write that failed so is not sent again (D1 may have applied it): `databaseUnconfirmed`, a 503 that
 * says to check. Statements handed to `batch` are unwrapped, so D1 receives its own.
 */
export function retryingWhenBusy(
  d1: D1Database,
  waitsMs: readonly number[] = BUSY_RETRY_WAITS_MS,
): D1Database {
  const retried = async <T>(attempt: () => Promise<T>, reads: boolean): Promise<T> => {
    for (let tries = 0; ; tries++) {
      try {
        return await attempt();
      } catch (error) {
        if (isCompanyMovingFence(error)) throw companyMoving(error);
        const sessionFailed = isSessionTokenFailure(error);
        if (sessionFailed && !reads) throw databaseUnconfirmed(error);
        if (!sessionFailed && !isDatabaseBusy(error)) throw error;
        if (tries >= waitsMs.length) throw databaseBusy(error);
        await new Promise((resolve) => setTimeout(resolve, waitsMs[tries]));
      }
    }
  };
  const wrap = (statement: D1PreparedStatement, reads: boolean): Wrapped =>
    ({
      [INNER]: statement,
      [READS]: reads,
      bind: (...values: unknown[]) => wrap(statement.bind(...values), reads),
      first: (column?: string) =>
        retried(() => (column ? statement.first(column) : statement.first()), reads),
      run: () => retried(() => statement.run(), reads),
      all: () => retried(() => statement.all(), reads),
      raw: (options?: { columnNames?: boolean }) =>
        retried(() => (options?.columnNames ? statement.raw({ columnNames: true }) : statement.raw()), reads),
    }) as unknown as Wrapped;
  return {
    prepare: (query: string) => wrap(d1.prepare(query), READ_ONLY.test(query)),
    batch: (statements: D1PreparedStatement[]) =>
      retried(
        () => d1.batch(statements.map((s) => (s as Partial<Wrapped>)[INNER] ?? s)),
        statements.every((s) => (s as Partial<Wrapped>)[READS] === true),
      ),
    exec: (query: string) => retried(() => d1.exec(query), false),
    dump: () => d1.dump(),
    withSession: (constraintOrBookmark?: string) => d1.withSession(constraintOrBookmark),
  } as unknown as D1Database;
}
