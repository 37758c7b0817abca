// The `intent` field of the Knowledge Base tab's forms: which change the route's action makes
// (routes/admin.knowledge.tsx, lib/knowledge-actions.server.ts).
export const KNOWLEDGE_INTENTS = {
  setActive: "set-entry-active",
  remove: "remove-entry",
  resolveGap: "resolve-gap",
} as const;

/**
 * A removal is asked first: with JavaScript the confirmation dialog asks and the form is sent with
 * `confirmed=yes`; sent without it (no JavaScript) nothing changes and the page asks.
 */
export type RemovalAsked = { kind: "asked"; entryId: number };
