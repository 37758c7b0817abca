/** A statement the code under test sent to D1, with its parameters. */
export interface RecordedStatement {
  sql: string;
  params: unknown[];
}

/**
 * The D1 binding, recording every statement prepared through it (for query-plan tests). The
 * statements stay D1's own, so `batch` accepts them.
 */
export function recordingD1(d1: D1Database): { db: D1Database; statements: RecordedStatement[] } {
  const statements: RecordedStatement[] = [];
  const db = new Proxy(d1, {
    get(target, property, receiver) {
      if (property !== "prepare") {
        const value = Reflect.get(target, property, receiver);
        return typeof value === "function" ? value.bind(target) : value;
      }
      return (query: string) => {
        const statement = target.prepare(query);
        const recorded: RecordedStatement = { sql: query, params: [] };
        statements.push(recorded);
        const bind = statement.bind.bind(statement);
        statement.bind = (...params: unknown[]) => {
          recorded.params = params;
          return bind(...params);
        };
        return statement;
      };
    },
  });
  return { db, statements };
}
