import { RateLimitedError, type TokenRequestDto } from "@charterly/domain/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { action as dashboardAction } from "../../remix-app/routes/_index";
import { tokenRequests } from "../../worker/db/schema";
import { domain, type Person, person } from "../support/fixtures";
import { formAnswerOf, formPost, routeContextOf } from "../support/route-context";

// 'Request Additional Tokens' posted to the dashboard's route action (decision 026): the API's
// schema, rate limit and operation (POST /api/tokens/request), for Pay Per Use companies only.

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
  const answer = await dashboardAction({
    request: formPost("/?index", { intent: "request-tokens", ...fields }),
    context: { ...context, checkRateLimit: async () => limited },
    params: {},
  });
  return formAnswerOf<TokenRequestDto>(answer);
}

const requestsOf = (companyId: number) =>
  domain().db.select().from(tokenRequests).where(eq(tokenRequests.companyId, companyId));

describe("requesting tokens as a form", () => {
  it("records the request as the API does", async () => {
    const admin = await person({ tier: "per_document", role: "company_admin" });
    const { status, body } = await requestTokens(admin, FORM);
    expect(status).toBe(200);
    expect(body.ok && body.value).toMatchObject({ requestedTokens: 50, urgency: "high", status: "pending" });
    expect(await requestsOf(admin.company.id)).toHaveLength(1);
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
