/**
 * The D1 round trips of one request (decision 024). `total` counts every statement or batch sent;
 * `sequential` counts the steps of the waterfall: a round trip started before any other finished is
 * step 1; one started after a step-n round trip finished is step n + 1 — so reads sent together
 * (Promise.all, a batch) are one step, and a read that waits for another's answer is the next.
 * With the same delay on every round trip (a reader far from the database) the request waits
 * `sequential` times that delay; this is what the route budget (test/http/round-trip-budget.test.ts)
 * and `npm run bench:latency` report. (A read that merely starts after another ended, without
 * needing its answer, counts as the next step too: the count errs towards more, never fewer.)
 */
export interface RoundTrips {
  sequential: number;
  total: number;
  /** Statements that were not plain reads: after any, the person's bookmark moves (decision 024). */
  writes: number;
  /**
   * `total` per company database (index 0 is DB, the directory's own: decision 027): reads started
   * together go out as one batch per database, so a step reading two databases is two round trips.
   */
  perDatabase: number[];
}

export const noRoundTrips = (): RoundTrips => ({ sequential: 0, total: 0, writes: 0, perDatabase: [] });

const answeredSteps = new WeakMap<RoundTrips, { answered: number }>();
function answeredOf(trips: RoundTrips): { answered: number } {
  const known = answeredSteps.get(trips);
  if (known) return known;
  const answers = { answered: 0 };
  answeredSteps.set(trips, answers);
  return answers;
}

/** A statement that only reads; anything else (insert, update, delete, a WITH …) counts as a write. */
const READ_ONLY = /^\s*(select|explain)\b/i;

export interface MeasuredD1Options {
  trips: RoundTrips;
  /** Added before each round trip: what a reader far from the database sees (local and test runs only). */
  delayMs?: number;
  /**
   * Asked before each statement that writes (a batch with any): a write waits until it resolves and
   * is not sent if it rejects. A request that runs before its session is confirmed holds its writes
   * so (decision 024, worker/http/session-rides-along.ts); counted from when it is sent.
   */
  beforeWrite?: () => Promise<void>;
  /** Which company database these statements go to (0: DB), for `perDatabase`. */
  database?: number;
}

/** What both a D1 binding and a D1 session (withSession) offer: statements and batches. */
export type D1Statements = Pick<D1Database, "prepare" | "batch">;

const INNER = Symbol("the D1 statement");
const WRITES = Symbol("whether the statement writes");
type Wrapped = D1PreparedStatement & { [INNER]: D1PreparedStatement; [WRITES]: boolean };

/**
 * D1 statements and batches, each counted as one round trip, after the fixed delay if one is set.
 * Statements handed to `batch` are unwrapped, so D1 receives its own.
 */
export function measuredD1(
  d1: D1Statements,
  { trips, delayMs = 0, beforeWrite, database = 0 }: MeasuredD1Options,
): D1Statements {
  // The deepest step whose answer has come back: what a round trip starting now could depend on.
  // Kept with the count, so the databases of one request (the directory's and other company
  // databases, decision 027) count one waterfall.
  const answers = answeredOf(trips);
  const roundTrip = async <T>(send: () => Promise<T>, writes: boolean): Promise<T> => {
    if (writes && beforeWrite) await beforeWrite();
    const step = answers.answered + 1;
    trips.sequential = Math.max(trips.sequential, step);
    trips.total++;
    trips.perDatabase[database] = (trips.perDatabase[database] ?? 0) + 1;
    try {
      if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
      return await send();
    } finally {
      answers.answered = Math.max(answers.answered, step);
    }
  };
  const wrap = (statement: D1PreparedStatement, writes: boolean): Wrapped =>
    ({
      [INNER]: statement,
      [WRITES]: writes,
      bind: (...values: unknown[]) => wrap(statement.bind(...values), writes),
      first: (column?: string) =>
        roundTrip(() => (column ? statement.first(column) : statement.first()), writes),
      run: () => roundTrip(() => statement.run(), writes),
      all: () => roundTrip(() => statement.all(), writes),
      raw: (options?: { columnNames?: boolean }) =>
        roundTrip(
          () => (options?.columnNames ? statement.raw({ columnNames: true }) : statement.raw()),
          writes,
        ),
    }) as unknown as Wrapped;
  return {
    prepare: (query: string) => {
      const writes = !READ_ONLY.test(query);
      if (writes) trips.writes++;
      return wrap(d1.prepare(query), writes);
    },
    batch: ((statements: D1PreparedStatement[]) =>
      roundTrip(
        () => d1.batch(statements.map((s) => (s as Partial<Wrapped>)[INNER] ?? s)),
        statements.some((s) => (s as Partial<Wrapped>)[WRITES] !== false),
      )) as D1Database["batch"],
  };
}
