import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { companySettings, templates, tokenBalances, users } from "../../worker/db/schema";
import { createDocument } from "../../worker/domain/documents/create-document";
import { callApi, cookieFor, createCompany, createUser, domain } from "../support/fixtures";

describe("GET /api/auth/check-registration-limit", () => {
  it("counts the caller's company's active users against its plan's limit", async () => {
    const company = await createCompany("freemium");
    const admin = await createUser(company.id, "company_admin");
    await createUser(company.id, "user");
    const gone = await createUser(company.id, "user");
    await domain().db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, gone.id));
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
      const company = await createCompany(tier);
      const user = await createUser(company.id, "user");
      await domain()
        .db.update(companySettings)
        .set({ maxUsers })
        .where(eq(companySettings.companyId, company.id));
      const res = await callApi("GET", "/api/auth/check-registration-limit", {
        cookie: await cookieFor(user.id),
      });
      expect(await res.json(), `${tier} ${maxUsers}`).toEqual({ currentCount: 1, maxCount: expected });
    }
    expect((await callApi("GET", "/api/auth/check-registration-limit")).status).toBe(401);
  });
});

describe("GET /api/analytics/stats", () => {
  it("answers the company's real figures", async () => {
    const ctx = domain();
    const company = await createCompany("per_document");
    const user = await createUser(company.id, "user");
    await createUser(company.id, "admin");
    await ctx.db.insert(tokenBalances).values({ companyId: company.id, balance: 7, used: 3, purchased: 10 });
    const make = (status: "draft" | "approved" | "archived", category: "hr" | "it", at: Date) =>
      createDocument(
        { ...ctx, clock: { now: () => at } },
        {
          companyId: company.id,
          author: { userId: user.id, displayName: "T" },
          title: "D",
          category,
          content: "x",
          status,
        },
      );
    const now = new Date();
    const lastYear = new Date(Date.UTC(now.getUTCFullYear() - 1, 5, 15));
    await make("draft", "hr", now);
    await make("approved", "hr", now);
    await make("archived", "it", lastYear);
    // Another company's documents do not count.
    const other = await createCompany("per_document");
    await createDocument(ctx, {
      companyId: other.id,
      author: { userId: null, displayName: "X" },
      title: "Other",
      category: "legal",
      content: "x",
      status: "draft",
    });
    const templatesAvailable = (await ctx.db.select({ id: templates.id }).from(templates)).length;

    const res = await callApi("GET", "/api/analytics/stats", { cookie: await cookieFor(user.id) });
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
    const company = await createCompany("enterprise");
    const user = await createUser(company.id, "user");
    const res = await callApi("GET", "/api/analytics/stats", { cookie: await cookieFor(user.id) });
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
