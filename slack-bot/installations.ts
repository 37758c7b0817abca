import type { SlackInstallationDto } from "@charterly/domain/contract";
import type { Authorize } from "@slack/bolt";
import type { CharterlyApi } from "./charterly-api";

// Bolt's `authorize`: which company an event belongs to and its bot token, asked of the Worker
// (POST /api/slack/authorize) and kept in memory briefly — the token never touches a disk, and a
// company that turns Slack off or changes its token is followed within the cache's lifetime.

export const INSTALLATION_TTL_MS = 5 * 60_000;
const MAX_CACHED = 1_000;

export interface InstallationCacheOptions {
  api: Pick<CharterlyApi, "authorize">;
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
}

export interface InstallationCache {
  get(teamId: string, channelId?: string): Promise<SlackInstallationDto>;
}

export function createInstallationCache(options: InstallationCacheOptions): InstallationCache {
  const ttlMs = options.ttlMs ?? INSTALLATION_TTL_MS;
  const maxEntries = options.maxEntries ?? MAX_CACHED;
  const now = options.now ?? Date.now;
  // A Map iterates in insertion order: re-inserting on a hit makes the first key the least recently used.
  const entries = new Map<string, { installation: SlackInstallationDto; expiresAt: number }>();
  return {
    async get(teamId, channelId) {
      const key = `${teamId}:${channelId ?? ""}`;
      const cached = entries.get(key);
      if (cached && cached.expiresAt > now()) {
        entries.delete(key);
        entries.set(key, cached);
        return cached.installation;
      }
      entries.delete(key);
      // Refusals are not cached: turning Slack on takes effect with the next message.
      const installation = await options.api.authorize({ teamId, ...(channelId ? { channelId } : {}) });
      entries.set(key, { installation, expiresAt: now() + ttlMs });
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
      return installation;
    },
  };
}

/** The bot's context key for the company's installation (see `installationOf`). */
export const INSTALLATION_KEY = "charterlyInstallation";

export function authorizeWith(cache: InstallationCache): Authorize<boolean> {
  return async (source) => {
    if (!source.teamId) throw new Error("Charterly serves workspaces, not Enterprise Grid organisations.");
    const installation = await cache.get(source.teamId, source.conversationId);
    return {
      botToken: installation.botToken,
      botUserId: installation.botUserId ?? undefined,
      teamId: installation.teamId,
      [INSTALLATION_KEY]: installation,
    };
  };
}

/** The installation `authorize` put on the context. */
export function installationOf(context: Record<string, unknown>): SlackInstallationDto {
  const installation = context[INSTALLATION_KEY] as SlackInstallationDto | undefined;
  if (!installation) throw new Error("No Charterly installation on the context: was `authorize` skipped?");
  return installation;
}
