import { TABLE_HOMES, type TableHome, tablesNamedIn } from "./table-homes";

/** A statement sent through one home's database that names a table of the other (or of both). */
export interface HomeCrossing {
  /**
   * The source file that sent it: the first frame of the call outside worker/db ("unknown" when the
   * stack names no file of the repository).
   */
  file: string;
  /** The database it went through: `ctx.directory` or `ctx.companyDb` (the company's). */
  through: TableHome;
  /** Every table it names, with its home. */
  tables: string[];
}

/**
 * What a crossing is called in KNOWN_CROSSINGS: the database it went through and the tables it
 * names. Not the file: the same statement is often sent from several files (a shared helper and its
 * callers), and what has to be designed away is the join or the batch, which its tables name.
 */
export function crossingKey(crossing: Pick<HomeCrossing, "through" | "tables">): string {
  return `through ${crossing.through}: ${crossing.tables.join(", ")}`;
}

/** A test's own statements (its fixtures and assertions) are not the product's: they cross freely. */
export function sentByATest(crossing: HomeCrossing): boolean {
  return crossing.file.startsWith("test/") || /\.test\.tsx?$/.test(crossing.file);
}

/**
 * The binding drizzle sees for one home, with each statement's tables checked against that home
 * as it is prepared (drizzle prepares in the caller's own call, so the stack names the operation),
 * and each batch checked for statements prepared through the other home's database: a batch is
 * atomic in one database only, so one that mixes homes is a crossing even when each statement on
 * its own is not. Used by the tests only (worker/domain-context.ts): a statement costs a scan of
 * its text and, when it crosses, a stack trace.
 */
export function homeChecked(
  d1: D1Database,
  home: TableHome,
  onCrossing: (crossing: HomeCrossing) => void,
): D1Database {
  return new Proxy(d1, {
    get(target, property, receiver) {
      if (property === "prepare") {
        return (query: string) => {
          // A table in every database (the batch guard's) goes wherever its statement goes.
          const tables = tablesNamedIn(query).filter((table) => TABLE_HOMES[table] !== "every");
          if (tables.some((table) => TABLE_HOMES[table] !== home)) {
            onCrossing({ file: callerFile(), through: home, tables: tables.map(withHome) });
          }
          return traced(target.prepare(query), { home, tables });
        };
      }
      if (property === "batch") {
        return (statements: D1PreparedStatement[]) => {
          for (const statement of statements) {
            const origin = origins.get(statement);
            if (origin && origin.home !== home) {
              onCrossing({
                file: callerFile(),
                through: home,
                tables: origin.tables.map((table) => `${withHome(table)} sent through ${origin.home}`),
              });
            }
          }
          return target.batch(statements.map((statement) => untraced.get(statement) ?? statement));
        };
      }
      const value = Reflect.get(target, property, receiver);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

interface Origin {
  home: TableHome;
  tables: string[];
}

/** Which home's database prepared a statement (and the statements bound from it). */
const origins = new WeakMap<object, Origin>();
/** The statement under each traced one, for the binding's own batch. */
const untraced = new WeakMap<object, D1PreparedStatement>();

function traced(statement: D1PreparedStatement, origin: Origin): D1PreparedStatement {
  const proxy = new Proxy(statement, {
    get(target, property, receiver) {
      if (property === "bind") return (...values: unknown[]) => traced(target.bind(...values), origin);
      const value = Reflect.get(target, property, receiver);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  origins.set(proxy, origin);
  untraced.set(proxy, statement);
  return proxy;
}

function withHome(table: string): string {
  return `${table} (${TABLE_HOMES[table]})`;
}

/** A stretch of a stack line between two ":" or ")" that a line number follows ("/…/x.ts" of "/…/x.ts:12:3"). */
const BEFORE_LINE_NUMBER = /(?<![^:)])[^:)]+(?=:\d)/g;
const REPOSITORY_FOLDER = /\/(?:worker|remix-app|scripts|slack-bot|test|build)\//;

/**
 * A file of the repository a stack line names (or a bundle of them under build/ should a test run
 * one): "worker/x.ts" of "at f (/…/worker/x.ts:12:3)". Each stretch is read once, from its start:
 * one pattern from every "/" was quadratic (decision 034).
 */
function repositoryPath(line: string): string | undefined {
  for (const [stretch] of line.matchAll(BEFORE_LINE_NUMBER)) {
    if (!/\.(?:tsx?|js)$/.test(stretch)) continue;
    const folder = stretch.search(REPOSITORY_FOLDER);
    if (folder !== -1) return stretch.slice(folder + 1);
  }
  return undefined;
}

/** The repository path of the first frame outside the database layer and the libraries. */
function callerFile(): string {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 60;
  const stack = new Error().stack ?? "";
  Error.stackTraceLimit = limit;
  for (const line of stack.split("\n")) {
    if (line.includes("node_modules")) continue;
    const path = repositoryPath(line);
    if (path && (!path.startsWith("worker/db/") || path.endsWith(".test.ts"))) return path;
  }
  return "unknown";
}
