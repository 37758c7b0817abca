import type { Actor } from "../access/actor";
import { requirePermission } from "../access/require-permission";
import { readDomainClaims } from "../authorized-domains/domain-claims";
import type { DomainContext } from "../context";
import type { CompanySettingsDto } from "../contract";
import { companySeats } from "../team/team-rules";
import { loadCompanySettingsRow, toCompanySettingsDto } from "./company-settings-row";

/** The caller's company settings (Admin Panel → Company Settings); the Slack token only as a mask. */
export async function getCompanySettings(ctx: DomainContext, actor: Actor): Promise<CompanySettingsDto> {
  requirePermission(actor, "settings.read");
  // One round trip: the claims need only the company, not the row.
  const [row, seats, claims] = await Promise.all([
    loadCompanySettingsRow(ctx, actor.companyId),
    companySeats(ctx, actor.companyId),
    readDomainClaims(ctx, actor.companyId),
  ]);
  return toCompanySettingsDto(ctx, row, { tier: seats.tier, seatsUsed: seats.used }, claims);
}
