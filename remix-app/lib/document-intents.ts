import type { DocumentDto, DocumentStatus } from "@charterly/domain/contract";

// The library's forms' `intent` field: which change the route's action (routes/documents.tsx,
// lib/document-actions.server.ts) makes.
export const DOCUMENT_INTENTS = {
  changeStatus: "change-status",
  addComment: "add-comment",
} as const;

/** The field a status form sets once the person agreed to spend a token (Pay Per Use). */
export const CONFIRM_TOKEN_FIELD = "confirmTokenSpend";

/** A status change's answer: made, or — Pay Per Use, without JavaScript — the token question first. */
export type StatusChangeOutcome =
  | { kind: "changed"; document: DocumentDto; tokenSpent: boolean }
  | {
      kind: "confirm";
      /** The document as it is now; its version goes into the confirming form. */
      document: { id: number; title: string; status: DocumentStatus; version: number };
      status: DocumentStatus;
      balance: number | null;
    };
