/**
 * The D1 round trips of one request (decision 024). `total` counts every statement or batch sent;
 * `sequential` counts the steps of the waterfall: a round trip that starts while another is still in
 * flight overlaps it and adds no step. This is what a reader far from the database waits for, so it
 * is what the route budget (test/http/round-trip-budget.test.ts) and `npm run bench:latency` report.
 * (The count is by overlap, not by dependency: a read that starts after one of two overlapping reads
 * ended, while the other is still in flight, is counted with them.)
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
  let inFlight = 0;
  const roundTrip = async <T>(send: () => Promise<T>): Promise<T> => {
    if (inFlight === 0) trips.sequential++;
    trips.total++;
    inFlight++;
    try {
      if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
      return await send();
    } finally {
      inFlight--;
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
