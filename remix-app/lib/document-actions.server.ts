import {
  type AcknowledgementReminderDto,
  type ApproveDocumentResultDto,
  addCommentBody,
  appErrorIn,
  type CommentDto,
  type DocumentDto,
  documentLifecycleBody,
  HTTP_STATUS_BY_CODE,
  rejectDocumentBody,
  updateCommentBody,
  updateDocumentBody,
} from "@charterly/domain/contract";
import {
  addComment,
  approveDocument,
  deleteComment,
  deleteDocument,
  importDocument,
  importUploadOf,
  importUploadOfFile,
  importUploadsOf,
  markDocumentReviewed,
  rejectDocument,
  remindPendingReaders,
  restoreDocumentVersion,
  type SessionUser,
  setCommentResolved,
  setDocumentLifecycle,
  statusChangeCost,
  updateDocument,
} from "@charterly/domain/operations";
import { type AppLoadContext, data } from "@remix-run/cloudflare";
import {
  CONFIRM_TOKEN_FIELD,
  type CommentDeleted,
  DOCUMENT_INTENTS,
  type DocumentImported,
  type DocumentRemoved,
  type DocumentsImported,
  EVERYONE_READS,
  IMPORT_FAILED_MESSAGE,
  type ImportFileOutcome,
  type RestoreOutcome,
  type StatusChangeOutcome,
} from "./document-intents";
import type { FormResult } from "./form-result";
import {
  formValues,
  idField,
  parseForm,
  refusedAnswer,
  runFormChange,
  unknownIntent,
} from "./form-result.server";
import type { IntentOperations } from "./intent-operations";
import { FILE_FIELD, runUpload } from "./upload-form.server";

// The library's writes as route actions: the same domain operations and schemas as the API's
// routes (PUT and DELETE /api/documents/:id, POST /api/documents/:id/approve|reject|review,
// POST /api/documents/:id/restore/:versionId, PUT /api/documents/:id/lifecycle,
// POST /api/documents/:id/acknowledgements/remind,
// POST /api/documents/:id/comments, PUT and DELETE /api/comments/:id), for the signed-in person.
// The operations check their permissions (library.write, document.delete, document.approve) and
// rules themselves. None of these API routes is rate limited, so neither is an intent here.

/** The status select's branch of the API's body ({ status }), so its message is the field's. */
const statusChangeBody = updateDocumentBody.options[0];

/** The library's and a document's pages' intents and the API operations they make. */
export const DOCUMENT_OPERATIONS = {
  [DOCUMENT_INTENTS.changeStatus]: "updateDocument",
  [DOCUMENT_INTENTS.editDocument]: "updateDocument",
  [DOCUMENT_INTENTS.deleteDocument]: "deleteDocument",
  [DOCUMENT_INTENTS.approveDocument]: "approveDocument",
  [DOCUMENT_INTENTS.rejectDocument]: "rejectDocument",
  [DOCUMENT_INTENTS.restoreVersion]: "restoreDocumentVersion",
  [DOCUMENT_INTENTS.markReviewed]: "markDocumentReviewed",
  [DOCUMENT_INTENTS.setLifecycle]: "setDocumentLifecycle",
  [DOCUMENT_INTENTS.remindReaders]: "remindPendingReaders",
  [DOCUMENT_INTENTS.addComment]: "addComment",
  [DOCUMENT_INTENTS.resolveComment]: "setCommentResolved",
  [DOCUMENT_INTENTS.reopenComment]: "setCommentResolved",
  [DOCUMENT_INTENTS.deleteComment]: "deleteComment",
  [DOCUMENT_INTENTS.importDocument]: "importDocument",
  // Each file of the form is one import, counted as one.
  [DOCUMENT_INTENTS.importDocuments]: "importDocument",
} as const satisfies IntentOperations<typeof DOCUMENT_INTENTS>;

export async function changeDocumentStatus(context: AppLoadContext, session: SessionUser, form: FormData) {
  const intent = DOCUMENT_INTENTS.changeStatus;
  const parsed = parseForm<typeof statusChangeBody, StatusChangeOutcome>(
    statusChangeBody,
    form,
    intent,
    // Only the body the API takes ({ status }): the branch is strict, the form has other fields.
    { status: form.get("status") ?? "" },
  );
  if (!parsed.ok) return parsed.answer;
  const { status } = parsed.data;
  const documentId = idField(form, "documentId");
  // The version the row showed: a document changed since is refused, not changed blindly.
  const seenVersion = form.has("version") ? idField(form, "version") : undefined;
  const confirmed = form.get(CONFIRM_TOKEN_FIELD) === "yes";
  return runFormChange<StatusChangeOutcome>(
    intent,
    async () => {
      if (!confirmed) {
        // The domain says whether this change spends a token; if so, the person is asked first.
        const cost = await statusChangeCost(context.domain, session.actor, documentId, status);
        if (cost.tokens > 0 && cost.document)
          return { kind: "confirm", document: cost.document, status, balance: cost.balance };
      }
      const document = await updateDocument(
        context.domain,
        session.actor,
        documentId,
        { status },
        { seenVersion },
      );
      return { kind: "changed", document, tokenSpent: confirmed && document.version !== seenVersion };
    },
    formValues(form),
  );
}

export async function addDocumentComment(
  context: AppLoadContext,
  session: SessionUser,
  documentId: number,
  form: FormData,
) {
  const intent = DOCUMENT_INTENTS.addComment;
  const parsed = parseForm<typeof addCommentBody, CommentDto>(addCommentBody, form, intent);
  if (!parsed.ok) return parsed.answer;
  return runFormChange(
    intent,
    () => addComment(context.domain, session.actor, documentId, parsed.data),
    formValues(form),
  );
}

/** The Edit dialog's branch of the API's body ({ title, description, content }). */
const editDocumentBody = updateDocumentBody.options[1];

/** The Edit dialog's save, for the version it opened: a document changed since is refused (409). */
async function editDocument(context: AppLoadContext, session: SessionUser, form: FormData) {
  const intent = DOCUMENT_INTENTS.editDocument;
  const parsed = parseForm<typeof editDocumentBody, DocumentDto>(editDocumentBody, form, intent, {
    // Only the body the API takes: the branch is strict, the form has other fields.
    title: form.get("title") ?? "",
    description: form.get("description") ?? "",
    content: form.get("content") ?? "",
  });
  if (!parsed.ok) return parsed.answer;
  const documentId = idField(form, "documentId");
  const seenVersion = form.has("version") ? idField(form, "version") : undefined;
  return runFormChange(
    intent,
    () => updateDocument(context.domain, session.actor, documentId, parsed.data, { seenVersion }),
    formValues(form),
  );
}

/** Deleting a document for good (admins). Deleted already (a double submit): 404, nothing written. */
export async function removeDocument(context: AppLoadContext, session: SessionUser, form: FormData) {
  const documentId = idField(form, "documentId");
  return runFormChange<DocumentRemoved>(DOCUMENT_INTENTS.deleteDocument, async () => {
    await deleteDocument(context.domain, session.actor, documentId);
    return { documentId };
  });
}

/** Pay Per Use: approving a pending document for 1 token; a second submit finds it approved (409). */
export async function approvePendingDocument(context: AppLoadContext, session: SessionUser, form: FormData) {
  const documentId = idField(form, "documentId");
  return runFormChange<ApproveDocumentResultDto>(DOCUMENT_INTENTS.approveDocument, () =>
    approveDocument(context.domain, session.actor, documentId),
  );
}

/** Pay Per Use: rejecting a pending document (it is removed; no token is spent). */
export async function rejectPendingDocument(context: AppLoadContext, session: SessionUser, form: FormData) {
  const intent = DOCUMENT_INTENTS.rejectDocument;
  const parsed = parseForm<typeof rejectDocumentBody, DocumentRemoved>(rejectDocumentBody, form, intent, {
    rejectionReason: form.get("rejectionReason") ?? null,
  });
  if (!parsed.ok) return parsed.answer;
  const documentId = idField(form, "documentId");
  return runFormChange<DocumentRemoved>(
    intent,
    async () => {
      await rejectDocument(context.domain, session.actor, documentId, parsed.data.rejectionReason);
      return { documentId };
    },
    formValues(form),
  );
}

/** 'Mark reviewed', for the version the dialog showed: a newer one (or a double submit) is 409. */
export async function markReviewed(context: AppLoadContext, session: SessionUser, form: FormData) {
  const documentId = idField(form, "documentId");
  const seenVersion = form.has("version") ? idField(form, "version") : undefined;
  return runFormChange<DocumentDto>(DOCUMENT_INTENTS.markReviewed, () =>
    markDocumentReviewed(context.domain, session.actor, documentId, { seenVersion }),
  );
}

/** A select's number as the browser sends it: blank is none (null), anything else is read as a number. */
const numberOrNull = (value: FormDataEntryValue | null) =>
  typeof value !== "string" || value === "" ? null : Number(value);

/** 'Owner & review' (admins): owner, review interval and readers; saving the same again changes nothing. */
async function setLifecycle(context: AppLoadContext, session: SessionUser, form: FormData) {
  const intent = DOCUMENT_INTENTS.setLifecycle;
  const parsed = parseForm<typeof documentLifecycleBody, DocumentDto>(documentLifecycleBody, form, intent, {
    ownerUserId: numberOrNull(form.get("ownerUserId")),
    reviewIntervalMonths: numberOrNull(form.get("reviewIntervalMonths")),
    readerRoles: form.get("readers") === EVERYONE_READS ? null : form.getAll("readerRoles"),
  });
  if (!parsed.ok) return parsed.answer;
  const documentId = idField(form, "documentId");
  return runFormChange(
    intent,
    () => setDocumentLifecycle(context.domain, session.actor, documentId, parsed.data),
    formValues(form),
  );
}

/** 'Who has read it' → Send reminder: once per document a day (a second submit is the domain's 409). */
async function remindReaders(context: AppLoadContext, session: SessionUser, form: FormData) {
  const documentId = idField(form, "documentId");
  return runFormChange<AcknowledgementReminderDto>(DOCUMENT_INTENTS.remindReaders, () =>
    remindPendingReaders(context.domain, session.actor, documentId, { appOrigin: context.appOrigin }),
  );
}

/**
 * 'Import Documents', one file a submission (multipart/form-data: the route's `readActionForm` has
 * counted it against the API's `upload` rate limit before reading it, then read it with the API's
 * limits — the domain's): what POST /api/documents/import does — `importDocument` (which checks
 * document.import, the file's type and its text). The file's refusals are said by the file input;
 * nothing is stored.
 */
export async function importOneDocument(context: AppLoadContext, session: SessionUser, form: FormData) {
  const intent = DOCUMENT_INTENTS.importDocument;
  return runUpload<DocumentImported>(intent, form, async () => {
    const result = await importDocument(context.domain, session.actor, await importUploadOf(form));
    return { documentId: result.documentId, title: result.title, category: result.category };
  });
}

/**
 * 'Import Documents' without JavaScript: several files in one form (read as one by the route's
 * `readActionForm`, which counted it once against the API's `upload` limit before reading it).
 * Each file is what one POST /api/documents/import is: counted against the same limit (the first
 * was, before the form was read), then `importDocument` for it alone. A file refused — its type,
 * its size, no text, the limit reached (that file and the ones after it are not tried) — is that
 * file's outcome: the others are still imported, and the ones imported stay. No file, or more than
 * the form may carry: the form's refusal by the file input, nothing imported. The answer is 200
 * when a file was imported, else the status of the first file's refusal.
 */
export async function importSeveralDocuments(context: AppLoadContext, session: SessionUser, form: FormData) {
  const intent = DOCUMENT_INTENTS.importDocuments;
  let chosen: ReturnType<typeof importUploadsOf>;
  try {
    chosen = importUploadsOf(form);
  } catch (error) {
    const refusal = appErrorIn(error);
    if (!refusal) throw error;
    return refusedAnswer<DocumentsImported>(intent, refusal, formValues(form), FILE_FIELD);
  }
  const files: ImportFileOutcome[] = [];
  let limited: Awaited<ReturnType<AppLoadContext["countOperation"]>> = null;
  for (const [index, file] of chosen.files.entries()) {
    const fileName = file.name;
    if (index > 0 && !limited) limited = await context.countOperation(DOCUMENT_OPERATIONS[intent]);
    if (limited) {
      files.push({ fileName, ok: false, code: limited.code, message: limited.message });
      continue;
    }
    try {
      const upload = await importUploadOfFile(file, chosen.category);
      const { documentId, title, category } = await importDocument(context.domain, session.actor, upload);
      files.push({ fileName, ok: true, document: { documentId, title, category } });
    } catch (error) {
      const refusal = appErrorIn(error);
      // A failure that is not the file's is logged, and said as one to retry: the others go on.
      if (!refusal) console.error(`import of ${fileName} failed:`, error);
      files.push({
        fileName,
        ok: false,
        code: refusal?.code ?? null,
        message: refusal?.message ?? IMPORT_FAILED_MESSAGE,
      });
    }
  }
  // Nothing imported: the status of the first file's refusal (a failure not the domain's: 500).
  const first = files.find((file) => !file.ok);
  const status =
    files.some((file) => file.ok) || !first ? 200 : first.code ? HTTP_STATUS_BY_CODE[first.code] : 500;
  const headers =
    status === 429 && limited ? { "Retry-After": String(limited.retryAfterSeconds) } : undefined;
  return data<FormResult<DocumentsImported>>({ ok: true, intent, value: { files } }, { status, headers });
}

/**
 * The library route's action: one intent per form (decision 026). Edit, Restore, Owner & review and
 * Send reminder are the actions of the document's own pages (below), where their dialogs post.
 */
export async function documentsAction(context: AppLoadContext, session: SessionUser, form: FormData) {
  switch (form.get("intent")) {
    case DOCUMENT_INTENTS.changeStatus:
      return changeDocumentStatus(context, session, form);
    case DOCUMENT_INTENTS.deleteDocument:
      return removeDocument(context, session, form);
    case DOCUMENT_INTENTS.approveDocument:
      return approvePendingDocument(context, session, form);
    case DOCUMENT_INTENTS.rejectDocument:
      return rejectPendingDocument(context, session, form);
    case DOCUMENT_INTENTS.markReviewed:
      return markReviewed(context, session, form);
    case DOCUMENT_INTENTS.importDocument:
      return importOneDocument(context, session, form);
    case DOCUMENT_INTENTS.importDocuments:
      return importSeveralDocuments(context, session, form);
  }
  throw unknownIntent();
}

/** Resolve or Reopen: the comment's state as the button said; a repeat is no change. */
async function setResolved(context: AppLoadContext, session: SessionUser, form: FormData) {
  const intent = form.get("intent") as string;
  const parsed = parseForm<typeof updateCommentBody, CommentDto>(updateCommentBody, form, intent, {
    isResolved: intent === DOCUMENT_INTENTS.resolveComment,
  });
  if (!parsed.ok) return parsed.answer;
  const commentId = idField(form, "commentId");
  return runFormChange(intent, () =>
    setCommentResolved(context.domain, session.actor, commentId, parsed.data.isResolved),
  );
}

/** Deleting one's own comment. Deleted already (a double submit): 404, nothing written. */
async function removeComment(context: AppLoadContext, session: SessionUser, form: FormData) {
  const commentId = idField(form, "commentId");
  return runFormChange<CommentDeleted>(DOCUMENT_INTENTS.deleteComment, async () => {
    await deleteComment(context.domain, session.actor, commentId);
    return { commentId };
  });
}

/**
 * The comments route's action (routes/documents_.$documentId.comments.tsx): add a comment to the
 * route's document, or resolve, reopen or delete one of its comments. A form without an intent (an
 * old page) adds, as the add form always did.
 */
export async function commentsAction(
  context: AppLoadContext,
  session: SessionUser,
  documentId: number,
  form: FormData,
) {
  switch (form.get("intent") ?? DOCUMENT_INTENTS.addComment) {
    case DOCUMENT_INTENTS.addComment:
      return addDocumentComment(context, session, documentId, form);
    case DOCUMENT_INTENTS.resolveComment:
    case DOCUMENT_INTENTS.reopenComment:
      return setResolved(context, session, form);
    case DOCUMENT_INTENTS.deleteComment:
      return removeComment(context, session, form);
  }
  throw unknownIntent();
}

/**
 * The versions route's action (routes/documents_.$documentId.versions.tsx): Restore, for the
 * route's document, asked first. Not `confirmed=yes` (a form without JavaScript), nothing changes
 * and the answer is the question; confirmed, `restoreDocumentVersion`, as the API's restore.
 * `version` is the version the page showed as current and `versionNumber` the one restored: what
 * the answer says ("…restored as version 5", or nothing changed).
 */
export async function versionsAction(
  context: AppLoadContext,
  session: SessionUser,
  documentId: number,
  form: FormData,
) {
  const intent = DOCUMENT_INTENTS.restoreVersion;
  if (form.get("intent") !== intent) throw unknownIntent();
  const versionId = idField(form, "versionId");
  const versionNumber = idField(form, "versionNumber");
  if (form.get("confirmed") !== "yes")
    return data<FormResult<RestoreOutcome>>({
      ok: true,
      intent,
      value: { kind: "asked", versionId, versionNumber },
    });
  const shownVersion = form.has("version") ? idField(form, "version") : undefined;
  return runFormChange<RestoreOutcome>(intent, async () => {
    const document = await restoreDocumentVersion(context.domain, session.actor, documentId, versionId);
    return { kind: "restored", document, versionNumber, changed: document.version !== shownVersion };
  });
}

/**
 * The readers route's action (routes/documents_.$documentId.readers.tsx): 'Send reminder' for the
 * route's document (intent remind-readers).
 */
export async function readersAction(
  context: AppLoadContext,
  session: SessionUser,
  documentId: number,
  form: FormData,
) {
  if (form.get("intent") !== DOCUMENT_INTENTS.remindReaders) throw unknownIntent();
  form.set("documentId", String(documentId));
  return remindReaders(context, session, form);
}

/**
 * The edit route's action (routes/documents_.$documentId.edit.tsx): the Edit form's save for the
 * route's document (intent edit-document), for the version it opened.
 */
export async function editAction(
  context: AppLoadContext,
  session: SessionUser,
  documentId: number,
  form: FormData,
) {
  if (form.get("intent") !== DOCUMENT_INTENTS.editDocument) throw unknownIntent();
  form.set("documentId", String(documentId));
  return editDocument(context, session, form);
}

/**
 * The owner route's action (routes/documents_.$documentId.owner.tsx): 'Owner & review' for the
 * route's document (intent set-lifecycle).
 */
export async function ownerAction(
  context: AppLoadContext,
  session: SessionUser,
  documentId: number,
  form: FormData,
) {
  if (form.get("intent") !== DOCUMENT_INTENTS.setLifecycle) throw unknownIntent();
  form.set("documentId", String(documentId));
  return setLifecycle(context, session, form);
}
