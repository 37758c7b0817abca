import { PROFILE_EMAIL_PATH, PROFILE_INTENTS } from "../../lib/profile-intents";
import { buttonStyles } from "../button-styles";
import { type EmailChangeFetcher, sending } from "./email-change-answer";
import { expiresInText } from "./email-change-expiry";

interface PendingEmailChangeProps {
  fetcher: EmailChangeFetcher;
  currentEmail: string;
  newEmail: string;
  expiresAt: string;
}

/**
 * A change waiting for its verification link to be followed, with 'Cancel Request': a form posted to
 * /profile/email's action (intent cancel-email-change) naming the change shown, so one followed or
 * cancelled meanwhile is answered as no longer pending instead of "cancelled" (the panel says the
 * answer: ChangeEmailPanel).
 */
export function PendingEmailChange({ fetcher, currentEmail, newEmail, expiresAt }: PendingEmailChangeProps) {
  const cancelling = sending(fetcher, PROFILE_INTENTS.cancelEmailChange);
  return (
    <div className="space-y-4">
      <div className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950/60 dark:text-amber-100">
        <p className="font-semibold">Pending change</p>
        <p className="mt-1 break-words">
          New address: <span className="font-medium">{newEmail}</span>
        </p>
        <p className="mt-1">{expiresInText(expiresAt)}</p>
        <p className="mt-2">
          Follow the link sent to {newEmail} to complete the change. Until then, keep signing in with{" "}
          {currentEmail}.
        </p>
      </div>
      <fetcher.Form
        method="post"
        action={PROFILE_EMAIL_PATH}
        className="flex justify-end"
        onSubmit={(event) => {
          if (cancelling) event.preventDefault();
        }}
      >
        <input type="hidden" name="intent" value={PROFILE_INTENTS.cancelEmailChange} />
        <input type="hidden" name="newEmail" value={newEmail} />
        <button type="submit" className={buttonStyles.secondary} disabled={cancelling}>
          {cancelling ? "Cancelling…" : "Cancel Request"}
        </button>
      </fetcher.Form>
    </div>
  );
}
