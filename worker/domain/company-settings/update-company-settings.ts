import { and, eq, inArray, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { companySettings, domainJoinOffers } from "../../db/schema";
import type { Actor } from "../access/actor";
import { requirePermission } from "../access/require-permission";
import { type AuditEventInput, auditEventStatement } from "../audit/audit-event";
import { batchGuard, isGuardFailure } from "../batch-guard";
import type { DomainContext } from "../context";
import {
  AppError,
  type CompanySettingsDto,
  type CompanySettingsUpdate,
  DOMAIN_NOT_VERIFIED_MESSAGE,
  ENTERPRISE_SETTING_FIELDS,
  invalidInput,
  MAX_USERS_ABOVE_PLAN_MESSAGE,
  MAX_USERS_BELOW_SEATS_MESSAGE,
  maskSlackToken,
  SETTINGS_SAVED_MEANWHILE_MESSAGE,
  SLACK_CHANNEL_NOT_FOUND_MESSAGE,
  SLACK_ENABLE_NEEDS_TOKEN_MESSAGE,
  SLACK_TOKEN_INVALID_MESSAGE,
  SLACK_UNREACHABLE_MESSAGE,
  TIER_LABELS,
  userLimitForTier,
} from "../contract";
import { isSlackApiError } from "../slack/slack-api";
import { companySeats } from "../team/team-rules";
import {
  type CompanySettingsRow,
  loadCompanySettingsRow,
  openSlackToken,
  toCompanySettingsDto,
} from "./company-settings-row";

export const SLACK_CHANNEL_NEEDS_TOKEN_MESSAGE = "Save a Slack bot token before choosing a channel.";

/** How many times a save overtaken by a concurrent one reads again and retries before its 409. */
const SAVE_ATTEMPTS = 3;

type Changes = Partial<Omit<CompanySettingsRow, "companyId" | "updatedAt">>;

const SWITCHES = [
  "emailServiceEnabled",
  "aiAssistantEnabled",
  "documentImportEnabled",
  "slackEnabled",
] as const;

/**
 * Changes the caller's company settings: one field or several (each screen control sends its own).
 * maxUsers needs settings.manage and stays within the plan's limit and at or above the seats in
 * use; the switches, taking authorized domains off and Slack need settings.enterprise. A new Slack token
 * is checked with Slack's auth.test (refused: 422, nothing stored) and stored sealed; a channel id
 * with conversations.info. Every changed field gets its audit row, in the same batch as the change.
 */
export async function updateCompanySettings(
  ctx: DomainContext,
  actor: Actor,
  input: CompanySettingsUpdate,
  attempt = 1,
): Promise<CompanySettingsDto> {
  requirePermission(actor, "settings.manage");
  if (ENTERPRISE_SETTING_FIELDS.some((field) => input[field] !== undefined)) {
    requirePermission(actor, "settings.enterprise");
  }
  const [current, seats] = await Promise.all([
    loadCompanySettingsRow(ctx, actor.companyId),
    companySeats(ctx, actor.companyId),
  ]);
  const changes: Changes = {};
  const audits: AuditEventInput[] = [];
  const audit = (field: string, details: Record<string, unknown>) =>
    audits.push({
      action: "settings.update",
      targetType: "company_settings",
      targetId: actor.companyId,
      details: { field, ...details },
    });

  if (input.maxUsers !== undefined && input.maxUsers !== current.maxUsers) {
    const planLimit = userLimitForTier(actor.tier);
    if (planLimit !== null && input.maxUsers > planLimit) {
      const message = MAX_USERS_ABOVE_PLAN_MESSAGE(TIER_LABELS[actor.tier], planLimit);
      throw invalidInput(message, { maxUsers: message });
    }
    if (input.maxUsers < seats.used) {
      const message = MAX_USERS_BELOW_SEATS_MESSAGE(seats.used);
      throw invalidInput(message, { maxUsers: message });
    }
    changes.maxUsers = input.maxUsers;
    audit("maxUsers", { from: current.maxUsers, to: input.maxUsers });
  }

  for (const field of SWITCHES) {
    const value = input[field];
    if (value !== undefined && value !== current[field]) {
      changes[field] = value;
      audit(field, { from: current[field], to: value });
    }
  }

  // Domains are only taken off here: one joins the list once its ownership is proven
  // (authorized-domains/, decision 021).
  let removedDomains: string[] = [];
  if (input.authorizedDomains !== undefined) {
    const next = input.authorizedDomains;
    const unproven = next.find((domain) => !current.authorizedDomains.includes(domain));
    if (unproven) {
      const message = DOMAIN_NOT_VERIFIED_MESSAGE(unproven);
      throw invalidInput(message, { authorizedDomains: message });
    }
    removedDomains = current.authorizedDomains.filter((domain) => !next.includes(domain));
    if (removedDomains.length > 0) {
      changes.authorizedDomains = next;
      audit("authorizedDomains", { added: [], removed: removedDomains });
    }
  }

  let token: string | null | undefined;
  if (input.slackBotToken === null) {
    if (current.slackBotTokenEncrypted) {
      token = null;
      Object.assign(changes, { slackBotTokenEncrypted: null, slackTeamId: null, slackTeamName: null });
      audit("slackBotToken", { removed: true });
    }
  } else if (input.slackBotToken !== undefined) {
    token = input.slackBotToken;
    const identity = await slackCall(() => ctx.slack.authTest(input.slackBotToken as string), {
      message: SLACK_TOKEN_INVALID_MESSAGE,
      field: "slackBotToken",
    });
    Object.assign(changes, {
      slackBotTokenEncrypted: await ctx.secrets.seal(token),
      slackTeamId: identity.teamId || null,
      slackTeamName: identity.teamName || null,
    });
    audit("slackBotToken", {
      tokenMask: maskSlackToken(token),
      teamId: identity.teamId,
      teamName: identity.teamName,
    });
  }

  if (input.slackChannelId === null) {
    if (current.slackChannelId !== null) {
      changes.slackChannelId = null;
      audit("slackChannelId", { from: current.slackChannelId, to: null });
    }
  } else if (input.slackChannelId !== undefined) {
    const channel = input.slackChannelId;
    const channelToken = token === undefined ? await openSlackToken(ctx, current) : token;
    if (!channelToken) {
      throw invalidInput(SLACK_CHANNEL_NEEDS_TOKEN_MESSAGE, {
        slackChannelId: SLACK_CHANNEL_NEEDS_TOKEN_MESSAGE,
      });
    }
    await slackCall(() => ctx.slack.conversationInfo(channelToken, channel), {
      message: SLACK_CHANNEL_NOT_FOUND_MESSAGE,
      field: "slackChannelId",
    });
    if (channel !== current.slackChannelId) {
      changes.slackChannelId = channel;
      audit("slackChannelId", { from: current.slackChannelId, to: channel });
    }
  }

  // Slack is on only with a bot token: turning it on needs one, removing the token turns it off.
  const enabled = changes.slackEnabled ?? current.slackEnabled;
  const sealedToken =
    "slackBotTokenEncrypted" in changes ? changes.slackBotTokenEncrypted : current.slackBotTokenEncrypted;
  if (enabled && !sealedToken) {
    if (input.slackEnabled === true) {
      throw invalidInput(SLACK_ENABLE_NEEDS_TOKEN_MESSAGE, {
        slackEnabled: SLACK_ENABLE_NEEDS_TOKEN_MESSAGE,
      });
    }
    changes.slackEnabled = false;
    audit("slackEnabled", { from: true, to: false, reason: "token removed" });
  }

  const next: CompanySettingsRow = { ...current, ...changes };
  if (audits.length > 0) {
    const now = ctx.clock.now();
    const statements: BatchItem<"sqlite">[] = [
      ctx.directory
        .insert(companySettings)
        .values({ ...next, updatedAt: now })
        .onConflictDoUpdate({
          target: companySettings.companyId,
          set: {
            ...changes,
            // Taken off the list as it is when the batch runs: a domain proven meanwhile stays.
            ...(removedDomains.length > 0 ? { authorizedDomains: withoutDomains(removedDomains) } : {}),
            updatedAt: now,
          },
        }),
      ...audits.map((event) => auditEventStatement(ctx.directory, ctx.clock, actor, event)),
      // A domain taken off: the offers the company made for it (decision 032) go with it.
      ...(removedDomains.length > 0
        ? [
            ctx.directory
              .delete(domainJoinOffers)
              .where(
                and(
                  eq(domainJoinOffers.companyId, actor.companyId),
                  inArray(domainJoinOffers.domain, removedDomains),
                ),
              ),
          ]
        : []),
    ];
    // Written once: the batch runs only while the maximum and the switches it changes still hold
    // what was read above. A double submit (two requests at once) loses here and, read again,
    // finds its change made: one change, one audit row.
    const held = readValuesStillHeld(actor.companyId, current, changes);
    if (held) statements.unshift(batchGuard(ctx.directory, held));
    try {
      await ctx.directory.batch(statements as unknown as [BatchItem<"sqlite">]);
    } catch (error) {
      if (!isGuardFailure(error)) throw error;
      if (attempt < SAVE_ATTEMPTS) return updateCompanySettings(ctx, actor, input, attempt + 1);
      // Overtaken by concurrent saves each time it read: rolled back, said as a conflict (409).
      throw new AppError("conflict", SETTINGS_SAVED_MEANWHILE_MESSAGE, undefined, { cause: error });
    }
  }
  return toCompanySettingsDto(ctx, next, { tier: seats.tier, seatsUsed: seats.used });
}

/**
 * SQL: the company's row still holds the values read for the scalar fields being changed (or there
 * is no row yet, and the write makes it); null when none of those fields changes.
 */
function readValuesStillHeld(companyId: number, current: CompanySettingsRow, changes: Changes) {
  const fields = (["maxUsers", ...SWITCHES] as const).filter((field) => changes[field] !== undefined);
  if (fields.length === 0) return null;
  const asStored = (value: unknown) => (typeof value === "boolean" ? (value ? 1 : 0) : value);
  const same = fields.map((field) => sql`${companySettings[field]} is ${asStored(current[field])}`);
  return sql`(not exists (select 1 from ${companySettings} where ${companySettings.companyId} = ${companyId})
    or exists (select 1 from ${companySettings} where ${companySettings.companyId} = ${companyId} and ${sql.join(same, sql` and `)}))`;
}

/** SQL: the company's authorized domains without these. */
function withoutDomains(domains: string[]) {
  const list = sql.join(
    domains.map((domain) => sql`${domain}`),
    sql`, `,
  );
  return sql`(select json_group_array(json_each.value) from json_each(${companySettings.authorizedDomains}) where json_each.value not in (${list}))`;
}

/** Slack refusing the call → 422 with the field's message; Slack unreachable → 502. */
async function slackCall<T>(call: () => Promise<T>, refused: { message: string; field: string }): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (isSlackApiError(error)) {
      throw new AppError("unprocessable", refused.message, { [refused.field]: refused.message });
    }
    throw new AppError("upstream_failed", SLACK_UNREACHABLE_MESSAGE);
  }
}

export { slackCall };
