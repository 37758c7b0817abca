import { type AcknowledgementDto, acknowledgeBody } from "@charterly/domain/contract";
import { acknowledgeDocument, type SessionUser } from "@charterly/domain/operations";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { DASHBOARD_INTENTS } from "./dashboard-intents";
import { idField, parseForm, runFormChange, unknownIntent } from "./form-result.server";
import type { IntentOperations } from "./intent-operations";

// The dashboard's writes as its route action (routes/_index.tsx): the same schemas, rate limits and
// domain operations as the API's routes, each of which checks its own permission.
// - 'I have read this' (POST /api/documents/:documentId/acknowledge): a repeat answers the first
//   acknowledgement (the operation is idempotent); a version no longer in force is its 409 'This
//   document changed; read the new version.'
// (Request Additional Tokens has a route of its own: routes/tokens.request.tsx.)

/** The dashboard's intent and the API operation it makes (worker/api/acknowledgements.ts). */
export const DASHBOARD_OPERATIONS = {
  [DASHBOARD_INTENTS.acknowledge]: "acknowledgeDocument",
} as const satisfies IntentOperations<typeof DASHBOARD_INTENTS>;

export async function dashboardAction(context: AppLoadContext, session: SessionUser, form: FormData) {
  const intent = form.get("intent");
  switch (intent) {
    case DASHBOARD_INTENTS.acknowledge: {
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
  }
  throw unknownIntent();
}
