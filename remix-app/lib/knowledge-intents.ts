// The `intent` field of the Knowledge Base tab's forms: which change the route's action makes
// (routes/admin.knowledge.tsx, lib/knowledge-actions.server.ts).
export const KNOWLEDGE_INTENTS = {
  setActive: "set-entry-active",
  remove: "remove-entry",
  resolveGap: "resolve-gap",
  /** 'Upload Training Document': a multipart form (file, title, documentType, category). */
  upload: "upload-entry",
  /** 'Import from Library': documentId, documentType, category ("" = the document's own). */
  importDocument: "import-document",
} as const;

/**
 * A removal is asked first: with JavaScript the confirmation dialog asks and the form is sent with
 * `confirmed=yes`; sent without it (no JavaScript) nothing changes and the page asks.
 */
export type RemovalAsked = { kind: "asked"; entryId: number };

/**
 * 'Search Knowledge Base' is a GET form read by the tab's loader (routes/admin.knowledge.tsx):
 * `?passage=<query>&passageCategory=<category>`, apart from the list's own `search` and `category`.
 */
export const PASSAGE_PARAMS = { query: "passage", category: "passageCategory" } as const;

/** The passage search the address asks for, as typed; null when it asks for none. */
export function passageSearchOf(params: URLSearchParams): { query: string; category: string } | null {
  const query = params.get(PASSAGE_PARAMS.query);
  if (query === null) return null;
  return { query, category: params.get(PASSAGE_PARAMS.category) ?? "" };
}
