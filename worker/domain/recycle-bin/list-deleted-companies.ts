import { asc, eq } from "drizzle-orm";
import { deletedCompanies, users } from "../../db/schema";
import type { Actor } from "../access/actor";
import { requirePermission } from "../access/require-permission";
import type { DomainContext } from "../context";
import { type DeletedCompanyDto, fullName } from "../contract";
import { toDeletedCompanyDto } from "./deleted-company-record";

/** The recycle bin (GET /api/admin/deleted-companies): soonest permanent deletion first, with days left. */
export async function listDeletedCompanies(ctx: DomainContext, actor: Actor): Promise<DeletedCompanyDto[]> {
  requirePermission(actor, "platform.customers");
  const rows = await ctx.directory
    .select({ record: deletedCompanies, deletedBy: users })
    .from(deletedCompanies)
    .leftJoin(users, eq(users.id, deletedCompanies.deletedByUserId))
    .orderBy(asc(deletedCompanies.permanentDeleteAt), asc(deletedCompanies.companyId));
  const now = ctx.clock.now();
  return rows.map(({ record, deletedBy }) =>
    toDeletedCompanyDto(
      record,
      deletedBy ? { name: fullName(deletedBy), email: deletedBy.email } : null,
      now,
    ),
  );
}
