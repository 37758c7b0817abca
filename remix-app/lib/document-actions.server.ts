import { addCommentBody, type CommentDto, updateDocumentBody } from "@charterly/domain/contract";
import { addComment, type SessionUser, statusChangeCost, updateDocument } from "@charterly/domain/operations";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { CONFIRM_TOKEN_FIELD, DOCUMENT_INTENTS, type StatusChangeOutcome } from "./document-intents";
import { formValues, idField, parseForm, runFormChange, unknownIntent } from "./form-result.server";

// The library's writes as route actions: the same domain operations and schemas as the API's
// routes (PUT /api/documents/:id, POST /api/documents/:id/comments), for the signed-in person.
// The operations check their permissions (library.write, document.approve) and rules themselves.

/** The status select's branch of the API's body ({ status }), so its message is the field's. */
const statusChangeBody = updateDocumentBody.options[0];

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

/** The library route's action: one intent per form (decision 026). */
export async function documentsAction(context: AppLoadContext, session: SessionUser, form: FormData) {
  if (form.get("intent") === DOCUMENT_INTENTS.changeStatus)
    return changeDocumentStatus(context, session, form);
  throw unknownIntent();
}
