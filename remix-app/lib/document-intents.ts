import type { Category, DocumentDto, DocumentStatus } from "@charterly/domain/contract";

// The library's forms' `intent` field: which change the route's action (routes/documents.tsx,
// lib/document-actions.server.ts) makes.
export const DOCUMENT_INTENTS = {
  changeStatus: "change-status",
  editDocument: "edit-document",
  deleteDocument: "delete-document",
  approveDocument: "approve-document",
  rejectDocument: "reject-document",
  restoreVersion: "restore-version",
  markReviewed: "mark-reviewed",
  setLifecycle: "set-lifecycle",
  remindReaders: "remind-readers",
  addComment: "add-comment",
  resolveComment: "resolve-comment",
  reopenComment: "reopen-comment",
  deleteComment: "delete-comment",
  /** 'Import Documents': one file a submission (multipart: file, category), as the API's import. */
  importDocument: "import-document",
} as const;

/** A file imported (the API's answer): the draft's id, and the title and category it was given. */
export interface DocumentImported {
  documentId: number;
  title: string;
  category: Category;
}

/** The 'Owner & review' form's readers choice: everyone, or the roles checked. */
export const EVERYONE_READS = "everyone";

/** A row's deletion (delete, or reject on Pay Per Use): which document left the library. */
export interface DocumentRemoved {
  documentId: number;
}

/** A comment deleted (the comments route's action). */
export interface CommentDeleted {
  commentId: number;
}

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

/**
 * Version History's Restore (the versions route's action, intent restore-version): asked first.
 * With JavaScript the confirmation dialog asks and the form is sent with `confirmed=yes`; without
 * it an unconfirmed form changes nothing and is answered with the question.
 */
export type RestoreOutcome =
  | { kind: "asked"; versionId: number; versionNumber: number }
  | {
      kind: "restored";
      document: DocumentDto;
      /** The version whose text was brought back. */
      versionNumber: number;
      /** False when the document already had that text (nothing written). */
      changed: boolean;
    };

/** What Version History says once a restore is done. */
export const restoredText = (outcome: Extract<RestoreOutcome, { kind: "restored" }>) =>
  outcome.changed
    ? `Version ${outcome.versionNumber} was restored as version ${outcome.document.version}.`
    : `The document already has the content of version ${outcome.versionNumber}; nothing changed.`;
