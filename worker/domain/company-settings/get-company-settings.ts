import type { Actor } from "../access/actor";
import { requirePermission } from "../access/require-permission";
import type { DomainContext } from "../context";
import type { CompanySettingsDto } from "../contract";
import { companySeats } from "../team/team-rules";
import { loadCompanySettingsRow, toCompanySettingsDto } from "./company-settings-row";

/** The caller's company settings (Admin Panel → Company Settings); the Slack token only as a mask. */
export async function getCompanySettings(ctx: DomainContext, actor: Actor): Promise<CompanySettingsDto> {
  requirePermission(actor, "settings.read");
  const [row, seats] = await Promise.all([
    loadCompanySettingsRow(ctx, actor.companyId),
    companySeats(ctx, actor.companyId),
  ]);
  return toCompanySettingsDto(ctx, row, { tier: seats.tier, seatsUsed: seats.used });
}
