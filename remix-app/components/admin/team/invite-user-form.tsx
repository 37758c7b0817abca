import {
  INVITE_EMAIL_MESSAGE,
  type InvitationSentResponse,
  inviteUserBody,
  type TeamOverviewDto,
  USER_LIMIT_TITLE,
  userLimitMessage,
} from "@charterly/domain/contract";
import { type FormEvent, useId, useState } from "react";
import { ApiError } from "../../../lib/api-client";
import { useReportFailure } from "../../../lib/report-failure";
import { buttonStyles, cardStyles } from "../../button-styles";
import { MailIcon } from "../../icons";
import { useToast } from "../../toast";
import { FormField, fieldStyles } from "../../ui/form-field";
import { useSchemaForm } from "../../ui/use-schema-form";
import { inviteUser } from "./team-api";

const INVITATION_FAILED = {
  title: "Invitation Failed",
  description: "Failed to send user invitation. Please try again.",
};

/**
 * 'Invite User': an e-mail address; the invitee gets a sign-in link by e-mail (or, with e-mail
 * switched off, `onLink` hands the link to the screen to copy). Refused before sending when the
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
  const reportFailure = useReportFailure();
  const form = useSchemaForm(inviteUserBody);
  const [email, setEmail] = useState("");
  const [busy, setBusy] = useState(false);
  const limitText =
    overview.seatLimit === null ? null : userLimitMessage(overview.planLabel, overview.seatLimit);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (email.trim() === "") {
      form.setErrors({ email: INVITE_EMAIL_MESSAGE });
      toast({ title: "Email required", description: `${INVITE_EMAIL_MESSAGE}.`, variant: "destructive" });
      return;
    }
    const check = form.validate({ email });
    if (!check.ok) return;
    if (!overview.canInvite && limitText) {
      toast({ title: USER_LIMIT_TITLE, description: limitText, variant: "destructive" });
      return;
    }
    setBusy(true);
    try {
      const answer = await inviteUser(check.data.email);
      toast({
        title: "User Invited",
        description: answer.emailQueued
          ? `An invitation was sent to ${answer.invitation.email}.`
          : `E-mail is switched off, so nothing was sent: copy the sign-in link for ${answer.invitation.email}.`,
        variant: "success",
      });
      setEmail("");
      onInvited(answer);
    } catch (error) {
      form.showServerErrors(error);
      // The server's limit refusal reads 'Your {plan} plan is limited to {n} users.'
      const atLimit = error instanceof ApiError && / plan is limited to \d+ users\.$/.test(error.message);
      reportFailure(
        error,
        atLimit ? { title: USER_LIMIT_TITLE, description: error.message } : INVITATION_FAILED,
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby={`${id}-heading`} className={`${cardStyles} p-5`}>
      <h3 id={`${id}-heading`} className="text-lg font-semibold">
        Invite User
      </h3>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        The person gets an e-mail with a sign-in link and joins as a user; the invitation is valid for 7 days.
      </p>
      <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="min-w-0 flex-1">
          <FormField id={`${id}-email`} label="Email address" error={form.errors.email}>
            {(control) => (
              <input
                {...control}
                type="email"
                autoComplete="off"
                value={email}
                maxLength={254}
                onChange={(event) => setEmail(event.target.value)}
                placeholder="name@company.com"
                className={fieldStyles}
              />
            )}
          </FormField>
        </div>
        <button type="submit" className={`${buttonStyles.primary} sm:mt-6`} disabled={busy}>
          <MailIcon className="size-4" />
          {busy ? "Inviting…" : "Invite"}
        </button>
      </form>
      {!overview.canInvite && limitText ? (
        <p className="mt-3 text-sm text-amber-800 dark:text-amber-300">
          {USER_LIMIT_TITLE}: {limitText} Remove a user or revoke an invitation to invite someone else.
        </p>
      ) : null}
    </section>
  );
}
