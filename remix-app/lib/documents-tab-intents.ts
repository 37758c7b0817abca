// The `intent` field of the Admin Panel's Documents tab forms: which change the route's action makes
// (routes/admin.documents.tsx, lib/documents-tab-actions.server.ts).
export const DOCUMENTS_TAB_INTENTS = {
  archiveOld: "archive-old",
  /** 'Replace document version': a multipart form (documentId, file, changeDescription). */
  replaceVersion: "replace-version",
} as const;

/** Said by the document select when a replacement names no document. */
export const CHOOSE_DOCUMENT_MESSAGE = "Choose a document.";

/**
 * Archiving is asked first: with JavaScript the confirmation dialog asks and the form is sent with
 * `confirmed=yes`; sent without it (no JavaScript) nothing changes and the action answers the
 * question, with how many documents it would archive.
 */
export type ArchiveAsked = { kind: "asked"; before: string; reason: string; count: number };
