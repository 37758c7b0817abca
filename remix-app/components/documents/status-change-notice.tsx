import { statusLabel } from "@charterly/domain/contract";
import { Form, Link, useActionData, useLocation } from "@remix-run/react";
import { CONFIRM_TOKEN_FIELD, DOCUMENT_INTENTS } from "../../lib/document-intents";
import { resultFor } from "../../lib/form-result";
import { INSUFFICIENT_TOKENS } from "../approvals/use-approval-actions";
import { buttonStyles } from "../button-styles";
import { Notice } from "../notice";
import { type StatusResult, tokenApprovalQuestion } from "./status-select";

/**
 * A status form's answer when it was posted without JavaScript (with it, the select's fetcher
 * toasts instead): the change made, why it was refused (the schema's message for the status, or the
 * domain's — "changed since you chose…", not found, no tokens left), or, on Pay Per Use, the token
 * question: nothing is spent until the person presses Approve here, which posts the same change
 * again, confirmed, for the version they were shown.
 */
export function StatusChangeNotice() {
  const result = resultFor(useActionData<StatusResult>(), DOCUMENT_INTENTS.changeStatus);
  const { pathname, search } = useLocation();
  if (!result) return null;
  if (!result.ok) {
    if (result.code === "insufficient_tokens")
      return (
        <Notice tone="error" title={INSUFFICIENT_TOKENS.title}>
          {INSUFFICIENT_TOKENS.description}
        </Notice>
      );
    return (
      <Notice tone="error" title="Update Failed">
        {result.fieldErrors.status ?? result.message}
      </Notice>
    );
  }
  const outcome = result.value;
  if (outcome.kind === "changed")
    return (
      <Notice tone="success" title="Document Updated">
        {`“${outcome.document.title}” is now ${statusLabel(outcome.document.status)}.${outcome.tokenSpent ? " 1 token used." : ""}`}
      </Notice>
    );
  const { document } = outcome;
  return (
    <Notice tone="info" title="Approve Document">
      <p>{tokenApprovalQuestion(document.title, outcome.balance)}</p>
      <Form method="post" className="mt-3 flex gap-2">
        <input type="hidden" name="intent" value={DOCUMENT_INTENTS.changeStatus} />
        <input type="hidden" name="documentId" value={document.id} />
        <input type="hidden" name="version" value={document.version} />
        <input type="hidden" name="status" value={outcome.status} />
        <input type="hidden" name={CONFIRM_TOKEN_FIELD} value="yes" />
        <button type="submit" className={buttonStyles.primary}>
          Approve
        </button>
        <Link to={`${pathname}${search}`} className={buttonStyles.secondary}>
          Cancel
        </Link>
      </Form>
    </Notice>
  );
}
