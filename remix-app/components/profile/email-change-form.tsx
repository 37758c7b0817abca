import {
  EMAIL_CHANGE_REAUTH_MESSAGE,
  type emailChangeRequestedSchema,
  requestEmailChangeBody,
} from "@charterly/domain/contract";
import { type FormEvent, useId, useRef, useState } from "react";
import type { z } from "zod";
import { ApiError, api, jsonOf } from "../../lib/api-client";
import { reauthenticateForEmailChangeUrl, rememberNewEmail } from "../../lib/email-change-return";
import { useReportFailure } from "../../lib/report-failure";
import { buttonStyles } from "../button-styles";
import { Notice } from "../notice";
import { FormField, fieldStyles } from "../ui/form-field";
import { useInitialFocus } from "../ui/use-initial-focus";
import { useSchemaForm } from "../ui/use-schema-form";

const CHANGE_FAILED = { title: "Email Change Failed", description: "Failed to send verification email" };

export type EmailChangeRequested = z.infer<typeof emailChangeRequestedSchema>;

/** The server wants a fresh sign-in before an e-mail change (403 `reauthentication_required`). */
const needsReauthentication = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.code === "reauthentication_required";

/**
 * New email + 'Send Verification' (POST /api/auth/request-email-change). A session older than ten
 * minutes is refused: the form says so and offers 'Sign in again', which keeps the typed address and
 * comes back to this page with the dialog open (lib/email-change-return.ts).
 */
export function EmailChangeForm({
  onRequested,
  onClose,
  initialNewEmail = "",
}: {
  onRequested: (request: EmailChangeRequested) => void;
  onClose: () => void;
  /** The address typed before signing in again. */
  initialNewEmail?: string;
}) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  useInitialFocus(inputRef);
  const reportFailure = useReportFailure();
  const [newEmail, setNewEmail] = useState(initialNewEmail);
  const { errors, validate, showServerErrors } = useSchemaForm(requestEmailChangeBody);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  /** The server's reason to sign in again, when it asked for that. */
  const [reauthentication, setReauthentication] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = validate({ newEmail });
    if (!parsed.ok) {
      inputRef.current?.focus();
      return;
    }
    setFailure(null);
    setReauthentication(null);
    setSending(true);
    try {
      onRequested(await jsonOf(api.auth["request-email-change"].$post({ json: parsed.data })));
    } catch (caught) {
      if (needsReauthentication(caught)) {
        // Said in the dialog, next to its button: a toast would sit under the open modal.
        setReauthentication(caught.message.trim() || EMAIL_CHANGE_REAUTH_MESSAGE);
        setSending(false);
        return;
      }
      showServerErrors(caught);
      setFailure(reportFailure(caught, CHANGE_FAILED).description);
      setSending(false);
    }
  };

  // A full navigation straight to /api/login (not /login, whose Sign In clears this tab's storage).
  const signInAgain = () => {
    setLeaving(true);
    rememberNewEmail(newEmail);
    window.location.assign(reauthenticateForEmailChangeUrl(window.location));
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-busy={sending}>
      {failure ? (
        <Notice tone="error" title={CHANGE_FAILED.title}>
          {failure}
        </Notice>
      ) : null}
      {reauthentication ? (
        <Notice tone="warning" title="Please sign in again" alert>
          <p>{reauthentication}</p>
          <p className="mt-1">You will come back here with the address you typed.</p>
          <button
            type="button"
            className={`${buttonStyles.primary} mt-3`}
            onClick={signInAgain}
            disabled={leaving}
          >
            {leaving ? "Signing in…" : "Sign in again"}
          </button>
        </Notice>
      ) : null}
      <FormField
        id={`${id}-new-email`}
        label="New email address"
        required
        error={errors.newEmail}
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
        <button type="button" className={buttonStyles.secondary} onClick={onClose}>
          Close
        </button>
        <button type="submit" className={buttonStyles.primary} disabled={sending}>
          {sending ? "Sending…" : "Send Verification"}
        </button>
      </div>
    </form>
  );
}
