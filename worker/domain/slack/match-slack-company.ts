import { and, eq, isNotNull, isNull } from "drizzle-orm";
import { companies, companySettings, users } from "../../db/schema";
import type { DomainContext } from "../context";
import {
  AppError,
  conflict,
  forbidden,
  SLACK_AMBIGUOUS_TEAM_MESSAGE,
  SLACK_NO_COMPANY_MESSAGE,
  SLACK_TIERS,
  type SlackChannelType,
  slackWrongChannelMessage,
} from "../contract";

/** A company whose enabled Slack settings matched a Slack call (decision 017). */
export interface SlackCompany {
  companyId: number;
  companyName: string;
  company: typeof companies.$inferSelect;
  settings: typeof companySettings.$inferSelect;
  /** The company's configured channel. */
  channelId: string;
  /** The sealed bot token (opened only to call Slack or for the bot's `authorize`). */
  sealedBotToken: string;
}

export interface SlackWhere {
  teamId: string;
  /** The conversation of the call, when it has one. */
  channelId?: string;
  channelType?: SlackChannelType;
  /** The caller's e-mail: tells companies sharing a workspace apart in a direct message. */
  email?: string | null;
}

/**
 * Which conversations a call may come from:
 * - `answer`: the company's configured channel, or a direct message to the bot (`im`) — where the
 *   bot answers questions; any other channel is refused (403), so a channel of another company (or
 *   of nobody) never reads this company's documents;
 * - `team`: anywhere in the workspace (a button under an ephemeral list, `/charterly ack` typed in
 *   any channel, the bot's `authorize`); the channel only picks the company when the workspace has
 *   several.
 */
export type SlackScope = "answer" | "team";

/**
 * The one company a Slack call acts for: Slack turned on, a bot token and a channel saved, on a plan
 * with Slack (Enterprise), not in the recycle bin, with this workspace. Several companies in one
 * workspace: the configured channel decides; in a direct message, the company of which the caller's
 * e-mail is an active person. No company: 404; still ambiguous: 409.
 */
export async function matchSlackCompany(
  ctx: DomainContext,
  where: SlackWhere,
  scope: SlackScope,
): Promise<SlackCompany> {
  const rows = await ctx.directory
    .select({ company: companies, settings: companySettings })
    .from(companySettings)
    .innerJoin(companies, eq(companies.id, companySettings.companyId))
    .where(
      and(
        eq(companySettings.slackTeamId, where.teamId),
        eq(companySettings.slackEnabled, true),
        isNotNull(companySettings.slackBotTokenEncrypted),
        isNotNull(companySettings.slackChannelId),
        isNull(companies.deletedAt),
      ),
    );
  const candidates: SlackCompany[] = rows
    .filter((row) => SLACK_TIERS.includes(row.company.tier))
    .map((row) => ({
      companyId: row.company.id,
      companyName: row.company.displayName ?? row.company.name,
      company: row.company,
      settings: row.settings,
      channelId: row.settings.slackChannelId!,
      sealedBotToken: row.settings.slackBotTokenEncrypted!,
    }));
  if (candidates.length === 0) throw new AppError("not_found", SLACK_NO_COMPANY_MESSAGE);

  const direct = where.channelType === "im" || where.channelId === undefined;
  if (!direct) {
    const inChannel = candidates.filter((c) => c.channelId === where.channelId);
    if (inChannel.length === 1) return inChannel[0]!;
    if (inChannel.length > 1) throw conflict(SLACK_AMBIGUOUS_TEAM_MESSAGE);
    if (scope === "answer") {
      if (candidates.length === 1) throw forbidden(slackWrongChannelMessage(candidates[0]!.channelId));
      throw new AppError("not_found", SLACK_NO_COMPANY_MESSAGE);
    }
  }
  if (candidates.length === 1) return candidates[0]!;
  if (where.email) {
    const email = where.email;
    const withPerson: SlackCompany[] = [];
    for (const candidate of candidates) {
      const [person] = await ctx.directory
        .select({ id: users.id })
        .from(users)
        .where(
          and(eq(users.companyId, candidate.companyId), eq(users.email, email), isNull(users.deactivatedAt)),
        )
        .limit(1);
      if (person) withPerson.push(candidate);
    }
    if (withPerson.length === 1) return withPerson[0]!;
  }
  throw conflict(SLACK_AMBIGUOUS_TEAM_MESSAGE);
}
