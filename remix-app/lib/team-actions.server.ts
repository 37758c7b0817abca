import { type InvitationSentResponse, inviteUserBody } from "@charterly/domain/contract";
import {
  inviteUser,
  resendInvitation,
  revokeInvitation,
  type SessionUser,
} from "@charterly/domain/operations";
import type { AppLoadContext } from "@remix-run/cloudflare";
import {
  formValues,
  idField,
  parseForm,
  refusedAnswer,
  runFormChange,
  unknownIntent,
} from "./form-result.server";
import { TEAM_INTENTS } from "./team-intents";

// The Team Members tab's writes as route actions (routes/admin.team.tsx): the same domain
// operations, schemas and rate limits as the API's routes (worker/api/team.ts), for the signed-in
// person. Each operation checks its permission (team.manage) itself.

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
  }
  throw unknownIntent();
}
