import { describe, expect, it } from "vitest";
import { companyDatabaseBindings } from "./company-database-bindings";

const d1 = (name: string) => ({ name }) as unknown as D1Database;

describe("companyDatabaseBindings", () => {
  it("lists DB first, then COMPANY_DB_2, COMPANY_DB_3 … in number order", () => {
    const env = { DB: d1("dir"), COMPANY_DB_3: d1("three"), FILES: {}, COMPANY_DB_2: d1("two") };
    expect(companyDatabaseBindings(env)).toEqual([d1("dir"), d1("two"), d1("three")]);
    expect(companyDatabaseBindings({ DB: d1("dir") })).toEqual([d1("dir")]);
  });

  it("refuses a gap in the numbers: the databases after it would be lost", () => {
    expect(() => companyDatabaseBindings({ DB: d1("dir"), COMPANY_DB_3: d1("three") } as never)).toThrow(
      "COMPANY_DB_3 is declared but COMPANY_DB_2 is not",
    );
  });

  it("refuses a database numbered among the fresh id blocks, which moves hand out", () => {
    const env: Record<string, unknown> = { DB: d1("dir") };
    for (let n = 2; n <= 4096; n++) env[`COMPANY_DB_${n}`] = d1(String(n));
    expect(() => companyDatabaseBindings(env as never)).toThrow("numbered below 4096");
  });
});
