import { describe, expect, it } from "vitest";
import { companyDatabaseBindings, databaseOfId, IDS_PER_DATABASE } from "./company-database-bindings";

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
});

describe("databaseOfId", () => {
  it("reads the database from the id's range; the first database's ids start at 1", () => {
    expect(databaseOfId(1)).toBe(1);
    expect(databaseOfId(2 * IDS_PER_DATABASE - 1)).toBe(1);
    expect(databaseOfId(2 * IDS_PER_DATABASE + 17)).toBe(2);
    expect(databaseOfId(7 * IDS_PER_DATABASE + 1)).toBe(7);
  });
});
