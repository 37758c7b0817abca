import {
  type ChangeRoleResponse,
  changeRoleBody,
  type InvitationSentResponse,
  inviteUserBody,
  type RemoveUserResponse,
  type ResendVerificationResponse,
  type ResetPasswordResponse,
} from "@charterly/domain/contract";
import {
  changeUserRole,
  inviteUser,
  removeUser,
  resendInvitation,
  resendVerification,
  resetPassword,
  revokeInvitation,
  type SessionUser,
} from "@charterly/domain/operations";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import type { FormResult } from "./form-result";
import {
  formValues,
  idField,
  parseForm,
  refusedAnswer,
  runFormChange,
  unknownIntent,
} from "./form-result.server";
import { type AskedFirst, CONFIRMED_FIELD, TEAM_INTENTS } from "./team-intents";

// The Team Members tab's writes as route actions (routes/admin.team.tsx): the same domain
// operations, schemas and rate limits as the API's routes (worker/api/team.ts), for the signed-in
// person. Each operation checks its permission (team.manage) itself.

/** Not confirmed yet (a form sent without JavaScript): nothing changes, the page asks. */
const askFirst = (intent: string, userId: number) =>
  data<FormResult<AskedFirst>>({ ok: true, intent, value: { kind: "asked", userId } });

export async function teamAction(context: AppLoadContext, session: SessionUser, form: FormData) {
  const { domain, appOrigin } = context;
  const intent = form.get("intent");
  switch (intent) {
    case TEAM_INTENTS.invite: {
      const limited = await context.checkRateLimit("team-mail");
      if (limited) return refusedAnswer<InvitationSentResponse>(intent, limited, formValues(form));
      const parsed = parseForm<typeof inviteUserBody, InvitationSentResponse>(inviteUserBody, form, intent);
      if (!parsed.ok) return parsed.answer;
      return runFormChange(
        intent,
        () => inviteUser(domain, session.actor, { ...parsed.data, appOrigin }),
        formValues(form),
      );
    }
    case TEAM_INTENTS.resendInvitation: {
      const limited = await context.checkRateLimit("team-mail");
      if (limited) return refusedAnswer<InvitationSentResponse>(intent, limited);
      const invitationId = idField(form, "invitationId");
      return runFormChange(intent, () =>
        resendInvitation(domain, session.actor, invitationId, { appOrigin }),
      );
    }
    case TEAM_INTENTS.revokeInvitation: {
      const invitationId = idField(form, "invitationId");
      return runFormChange(intent, () => revokeInvitation(domain, session.actor, invitationId));
    }
    case TEAM_INTENTS.changeRole: {
      // PUT /api/admin/users/:userId/role: no rate limit; the body's schema, then the operation.
      const userId = idField(form, "userId");
      const parsed = parseForm<typeof changeRoleBody, ChangeRoleResponse>(changeRoleBody, form, intent);
      if (!parsed.ok) return parsed.answer;
      return runFormChange(
        intent,
        () => changeUserRole(domain, session.actor, userId, parsed.data),
        formValues(form),
      );
    }
    case TEAM_INTENTS.removeUser: {
      // DELETE /api/admin/users/:userId: no rate limit, no body.
      const userId = idField(form, "userId");
      if (form.get(CONFIRMED_FIELD) !== "yes") return askFirst(intent, userId);
      return runFormChange<RemoveUserResponse>(intent, () => removeUser(domain, session.actor, userId));
    }
    case TEAM_INTENTS.resetPassword: {
      const userId = idField(form, "userId");
      if (form.get(CONFIRMED_FIELD) !== "yes") return askFirst(intent, userId);
      const limited = await context.checkRateLimit("team-mail");
      if (limited) return refusedAnswer<ResetPasswordResponse>(intent, limited);
      return runFormChange(intent, () =>
        resetPassword(domain, session.actor, userId, { resetUrl: context.passwordResetUrl, appOrigin }),
      );
    }
    case TEAM_INTENTS.resendVerification: {
      const limited = await context.checkRateLimit("team-mail");
      if (limited) return refusedAnswer<ResendVerificationResponse>(intent, limited);
      const userId = idField(form, "userId");
      return runFormChange(intent, () => resendVerification(domain, session.actor, userId, { appOrigin }));
    }
  }
  throw unknownIntent();
}
