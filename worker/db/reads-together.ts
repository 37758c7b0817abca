import type { D1Statements } from "./round-trips";

/**
 * Reads a request starts together go to D1 as one batch (decision 018, decision 024).
 *
 * A page's loaders start their reads side by side (`Promise.all`), each through its own domain
 * operation: the dashboard sends five to eight at once. Each D1 call has a fixed cost whatever it reads: a
 * subrequest and a turn of the database's single thread in production, 1.5–2.5 ms of workerd's CPU
 * locally (`npm run bench:cpu`), so five calls in one step still cost five. Here every plain read
 * (`all`, `raw`, `first` of a `select`) waits a few microtask turns for the reads started with it,
 * and those that came go out as one `batch`. The operations stay as they are.
 *
 * What keeps it exact:
 * - Only reads wait. A write (or a `run`, or a statement that is not a plain `select`) first sends
 *   the reads waiting before it, so D1 receives the request's statements in the order they were
 *   started, and it goes out as it did.
 * - A batch answers each statement with rows as objects; `raw()` (drizzle's selects) wants arrays in
 *   column order. A raw read goes into a batch with its columns named apart (`namedApart`), so no
 *   two share a key, and its rows are turned back into arrays only when they have as many keys as
 *   it selects and none named like an index (which JavaScript would order first); otherwise it is
 *   sent again on its own.
 * - A batch fails whole when one statement fails; its statements are then sent one by one, so each
 *   caller gets its own answer or its own error (the busy retries above see the same errors).
 * - A read alone is sent as it is, without a batch.
 */
export function readsTogether(d1: D1Statements, turns = WAIT_TURNS): D1Statements {
  let waiting: Waiting[] = [];

  const sendTogether = (reads: Waiting[]) => {
    const [only] = reads;
    if (!only) return;
    if (reads.length === 1) {
      sendAlone(d1, only);
      return;
    }
    let sent: Promise<D1Result[]>;
    try {
      sent = d1.batch(reads.flatMap((read) => inBatch(d1, read)));
    } catch {
      // Thrown before anything was sent (a statement D1 refused to prepare): each on its own.
      for (const read of reads) sendAlone(d1, read);
      return;
    }
    sent.then(
      (results) => {
        let at = 0;
        for (const read of reads) {
          const own = results.slice(at, at + read.size) as D1Result<Record<string, unknown>>[];
          at += read.size;
          const answer = own.length === read.size ? fromBatch(read, own) : RESEND;
          if (answer === RESEND) sendAlone(d1, read);
          else read.resolve(answer);
        }
      },
      // One statement failed the batch: each read (each batch it was asked as) is sent again on its
      // own, for its own answer.
      () => {
        for (const read of reads) sendAlone(d1, read);
      },
    );
  };

  const flush = () => {
    const reads = waiting;
    waiting = [];
    // Batches of at most MAX_STATEMENTS (a batch asked for as one is never split).
    let group: Waiting[] = [];
    let size = 0;
    for (const read of reads) {
      if (group.length > 0 && size + read.size > MAX_STATEMENTS) {
        sendTogether(group);
        group = [];
        size = 0;
      }
      group.push(read);
      size += read.size;
    }
    sendTogether(group);
  };

  const wait = (read: Read): Promise<unknown> =>
    new Promise((resolve, reject) => {
      waiting.push({ ...read, resolve, reject });
      if (waiting.length === 1) afterTurns(turns, flush);
    });

  const direct = <T>(go: () => Promise<T>): Promise<T> => {
    flush();
    return new Promise<T>((resolve) => resolve(go()));
  };

  const wrap = (statement: D1PreparedStatement, sql: string, values: unknown[], reads: boolean): Wrapped => {
    const read = { statement, sql, values, size: 1 };
    return {
      [INNER]: statement,
      [READS]: reads,
      bind: (...next: unknown[]) => wrap(statement.bind(...next), sql, next, reads),
      all: () => (reads ? wait({ ...read, kind: "all" }) : direct(() => statement.all())),
      first: (column?: string) =>
        reads
          ? wait({ ...read, kind: "first", column })
          : direct(() => (column ? statement.first(column) : statement.first())),
      raw: (options?: { columnNames?: boolean }) => {
        const apart = reads && !options?.columnNames ? namedApart(sql) : null;
        if (apart) return wait({ ...read, kind: "raw", apart });
        return direct(() => (options?.columnNames ? statement.raw({ columnNames: true }) : statement.raw()));
      },
      run: () => direct(() => statement.run()),
    } as unknown as Wrapped;
  };

  return {
    prepare: (query: string) => wrap(d1.prepare(query), query, [], READ_ONLY.test(query)),
    // A batch of reads only (drizzle's `db.batch` of selects) waits with the other reads and goes
    // out inside their batch; a batch that writes goes out at once, after the reads waiting before it.
    batch: ((statements: D1PreparedStatement[]) => {
      const inner = statements.map((s) => (s as Partial<Wrapped>)[INNER] ?? s);
      if (statements.length > 0 && statements.every((s) => (s as Partial<Wrapped>)[READS] === true)) {
        return wait({ kind: "batch", statements: inner, size: inner.length });
      }
      return direct(() => d1.batch(inner));
    }) as D1Database["batch"],
  };
}

/**
 * Microtask turns a read waits for the reads started with it. A loader's operation reaches its first
 * read within a turn or two of being called (drizzle's query, an `await` of an already known value);
 * waiting is a few microseconds and never a trip through the event loop.
 */
export const WAIT_TURNS = 4;

/**
 * Statements in one batch at most: a loop that starts many reads at once sends them in several
 * batches rather than one of unbounded size (D1 answers a batch in one response).
 */
export const MAX_STATEMENTS = 50;

// Narrower than the round-trip meter's "reads" (which counts `explain` too): only a plain `select`
// is held, since renaming its columns apart (`namedApart`) relies on a select list.
const READ_ONLY = /^\s*select\b/i;
const INNER = Symbol("the D1 statement");
const READS = Symbol("whether the statement only reads");
const RESEND = Symbol("send it again on its own");
type Wrapped = D1PreparedStatement & { [INNER]: D1PreparedStatement; [READS]: boolean };

/** A read: a statement's, or a batch of reads'. */
type Read = (
  | {
      kind: "all" | "first" | "raw";
      statement: D1PreparedStatement;
      sql: string;
      values: unknown[];
      column?: string;
      /** A raw read's text with its columns named apart, sent in a batch instead of its own. */
      apart?: { sql: string; columns: number };
    }
  | { kind: "batch"; statements: D1PreparedStatement[] }
) & {
  /** How many statements it adds to the batch. */
  size: number;
};

/** A read waiting for the reads started with it, and its caller. */
type Waiting = Read & { resolve: (value: unknown) => void; reject: (reason: unknown) => void };

/** What the read puts into the batch. */
function inBatch(d1: D1Statements, read: Waiting): D1PreparedStatement[] {
  if (read.kind === "batch") return read.statements;
  if (read.kind === "raw" && read.apart) return [d1.prepare(read.apart.sql).bind(...read.values)];
  return [read.statement];
}

/** Sends the read as it was asked; whatever it throws, even before sending, is its caller's answer. */
function sendAlone(d1: D1Statements, read: Waiting) {
  new Promise<unknown>((resolve) => {
    if (read.kind === "batch") resolve(d1.batch(read.statements));
    else if (read.kind === "all") resolve(read.statement.all());
    else if (read.kind === "raw") resolve(read.statement.raw());
    else resolve(read.column ? read.statement.first(read.column) : read.statement.first());
  }).then(read.resolve, read.reject);
}

function afterTurns(turns: number, then: () => void) {
  if (turns <= 0) then();
  else queueMicrotask(() => afterTurns(turns - 1, then));
}

/** The read's own answer from its statements' batch results, or RESEND when the rows cannot give it. */
function fromBatch(read: Waiting, results: D1Result<Record<string, unknown>>[]): unknown {
  if (read.kind === "batch") return results;
  const [result] = results;
  const rows = result?.results ?? [];
  if (read.kind === "all") return result;
  if (read.kind === "first") {
    const row = rows[0];
    if (!row) return null;
    if (read.column === undefined) return row;
    return read.column in row ? row[read.column] : RESEND;
  }
  const [firstRow] = rows;
  if (!firstRow) return [];
  const keys = Object.keys(firstRow);
  // A key like an index (a column the query itself named "2") is ordered first by JavaScript.
  if (keys.length !== read.apart?.columns || keys.some((key) => INDEX_LIKE.test(key))) return RESEND;
  return rows.map((row) => Object.values(row));
}

const INDEX_LIKE = /^(0|[1-9]\d*)$/;

/**
 * A `select` whose every column is named apart (`… as "c0_"`, `… as "c1_"`), so a batch's rows, which
 * are objects, keep every column in order — two columns named `id` in a join would otherwise be
 * one key. A column that already has a name keeps it (an `order by` may use it). null when the text
 * does not parse as top-level items before a top-level `from`: the statement is then sent alone.
 */
export function namedApart(sql: string): { sql: string; columns: number } | null {
  const known = renamed.get(sql);
  if (known !== undefined) return known;
  const items = selectedItems(sql);
  const result = items && {
    sql:
      sql.slice(0, items.start) +
      items.items.map((item, i) => (NAMED.test(item) ? item : `${item} as "c${i}_"`)).join(",") +
      sql.slice(items.end),
    columns: items.items.length,
  };
  if (renamed.size >= 500) renamed.clear();
  renamed.set(sql, result);
  return result;
}

const renamed = new Map<string, { sql: string; columns: number } | null>();

/** An item ending in `as "name"` (drizzle's aliases), or `*` (which a name cannot follow). */
const NAMED = /(\sas\s+"[^"]*"|\*)\s*$/i;

/** The top-level comma-separated items of a `select`, and where they start and end in its text. */
function selectedItems(sql: string): { items: string[]; start: number; end: number } | null {
  const head = /^\s*select\s+(distinct\s+|all\s+)?/i.exec(sql);
  if (!head) return null;
  const start = head[0].length;
  const items: string[] = [];
  let depth = 0;
  let itemStart = start;
  for (let i = start; i < sql.length; i++) {
    const c = sql.charAt(i);
    if (c === "'" || c === '"' || c === "`" || c === "[") {
      const end = sql.indexOf(c === "[" ? "]" : c, i + 1);
      if (end < 0) return null;
      i = end;
    } else if (c === "(") depth++;
    else if (c === ")") {
      if (--depth < 0) return null;
    } else if (depth === 0 && c === ",") {
      items.push(sql.slice(itemStart, i));
      itemStart = i + 1;
    } else if (depth === 0 && /\s/.test(c) && /^\s+from\b/i.test(sql.slice(i, i + 12))) {
      items.push(sql.slice(itemStart, i));
      return items.every((item) => item.trim() !== "") ? { items, start, end: i } : null;
    }
  }
  return null;
}
