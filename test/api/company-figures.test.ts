import { describe, expect, it } from "vitest";
import { templates } from "../../worker/db/schema";
import {
  callApi,
  cookieFor,
  createCompany,
  createDocument,
  createTokenBalance,
  createUser,
  domain,
  person,
} from "../support/fixtures";

describe("GET /api/auth/check-registration-limit", () => {
  it("counts the caller's company's active users against its plan's limit", async () => {
    const company = await createCompany("freemium");
    const admin = await createUser(company.id, "company_admin");
    await createUser(company.id, "user");
    await createUser(company.id, "user", { deactivatedAt: new Date() });
    const other = await createCompany("freemium");
    await createUser(other.id, "user");

    const cookie = await cookieFor(admin.id);
    // The spec's query parameters are ignored: always the caller's own company.
    const res = await callApi("GET", `/api/auth/check-registration-limit?companyName=Other&tier=enterprise`, {
      cookie,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ currentCount: 2, maxCount: 3 });
  });

  it("uses each plan's limit, lowered by the company's maxUsers setting, null for unlimited", async () => {
    const cases = [
      ["per_document", null, 5],
      ["enterprise", null, 50],
      ["enterprise", 10, 10],
      ["per_document", 99, 5],
      ["system_admin", null, null],
    ] as const;
    for (const [tier, maxUsers, expected] of cases) {
      const { cookie } = await person({ tier, maxUsers });
      const res = await callApi("GET", "/api/auth/check-registration-limit", { cookie });
      expect(await res.json(), `${tier} ${maxUsers}`).toEqual({ currentCount: 1, maxCount: expected });
    }
    expect((await callApi("GET", "/api/auth/check-registration-limit")).status).toBe(401);
  });
});

describe("GET /api/analytics/stats", () => {
  it("answers the company's real figures", async () => {
    const { company, user, cookie } = await person({ tier: "per_document" });
    await createUser(company.id, "admin");
    await createTokenBalance(company.id, 7, { used: 3, purchased: 10 });
    const make = (status: "draft" | "approved" | "archived", category: "hr" | "it", at: Date) =>
      createDocument(company.id, {
        author: { userId: user.id, displayName: "T" },
        title: "D",
        category,
        content: "x",
        status,
        at,
      });
    const now = new Date();
    const lastYear = new Date(Date.UTC(now.getUTCFullYear() - 1, 5, 15));
    await make("draft", "hr", now);
    await make("approved", "hr", now);
    await make("archived", "it", lastYear);
    // Another company's documents do not count.
    const other = await createCompany("per_document");
    await createDocument(other.id, { title: "Other", category: "legal", content: "x", status: "draft" });
    const templatesAvailable = (await domain().companyDb.select({ id: templates.id }).from(templates)).length;

    const res = await callApi("GET", "/api/analytics/stats", { cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      totalDocuments: 3,
      documentsByStatus: {
        draft: 1,
        generated: 0,
        under_review: 0,
        pending_approval: 0,
        approved: 1,
        archived: 1,
      },
      documentsByCategory: { hr: 2, travel: 0, finance: 0, it: 1, legal: 0, other: 0 },
      documentsThisMonth: 2,
      templatesAvailable,
      teamMembers: 2,
      tokenBalance: 7,
    });
  });

  it("has no token balance off the Pay Per Use plan, and zeros for an empty company", async () => {
    const { cookie } = await person({ tier: "enterprise" });
    const res = await callApi("GET", "/api/analytics/stats", { cookie });
    expect(await res.json()).toMatchObject({
      totalDocuments: 0,
      documentsThisMonth: 0,
      teamMembers: 1,
      tokenBalance: null,
      documentsByStatus: { draft: 0, approved: 0 },
    });
    expect((await callApi("GET", "/api/analytics/stats")).status).toBe(401);
  });
});
