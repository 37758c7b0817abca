import type { EmailChangeStatusDto } from "@charterly/domain/contract";
import { useFetcher } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { PROFILE_EMAIL_PATH, PROFILE_INTENTS } from "../../lib/profile-intents";
import type { loader as emailChangeLoader } from "../../routes/profile_.email";
import { buttonStyles } from "../button-styles";
import { Loading } from "../documents/load-status";
import { Notice } from "../notice";
import { useToast } from "../toast";
import { Modal } from "../ui/modal";
import { useFormAnswer } from "../ui/use-form-answer";
import { answerFor, EMAIL_CHANGE_INTENTS, useEmailChangeAnswer } from "./email-change-answer";
import { EmailChangeForm } from "./email-change-form";
import { OutboxNote } from "./outbox-note";
import { PendingEmailChange } from "./pending-email-change";

const STATUS_FAILED = "Could not load";
const CANCEL_FAILED = { title: "Cancel Failed", description: "Failed to cancel email change request." };

interface ChangeEmailDialogProps {
  open: boolean;
  onClose: () => void;
  /** The address typed before signing in again (lib/email-change-return.ts), to fill the form with. */
  initialNewEmail?: string;
}

/**
 * Change Email Address over the page: the /profile/email route (routes/profile_.email.tsx, the page a
 * browser without JavaScript opens instead) loaded with a fetcher; its forms post to that route's
 * action, after which Remix reads the status again (revalidation).
 */
export function ChangeEmailDialog({ open, onClose, initialNewEmail }: ChangeEmailDialogProps) {
  return (
    <Modal open={open} onClose={onClose} title="Change Email Address" size="max-w-md">
      <ChangeEmailStatus onClose={onClose} initialNewEmail={initialNewEmail} />
    </Modal>
  );
}

function ChangeEmailStatus({ onClose, initialNewEmail }: { onClose: () => void; initialNewEmail?: string }) {
  const page = useFetcher<typeof emailChangeLoader>();
  const { load } = page;
  useEffect(() => {
    load(PROFILE_EMAIL_PATH);
  }, [load]);

  const answer = page.data;
  if (!answer) return <Loading label="Loading…" />;
  if (!answer.status)
    return (
      <div className="space-y-4">
        <Notice tone="error" title={STATUS_FAILED}>
          {answer.refusal}
        </Notice>
        <div className="flex justify-end">
          <button
            type="button"
            className={buttonStyles.secondary}
            onClick={() => load(PROFILE_EMAIL_PATH)}
            disabled={page.state !== "idle"}
          >
            Try again
          </button>
        </div>
      </div>
    );
  return <ChangeEmailPanel status={answer.status} onClose={onClose} initialNewEmail={initialNewEmail} />;
}

/**
 * The current address, what just happened (sent, cancelled, or why a cancel was refused), then the
 * pending change or the new-address form. The dialog's body, and the /profile/email page's.
 */
export function ChangeEmailPanel({
  status,
  onClose,
  initialNewEmail,
}: {
  status: EmailChangeStatusDto;
  /** In the dialog; the page has none. */
  onClose?: () => void;
  initialNewEmail?: string;
}) {
  const { fetcher, answer } = useEmailChangeAnswer();
  const { toast } = useToast();
  useFormAnswer(fetcher.data, EMAIL_CHANGE_INTENTS, (result) => {
    if (!result.ok) return;
    if (result.intent === PROFILE_INTENTS.cancelEmailChange)
      toast({ title: "Email Change Cancelled", description: "The verification link no longer works." });
    else if ("newEmail" in result.value)
      toast({
        title: "Verification Email Sent",
        description: `Follow the link sent to ${result.value.newEmail} to finish the change.`,
        variant: "success",
      });
  });

  const sent = answerFor(answer, PROFILE_INTENTS.requestEmailChange);
  const sentTo = sent?.ok && "newEmail" in sent.value ? sent.value.newEmail : null;
  const cancel = answerFor(answer, PROFILE_INTENTS.cancelEmailChange);
  // The form that had focus is gone once a request is sent: focus moves to what happened.
  const outcomeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (sentTo) outcomeRef.current?.focus();
  }, [sentTo]);

  return (
    <div className="space-y-4">
      <div>
        <p className="text-sm text-slate-600 dark:text-slate-400">Current email address</p>
        <p className="font-medium break-words">{status.currentEmail}</p>
      </div>

      {sentTo ? (
        <div ref={outcomeRef} tabIndex={-1} className="rounded-lg focus:outline-none">
          <Notice tone="success" title="Verification email sent">
            We sent a verification link to {sentTo}. Your current address, {status.currentEmail}, stays active
            until you follow that link.
          </Notice>
        </div>
      ) : null}
      {cancel?.ok ? (
        <Notice tone="info">The email change request was cancelled. Its link no longer works.</Notice>
      ) : cancel ? (
        // A stale form says why (its change is no longer pending); any other failure only the fixed text (spec §8).
        <Notice tone="error" title={CANCEL_FAILED.title}>
          {cancel.code === "conflict" ? cancel.message : CANCEL_FAILED.description}
        </Notice>
      ) : null}

      {status.hasPendingChange && status.newEmail && status.expiresAt ? (
        <PendingEmailChange
          fetcher={fetcher}
          currentEmail={status.currentEmail}
          newEmail={status.newEmail}
          expiresAt={status.expiresAt}
        />
      ) : (
        <EmailChangeForm
          fetcher={fetcher}
          answer={answer}
          initialNewEmail={initialNewEmail}
          onClose={onClose}
        />
      )}

      <OutboxNote />
    </div>
  );
}
