import { eq } from "drizzle-orm";
import { companies } from "../../db/schema";
import type { Actor } from "../access/actor";
import { requirePermission } from "../access/require-permission";
import type { DomainContext } from "../context";
import { type DeletionInfoDto, notFound } from "../contract";
import { documentCountsOf, knowledgeBaseCountsOf } from "../platform/company-databases";
import { userCountOfCompany } from "./company-figures";

/**
 * What deleting a company takes away (§3 'Deletion info'): its users, documents and knowledge-base
 * entries. For an active company and for one already in the recycle bin (before deleting it for good).
 */
export async function getDeletionInfo(
  ctx: DomainContext,
  actor: Actor,
  companyId: number,
): Promise<DeletionInfoDto> {
  requirePermission(actor, "platform.customers");
  // The company and its people from the directory, its documents and entries from the company
  // databases, read together.
  const [[row], documents, entries] = await Promise.all([
    ctx.directory
      .select({ company: companies, userCount: userCountOfCompany })
      .from(companies)
      .where(eq(companies.id, companyId)),
    documentCountsOf(ctx, [companyId]),
    knowledgeBaseCountsOf(ctx, [companyId]),
  ]);
  if (!row) throw notFound("company");
  const { company } = row;
  return {
    company: {
      id: company.id,
      name: company.name,
      displayName: company.displayName,
      subscriptionTier: company.tier,
      createdAt: company.createdAt.toISOString(),
      deletedAt: company.deletedAt?.toISOString() ?? null,
    },
    userCount: row.userCount,
    documentCount: documents.get(companyId) ?? 0,
    knowledgeBaseCount: entries.get(companyId) ?? 0,
  };
}
