import { companies } from "../../db/schema";
import type { Actor } from "../access/actor";
import { requirePermission } from "../access/require-permission";
import type { DomainContext } from "../context";
import type { PlatformTokenRequestDto } from "../contract";
import { companyDatabases } from "../platform/company-databases";
import { activeCompany, selectRequests, toPlatformTokenRequestDto } from "./platform-token-rows";

/** Every company's token requests (of companies outside the recycle bin), newest first. */
export async function listPlatformTokenRequests(
  ctx: DomainContext,
  actor: Actor,
): Promise<PlatformTokenRequestDto[]> {
  requirePermission(actor, "platform.customers");
  // Every company database's requests, and the companies outside the recycle bin from the
  // directory, read together; merged newest first.
  const [requests, live] = await Promise.all([
    Promise.all(companyDatabases(ctx).map((db) => selectRequests(db))),
    ctx.directory.select({ id: companies.id, name: companies.name }).from(companies).where(activeCompany),
  ]);
  const nameOf = new Map(live.map((company) => [company.id, company.name]));
  return requests
    .flat()
    .flatMap((row) => {
      const companyName = nameOf.get(row.request.companyId);
      return companyName === undefined ? [] : [{ ...row, companyName }];
    })
    .sort(
      (a, b) => b.request.createdAt.getTime() - a.request.createdAt.getTime() || b.request.id - a.request.id,
    )
    .map(toPlatformTokenRequestDto);
}
