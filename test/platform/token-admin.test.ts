import type {
  AddCreditsResultDto,
  PlatformCompanyBalanceDto,
  PlatformTokenRequestDto,
  PlatformTransactionPageDto,
  ProcessTokenRequestResultDto,
} from "@charterly/domain/contract";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { companies, companySettings, creditedInvoices, tokenTransactions } from "../../worker/db/schema";
import { tokenTransactionRow } from "../support/factories";
import {
  callApi,
  createCompany,
  createTokenBalance,
  createUser,
  domain,
  findCompany,
  type Person,
  person,
  platformAdmin,
} from "../support/fixtures";
import {
  auditAbout,
  createTokenRequest,
  figuresOf,
  findRequest,
  invoice,
  ledgerOf,
  mailsTo,
} from "./tokens-support";

// Token administration (administration side §2 Token Management, §4, §5, §7 Tokens): what each
// outcome of a request does to the balance and the ledger, that a request is processed once (also
// when 20 arrive at the same moment), that an invoice credits once, the Freemium auto-upgrade, and
// that bad input, companies in the recycle bin and other people change nothing.

let admin: Person;
beforeAll(async () => {
  admin = await platformAdmin();
});

const processRequest = (requestId: number, body: unknown, cookie = admin.cookie) =>
  callApi("PATCH", `/api/admin/tokens/requests/${requestId}`, { cookie, body });
const addCredits = (companyId: number, body: unknown, cookie = admin.cookie) =>
  callApi("POST", `/api/admin/companies/${companyId}/tokens`, { cookie, body });
const credits = (amount: number, invoiceNumber = invoice()) => ({
  amount,
  description: "Annual bundle",
  invoiceNumber,
});
const messageOf = async (res: Response) => ((await res.json()) as { message: string }).message;

describe("PATCH /api/admin/tokens/requests/:requestId", () => {
  it("approved adds the requested tokens: balance, purchased, a purchase in the ledger, the request closed", async () => {
    const company = await createCompany("per_document");
    await createTokenBalance(company.id, 3, { used: 2, purchased: 5 });
    const request = await createTokenRequest(company, { requestedTokens: 25 });

    const res = await processRequest(request.id, { status: "approved", adminNotes: "Enjoy." });

    expect(res.status).toBe(200);
    const body = (await res.json()) as ProcessTokenRequestResultDto;
    expect(body).toMatchObject({ balance: 28, upgradedToPerDocument: false, emailQueued: true });
    expect(body.request).toMatchObject({ status: "approved", tokensAdded: 25, adminNotes: "Enjoy." });
    expect(await figuresOf(company.id)).toEqual({ balance: 28, used: 2, purchased: 30 });
    const ledger = await ledgerOf(company.id);
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({
      transactionType: "purchase",
      amount: 25,
      balanceAfter: 28,
      createdByUserId: admin.user.id,
      invoiceNumber: null,
    });
    const stored = await findRequest(request.id);
    expect(stored).toMatchObject({ status: "approved", tokensAdded: 25, processedByUserId: admin.user.id });
    expect(stored.processedAt).toBeInstanceOf(Date);
    expect(await auditAbout(company.id, "tokens.request_processed")).toHaveLength(1);
  });

  it("fulfilled adds tokensToAdd, and the requested amount when none is given", async () => {
    const company = await createCompany("per_document");
    const custom = await createTokenRequest(company, { requestedTokens: 50 });
    const byDefault = await createTokenRequest(company, { requestedTokens: 40 });

    expect((await processRequest(custom.id, { status: "fulfilled", tokensToAdd: 12 })).status).toBe(200);
    expect(await figuresOf(company.id)).toEqual({ balance: 12, used: 0, purchased: 12 });
    expect((await processRequest(byDefault.id, { status: "fulfilled" })).status).toBe(200);
    expect(await figuresOf(company.id)).toEqual({ balance: 52, used: 0, purchased: 52 });
    expect((await ledgerOf(company.id)).map((t) => [t.amount, t.balanceAfter])).toEqual([
      [12, 12],
      [40, 52],
    ]);
    expect(await findRequest(custom.id)).toMatchObject({ status: "fulfilled", tokensAdded: 12 });
    expect(await findRequest(byDefault.id)).toMatchObject({ status: "fulfilled", tokensAdded: 40 });
  });

  it("tokensToAdd counts only for fulfilled: approved still adds the requested amount", async () => {
    const company = await createCompany("per_document");
    const request = await createTokenRequest(company, { requestedTokens: 30 });
    expect((await processRequest(request.id, { status: "approved", tokensToAdd: 999 })).status).toBe(200);
    expect(await figuresOf(company.id)).toMatchObject({ balance: 30 });
  });

  it("rejected adds nothing and writes no ledger entry; fulfilled with 0 tokens neither", async () => {
    const company = await createCompany("per_document");
    await createTokenBalance(company.id, 4);
    const rejected = await createTokenRequest(company);
    const zero = await createTokenRequest(company);

    const res = await processRequest(rejected.id, { status: "rejected", adminNotes: "Not this quarter." });
    expect(res.status).toBe(200);
    expect(((await res.json()) as ProcessTokenRequestResultDto).balance).toBe(4);
    expect((await processRequest(zero.id, { status: "fulfilled", tokensToAdd: 0 })).status).toBe(200);

    expect(await figuresOf(company.id)).toEqual({ balance: 4, used: 0, purchased: 4 });
    expect(await ledgerOf(company.id)).toHaveLength(0);
    expect(await findRequest(rejected.id)).toMatchObject({
      status: "rejected",
      tokensAdded: 0,
      adminNotes: "Not this quarter.",
    });
    expect(await findRequest(zero.id)).toMatchObject({ status: "fulfilled", tokensAdded: 0 });
  });

  it("a processed request cannot be processed again: 409 with a clear message, nothing added", async () => {
    const company = await createCompany("per_document");
    const request = await createTokenRequest(company, { requestedTokens: 10 });
    expect((await processRequest(request.id, { status: "approved" })).status).toBe(200);

    for (const body of [
      { status: "approved" },
      { status: "fulfilled", tokensToAdd: 5 },
      { status: "rejected" },
    ]) {
      const again = await processRequest(request.id, body);
      expect(again.status).toBe(409);
      expect(await messageOf(again)).toBe(
        "This token request was already approved. Only pending requests can be processed, and only once.",
      );
    }
    expect(await figuresOf(company.id)).toMatchObject({ balance: 10, purchased: 10 });
    expect(await ledgerOf(company.id)).toHaveLength(1);
    expect(await findRequest(request.id)).toMatchObject({ status: "approved", tokensAdded: 10 });
  });

  it("20 simultaneous processings of one request credit it exactly once: one 200, nineteen 409", async () => {
    const company = await createCompany("freemium");
    const request = await createTokenRequest(company, { requestedTokens: 25 });

    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        processRequest(
          request.id,
          i % 2 === 0 ? { status: "approved" } : { status: "fulfilled", tokensToAdd: 7 },
        ),
      ),
    );

    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const stored = await findRequest(request.id);
    const added = stored.tokensAdded!;
    expect([25, 7]).toContain(added);
    expect(await figuresOf(company.id)).toEqual({ balance: added, used: 0, purchased: added });
    expect(await ledgerOf(company.id)).toHaveLength(1);
    expect(await auditAbout(company.id, "tokens.request_processed")).toHaveLength(1);
    expect(await auditAbout(company.id, "company.tier_auto_upgrade")).toHaveLength(1);
    expect(await mailsTo(request.contactEmail)).toHaveLength(1);
  });

  it("a Freemium company whose request is approved becomes Pay Per Use, with an audit row", async () => {
    const company = await createCompany("freemium");
    const request = await createTokenRequest(company, { requestedTokens: 5 });
    const res = await processRequest(request.id, { status: "approved" });
    expect(((await res.json()) as ProcessTokenRequestResultDto).upgradedToPerDocument).toBe(true);
    expect((await findCompany(company.id)).tier).toBe("per_document");
    const [audit] = await auditAbout(company.id, "company.tier_auto_upgrade");
    expect(audit).toMatchObject({
      actorUserId: admin.user.id,
      targetType: "company",
      targetId: String(company.id),
      details: { from: "freemium", to: "per_document", tokens: 5 },
    });
  });

  it("a rejected request of a Freemium company leaves it Freemium", async () => {
    const company = await createCompany("freemium");
    const request = await createTokenRequest(company);
    expect((await processRequest(request.id, { status: "rejected" })).status).toBe(200);
    expect((await findCompany(company.id)).tier).toBe("freemium");
    expect(await auditAbout(company.id, "company.tier_auto_upgrade")).toHaveLength(0);
  });

  it("tells the requester by e-mail, unless the company switched its e-mail service off", async () => {
    const company = await createCompany("per_document");
    const request = await createTokenRequest(company, { requestedTokens: 15 });
    await processRequest(request.id, { status: "fulfilled", tokensToAdd: 9, adminNotes: "Nine for now." });
    const [mail] = await mailsTo(request.contactEmail);
    expect(mail).toMatchObject({ companyId: company.id, status: "queued" });
    expect(mail!.subject).toBe("Your token request was fulfilled");
    expect(mail!.textBody).toContain("9 tokens were added");
    expect(mail!.textBody).toContain("Nine for now.");

    const quiet = await createCompany("per_document", { features: { emailService: false } });
    const quietRequest = await createTokenRequest(quiet);
    const res = await processRequest(quietRequest.id, { status: "rejected" });
    expect(((await res.json()) as ProcessTokenRequestResultDto).emailQueued).toBe(false);
    expect(await mailsTo(quietRequest.contactEmail)).toHaveLength(0);
  });

  it("refuses bad input with 400 and changes nothing", async () => {
    const company = await createCompany("freemium");
    const request = await createTokenRequest(company);
    for (const body of [
      {},
      { status: "pending" },
      { status: "done" },
      { status: "fulfilled", tokensToAdd: -1 },
      { status: "fulfilled", tokensToAdd: 2.5 },
      { status: "fulfilled", tokensToAdd: "10" },
      { status: "fulfilled", tokensToAdd: 1001 },
      { status: "approved", adminNotes: "bad\u202etext" },
    ]) {
      const res = await processRequest(request.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect(await findRequest(request.id)).toMatchObject({ status: "pending", tokensAdded: null });
    expect(await figuresOf(company.id)).toEqual({ balance: 0, used: 0, purchased: 0 });
    expect((await findCompany(company.id)).tier).toBe("freemium");
  });

  it("answers 404 for a request that does not exist or whose company is in the recycle bin", async () => {
    expect((await processRequest(999_999, { status: "approved" })).status).toBe(404);
    const company = await createCompany("per_document");
    const request = await createTokenRequest(company);
    await domain()
      .companyDb.update(companies)
      .set({ deletedAt: new Date() })
      .where(eq(companies.id, company.id));
    expect((await processRequest(request.id, { status: "approved" })).status).toBe(404);
    expect(await findRequest(request.id)).toMatchObject({ status: "pending" });
    expect(await figuresOf(company.id)).toMatchObject({ balance: 0 });
  });
});

describe("POST /api/admin/companies/:companyId/tokens", () => {
  it("credits the amount against the invoice: balance, purchased, a purchase with the invoice number", async () => {
    const company = await createCompany("per_document");
    await createTokenBalance(company.id, 2, { used: 8, purchased: 10 });
    const number = invoice();

    const res = await addCredits(company.id, {
      amount: 40,
      description: " Annual bundle ",
      invoiceNumber: number,
    });

    expect(res.status).toBe(200);
    const body = (await res.json()) as AddCreditsResultDto;
    expect(body.company).toMatchObject({ id: company.id, balance: 42, used: 8, purchased: 50 });
    expect(body.transaction).toMatchObject({
      amount: 40,
      balanceAfter: 42,
      invoiceNumber: number,
      description: "Annual bundle",
      transactionType: "purchase",
    });
    expect(await figuresOf(company.id)).toEqual({ balance: 42, used: 8, purchased: 50 });
    const [audit] = await auditAbout(company.id, "tokens.credits_added");
    expect(audit).toMatchObject({
      actorUserId: admin.user.id,
      details: { amount: 40, invoiceNumber: number },
    });
  });

  it("creates the balance row of a company that never had tokens", async () => {
    const company = await createCompany("per_document");
    expect((await addCredits(company.id, credits(1))).status).toBe(200);
    expect(await figuresOf(company.id)).toEqual({ balance: 1, used: 0, purchased: 1 });
  });

  it("an invoice number credits once: the same invoice again is 409, for any company, and nothing changes", async () => {
    const company = await createCompany("per_document", "Invoice Holder Ltd");
    const other = await createCompany("per_document");
    const number = invoice();
    expect((await addCredits(company.id, credits(30, number))).status).toBe(200);

    for (const target of [company.id, other.id]) {
      const again = await addCredits(target, credits(30, number));
      expect(again.status).toBe(409);
      expect(await messageOf(again)).toMatch(
        new RegExp(
          `^Invoice ${number} was already credited \\(30 tokens to Invoice Holder Ltd on \\d{1,2} [A-Z][a-z]{2} \\d{4}\\)`,
        ),
      );
    }
    expect(await figuresOf(company.id)).toEqual({ balance: 30, used: 0, purchased: 30 });
    expect(await figuresOf(other.id)).toEqual({ balance: 0, used: 0, purchased: 0 });
    expect(await ledgerOf(company.id)).toHaveLength(1);
    expect(await auditAbout(company.id, "tokens.credits_added")).toHaveLength(1);
  });

  it("the same invoice sent 10 times at once credits once: one 200, nine 409, never a 500", async () => {
    const company = await createCompany("freemium");
    const number = invoice();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => addCredits(company.id, credits(20, number))),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([200, ...Array(9).fill(409)]);
    expect(await figuresOf(company.id)).toEqual({ balance: 20, used: 0, purchased: 20 });
    expect(await ledgerOf(company.id)).toHaveLength(1);
    expect(await auditAbout(company.id, "company.tier_auto_upgrade")).toHaveLength(1);
  });

  it("a duplicate invoice that slips past the read is still refused by the directory: 409, nothing written", async () => {
    const company = await createCompany("freemium");
    const number = invoice();
    // Another company's credit claims the invoice the moment after this call has read.
    const otherCompany = await createCompany("per_document");
    const ctx = domain();
    const directory = new Proxy(ctx.directory, {
      get(target, property, receiver) {
        if (property !== "batch") return Reflect.get(target, property, receiver);
        return async (statements: Parameters<typeof target.batch>[0]) => {
          await domain()
            .directory.insert(creditedInvoices)
            .values({ invoiceNumber: number, companyId: otherCompany.id, amount: 5 })
            .onConflictDoNothing();
          return target.batch(statements);
        };
      },
    });
    const { addCredits: addCreditsOperation } = await import(
      "../../worker/domain/platform-tokens/add-credits"
    );
    await expect(
      addCreditsOperation({ ...ctx, directory }, admin.actor, company.id, credits(20, number)),
    ).rejects.toMatchObject({
      code: "conflict",
      message: expect.stringContaining(`Invoice ${number} was already credited`),
    });
    expect(await figuresOf(company.id)).toEqual({ balance: 0, used: 0, purchased: 0 });
    expect(await ledgerOf(company.id)).toHaveLength(0);
    expect((await findCompany(company.id)).tier).toBe("freemium");
    expect(await auditAbout(company.id, "company.tier_auto_upgrade")).toHaveLength(0);
  });

  it("a credit whose ledger cannot be written credits nothing, upgrades nothing and frees its invoice", async () => {
    const company = await createCompany("freemium");
    const number = invoice();
    const ctx = domain();
    // The company's database fails the credit's batch (the directory has claimed the invoice by then).
    const db = new Proxy(ctx.companyDb, {
      get(target, property, receiver) {
        if (property !== "batch") return Reflect.get(target, property, receiver);
        return async () => {
          throw new Error("D1_ERROR: Network connection lost.");
        };
      },
    });
    const { addCredits: addCreditsOperation } = await import(
      "../../worker/domain/platform-tokens/add-credits"
    );
    // The company is on the first company database: that one fails.
    const [, ...others] = ctx.companyDatabases;
    await expect(
      addCreditsOperation(
        { ...ctx, companyDb: db, companyDatabases: [db, ...others] },
        admin.actor,
        company.id,
        credits(20, number),
      ),
    ).rejects.toThrow("Network connection lost");
    expect(await figuresOf(company.id)).toEqual({ balance: 0, used: 0, purchased: 0 });
    expect((await findCompany(company.id)).tier).toBe("freemium");
    expect(await auditAbout(company.id, "company.tier_auto_upgrade")).toHaveLength(0);

    // The invoice was not used up: the same credit, tried again, goes through.
    const again = await addCredits(company.id, credits(20, number));
    expect(again.status).toBe(200);
    expect(await figuresOf(company.id)).toEqual({ balance: 20, used: 0, purchased: 20 });
    expect((await findCompany(company.id)).tier).toBe("per_document");
  });

  it("a Freemium company that receives credits becomes Pay Per Use; other tiers keep theirs", async () => {
    const freemium = await createCompany("freemium");
    const res = await addCredits(freemium.id, credits(10));
    const body = (await res.json()) as AddCreditsResultDto;
    expect(body.upgradedToPerDocument).toBe(true);
    expect(body.company.tier).toBe("per_document");
    expect((await findCompany(freemium.id)).tier).toBe("per_document");
    expect(await auditAbout(freemium.id, "company.tier_auto_upgrade")).toHaveLength(1);

    const enterprise = await createCompany("enterprise");
    const again = (await (await addCredits(enterprise.id, credits(10))).json()) as AddCreditsResultDto;
    expect(again.upgradedToPerDocument).toBe(false);
    expect((await findCompany(enterprise.id)).tier).toBe("enterprise");
    expect(await auditAbout(enterprise.id, "company.tier_auto_upgrade")).toHaveLength(0);
  });

  it("refuses bad input with the spec's messages (400) and changes nothing", async () => {
    const company = await createCompany("freemium");
    const cases: Array<[unknown, string, string]> = [
      [{ ...credits(0) }, "amount", "Amount must be at least 1"],
      [{ ...credits(1), amount: undefined }, "amount", "Amount must be at least 1"],
      [{ ...credits(1001) }, "amount", "Amount must be at most 1000"],
      [{ ...credits(1), amount: 1.5 }, "amount", "Amount must be a whole number"],
      [{ ...credits(5), description: "   " }, "description", "Description is required"],
      [{ ...credits(5), description: undefined }, "description", "Description is required"],
      [{ ...credits(5), invoiceNumber: "" }, "invoiceNumber", "Invoice number is required"],
      [{ ...credits(5), invoiceNumber: "  " }, "invoiceNumber", "Invoice number is required"],
    ];
    for (const [body, field, message] of cases) {
      const res = await addCredits(company.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(((await res.json()) as { fields: Record<string, string> }).fields[field]).toBe(message);
    }
    expect(await figuresOf(company.id)).toEqual({ balance: 0, used: 0, purchased: 0 });
    expect((await findCompany(company.id)).tier).toBe("freemium");
  });

  it("answers 404 for a company in the recycle bin or one that does not exist, and credits nothing", async () => {
    const company = await createCompany("per_document");
    await domain()
      .companyDb.update(companies)
      .set({ deletedAt: new Date() })
      .where(eq(companies.id, company.id));
    const number = invoice();
    expect((await addCredits(company.id, credits(10, number))).status).toBe(404);
    expect((await addCredits(999_999, credits(10))).status).toBe(404);
    expect(await figuresOf(company.id)).toEqual({ balance: 0, used: 0, purchased: 0 });
    // The invoice was not used up by the refused call.
    const live = await createCompany("per_document");
    expect((await addCredits(live.id, credits(10, number))).status).toBe(200);
  });
});

describe("GET /api/admin/companies/tokens, /api/admin/tokens/transactions, /api/admin/tokens/requests", () => {
  it("lists every company outside the recycle bin with its balance, zeros without a balance row", async () => {
    const tag = crypto.randomUUID().slice(0, 6);
    const rich = await createCompany("per_document", `Balances ${tag} Rich`);
    const none = await createCompany("freemium", `Balances ${tag} None`);
    const binned = await createCompany("per_document", `Balances ${tag} Binned`);
    await createTokenBalance(rich.id, 7, { used: 3, purchased: 10 });
    await domain()
      .companyDb.update(companies)
      .set({ deletedAt: new Date() })
      .where(eq(companies.id, binned.id));

    const res = await callApi("GET", "/api/admin/companies/tokens", { cookie: admin.cookie });
    expect(res.status).toBe(200);
    const mine = ((await res.json()) as PlatformCompanyBalanceDto[]).filter((c) => c.name.includes(tag));
    expect(mine).toEqual([
      expect.objectContaining({
        id: none.id,
        balance: 0,
        used: 0,
        purchased: 0,
        updatedAt: null,
        tier: "freemium",
      }),
      expect.objectContaining({ id: rich.id, balance: 7, used: 3, purchased: 10 }),
    ]);
    expect(mine[1]!.updatedAt).toEqual(expect.any(String));
  });

  it("lists every company's ledger newest first with the company name, a page at a time", async () => {
    const tag = crypto.randomUUID().slice(0, 6);
    const first = await createCompany("per_document", `Ledger ${tag} A`);
    const second = await createCompany("per_document", `Ledger ${tag} B`);
    const binned = await createCompany("per_document", `Ledger ${tag} Binned`);
    // In the far future, so they are the newest entries of this file's database.
    const at = (minute: number) => new Date(Date.UTC(2099, 0, 1, 9, minute));
    await domain()
      .companyDb.insert(tokenTransactions)
      .values([
        tokenTransactionRow({ companyId: first.id, amount: 10, description: "t1", createdAt: at(1) }),
        tokenTransactionRow({ companyId: second.id, amount: 20, description: "t2", createdAt: at(2) }),
        tokenTransactionRow({ companyId: binned.id, amount: 99, description: "hidden", createdAt: at(3) }),
        tokenTransactionRow({
          companyId: first.id,
          amount: -1,
          transactionType: "usage",
          description: "t3",
          createdAt: at(4),
        }),
        tokenTransactionRow({ companyId: second.id, amount: 5, description: "t4", createdAt: at(4) }),
        // Newer than all of them, more than a page: a page still holds the live companies' entries.
        ...Array.from({ length: 7 }, (_, i) =>
          tokenTransactionRow({
            companyId: binned.id,
            amount: 1,
            description: "hidden",
            createdAt: at(5 + i),
          }),
        ),
      ]);
    await domain()
      .companyDb.update(companies)
      .set({ deletedAt: new Date() })
      .where(eq(companies.id, binned.id));

    const page = async (query: string) => {
      const res = await callApi("GET", `/api/admin/tokens/transactions${query}`, { cookie: admin.cookie });
      expect(res.status).toBe(200);
      return (await res.json()) as PlatformTransactionPageDto;
    };
    const one = await page("?limit=2");
    expect(one.transactions.map((t) => [t.description, t.companyName])).toEqual([
      ["t4", `Ledger ${tag} B`],
      ["t3", `Ledger ${tag} A`],
    ]);
    expect(one.nextCursor).toEqual(expect.any(String));
    const two = await page(`?limit=2&before=${one.nextCursor}`);
    expect(two.transactions.map((t) => t.description)).toEqual(["t2", "t1"]);

    expect((await page("")).transactions.length).toBeLessThanOrEqual(100);
    for (const bad of ["?limit=0", "?limit=501", "?before=yesterday"]) {
      const res = await callApi("GET", `/api/admin/tokens/transactions${bad}`, { cookie: admin.cookie });
      expect(res.status, bad).toBe(400);
    }
  });

  it("lists every company's requests with the company, who asked and the outcome", async () => {
    const requester = await person({
      tier: "per_document",
      role: "company_admin",
      companyName: "Requests Co",
    });
    await domain()
      .companyDb.update(companySettings)
      .set({ emailServiceEnabled: true })
      .where(eq(companySettings.companyId, requester.company.id));
    const pending = await createTokenRequest(requester.company, {
      requestedTokens: 60,
      requestedByUserId: requester.user.id,
    });
    const gone = await createUser(requester.company.id, "user");
    const processed = await createTokenRequest(requester.company, { requestedByUserId: gone.id });
    await processRequest(processed.id, { status: "rejected", adminNotes: "No budget." });

    const res = await callApi("GET", "/api/admin/tokens/requests", { cookie: admin.cookie });
    expect(res.status).toBe(200);
    const list = (await res.json()) as PlatformTokenRequestDto[];
    const mine = list.filter((r) => r.companyId === requester.company.id);
    expect(mine.map((r) => r.id)).toEqual([processed.id, pending.id]);
    expect(mine[1]).toMatchObject({
      companyName: "Requests Co",
      requestedByName: "Test company_admin",
      requestedByEmail: requester.user.email,
      requestedTokens: 60,
      urgency: "high",
      status: "pending",
      businessJustification: "Quarterly refresh of our HR policies.",
      contactEmail: pending.contactEmail,
      adminNotes: null,
      tokensAdded: null,
      processedAt: null,
    });
    expect(mine[0]).toMatchObject({ status: "rejected", adminNotes: "No budget.", tokensAdded: 0 });
    expect(mine[0]!.processedAt).toEqual(expect.any(String));
  });
});

describe("who may administer tokens", () => {
  it("refuses everyone but the platform administrator (403; 401 signed out) and changes nothing", async () => {
    const company = await createCompany("freemium");
    const request = await createTokenRequest(company);
    for (const [tier, role] of [
      ["per_document", "company_admin"],
      ["enterprise", "company_admin"],
      ["system_admin", "company_admin"],
      ["freemium", "user"],
    ] as const) {
      const { cookie } = await person({ tier, role });
      for (const [method, path, body] of [
        ["GET", "/api/admin/companies/tokens", undefined],
        ["GET", "/api/admin/tokens/transactions", undefined],
        ["GET", "/api/admin/tokens/requests", undefined],
        ["POST", `/api/admin/companies/${company.id}/tokens`, credits(10)],
        ["PATCH", `/api/admin/tokens/requests/${request.id}`, { status: "approved" }],
      ] as const) {
        const res = await callApi(method, path, { cookie, body });
        expect(res.status, `${tier} ${role} ${method} ${path}`).toBe(403);
        expect(await messageOf(res)).toBe("Platform administrator privileges required.");
      }
    }
    expect((await callApi("GET", "/api/admin/tokens/requests")).status).toBe(401);
    expect(await findRequest(request.id)).toMatchObject({ status: "pending" });
    expect(await figuresOf(company.id)).toEqual({ balance: 0, used: 0, purchased: 0 });
    expect((await findCompany(company.id)).tier).toBe("freemium");
  });
});
