import { CATEGORIES } from "@charterly/domain/contract";
import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { domain } from "../../../test/support/fixtures";
import { documentWithContent } from "../../domain/documents/load-document";
import {
  companies,
  companySettings,
  documents,
  documentVersions,
  templates,
  tokenBalances,
  users,
} from "../schema";
import { seedAccounts } from "./accounts";
import { companyRow, companySettingsRow, DEFAULT_FEATURES } from "./factories";
import { seedDatabase } from "./index";
import { seedTemplates } from "./templates";

const HEADING = (line: string) =>
  line.length < 100 &&
  (line === line.toUpperCase() && /[A-Z]/.test(line)
    ? true
    : /^\d+(\.\d+)*\.?\s/.test(line) || line.endsWith(":"));

describe("the template library", () => {
  it("has at least 24 templates, at least 4 in every category", () => {
    expect(seedTemplates.length).toBeGreaterThanOrEqual(24);
    for (const category of CATEGORIES) {
      expect(seedTemplates.filter((t) => t.category === category).length, category).toBeGreaterThanOrEqual(4);
    }
  });

  it("each template is a usable policy: 600+ words, headings, numbered sections, placeholders and a preview", () => {
    for (const t of seedTemplates) {
      const words = t.content.split(/\s+/).filter(Boolean).length;
      expect(words, `${t.slug} word count`).toBeGreaterThanOrEqual(600);
      const lines = t.content.split("\n").map((l) => l.trim());
      const numbered = lines.filter((l) => /^\d+\.\s+\S/.test(l) && l.length < 100);
      expect(numbered.length, `${t.slug} numbered sections`).toBeGreaterThanOrEqual(6);
      expect(lines.filter(HEADING).length, `${t.slug} headings`).toBeGreaterThanOrEqual(8);
      expect(t.content, t.slug).toContain("[Company Name]");
      expect(t.previewContent.length, `${t.slug} preview`).toBeGreaterThan(40);
      expect(t.previewContent.length).toBeLessThan(400);
    }
    expect(new Set(seedTemplates.map((t) => t.slug)).size).toBe(seedTemplates.length);
  });

  it("mixes public and signed-in-only templates and all three required tiers", () => {
    expect(seedTemplates.some((t) => t.isPublic)).toBe(true);
    expect(seedTemplates.some((t) => !t.isPublic)).toBe(true);
    for (const tier of ["freemium", "per_document", "enterprise"] as const) {
      expect(
        seedTemplates.some((t) => t.requiredTier === tier),
        tier,
      ).toBe(true);
    }
  });
});

describe("seedDatabase", () => {
  it("is idempotent and creates the demo accounts, balances and documents with version 1", async () => {
    const ctx = domain();
    await seedDatabase(ctx);
    const again = await seedDatabase(ctx);
    expect(again).toEqual({ templatesAdded: 0, demoDataAdded: false });

    const [templateCount] = await ctx.companyDb.select({ n: count() }).from(templates);
    expect(templateCount!.n).toBeGreaterThanOrEqual(seedTemplates.length);
    for (const account of seedAccounts) {
      const [user] = await ctx.companyDb.select().from(users).where(eq(users.email, account.email));
      expect(user, account.email).toMatchObject({ role: account.role, companyId: account.companyId });
    }
    const [balance] = await ctx.companyDb
      .select()
      .from(tokenBalances)
      .where(eq(tokenBalances.companyId, 10003));
    expect(balance!.balance).toBeGreaterThan(0);
    const docs = await ctx.companyDb
      .select(documentWithContent)
      .from(documents)
      .where(eq(documents.companyId, 10002));
    expect(docs.length).toBeGreaterThanOrEqual(3);
    for (const doc of docs) {
      expect(doc.content).toContain("Northwind");
      expect(doc.content).not.toContain("[Company Name]");
      const versions = await ctx.companyDb
        .select()
        .from(documentVersions)
        .where(eq(documentVersions.documentId, doc.id));
      expect(versions).toHaveLength(1);
      expect(versions[0]).toMatchObject({ version: 1, changeType: "created" });
      expect(versions[0]!.wordCount).toBeGreaterThan(600);
    }
  });
});

describe("the factories", () => {
  it("describe a new company's settings as the database's defaults make them", async () => {
    const ctx = domain();
    const [company] = await ctx.companyDb.insert(companies).values(companyRow()).returning();
    await ctx.companyDb.insert(companySettings).values({ companyId: company!.id });
    const [stored] = await ctx.companyDb
      .select()
      .from(companySettings)
      .where(eq(companySettings.companyId, company!.id));
    expect(stored).toMatchObject(companySettingsRow({ companyId: company!.id }));
    expect(companySettingsRow({ companyId: 1, features: { slack: true } })).toMatchObject({
      slackEnabled: true,
      aiAssistantEnabled: DEFAULT_FEATURES.aiAssistant,
    });
  });
});
