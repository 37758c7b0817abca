import { type CompanyUserDto, fullName } from "@charterly/domain/contract";
import { type MouseEvent, type ReactNode, useId } from "react";
import { TEAM_INTENTS } from "../../../lib/team-intents";
import { smallButtonStyles } from "../../button-styles";
import { TrashIcon } from "../../documents/document-icons";
import type { useTeamActions } from "./use-team-actions";

/**
 * One person's Change role, Reset password, Resend verification (unverified only) and Delete
 * (disabled with its tip, e.g. for the last company admin): the Team Members tab's row and Customer
 * Management's opened company row show the same buttons, sent through the same hook.
 *
 * The buttons are a form posted to the page's route action, so they work before the page's
 * JavaScript has loaded: Resend verification is sent at once, while Change role, Reset password and
 * Delete are answered with a question (which role; are you sure) that the page shows
 * (TeamQuestion). With JavaScript each click is handled here instead: the dialog asks, a fetcher sends.
 */
export function PersonActions({
  user,
  deleteTip,
  actions,
}: {
  user: CompanyUserDto;
  /** Why Delete is disabled, or null. */
  deleteTip: string | null;
  actions: ReturnType<typeof useTeamActions>;
}) {
  const tipId = useId();
  const name = fullName(user);
  /** A button that posts `intent` without JavaScript and runs `run` with it. */
  const handled = (intent: string, run: () => void) => ({
    type: "submit" as const,
    name: "intent",
    value: intent,
    onClick: (event: MouseEvent) => {
      event.preventDefault();
      run();
    },
  });
  const buttons = (
    <>
      <button
        {...handled(TEAM_INTENTS.changeRole, () => actions.openRoleDialog(user))}
        className={smallButtonStyles.secondary}
        aria-label={`Change role: ${name}`}
      >
        Change role
      </button>
      <button
        {...handled(TEAM_INTENTS.resetPassword, () => actions.askReset(user))}
        className={smallButtonStyles.secondary}
        aria-label={`Reset password: ${name}`}
      >
        Reset password
      </button>
      {user.emailVerified ? null : (
        <button
          {...handled(TEAM_INTENTS.resendVerification, () => actions.resendVerification(user))}
          className={smallButtonStyles.secondary}
          disabled={actions.resendingId === user.id}
          aria-label={`Resend verification: ${name}`}
        >
          {actions.resendingId === user.id ? "Sending…" : "Resend verification"}
        </button>
      )}
      <span title={deleteTip ?? undefined}>
        <button
          {...handled(TEAM_INTENTS.removeUser, () => actions.askRemove(user))}
          className={smallButtonStyles.dangerOutline}
          disabled={deleteTip !== null}
          aria-describedby={deleteTip ? tipId : undefined}
          aria-label={`Delete user: ${name}`}
        >
          <TrashIcon className="size-4" />
          Delete
        </button>
        {deleteTip ? (
          <span id={tipId} className="sr-only">
            {deleteTip}
          </span>
        ) : null}
      </span>
    </>
  );
  return <PersonForm userId={user.id}>{buttons}</PersonForm>;
}

/** The row's form: the person's id, and a button per intent. */
function PersonForm({ userId, children }: { userId: number; children: ReactNode }) {
  return (
    <form method="post" className="contents">
      <input type="hidden" name="userId" value={userId} />
      {children}
    </form>
  );
}
