// Slack delivers an event again when it believes the first delivery failed (x-slack-retry-num).
// The Worker's claim on the event id is the real guard across restarts and instances; this memory
// spares it the call when the same process sees the retry.

export interface RecentEvents {
  /** True the first time an id is seen (within the window), false for a repeat. */
  claim(eventId: string): boolean;
}

export function createRecentEvents(options: { ttlMs?: number; max?: number; now?: () => number } = {}) {
  const ttlMs = options.ttlMs ?? 60 * 60_000;
  const max = options.max ?? 10_000;
  const now = options.now ?? Date.now;
  const seen = new Map<string, number>();
  return {
    claim(eventId: string) {
      const t = now();
      const at = seen.get(eventId);
      if (at !== undefined && t - at < ttlMs) return false;
      seen.delete(eventId);
      seen.set(eventId, t);
      for (const [id, firstSeen] of seen) {
        if (seen.size <= max && t - firstSeen < ttlMs) break;
        seen.delete(id);
      }
      return true;
    },
  } satisfies RecentEvents;
}
