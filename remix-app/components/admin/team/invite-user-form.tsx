import {
  INVITE_EMAIL_MESSAGE,
  type InvitationSentResponse,
  isUserLimitMessage,
  type TeamOverviewDto,
  USER_LIMIT_TITLE,
  userLimitMessage,
} from "@charterly/domain/contract";
import { useActionData, useFetcher } from "@remix-run/react";
import { type FormEvent, useEffect, useId, useRef } from "react";
import { type FormResult, resultFor } from "../../../lib/form-result";
import { inviteUserSchema } from "../../../lib/form-schemas";
import { TEAM_INTENTS } from "../../../lib/team-intents";
import { buttonStyles, cardStyles } from "../../button-styles";
import { MailIcon } from "../../icons";
import { Notice } from "../../notice";
import { useToast } from "../../toast";
import { FormField, fieldStyles } from "../../ui/form-field";
import { hasFieldErrors, useSchemaForm } from "../../ui/use-schema-form";

const INVITE_INTENT = TEAM_INTENTS.invite;

type InviteResult = FormResult<InvitationSentResponse>;

const INVITATION_FAILED = "Invitation Failed";

/** The server's limit refusal reads 'Your {plan} plan is limited to {n} users.' */

/**
 * 'Invite User': an e-mail address; the invitee gets a sign-in link by e-mail (or, with e-mail
 * switched off, `onLink` hands the link to the screen to copy). A form posted to the route's action
 * (routes/admin.team.tsx), so it works before the page's JavaScript has loaded: the answer is then
 * rendered with the page (errors next to the field, the new invitation in the list). With
 * JavaScript it goes through a fetcher: checked with the same schema first, pending while it is
 * sent, toasts after, and the list read again by revalidation. Refused before sending when the
 * plan's seats are taken.
 */
export function InviteUserForm({
  overview,
  onInvited,
}: {
  overview: TeamOverviewDto;
  onInvited: (answer: InvitationSentResponse) => void;
}) {
  const id = useId();
  const { toast } = useToast();
  const form = useSchemaForm(inviteUserSchema);
  const fetcher = useFetcher<InviteResult>();
  // Only a submission without JavaScript (a document POST) sets the route's action data.
  const posted = resultFor(useActionData<InviteResult>(), INVITE_INTENT);
  const answered = resultFor(fetcher.data, INVITE_INTENT);
  const formRef = useRef<HTMLFormElement>(null);
  const busy = fetcher.state !== "idle";
  const limitText =
    overview.seatLimit === null
      ? null
      : userLimitMessage(overview.planLabel, overview.seatLimit, overview.seatLimitIsCompanyOwn);
  const onInvitedRef = useRef(onInvited);
  onInvitedRef.current = onInvited;

  // Each answer once: a toast, and on success an empty field and the link to copy, if any.
  useEffect(() => {
    if (!answered) return;
    if (answered.ok) {
      const answer = answered.value;
      toast({
        title: "User Invited",
        description: answer.emailQueued
          ? `An invitation was sent to ${answer.invitation.email}.`
          : `E-mail is switched off, so nothing was sent: copy the sign-in link for ${answer.invitation.email}.`,
        variant: "success",
      });
      formRef.current?.reset();
      onInvitedRef.current(answer);
    } else if (!hasFieldErrors(answered.fieldErrors)) {
      toast({
        title: isUserLimitMessage(answered.message) ? USER_LIMIT_TITLE : INVITATION_FAILED,
        description: answered.message,
        variant: "destructive",
      });
    }
  }, [answered, toast]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    // A second click while the first is on its way sends nothing.
    if (busy) return event.preventDefault();
    const email = String(new FormData(event.currentTarget).get("email") ?? "");
    if (email.trim() === "") {
      event.preventDefault();
      form.setErrors({ email: INVITE_EMAIL_MESSAGE });
      toast({ title: "Email required", description: `${INVITE_EMAIL_MESSAGE}.`, variant: "destructive" });
      return;
    }
    if (!form.validate({ email }).ok) return event.preventDefault();
    if (!overview.canInvite && limitText) {
      event.preventDefault();
      toast({ title: USER_LIMIT_TITLE, description: limitText, variant: "destructive" });
    }
    // Valid: the fetcher sends it (fetcher.Form's own submit handler).
  };

  const result = answered ?? posted;
  const fieldErrors = hasFieldErrors(form.errors)
    ? form.errors
    : result && !result.ok
      ? result.fieldErrors
      : {};
  const emailError = busy ? undefined : fieldErrors.email;

  return (
    <section aria-labelledby={`${id}-heading`} className={`${cardStyles} p-5`}>
      <h3 id={`${id}-heading`} className="text-lg font-semibold">
        Invite User
      </h3>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        The person gets an e-mail with a sign-in link and joins as a user; the invitation is valid for 7 days.
      </p>
      <fetcher.Form
        ref={formRef}
        method="post"
        noValidate
        onSubmit={submit}
        className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-start"
      >
        <input type="hidden" name="intent" value={INVITE_INTENT} />
        <div className="min-w-0 flex-1">
          <FormField id={`${id}-email`} label="Email address" error={emailError}>
            {(control) => (
              <input
                {...control}
                name="email"
                type="email"
                autoComplete="off"
                // Without JavaScript a refused address comes back in the field, to correct it.
                defaultValue={posted && !posted.ok ? posted.values.email : ""}
                maxLength={254}
                onChange={() => form.setErrors({})}
                placeholder="name@company.com"
                className={fieldStyles}
              />
            )}
          </FormField>
        </div>
        <button
          type="submit"
          className={`${buttonStyles.primary} sm:mt-6`}
          disabled={busy}
          aria-disabled={busy}
        >
          <MailIcon className="size-4" />
          {busy ? "Inviting…" : "Invite"}
        </button>
      </fetcher.Form>
      {posted ? <PostedAnswer result={posted} /> : null}
      {!overview.canInvite && limitText ? (
        <p className="mt-3 text-sm text-amber-800 dark:text-amber-300">
          {USER_LIMIT_TITLE}: {limitText} Remove a user or revoke an invitation to invite someone else.
        </p>
      ) : null}
    </section>
  );
}

/** The answer to a submission made before the page's JavaScript ran, shown under the form. */
function PostedAnswer({ result }: { result: InviteResult }) {
  if (!result.ok) {
    if (hasFieldErrors(result.fieldErrors)) return null;
    const title = isUserLimitMessage(result.message) ? USER_LIMIT_TITLE : INVITATION_FAILED;
    return (
      <div className="mt-3">
        <Notice tone="error" title={title}>
          {result.message}
        </Notice>
      </div>
    );
  }
  const { invitation, emailQueued, signInLink } = result.value;
  return (
    <div className="mt-3">
      <Notice tone="success" title="User Invited">
        {emailQueued
          ? `An invitation was sent to ${invitation.email}.`
          : `E-mail is switched off, so nothing was sent. Send ${invitation.email} this link to join: ${signInLink}`}
      </Notice>
    </div>
  );
}
