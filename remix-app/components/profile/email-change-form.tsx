import { EMAIL_CHANGE_REAUTH_MESSAGE, reauthenticationPath } from "@charterly/domain/contract";
import { type FormEvent, useId, useRef, useState } from "react";
import { reauthenticateForEmailChangeUrl, rememberNewEmail } from "../../lib/email-change-return";
import { requestEmailChangeSchema } from "../../lib/form-schemas";
import { NEW_EMAIL_PARAM, PROFILE_EMAIL_PATH, PROFILE_INTENTS } from "../../lib/profile-intents";
import { buttonStyles } from "../button-styles";
import { Notice } from "../notice";
import { FormField, fieldStyles } from "../ui/form-field";
import { useInitialFocus } from "../ui/use-initial-focus";
import { hasFieldErrors, useSchemaForm } from "../ui/use-schema-form";
import { answerFor, type EmailChangeAnswer, type EmailChangeFetcher, sending } from "./email-change-answer";

const CHANGE_FAILED = { title: "Email Change Failed", description: "Failed to send verification email" };

/**
 * New email + 'Send Verification': a form posted to /profile/email's action (intent
 * request-email-change, lib/profile-actions.server.ts), checked with the API's schema first. A
 * session older than ten minutes is refused: the form says so and offers 'Sign in again', which
 * keeps the typed address and comes back with the form open — in the dialog to the same page
 * (lib/email-change-return.ts), on the page (also without JavaScript) to /profile/email with the
 * address in its query.
 */
export function EmailChangeForm({
  fetcher,
  answer,
  onClose,
  initialNewEmail = "",
}: {
  fetcher: EmailChangeFetcher;
  answer: EmailChangeAnswer | undefined;
  /** In the dialog: Close, and 'Sign in again' comes back to this page with the dialog open. */
  onClose?: () => void;
  /** The address typed before signing in again. */
  initialNewEmail?: string;
}) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  useInitialFocus(inputRef);
  const refused = (() => {
    const mine = answerFor(answer, PROFILE_INTENTS.requestEmailChange);
    return mine && !mine.ok ? mine : null;
  })();
  const [newEmail, setNewEmail] = useState(() => refused?.values.newEmail ?? initialNewEmail);
  const { errors, validate } = useSchemaForm(requestEmailChangeSchema);
  const [leaving, setLeaving] = useState(false);
  const busy = sending(fetcher, PROFILE_INTENTS.requestEmailChange);

  // The browser's check first; after sending, the server's answer for the field.
  const fieldError = errors.newEmail ?? (busy ? undefined : refused?.fieldErrors.newEmail);
  const reauthentication =
    !busy && refused?.code === "reauthentication_required"
      ? refused.message.trim() || EMAIL_CHANGE_REAUTH_MESSAGE
      : null;
  const failure =
    !busy && refused && !reauthentication && !hasFieldErrors(refused.fieldErrors)
      ? refused.message || CHANGE_FAILED.description
      : null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (busy) return event.preventDefault();
    if (!validate({ newEmail }).ok) {
      event.preventDefault();
      inputRef.current?.focus();
    }
  };

  // A full navigation straight to /api/login (not /login, whose Sign In clears this tab's storage).
  const signInAgain = () => {
    setLeaving(true);
    rememberNewEmail(newEmail);
    window.location.assign(reauthenticateForEmailChangeUrl(window.location));
  };
  const pageReturn = `${PROFILE_EMAIL_PATH}?${new URLSearchParams({ [NEW_EMAIL_PARAM]: newEmail })}`;

  return (
    <fetcher.Form
      method="post"
      action={PROFILE_EMAIL_PATH}
      onSubmit={submit}
      noValidate
      className="space-y-4"
      aria-busy={busy}
    >
      <input type="hidden" name="intent" value={PROFILE_INTENTS.requestEmailChange} />
      {failure ? (
        <Notice tone="error" title={CHANGE_FAILED.title}>
          {failure}
        </Notice>
      ) : null}
      {reauthentication ? (
        <Notice tone="warning" title="Please sign in again" alert>
          <p>{reauthentication}</p>
          <p className="mt-1">You will come back here with the address you typed.</p>
          {onClose ? (
            <button
              type="button"
              className={`${buttonStyles.primary} mt-3`}
              onClick={signInAgain}
              disabled={leaving}
            >
              {leaving ? "Signing in…" : "Sign in again"}
            </button>
          ) : (
            <a href={reauthenticationPath(pageReturn)} className={`${buttonStyles.primary} mt-3`}>
              Sign in again
            </a>
          )}
        </Notice>
      ) : null}
      <FormField
        id={`${id}-new-email`}
        label="New email address"
        required
        error={fieldError}
        hint="We'll send a verification link to this address. It works for 24 hours."
      >
        {(control) => (
          <input
            {...control}
            ref={inputRef}
            name="newEmail"
            type="email"
            autoComplete="email"
            maxLength={254}
            value={newEmail}
            onChange={(event) => setNewEmail(event.target.value)}
            className={fieldStyles}
          />
        )}
      </FormField>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onClose ? (
          <button type="button" className={buttonStyles.secondary} onClick={onClose}>
            Close
          </button>
        ) : null}
        <button type="submit" className={buttonStyles.primary} disabled={busy}>
          {busy ? "Sending…" : "Send Verification"}
        </button>
      </div>
    </fetcher.Form>
  );
}
