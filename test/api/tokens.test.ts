import type { TokenBalanceDto, TokenRequestDto, TokenTransactionDto } from "@charterly/domain/contract";
import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { tokenRequests, tokenTransactions } from "../../worker/db/schema";
import { tokenTransactionRow } from "../support/factories";
import { callApi, createCompany, createTokenBalance, domain, person } from "../support/fixtures";

const TIER_MESSAGE = "Token credits are part of the Pay Per Use plan.";

const VALID_REQUEST = {
  requestedTokens: 25,
  businessJustification: "Quarterly refresh of our HR policies.",
  urgency: "high",
  contactEmail: "ops@example.test",
  contactPhone: "+44 20 7946 0000",
};

const requestCount = async (companyId: number) =>
  (
    await domain()
      .companyDb.select({ n: count() })
      .from(tokenRequests)
      .where(eq(tokenRequests.companyId, companyId))
  )[0]!.n;

describe("token routes: who may call them", () => {
  it("refuses freemium and enterprise companies with the Pay Per Use message", async () => {
    for (const tier of ["freemium", "enterprise"] as const) {
      const { cookie } = await person({ tier, role: "company_admin" });
      for (const [method, path, body] of [
        ["GET", "/api/tokens/balance", undefined],
        ["GET", "/api/tokens/transactions", undefined],
        ["GET", "/api/tokens/requests", undefined],
        ["POST", "/api/tokens/request", VALID_REQUEST],
        ["POST", "/api/tokens/requests", VALID_REQUEST],
      ] as const) {
        const res = await callApi(method, path, { cookie, body });
        expect(res.status, `${tier} ${method} ${path}`).toBe(403);
        expect(await res.json()).toEqual({ code: "forbidden", message: TIER_MESSAGE });
      }
    }
  });
});

describe("GET /api/tokens/balance and /api/tokens/transactions", () => {
  it("answers zeros and an empty ledger for a company that never had tokens", async () => {
    const { cookie } = await person({ tier: "per_document" });
    const balance = await callApi("GET", "/api/tokens/balance", { cookie });
    expect(balance.status).toBe(200);
    expect(await balance.json()).toEqual({ balance: 0, used: 0, purchased: 0 });
    const ledger = await callApi("GET", "/api/tokens/transactions", { cookie });
    expect(await ledger.json()).toEqual([]);
  });

  it("answers the company's own balance and ledger, newest first", async () => {
    const { company, cookie } = await person({ tier: "per_document" });
    const other = await createCompany("per_document");
    await createTokenBalance(company.id, 7, { used: 3, purchased: 10 });
    await createTokenBalance(other.id, 99);
    const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 9, minute));
    await domain()
      .companyDb.insert(tokenTransactions)
      .values([
        tokenTransactionRow({ companyId: company.id, amount: 10, createdAt: at(0) }),
        tokenTransactionRow({
          companyId: company.id,
          transactionType: "usage",
          amount: -1,
          balanceAfter: 9,
          description: "Document approved: A",
          createdAt: at(5),
        }),
        tokenTransactionRow({
          companyId: other.id,
          amount: 99,
          description: "Other company",
          createdAt: at(7),
        }),
      ]);
    const balance = (await (
      await callApi("GET", "/api/tokens/balance", { cookie })
    ).json()) as TokenBalanceDto;
    expect(balance).toEqual({ balance: 7, used: 3, purchased: 10 });
    const ledger = (await (
      await callApi("GET", "/api/tokens/transactions", { cookie })
    ).json()) as TokenTransactionDto[];
    expect(ledger.map((t) => [t.transactionType, t.amount, t.balanceAfter, t.description])).toEqual([
      ["usage", -1, 9, "Document approved: A"],
      ["purchase", 10, 10, "Opening balance"],
    ]);
    expect(ledger[0]!.createdAt).toBe(at(5).toISOString());
    const limited = (await (
      await callApi("GET", "/api/tokens/transactions?limit=1", { cookie })
    ).json()) as TokenTransactionDto[];
    expect(limited).toHaveLength(1);
  });
});

describe("POST /api/tokens/request", () => {
  it("records a pending request and lists it (newest first) for the company only", async () => {
    const { company, user, cookie } = await person({ tier: "per_document" });
    const first = await callApi("POST", "/api/tokens/request", { cookie, body: VALID_REQUEST });
    expect(first.status).toBe(200);
    const created = (await first.json()) as TokenRequestDto;
    expect(created).toMatchObject({
      requestedTokens: 25,
      businessJustification: "Quarterly refresh of our HR policies.",
      urgency: "high",
      contactEmail: "ops@example.test",
      contactPhone: "+44 20 7946 0000",
      status: "pending",
      tokensAdded: null,
      requestedBy: user.id,
    });
    // The collection's name is accepted too, and a blank phone is stored as none.
    const second = await callApi("POST", "/api/tokens/requests", {
      cookie,
      body: { ...VALID_REQUEST, requestedTokens: 1000, urgency: "low", contactPhone: "" },
    });
    expect(second.status).toBe(200);
    expect(((await second.json()) as TokenRequestDto).contactPhone).toBeNull();

    const stranger = await person({ tier: "per_document" });
    await callApi("POST", "/api/tokens/request", { cookie: stranger.cookie, body: VALID_REQUEST });

    const list = (await (
      await callApi("GET", "/api/tokens/requests", { cookie })
    ).json()) as TokenRequestDto[];
    expect(list.map((r) => r.requestedTokens)).toEqual([1000, 25]);
    expect(await requestCount(company.id)).toBe(2);
    // Requesting tokens adds none.
    expect(await (await callApi("GET", "/api/tokens/balance", { cookie })).json()).toEqual({
      balance: 0,
      used: 0,
      purchased: 0,
    });
  });

  it("answers the form's messages for bad bodies and records nothing", async () => {
    const { company, cookie } = await person({ tier: "per_document" });
    const cases: [unknown, Record<string, string>][] = [
      [
        {},
        {
          requestedTokens: "Must request at least 1 token",
          businessJustification: "Please provide a detailed business justification (minimum 10 characters)",
          urgency: "Please select urgency level",
          contactEmail: "Valid email address required",
        },
      ],
      [{ ...VALID_REQUEST, requestedTokens: 0 }, { requestedTokens: "Must request at least 1 token" }],
      [{ ...VALID_REQUEST, requestedTokens: 1001 }, { requestedTokens: "Maximum 1000 tokens per request" }],
      [
        { ...VALID_REQUEST, businessJustification: "   too short   " },
        { businessJustification: "Please provide a detailed business justification (minimum 10 characters)" },
      ],
      [{ ...VALID_REQUEST, urgency: "urgent" }, { urgency: "Please select urgency level" }],
      [{ ...VALID_REQUEST, contactEmail: "not-an-email" }, { contactEmail: "Valid email address required" }],
    ];
    for (const [body, fields] of cases) {
      for (const path of ["/api/tokens/request", "/api/tokens/requests"]) {
        const res = await callApi("POST", path, { cookie, body });
        expect(res.status, JSON.stringify(body)).toBe(400);
        const answer = (await res.json()) as {
          code: string;
          message: string;
          fields: Record<string, string>;
        };
        expect(answer.code).toBe("invalid_input");
        expect(answer.fields).toEqual(fields);
        expect(answer.message).toBe(
          Object.entries(fields)
            .map(([field, text]) => `${field}: ${text}`)
            .join("; "),
        );
      }
    }
    expect(await requestCount(company.id)).toBe(0);
  });
});
