import { drizzle } from "drizzle-orm/d1";
import { type HomeCrossing, homeChecked } from "./home-check";
import { openReadSession } from "./read-replicas";
import { readsTogether } from "./reads-together";
import { retryingWhenBusy } from "./retry-when-busy";
import { measuredD1, noRoundTrips, type RoundTrips } from "./round-trips";

export interface DatabaseOptions {
  /** The person's bookmark (their bookmark cookie): this request reads at least what they last wrote. */
  bookmark?: string | null;
  /** The person's bookmarks of the other company databases, in their order (from the same cookie). */
  moreBookmarks?: ReadonlyArray<string | null>;
  /** Counts this request's round trips; a fresh count when omitted. */
  trips?: RoundTrips;
  /** A fixed delay before every round trip (local and test runs only: worker/domain-context.ts decides). */
  roundTripDelayMs?: number;
  /**
   * Tests only: called for each statement that names a table of the other home than the database
   * it went through (`directory` or the company's `db`; table-homes.ts, decision 027).
   */
  onHomeCrossing?: (crossing: HomeCrossing) => void;
  /**
   * The other company databases' bindings (COMPANY_DB_2, …: company-database-bindings.ts), opened
   * on first use with this request's count of round trips.
   */
  moreCompanyDatabases?: readonly D1Database[];
  /** Which company database `d1` is (0: DB), for the count of round trips per database. */
  database?: number;
  /** The gate this database's writes wait for: the request's, which holds them all (`holdWrites`). */
  writeGate?: () => WriteGate;
}

/**
 * What a write of this request waits for: null sends it at once; a promise holds it until it
 * resolves, and refuses it (the rejection) if it rejects.
 */
export type WriteGate = Promise<void> | null;

/**
 * The databases of one request (the directory and every company database), and what the Worker
 * reads back from them after answering.
 */
export interface RequestDatabase {
  /**
   * Company database 1, the `DB` binding (a company's tables: table-homes.ts); the domain context's
   * company database until the request's person is known (worker/http/request-context.ts).
   */
  db: ReturnType<typeof createDatabase>;
  /**
   * The platform-wide tables: people, sessions, companies, templates (table-homes.ts), in company
   * database 1 (DB, decision 027): the same D1 database as `db` here; the domain then runs a
   * company's own work on the database that holds it (domain/platform/company-placement.ts).
   */
  directory: ReturnType<typeof createDatabase>;
  /**
   * Every company database: `db` first, then the others (opened on first use), each from the
   * person's bookmark of it, so a person reads their own writes in whichever database holds them.
   */
  companyDatabases(): ReadonlyArray<ReturnType<typeof createDatabase>>;
  /**
   * Each company database's D1 session bookmark after this request (`db`'s first), for the person's
   * bookmark cookie: a database this request did not use keeps the bookmark it came with.
   */
  bookmarks(): Array<string | null>;
  /**
   * Reads of company database n (1-based) see at least `bookmark` from here on: a company that moved
   * there is read no staler than its copy (companies.moved_in_bookmark).
   */
  readAtLeast(databaseNumber: number, bookmark: string | null): void;
  trips: RoundTrips;
  /**
   * Holds this request's writes until the gate resolves (a request answering before its session
   * is confirmed: worker/http/session-rides-along.ts); null lets them through again.
   */
  holdWrites(gate: WriteGate): void;
}

/**
 * The one place a D1 binding becomes a drizzle database (decision 024): a D1 session from the
 * person's bookmark (read replicas), each round trip counted (and delayed when a bench asks), reads
 * started together sent as one batch (reads-together.ts), every statement retried while the
 * database is busy.
 *
 * Without drizzle's relational schema: no operation uses `db.query`, and building that schema's
 * relational config is paid per drizzle instance, i.e. per request (about 7 ms of CPU per signed-in
 * page in a workerd profile, more than rendering the page).
 */
export function openDatabase(d1: D1Database, options: DatabaseOptions = {}): RequestDatabase {
  const trips = options.trips ?? noRoundTrips();
  const session = openReadSession(d1, options.bookmark);
  let gate: WriteGate = null;
  const writeGate = options.writeGate ?? (() => gate);
  const statements = readsTogether(
    measuredD1(session.statements, {
      trips,
      database: options.database,
      delayMs: options.roundTripDelayMs,
      beforeWrite: async () => {
        const current = writeGate();
        if (current) await current;
      },
    }),
  );
  // exec and dump are for migrations and backups, which no request runs: they stay on the binding.
  const binding = {
    ...statements,
    exec: (query: string) => d1.exec(query),
    dump: () => d1.dump(),
    withSession: (constraintOrBookmark?: string) => d1.withSession(constraintOrBookmark),
  } as D1Database;
  const retrying = retryingWhenBusy(binding);
  const check = options.onHomeCrossing;
  const db = drizzle(check ? homeChecked(retrying, "company", check) : retrying);
  let others: RequestDatabase[] | undefined;
  const openOthers = () =>
    (others ??= (options.moreCompanyDatabases ?? []).map((other, i) =>
      openDatabase(other, {
        ...options,
        bookmark: options.moreBookmarks?.[i] ?? null,
        moreBookmarks: undefined,
        trips,
        moreCompanyDatabases: undefined,
        database: i + 1,
        // A write to any of the request's databases waits for the same confirmation.
        writeGate,
      }),
    ));
  return {
    db,
    directory: check ? drizzle(homeChecked(retrying, "directory", check)) : db,
    companyDatabases: () => [db, ...openOthers().map((other) => other.db)],
    bookmarks: () => [
      session.bookmark() ?? options.bookmark ?? null,
      ...(options.moreCompanyDatabases ?? []).map(
        (_, i) => others?.[i]?.bookmarks()[0] ?? options.moreBookmarks?.[i] ?? null,
      ),
    ],
    readAtLeast: (databaseNumber, bookmark) => {
      if (databaseNumber === 1) session.readAtLeast(bookmark);
      else openOthers()[databaseNumber - 2]?.readAtLeast(1, bookmark);
    },
    trips,
    holdWrites: (next) => {
      gate = next;
    },
  };
}

/** A database on the binding with no request behind it (a query-plan test, say). */
export function createDatabase(d1: D1Database) {
  return drizzle(retryingWhenBusy(d1));
}
