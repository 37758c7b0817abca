// Token Management's ledger past its newest page (routes/admin_.customers.tokens.tsx): the older
// page's address (?before=<cursor>) is the section showing that page, which "Load older
// transactions" leads to without JavaScript; with `more=1` the loader answers that page alone, as
// the button's fetcher reads it with JavaScript. A cursor the API's query schema refuses reads the
// newest page; anyone but a platform administrator gets nothing.
import type { PlatformTransactionPageDto } from "@charterly/domain/contract";
import { beforeAll, describe, expect, it } from "vitest";
import { loader } from "../../remix-app/routes/admin_.customers.tokens";
import { tokenTransactions } from "../../worker/db/schema";
import { createCompany, domain, type Person, person, platformAdmin } from "../support/fixtures";
import { loadPage } from "../support/page-route-requests";

type Loaded =
  | { state: "open"; transactions: PlatformTransactionPageDto; olderPage: boolean }
  | { state: "more"; page: PlatformTransactionPageDto | null }
  | { state: "denied" };

let admin: Person;
beforeAll(async () => {
  admin = await platformAdmin();
  // More than a page of ledger (100 rows a page), a second apart.
  const company = await createCompany("per_document");
  const start = Date.now() - 200_000;
  const rows = Array.from({ length: 130 }, (_, i) => ({
    companyId: company.id,
    transactionType: "purchase" as const,
    amount: 1,
    balanceAfter: i + 1,
    description: `Ledger row ${i}`,
    createdAt: new Date(start + i * 1000),
  }));
  // D1 takes at most 100 bound values a statement: a few rows at a time.
  for (let i = 0; i < rows.length; i += 10)
    await domain()
      .companyDb.insert(tokenTransactions)
      .values(rows.slice(i, i + 10));
});

const load = (query: string, cookie = admin.cookie) =>
  loadPage<Loaded>(loader, `/admin/customers/tokens${query}`, cookie);

describe("the ledger's older pages", () => {
  it("the older page's address shows that page; with more=1 the loader answers it alone", async () => {
    const newest = await load("");
    if (newest.state !== "open") throw new Error(newest.state);
    expect(newest.olderPage).toBe(false);
    expect(newest.transactions.transactions).toHaveLength(100);
    const cursor = newest.transactions.nextCursor;
    expect(cursor).toBeTruthy();

    const older = await load(`?before=${encodeURIComponent(cursor!)}`);
    if (older.state !== "open") throw new Error(older.state);
    expect(older.olderPage).toBe(true);
    const shown = new Set(newest.transactions.transactions.map((t) => t.id));
    expect(older.transactions.transactions.length).toBeGreaterThan(0);
    expect(older.transactions.transactions.some((t) => shown.has(t.id))).toBe(false);

    const rows = await load(`?before=${encodeURIComponent(cursor!)}&more=1`);
    expect(rows).toEqual({ state: "more", page: older.transactions });
  });

  it("a cursor the schema refuses reads the newest page; a company admin gets nothing", async () => {
    const refused = await load("?before=not-a-cursor&more=1");
    expect(refused).toMatchObject({ state: "open", olderPage: false });
    const { cookie } = await person({ role: "company_admin" });
    expect(await load("?before=1.1&more=1", cookie)).toEqual({ state: "denied" });
  });
});
