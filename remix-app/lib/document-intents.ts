import type { AppErrorCode, Category, DocumentDto, DocumentStatus } from "@charterly/domain/contract";

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
  /**
   * 'Import Documents' without JavaScript: several files in one form (multipart: file repeated,
   * category), each imported as `importDocument` imports one; the answer lists each file's outcome.
   */
  importDocuments: "import-documents",
} as const;

/** A file imported (the API's answer): the draft's id, and the title and category it was given. */
export interface DocumentImported {
  documentId: number;
  title: string;
  category: Category;
}

/** One file of an import of several: imported (the draft), or why not (the domain's message). */
export type ImportFileOutcome =
  | { fileName: string; ok: true; document: DocumentImported }
  /** `code`: the domain's refusal, or null for a failure that is not the file's (to retry). */
  | { fileName: string; ok: false; code: AppErrorCode | null; message: string };

/** An import of several files: each file's outcome, in the order they were sent. */
export interface DocumentsImported {
  files: ImportFileOutcome[];
}

/** Said for a file whose import failed for a reason that is not the file's (nothing to tell but to retry). */
export const IMPORT_FAILED_MESSAGE = "The file could not be imported. Please try again.";

/** What an import of several files says once it is over (the dialog's 'Import Complete' alike). */
export const importCompletionText = ({ imported, failed }: { imported: number; failed: number }) =>
  failed === 0
    ? `${imported} ${imported === 1 ? "document was" : "documents were"} imported as drafts.`
    : `${imported} of ${imported + failed} files imported; ${failed} could not be imported.`;

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
