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
  changeFromForm,
  formValues,
  idField,
  parseForm,
  refusedAnswer,
  runFormChange,
  unknownIntent,
} from "./form-result.server";
import type { IntentOperations } from "./intent-operations";
import { type AskedFirst, CONFIRMED_FIELD, PERSON_INTENTS, TEAM_INTENTS } from "./team-intents";

// The Team Members tab's writes as route actions (routes/admin.team.tsx): the same domain
// operations, schemas and rate limits as the API's routes (worker/api/team.ts), for the signed-in
// person. Each operation checks its permission (team.manage) itself. The four changes to a person
// are Customer Management's opened rows' too (personAction, with its operations).

/** Not confirmed yet (a form sent without JavaScript): nothing changes, the page asks. */
export const askFirst = (intent: string, userId: number) =>
  data<FormResult<AskedFirst>>({ ok: true, intent, value: { kind: "asked", userId } });

/**
 * The four changes to one person, as the operations a page calls: the Team Members tab's (the
 * signed-in person's company, team.manage) or Customer Management's (any company,
 * platform.customers: lib/customer-actions.server.ts). Their signatures, schemas, limits and
 * answers are the same; each operation checks its own permission.
 */
export interface PersonOperations {
  changeRole: typeof changeUserRole;
  remove: typeof removeUser;
  resetPassword: typeof resetPassword;
  resendVerification: typeof resendVerification;
  /** The API operation each of the four intents makes on this page. */
  operationIds: Record<PersonIntent, string>;
}

type PersonIntent =
  | typeof TEAM_INTENTS.changeRole
  | typeof TEAM_INTENTS.removeUser
  | typeof TEAM_INTENTS.resetPassword
  | typeof TEAM_INTENTS.resendVerification;

/** The Team Members tab's intents and the API operations (worker/api/team.ts) they make. */
export const TEAM_OPERATIONS = {
  [TEAM_INTENTS.invite]: "inviteUser",
  [TEAM_INTENTS.resendInvitation]: "resendInvitation",
  [TEAM_INTENTS.revokeInvitation]: "revokeInvitation",
  [TEAM_INTENTS.changeRole]: "changeUserRole",
  [TEAM_INTENTS.removeUser]: "removeUser",
  [TEAM_INTENTS.resetPassword]: "resetUserPassword",
  [TEAM_INTENTS.resendVerification]: "resendVerification",
} as const satisfies IntentOperations<typeof TEAM_INTENTS>;

const TEAM_PERSON_OPERATIONS: PersonOperations = {
  changeRole: changeUserRole,
  remove: removeUser,
  resetPassword,
  resendVerification,
  operationIds: TEAM_OPERATIONS,
};

/** The form is one of the four changes to a person (personAction answers it). */
export const isPersonIntent = (form: FormData) => {
  const intent = form.get("intent");
  return typeof intent === "string" && PERSON_INTENTS.includes(intent);
};

/**
 * A change to one person (`change-role`, `remove-user`, `reset-password`, `resend-verification`),
 * in the order the API's routes take: the route's rate limit, the body's schema, then the
 * operation. A removal or a reset not `confirmed=yes` changes nothing and answers the question.
 */
export async function personAction(
  context: AppLoadContext,
  session: SessionUser,
  form: FormData,
  operations: PersonOperations,
) {
  const { domain, appOrigin } = context;
  const intent = form.get("intent");
  switch (intent) {
    case TEAM_INTENTS.changeRole: {
      // PUT …/:userId/role: no rate limit; the body's schema, then the operation.
      const userId = idField(form, "userId");
      return changeFromForm<typeof changeRoleBody, ChangeRoleResponse>(changeRoleBody, form, intent, (data) =>
        operations.changeRole(domain, session.actor, userId, data),
      );
    }
    case TEAM_INTENTS.removeUser: {
      // DELETE …/:userId: no rate limit, no body.
      const userId = idField(form, "userId");
      if (form.get(CONFIRMED_FIELD) !== "yes") return askFirst(intent, userId);
      return runFormChange<RemoveUserResponse>(
        intent,
        () => operations.remove(domain, session.actor, userId),
        formValues(form),
      );
    }
    case TEAM_INTENTS.resetPassword: {
      const userId = idField(form, "userId");
      if (form.get(CONFIRMED_FIELD) !== "yes") return askFirst(intent, userId);
      const limited = await context.countOperation(operations.operationIds[intent]);
      if (limited) return refusedAnswer<ResetPasswordResponse>(intent, limited, formValues(form));
      return runFormChange(
        intent,
        () =>
          operations.resetPassword(domain, session.actor, userId, {
            resetUrl: context.passwordResetUrl,
            appOrigin,
          }),
        formValues(form),
      );
    }
    case TEAM_INTENTS.resendVerification: {
      const limited = await context.countOperation(operations.operationIds[intent]);
      if (limited) return refusedAnswer<ResendVerificationResponse>(intent, limited, formValues(form));
      const userId = idField(form, "userId");
      return runFormChange(
        intent,
        () => operations.resendVerification(domain, session.actor, userId, { appOrigin }),
        formValues(form),
      );
    }
  }
  throw unknownIntent();
}

export async function teamAction(context: AppLoadContext, session: SessionUser, form: FormData) {
  if (isPersonIntent(form)) return personAction(context, session, form, TEAM_PERSON_OPERATIONS);
  const { domain, appOrigin } = context;
  const intent = form.get("intent");
  switch (intent) {
    case TEAM_INTENTS.invite: {
      const limited = await context.countOperation(TEAM_OPERATIONS[intent]);
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
      const limited = await context.countOperation(TEAM_OPERATIONS[intent]);
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
  }
  throw unknownIntent();
}
