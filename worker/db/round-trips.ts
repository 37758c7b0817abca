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
}

export const noRoundTrips = (): RoundTrips => ({ sequential: 0, total: 0, writes: 0 });

/** A statement that only reads; anything else (insert, update, delete, a WITH …) counts as a write. */
const READ_ONLY = /^\s*(select|explain)\b/i;

export interface MeasuredD1Options {
  trips: RoundTrips;
  /** Added before each round trip: what a reader far from the database sees (local and test runs only). */
  delayMs?: number;
}

/** What both a D1 binding and a D1 session (withSession) offer: statements and batches. */
export type D1Statements = Pick<D1Database, "prepare" | "batch">;

const INNER = Symbol("the D1 statement");
type Wrapped = D1PreparedStatement & { [INNER]: D1PreparedStatement };

/**
 * D1 statements and batches, each counted as one round trip, after the fixed delay if one is set.
 * Statements handed to `batch` are unwrapped, so D1 receives its own.
 */
export function measuredD1(d1: D1Statements, { trips, delayMs = 0 }: MeasuredD1Options): D1Statements {
  /** The deepest step whose answer has come back: what a round trip starting now could depend on. */
  let answered = 0;
  const roundTrip = async <T>(send: () => Promise<T>): Promise<T> => {
    const step = answered + 1;
    trips.sequential = Math.max(trips.sequential, step);
    trips.total++;
    try {
      if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
      return await send();
    } finally {
      answered = Math.max(answered, step);
    }
  };
  const wrap = (statement: D1PreparedStatement): Wrapped =>
    ({
      [INNER]: statement,
      bind: (...values: unknown[]) => wrap(statement.bind(...values)),
      first: (column?: string) => roundTrip(() => (column ? statement.first(column) : statement.first())),
      run: () => roundTrip(() => statement.run()),
      all: () => roundTrip(() => statement.all()),
      raw: (options?: { columnNames?: boolean }) =>
        roundTrip(() => (options?.columnNames ? statement.raw({ columnNames: true }) : statement.raw())),
    }) as unknown as Wrapped;
  return {
    prepare: (query: string) => {
      if (!READ_ONLY.test(query)) trips.writes++;
      return wrap(d1.prepare(query));
    },
    batch: ((statements: D1PreparedStatement[]) =>
      roundTrip(() =>
        d1.batch(statements.map((s) => (s as Partial<Wrapped>)[INNER] ?? s)),
      )) as D1Database["batch"],
  };
}
