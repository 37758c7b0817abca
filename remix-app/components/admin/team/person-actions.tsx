import { type CompanyUserDto, fullName } from "@charterly/domain/contract";
import { useId } from "react";
import { smallButtonStyles } from "../../button-styles";
import { TrashIcon } from "../../documents/document-icons";
import type { useTeamActions } from "./use-team-actions";

/**
 * One person's Change role, Reset password, Resend verification (unverified only) and Delete
 * (disabled with its tip, e.g. for the last company admin): the Team Members tab's row and Customer
 * Management's opened company row show the same buttons, sent through the same hook.
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
  return (
    <>
      <button
        type="button"
        className={smallButtonStyles.secondary}
        onClick={() => actions.openRoleDialog(user)}
        aria-label={`Change role: ${name}`}
      >
        Change role
      </button>
      <button
        type="button"
        className={smallButtonStyles.secondary}
        onClick={() => actions.askReset(user)}
        aria-label={`Reset password: ${name}`}
      >
        Reset password
      </button>
      {user.emailVerified ? null : (
        <button
          type="button"
          className={smallButtonStyles.secondary}
          disabled={actions.resendingId === user.id}
          onClick={() => void actions.resendVerification(user)}
          aria-label={`Resend verification: ${name}`}
        >
          Resend verification
        </button>
      )}
      <span title={deleteTip ?? undefined}>
        <button
          type="button"
          className={smallButtonStyles.dangerOutline}
          disabled={deleteTip !== null}
          aria-describedby={deleteTip ? tipId : undefined}
          onClick={() => actions.askRemove(user)}
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
}
