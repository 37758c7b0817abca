import { asc, isNull } from "drizzle-orm";
import { companies } from "../../db/schema";
import type { Actor } from "../access/actor";
import { requirePermission } from "../access/require-permission";
import type { DomainContext } from "../context";
import type { DeletionCandidateDto } from "../contract";
import { documentCountsOf } from "../platform/company-databases";
import { deletionRefusal, platformAdminCountOfCompany, userCountOfCompany } from "./company-figures";

/**
 * Every active company (not in the recycle bin), by name, with its people and documents: the list
 * the Account Deletion tab deletes from. The system company is listed but marked not deletable.
 */
export async function listDeletionCandidates(
  ctx: DomainContext,
  actor: Actor,
): Promise<DeletionCandidateDto[]> {
  requirePermission(actor, "platform.customers");
  // The companies and their people from the directory, their documents from every company database.
  const [rows, documentCounts] = await Promise.all([
    ctx.directory
      .select({
        id: companies.id,
        name: companies.name,
        displayName: companies.displayName,
        tier: companies.tier,
        createdAt: companies.createdAt,
        userCount: userCountOfCompany,
        platformAdmins: platformAdminCountOfCompany,
      })
      .from(companies)
      .where(isNull(companies.deletedAt))
      .orderBy(asc(companies.name), asc(companies.id)),
    documentCountsOf(ctx, "every"),
  ]);
  return rows.map((row) => {
    const refusal = deletionRefusal(row.id, row.platformAdmins);
    return {
      id: row.id,
      name: row.name,
      displayName: row.displayName,
      subscriptionTier: row.tier,
      userCount: row.userCount,
      documentCount: documentCounts.get(row.id) ?? 0,
      createdAt: row.createdAt.toISOString(),
      deletable: refusal === null,
      reason: refusal,
    };
  });
}
