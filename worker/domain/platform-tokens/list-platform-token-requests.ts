import { desc } from "drizzle-orm";
import { tokenRequests } from "../../db/schema";
import type { Actor } from "../access/actor";
import { requirePermission } from "../access/require-permission";
import type { DomainContext } from "../context";
import type { PlatformTokenRequestDto } from "../contract";
import { activeCompany, selectRequests, toPlatformTokenRequestDto } from "./platform-token-rows";

/** Every company's token requests (of companies outside the recycle bin), newest first. */
export async function listPlatformTokenRequests(
  ctx: DomainContext,
  actor: Actor,
): Promise<PlatformTokenRequestDto[]> {
  requirePermission(actor, "platform.customers");
  const rows = await selectRequests(ctx)
    .where(activeCompany)
    .orderBy(desc(tokenRequests.createdAt), desc(tokenRequests.id));
  return rows.map(toPlatformTokenRequestDto);
}
