import { RateLimitedError, type TokenRequestDto } from "@charterly/domain/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { loader as historyLoader } from "../../remix-app/routes/tokens.history";
import {
  loader as requestsLoader,
  action as tokenRequestAction,
} from "../../remix-app/routes/tokens.request";
import { tokenRequests, tokenTransactions } from "../../worker/db/schema";
import { createTokenBalance, domain, type Person, person } from "../support/fixtures";
import { loadPage } from "../support/page-route-requests";
import { formAnswerOf, formPost, routeContextOf } from "../support/route-context";

// Pay Per Use's token pages (decision 026): 'Request Additional Tokens' posted to /tokens/request's
// action (POST /api/tokens/request's schema, rate limit and operation), its loader listing the
// company's requests, and /tokens/history's loader reading the ledger — for Pay Per Use companies only.

const FORM = {
  requestedTokens: "50",
  businessJustification: "Quarterly refresh of the finance policies.",
  urgency: "high",
  contactEmail: "finance.lead@example.test",
  contactPhone: "",
};

async function requestTokens(
  who: Person,
  fields: Record<string, string>,
  limited: RateLimitedError | null = null,
) {
  const context = await routeContextOf(who);
  const answer = await tokenRequestAction({
    request: formPost("/tokens/request", { intent: "request-tokens", ...fields }),
    context: { ...context, countOperation: async () => limited },
    params: {},
  });
  return formAnswerOf<TokenRequestDto>(answer);
}

const requestsOf = (companyId: number) =>
  domain().companyDb.select().from(tokenRequests).where(eq(tokenRequests.companyId, companyId));

describe("requesting tokens as a form", () => {
  it("records the request as the API does, once for a double submit, and the page then lists it", async () => {
    const admin = await person({ tier: "per_document", role: "company_admin" });
    const { status, body } = await requestTokens(admin, FORM);
    expect(status).toBe(200);
    expect(body.ok && body.value).toMatchObject({ requestedTokens: 50, urgency: "high", status: "pending" });
    const again = await requestTokens(admin, FORM);
    expect(again.status).toBe(200);
    expect(again.body.ok && again.body.value.id).toBe(body.ok && body.value.id);
    expect(await requestsOf(admin.company.id)).toHaveLength(1);

    const page = await loadPage<{ requests: Array<{ requestedTokens: number }> }>(
      requestsLoader,
      "/tokens/request",
      admin.cookie,
    );
    expect(page.requests.map((request) => request.requestedTokens)).toEqual([50]);
  });

  it("answers a short justification and a blank count with 400, each message next to its field, the text kept", async () => {
    const admin = await person({ tier: "per_document", role: "company_admin" });
    const { status, body } = await requestTokens(admin, {
      ...FORM,
      requestedTokens: "",
      businessJustification: "More",
    });
    expect(status).toBe(400);
    expect(body.ok).toBe(false);
    if (body.ok) return;
    expect(body.fieldErrors).toMatchObject({
      requestedTokens: "Must request at least 1 token",
      businessJustification: "Please provide a detailed business justification (minimum 10 characters)",
    });
    expect(body.values.businessJustification).toBe("More");
    expect(await requestsOf(admin.company.id)).toHaveLength(0);
  });

  it("refuses a plan without token credits, and a request over the rate limit, saving nothing", async () => {
    const enterprise = await person({ tier: "enterprise", role: "company_admin" });
    expect((await requestTokens(enterprise, FORM)).status).toBe(403);
    expect(await requestsOf(enterprise.company.id)).toHaveLength(0);

    const admin = await person({ tier: "per_document", role: "company_admin" });
    const limited = await requestTokens(admin, FORM, new RateLimitedError("Too many requests.", 60));
    expect(limited.status).toBe(429);
    expect(await requestsOf(admin.company.id)).toHaveLength(0);
  });
});

describe("the token pages' loaders", () => {
  it("reads the company's ledger for Transaction History, newest first", async () => {
    const someone = await person({ tier: "per_document", role: "user" });
    await createTokenBalance(someone.company.id, 9);
    const at = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    await domain()
      .companyDb.insert(tokenTransactions)
      .values([
        {
          companyId: someone.company.id,
          transactionType: "purchase",
          amount: 10,
          balanceAfter: 10,
          description: "Bought",
          createdAt: at(10),
        },
        {
          companyId: someone.company.id,
          transactionType: "usage",
          amount: -1,
          balanceAfter: 9,
          description: "Approved",
          createdAt: at(5),
        },
      ]);
    const page = await loadPage<{
      transactions: Array<{ description: string; balanceAfter: number }> | null;
    }>(historyLoader, "/tokens/history", someone.cookie);
    expect(page.transactions?.map((row) => [row.description, row.balanceAfter])).toEqual([
      ["Approved", 9],
      ["Bought", 10],
    ]);
  });

  it("answers a plan without token credits with its refusal instead of the lists", async () => {
    const enterprise = await person({ tier: "enterprise" });
    const history = await loadPage<{ transactions: unknown; refusal: string | null }>(
      historyLoader,
      "/tokens/history",
      enterprise.cookie,
    );
    expect(history.transactions).toBeNull();
    expect(history.refusal).toBeTruthy();
    const requests = await loadPage<{ requests: unknown; refusal: string | null }>(
      requestsLoader,
      "/tokens/request",
      enterprise.cookie,
    );
    expect(requests.requests).toBeNull();
  });
});
