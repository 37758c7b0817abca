import { SYSTEM_COMPANY_ID } from "@charterly/domain/contract";
import { eq } from "drizzle-orm";
import type { DomainContext } from "../../domain/context";
import { createDocument } from "../../domain/documents/create-document";
import { repairPeopleMirror } from "../../domain/people/people-mirror";
import { fillPlaceholders } from "../../domain/templates/fill-placeholders";
import { companies, companySettings, templates, tokenBalances, tokenTransactions, users } from "../schema";
import { seedAccounts, seedCompanies } from "./accounts";
import { seedDocuments } from "./demo-documents";
import {
  companyRow,
  companySettingsRow,
  documentInput,
  templateRow,
  tokenBalanceRow,
  tokenTransactionRow,
  userRow,
} from "./factories";
import { seedTemplates } from "./templates";

export interface SeedSummary {
  templatesAdded: number;
  demoDataAdded: boolean;
}

/**
 * Idempotent: templates are added by slug when missing; the demo companies, people and documents
 * are added only to a database that does not have the platform company yet.
 */
export async function seedDatabase(ctx: DomainContext): Promise<SeedSummary> {
  const now = ctx.clock.now();
  let templatesAdded = 0;
  for (const t of seedTemplates) {
    const result = await ctx.companyDb
      .insert(templates)
      .values(templateRow({ ...t, usageCount: 0, createdAt: now, updatedAt: now }))
      .onConflictDoNothing({ target: templates.slug });
    templatesAdded += result.meta.changes ?? 0;
  }

  const existing = await ctx.companyDb
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.id, SYSTEM_COMPANY_ID));
  if (existing.length > 0) return { templatesAdded, demoDataAdded: false };

  await ctx.companyDb.batch([
    ctx.companyDb.insert(companies).values(
      seedCompanies.map((c) =>
        companyRow({
          id: c.id,
          name: c.name,
          displayName: c.displayName,
          tier: c.tier,
          createdAt: now,
          updatedAt: now,
        }),
      ),
    ),
    ctx.companyDb
      .insert(companySettings)
      .values(seedCompanies.map((c) => companySettingsRow({ companyId: c.id, updatedAt: now }))),
    ctx.companyDb.insert(users).values(
      seedAccounts.map((a) =>
        userRow({
          companyId: a.companyId,
          email: a.email,
          firstName: a.firstName,
          lastName: a.lastName,
          role: a.role,
          createdAt: now,
          updatedAt: now,
        }),
      ),
    ),
    ...seedCompanies
      .filter((c) => c.tokens)
      .flatMap((c) => [
        ctx.companyDb
          .insert(tokenBalances)
          .values(tokenBalanceRow({ companyId: c.id, balance: c.tokens!, updatedAt: now })),
        ctx.companyDb
          .insert(tokenTransactions)
          .values(tokenTransactionRow({ companyId: c.id, amount: c.tokens!, createdAt: now })),
      ]),
  ]);

  // The company databases' copies of the people just written (domain/people/people-mirror.ts).
  await repairPeopleMirror(ctx);
  const people = await ctx.companyDb.select().from(users);
  const companyById = new Map(seedCompanies.map((c) => [c.id, c]));
  for (const doc of seedDocuments) {
    const template = seedTemplates.find((t) => t.slug === doc.templateSlug);
    const author = people.find((p) => p.email === doc.authorEmail);
    const company = companyById.get(doc.companyId);
    if (!template || !author || !company)
      throw new Error(`Seed document "${doc.title}" refers to missing data`);
    const [storedTemplate] = await ctx.companyDb
      .select({ id: templates.id })
      .from(templates)
      .where(eq(templates.slug, template.slug));
    await createDocument(
      ctx,
      documentInput({
        companyId: doc.companyId,
        author: { userId: author.id, displayName: `${author.firstName} ${author.lastName}` },
        title: doc.title,
        description: doc.description,
        category: doc.category,
        status: doc.status,
        templateId: storedTemplate?.id ?? null,
        content: fillPlaceholders(template.content, {
          companyName: company.displayName,
          department: "People Operations",
          effectiveDate: now.toISOString().slice(0, 10),
        }),
      }),
    );
  }
  return { templatesAdded, demoDataAdded: true };
}
