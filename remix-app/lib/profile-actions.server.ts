import {
  type CurrentUser,
  type emailChangeCancelledSchema,
  type emailChangeRequestedSchema,
  requestEmailChangeBody,
  updateProfileBody,
} from "@charterly/domain/contract";
import {
  cancelEmailChange,
  requestEmailChange,
  type SessionUser,
  updateProfile,
} from "@charterly/domain/operations";
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

// The profile's writes as route actions (routes/profile.tsx, routes/profile_.email.tsx): the same
// schemas, rate limits and domain operations as the API's routes (worker/api/profile.ts,
// worker/api/email-change.ts), for the signed-in person. The operations decide who may do what (a
// company rename needs company.rename; an e-mail change a sign-in from the last ten minutes).

export type EmailChangeRequested = z.infer<typeof emailChangeRequestedSchema>;
export type EmailChangeCancelled = z.infer<typeof emailChangeCancelledSchema>;

/** The profile's intents and the API operations they make (worker/api/profile.ts, email-change.ts). */
export const PROFILE_OPERATIONS = {
  [PROFILE_INTENTS.updateProfile]: "updateProfile",
  [PROFILE_INTENTS.requestEmailChange]: "requestEmailChange",
  [PROFILE_INTENTS.cancelEmailChange]: "cancelEmailChange",
} as const satisfies IntentOperations<typeof PROFILE_INTENTS>;

/** Edit Profile's Save: PUT /api/profile (no rate limit). */
export async function profileAction(context: AppLoadContext, session: SessionUser, form: FormData) {
  const intent = form.get("intent");
  if (intent !== PROFILE_INTENTS.updateProfile) throw unknownIntent();
  return changeFromForm<typeof updateProfileBody, CurrentUser>(
    updateProfileBody,
    form,
    intent,
    async (data) => {
      // The company name the form showed: left as it is, it renames nothing; changed on a company
      // renamed by someone else meanwhile, it is the domain's 409 by the field (a stale form).
      const seen = form.get("seenCompanyName");
      const user = await updateProfile(context.domain, session.actor, data, {
        seenCompanyName: typeof seen === "string" ? seen : undefined,
      });
      // A form posted without JavaScript is answered with the page, whose loaders Remix runs after
      // this action in the same request and which read the person from the load context (looked up
      // before the change): they show the saved names (the top bar, the sidebar's company).
      context.session = { ...session, user };
      return user;
    },
  );
}

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
      const limited = await context.countOperation(PROFILE_OPERATIONS[intent]);
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
