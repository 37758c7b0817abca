import { fullName } from "@charterly/domain/contract";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { ChangeRoleDialog } from "./change-role-dialog";
import type { useTeamActions } from "./use-team-actions";

/**
 * The dialogs behind PersonActions: 'Change Role', and 'Delete User' and 'Reset Password' asked
 * before useTeamActions sends them. The Team Members tab and Customer Management (a platform admin,
 * any company) share the words.
 */
export function PeopleDialogs({
  actions,
  companyName,
}: {
  actions: ReturnType<typeof useTeamActions>;
  companyName: string;
}) {
  const confirming = actions.confirming;
  return (
    <>
      <ChangeRoleDialog
        user={actions.roleTarget}
        busy={actions.busy}
        problem={actions.roleProblem}
        onSave={(role) => void actions.saveRole(role)}
        onClose={actions.closeRoleDialog}
      />
      <ConfirmDialog
        open={confirming !== null}
        title={confirming?.kind === "reset" ? "Reset Password" : "Delete User"}
        confirmLabel={confirming?.kind === "reset" ? "Reset Password" : "Delete User"}
        destructive={confirming?.kind === "remove"}
        busy={actions.busy}
        onConfirm={() => void actions.confirm()}
        onCancel={actions.cancelConfirm}
      >
        {confirming?.kind === "remove" ? (
          <>
            <p>
              Remove <strong>{fullName(confirming.user)}</strong> ({confirming.user.email}) from {companyName}
              ?
            </p>
            <p>
              They are signed out at once and can no longer sign in. The documents, versions and comments they
              wrote stay with the company.
            </p>
          </>
        ) : confirming ? (
          <p>
            Sign <strong>{fullName(confirming.user)}</strong> out everywhere and e-mail them how to set a new
            password at the sign-in provider?
          </p>
        ) : null}
      </ConfirmDialog>
    </>
  );
}
