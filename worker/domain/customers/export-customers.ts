import { and, asc, eq, isNull } from "drizzle-orm";
import { companies, users } from "../../db/schema";
import type { Actor } from "../access/actor";
import { requirePermission } from "../access/require-permission";
import { auditEventStatement } from "../audit/audit-event";
import type { DomainContext } from "../context";
import { customerExportFileName } from "../contract";
import { activeCompany, selectCompanies } from "./customer-rules";
import { customerWorkbook } from "./customer-workbook";

export interface CustomerExport {
  /** customer-export-YYYY-MM-DD.xlsx (UTC). */
  fileName: string;
  bytes: Uint8Array;
}

/**
 * Export Excel: every active person of every company outside the recycle bin, with their company's
 * plan and counts, and every such company, as an .xlsx workbook (customer-workbook.ts). Personal
 * data leaves the platform, so the export is recorded in the audit trail.
 */
export async function exportCustomers(ctx: DomainContext, actor: Actor): Promise<CustomerExport> {
  requirePermission(actor, "platform.customers");
  const now = ctx.clock.now();
  const [companyRows, people] = await Promise.all([
    selectCompanies(ctx, activeCompany),
    ctx.directory
      .select({
        id: users.id,
        companyId: users.companyId,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        role: users.role,
        createdAt: users.createdAt,
        lastLoginAt: users.lastLoginAt,
      })
      .from(users)
      .innerJoin(companies, eq(companies.id, users.companyId))
      .where(and(activeCompany, isNull(users.deactivatedAt)))
      .orderBy(asc(users.companyId), asc(users.id)),
  ]);
  // Oldest company first, as the people are: the sheets read in the same order.
  const ordered = [...companyRows].sort((a, b) => a.id - b.id);
  const bytes = await customerWorkbook(ordered, people, now);
  await auditEventStatement(ctx.directory, ctx.clock, actor, {
    action: "customers.export",
    targetType: "customer_export",
    targetId: customerExportFileName(now),
    details: { companies: ordered.length, people: people.length },
  });
  return { fileName: customerExportFileName(now), bytes };
}
