import { type emailChangeRequestedSchema, requestEmailChangeBody } from "@charterly/domain/contract";
import { type FormEvent, useId, useRef, useState } from "react";
import type { z } from "zod";
import { api, jsonOf } from "../../lib/api-client";
import { useReportFailure } from "../../lib/report-failure";
import { buttonStyles } from "../button-styles";
import { Notice } from "../notice";
import { FormField, fieldStyles } from "../ui/form-field";
import { useInitialFocus } from "../ui/use-initial-focus";
import { useSchemaForm } from "../ui/use-schema-form";

const CHANGE_FAILED = { title: "Email Change Failed", description: "Failed to send verification email" };

export type EmailChangeRequested = z.infer<typeof emailChangeRequestedSchema>;

/** New email + 'Send Verification' (POST /api/auth/request-email-change). */
export function EmailChangeForm({
  onRequested,
  onClose,
}: {
  onRequested: (request: EmailChangeRequested) => void;
  onClose: () => void;
}) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  useInitialFocus(inputRef);
  const reportFailure = useReportFailure();
  const [newEmail, setNewEmail] = useState("");
  const { errors, validate, showServerErrors } = useSchemaForm(requestEmailChangeBody);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = validate({ newEmail });
    if (!parsed.ok) {
      inputRef.current?.focus();
      return;
    }
    setFailure(null);
    setSending(true);
    try {
      onRequested(await jsonOf(api.auth["request-email-change"].$post({ json: parsed.data })));
    } catch (caught) {
      showServerErrors(caught);
      setFailure(reportFailure(caught, CHANGE_FAILED).description);
      setSending(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-busy={sending}>
      {failure ? (
        <Notice tone="error" title={CHANGE_FAILED.title}>
          {failure}
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
