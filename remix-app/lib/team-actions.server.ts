import { type InvitationSentResponse, inviteUserBody } from "@charterly/domain/contract";
import { inviteUser, type SessionUser } from "@charterly/domain/operations";
import { type AppLoadContext, data } from "@remix-run/cloudflare";
import { formValues, parseForm, refusedAnswer, runFormChange } from "./form-result.server";

// The Team Members tab's writes as route actions (routes/admin.team.tsx): the same domain
// operations, schemas and rate limits as the API's routes (worker/api/team.ts), for the signed-in
// person. The operation checks its permission (team.manage) itself.

export const TEAM_INTENTS = { invite: "invite" } as const;

export async function teamAction(context: AppLoadContext, session: SessionUser, form: FormData) {
  const intent = form.get("intent");
  if (intent === TEAM_INTENTS.invite) {
    const limited = await context.checkRateLimit("team-mail");
    if (limited) return refusedAnswer<InvitationSentResponse>(intent, limited, formValues(form));
    const parsed = parseForm<typeof inviteUserBody, InvitationSentResponse>(inviteUserBody, form, intent);
    if (!parsed.ok) return parsed.answer;
    return runFormChange(
      intent,
      () => inviteUser(context.domain, session.actor, { ...parsed.data, appOrigin: context.appOrigin }),
      formValues(form),
    );
  }
  throw data({ message: "This form is not known here. Reload the page and try again." }, { status: 400 });
}
