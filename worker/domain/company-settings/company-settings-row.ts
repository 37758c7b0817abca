import { eq } from "drizzle-orm";
import { companySettings } from "../../db/schema";
import {
  listPendingDomains,
  type readDomainClaims,
  toPendingDomains,
} from "../authorized-domains/domain-claims";
import type { DomainContext } from "../context";
import { type CompanySettingsDto, maskSlackToken, type Tier, userLimitForTier } from "../contract";

export type CompanySettingsRow = typeof companySettings.$inferSelect;

/** The company's settings row, or the defaults the schema gives a new one (a company may have none yet). */
export async function loadCompanySettingsRow(
  ctx: DomainContext,
  companyId: number,
): Promise<CompanySettingsRow> {
  const [row] = await ctx.directory
    .select()
    .from(companySettings)
    .where(eq(companySettings.companyId, companyId))
    .limit(1);
  return (
    row ?? {
      companyId,
      maxUsers: null,
      emailServiceEnabled: true,
      aiAssistantEnabled: true,
      documentImportEnabled: true,
      authorizedDomains: [],
      slackEnabled: false,
      slackBotTokenEncrypted: null,
      slackChannelId: null,
      slackTeamId: null,
      slackTeamName: null,
      domainVerificationToken: null,
      updatedAt: new Date(0),
    }
  );
}

/** The saved Slack bot token in clear (for calls to Slack only), or null. */
export async function openSlackToken(ctx: DomainContext, row: CompanySettingsRow): Promise<string | null> {
  if (!row.slackBotTokenEncrypted) return null;
  return ctx.secrets.open(row.slackBotTokenEncrypted);
}

/**
 * The DTO: the token only as a mask ("xoxb-…4f2a"), never in clear or as ciphertext; the verified
 * domains apart from the pending ones, which route nobody.
 */
export async function toCompanySettingsDto(
  ctx: DomainContext,
  row: CompanySettingsRow,
  company: { tier: Tier; seatsUsed: number },
  /** The company's domain claims when the caller read them with the row (else read here, after it). */
  claims?: Awaited<ReturnType<typeof readDomainClaims>>,
): Promise<CompanySettingsDto> {
  let tokenMask: string | null = null;
  if (row.slackBotTokenEncrypted) {
    try {
      tokenMask = maskSlackToken((await openSlackToken(ctx, row)) ?? "");
    } catch {
      // Sealed with another key (ENCRYPTION_KEY rotated): a token is saved, its end cannot be shown.
      tokenMask = "xoxb-…";
    }
  }
  return {
    companyId: row.companyId,
    tier: company.tier,
    maxUsers: row.maxUsers,
    seatLimit: userLimitForTier(company.tier),
    seatsUsed: company.seatsUsed,
    emailServiceEnabled: row.emailServiceEnabled,
    aiAssistantEnabled: row.aiAssistantEnabled,
    documentImportEnabled: row.documentImportEnabled,
    authorizedDomains: row.authorizedDomains,
    pendingDomains: claims
      ? toPendingDomains(claims, row.domainVerificationToken)
      : await listPendingDomains(ctx, row.companyId, row.domainVerificationToken),
    dnsVerificationAvailable: ctx.dns !== null,
    slack: {
      enabled: row.slackEnabled,
      tokenMask,
      channelId: row.slackChannelId,
      teamId: row.slackTeamId,
      teamName: row.slackTeamName,
    },
  };
}
