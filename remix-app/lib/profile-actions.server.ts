import {
  type emailChangeCancelledSchema,
  type emailChangeRequestedSchema,
  requestEmailChangeBody,
} from "@charterly/domain/contract";
import { cancelEmailChange, requestEmailChange, type SessionUser } from "@charterly/domain/operations";
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { z } from "zod";
import {
  changeFromForm,
  formValues,
  refusedAnswer,
  runFormChange,
  unknownIntent,
} from "./form-result.server";
import type { IntentOperations } from "./intent-operations";
import { PROFILE_INTENTS } from "./profile-intents";

// Change Email's writes as a route action (routes/profile_.email.tsx): the same schema, rate limit
// and domain operations as the API's routes (worker/api/email-change.ts), for the signed-in person.
// The operations decide who may do what (an e-mail change needs a sign-in from the last ten minutes).

export type EmailChangeRequested = z.infer<typeof emailChangeRequestedSchema>;
export type EmailChangeCancelled = z.infer<typeof emailChangeCancelledSchema>;

/** Change Email's intents and the API operations they make (worker/api/email-change.ts). */
export const EMAIL_CHANGE_OPERATIONS = {
  [PROFILE_INTENTS.requestEmailChange]: "requestEmailChange",
  [PROFILE_INTENTS.cancelEmailChange]: "cancelEmailChange",
} as const satisfies IntentOperations<typeof PROFILE_INTENTS>;

/**
 * Change Email's two forms. Send Verification: the `email-change` limit, the body's schema, then
 * requestEmailChange with the session's token (a sign-in older than ten minutes is its 403
 * `reauthentication_required`; the same address again within a minute is the request already
 * made). Cancel Request names the change the form showed: one no longer pending is the domain's 409.
 */
export async function emailChangeAction(context: AppLoadContext, session: SessionUser, form: FormData) {
  const intent = form.get("intent");
  switch (intent) {
    case PROFILE_INTENTS.requestEmailChange: {
      const limited = await context.countOperation(EMAIL_CHANGE_OPERATIONS[intent]);
      if (limited) return refusedAnswer<EmailChangeRequested>(intent, limited, formValues(form));
      return changeFromForm<typeof requestEmailChangeBody, EmailChangeRequested>(
        requestEmailChangeBody,
        form,
        intent,
        ({ newEmail }) =>
          requestEmailChange(context.domain, session.actor, {
            newEmail,
            appOrigin: context.appOrigin,
            sessionToken: context.sessionToken,
          }),
      );
    }
    case PROFILE_INTENTS.cancelEmailChange: {
      const shown = form.get("newEmail");
      return runFormChange<EmailChangeCancelled>(intent, () =>
        cancelEmailChange(context.domain, session.actor, {
          newEmail: typeof shown === "string" ? shown : "",
        }),
      );
    }
  }
  throw unknownIntent();
}
