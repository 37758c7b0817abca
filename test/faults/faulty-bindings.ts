// Bindings that fail on purpose, handed to the API in place of the real ones (fetchApi's
// `bindings`): the app builds its DomainContext from them as it does from the Worker's own.

/** A statement no database can run: the batch fails there, after the statements before it ran. */
const FAULT_SQL = "insert into injected_fault_no_such_table values (1)";

/**
 * The real D1, except that every batch of two or more statements fails in its middle: the first
 * half runs, then a statement that cannot. D1 runs a batch as one transaction, so what the first
 * half wrote must be rolled back — exactly what the code under test relies on.
 */
export function d1FailingMidBatch(d1: D1Database): { db: D1Database; failedBatches: number[] } {
  const failedBatches: number[] = [];
  const db = new Proxy(d1, {
    get(target, property, receiver) {
      if (property === "batch") {
        return (statements: D1PreparedStatement[]) => {
          if (statements.length < 2) return target.batch(statements);
          const middle = Math.ceil(statements.length / 2);
          failedBatches.push(statements.length);
          return target.batch([
            ...statements.slice(0, middle),
            target.prepare(FAULT_SQL),
            ...statements.slice(middle),
          ]);
        };
      }
      // No Sessions API: the app then sends every statement through this binding (worker/db/read-replicas.ts).
      if (property === "withSession") return undefined;
      const value = Reflect.get(target, property, receiver);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { db, failedBatches };
}

/** D1's answer while another connection holds the write lock. */
export const DATABASE_LOCKED = "D1_ERROR: database is locked: SQLITE_BUSY";

/**
 * The real D1, answering "database is locked" to its next `times` calls (`Infinity`: to all of them),
 * as SQLite does while another write holds the lock: refused before running. "batches" makes only
 * batches busy, so a request reads, then finds its write locked.
 */
export function d1Busy(
  d1: D1Database,
  times: number,
  on: "every call" | "batches" = "every call",
): { db: D1Database; busyAnswers: () => number } {
  let left = times;
  let answered = 0;
  const busyNow = () => {
    if (left <= 0) return;
    left--;
    answered++;
    throw new Error(DATABASE_LOCKED);
  };
  const busyStatement = (statement: D1PreparedStatement): D1PreparedStatement => {
    const bind = statement.bind.bind(statement);
    statement.bind = (...values: unknown[]) => busyStatement(bind(...values));
    for (const method of ["first", "run", "all", "raw"] as const) {
      const original = (statement[method] as (...args: unknown[]) => Promise<unknown>).bind(statement);
      Object.assign(statement, {
        [method]: async (...args: unknown[]) => {
          busyNow();
          return original(...args);
        },
      });
    }
    return statement;
  };
  const db = new Proxy(d1, {
    get(target, property, receiver) {
      if (property === "batch")
        return async (statements: D1PreparedStatement[]) => {
          busyNow();
          return target.batch(statements);
        };
      if (property === "prepare" && on === "every call")
        return (query: string) => busyStatement(target.prepare(query));
      // No Sessions API: the app then sends every statement through this binding (worker/db/read-replicas.ts).
      if (property === "withSession") return undefined;
      const value = Reflect.get(target, property, receiver);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { db, busyAnswers: () => answered };
}

/** What D1's Sessions API answers when it could not get the session's commit token (decision 033). */
export const SESSION_TOKEN_FAILED = "D1_ERROR: Failed to get session commit token";

/**
 * The real D1 through its Sessions API, with the session's next `times` statements or batches
 * (`Infinity`: all of them) failing as D1 does when it could not get the session's commit token.
 * `on: "writes"` fails only statements that write (and batches), so a request reads, then its write fails.
 */
export function d1SessionTokenFailing(
  d1: D1Database,
  times: number,
  on: "every call" | "writes" = "every call",
): { db: D1Database; failures: () => number } {
  let left = times;
  let failed = 0;
  const failNow = () => {
    if (left <= 0) return;
    left--;
    failed++;
    throw new Error(SESSION_TOKEN_FAILED);
  };
  const writing = new WeakSet<D1PreparedStatement>();
  const failing = (statement: D1PreparedStatement, writes: boolean): D1PreparedStatement => {
    if (writes) writing.add(statement);
    const bind = statement.bind.bind(statement);
    statement.bind = (...values: unknown[]) => failing(bind(...values), writes);
    for (const method of ["first", "run", "all", "raw"] as const) {
      const original = (statement[method] as (...args: unknown[]) => Promise<unknown>).bind(statement);
      Object.assign(statement, {
        [method]: async (...args: unknown[]) => {
          if (on === "every call" || writes) failNow();
          return original(...args);
        },
      });
    }
    return statement;
  };
  const db = new Proxy(d1, {
    get(target, property, receiver) {
      if (property === "withSession")
        return (constraintOrBookmark?: string) => {
          const session = target.withSession(constraintOrBookmark);
          return {
            prepare: (query: string) => failing(session.prepare(query), !/^\s*select\b/i.test(query)),
            batch: async (statements: D1PreparedStatement[]) => {
              if (on === "every call" || statements.some((s) => writing.has(s))) failNow();
              return session.batch(statements);
            },
            getBookmark: () => session.getBookmark(),
          };
        };
      const value = Reflect.get(target, property, receiver);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { db, failures: () => failed };
}

export type R2Fault = "put fails" | "put stores, then fails";

/**
 * The real R2 bucket, with `put` failing: before anything is stored (R2 unavailable) or after the
 * object was written (a timeout on the answer), the harder case for leaving no orphan file.
 */
export function r2Failing(bucket: R2Bucket, fault: R2Fault): { bucket: R2Bucket; puts: string[] } {
  const puts: string[] = [];
  const failing = new Proxy(bucket, {
    get(target, property, receiver) {
      if (property === "put") {
        return async (
          key: string,
          ...rest: Parameters<R2Bucket["put"]> extends [string, ...infer R] ? R : never
        ) => {
          puts.push(key);
          if (fault === "put stores, then fails") await target.put(key, ...rest);
          throw new Error("R2 injected fault: We encountered an internal error. Please try again. (10001)");
        };
      }
      const value = Reflect.get(target, property, receiver);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { bucket: failing, puts };
}

/** A Workers AI binding that fails: at once, or (streaming) after the first words of the answer. */
export function aiFailing(when: "at once" | "mid-answer"): Ai {
  return {
    run: async (_model: string, inputs: { stream?: boolean }) => {
      if (when === "at once" || !inputs.stream) throw new Error("InferenceUpstreamError: injected fault");
      const encoder = new TextEncoder();
      const chunks = [
        'data: {"response":"The daily meal allowance is $75 per day [1]. "}\n\n',
        'data: {"response":"Alcohol is "}\n\n',
      ];
      // Pulled one at a time: erroring a stream drops what is still queued, so the words go first.
      return new ReadableStream<Uint8Array>({
        pull(controller) {
          const next = chunks.shift();
          if (next) controller.enqueue(encoder.encode(next));
          else controller.error(new Error("network connection lost"));
        },
      });
    },
  } as unknown as Ai;
}

/** A Workers AI binding whose (non-streamed) answer stops at the length limit: a text cut off mid-generation. */
export function aiCutOff(): Ai {
  return {
    run: async () => ({
      response: "CLEAN DESK POLICY\n\n1. Purpose\n\nEmployees must keep their desks",
      usage: { prompt_tokens: 10, completion_tokens: 4096 },
      finish_reason: "length",
    }),
  } as unknown as Ai;
}
