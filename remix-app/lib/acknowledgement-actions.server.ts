import { type AcknowledgementDto, acknowledgeBody } from "@charterly/domain/contract";
import { acknowledgeDocument, type SessionUser } from "@charterly/domain/operations";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { ACKNOWLEDGE_INTENT } from "./acknowledgement-intents";
import { idField, parseForm, runFormChange, unknownIntent } from "./form-result.server";

// 'I have read this' as a route action (routes/_index.tsx): the same schema and domain operation as
// POST /api/documents/:documentId/acknowledge, which checks its own permission. A repeat answers the
// first acknowledgement (the operation is idempotent); a version no longer in force is its 409
// 'This document changed; read the new version.'

export async function acknowledgementAction(context: AppLoadContext, session: SessionUser, form: FormData) {
  const intent = form.get("intent");
  if (intent !== ACKNOWLEDGE_INTENT) throw unknownIntent();
  const documentId = idField(form, "documentId");
  const version = form.get("version");
  // A number field, read as the browser reads it: blank or text is not a version.
  const asNumber = typeof version === "string" && version.trim() !== "" ? Number(version) : version;
  const parsed = parseForm<typeof acknowledgeBody, AcknowledgementDto>(acknowledgeBody, form, intent, {
    version: asNumber,
  });
  if (!parsed.ok) return parsed.answer;
  return runFormChange(intent, () =>
    acknowledgeDocument(context.domain, session.actor, documentId, parsed.data.version),
  );
}
