import { type AssignableRole, type CompanyUserDto, fullName, ROLE_LABELS } from "@charterly/domain/contract";
import { useState } from "react";
import { type FailureText, useReportFailure } from "../../../lib/report-failure";
import { useToast } from "../../toast";
import { changeUserRole, removeUser, resendUserVerification, resetUserPassword } from "./team-api";
import { type Block, platformAdminBlock, removalBlock, roleChangeBlock } from "./team-rules";

// What the Team Members list does for one person: change the role (a dialog), remove and reset the
// password (each asked first), resend verification. Client-side blocks come first (spec §8), then
// the call; success and failure toasts as the spec names them.

/** A link the screen shows to copy because e-mail is switched off. */
export interface SharedLink {
  title: string;
  description: string;
  url: string;
}

export type Confirming = { kind: "remove" | "reset"; user: CompanyUserDto } | null;

const withServerMessage = (title: string): FailureText => ({ title, description: "Please try again" });

/**
 * The calls behind the four changes: the Team Members tab's (the admin's own company), or Customer
 * Management's (a platform admin, any company: customers-api.ts). The rules and texts are the same.
 */
export interface PeopleCalls {
  changeRole: typeof changeUserRole;
  remove: typeof removeUser;
  resetPassword: typeof resetUserPassword;
  resendVerification: typeof resendUserVerification;
}

export const TEAM_CALLS: PeopleCalls = {
  changeRole: changeUserRole,
  remove: removeUser,
  resetPassword: resetUserPassword,
  resendVerification: resendUserVerification,
};

export function useTeamActions({
  users,
  meId,
  onChanged,
  onLink,
  calls = TEAM_CALLS,
  companyName = "the team",
}: {
  users: readonly CompanyUserDto[];
  meId: number;
  /** Where the four changes go; the Team Members tab's own calls unless given. */
  calls?: PeopleCalls;
  /** How the deletion toast names the company ("…was removed from Acme."). */
  companyName?: string;
  /** The team changed: read it again. `self` when the signed-in person's own account changed. */
  onChanged: (self: boolean) => void;
  onLink: (link: SharedLink) => void;
}) {
  const { toast } = useToast();
  const reportFailure = useReportFailure();
  const [roleTarget, setRoleTarget] = useState<CompanyUserDto | null>(null);
  const [roleProblem, setRoleProblem] = useState<Block | null>(null);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [busy, setBusy] = useState(false);
  const [resendingId, setResendingId] = useState<number | null>(null);

  const block = (problem: Block) => toast({ ...problem, variant: "destructive" });

  const openRoleDialog = (user: CompanyUserDto) => {
    // A platform admin cannot be changed at all; the last admin may still open the dialog.
    const problem = platformAdminBlock(user);
    if (problem) return block(problem);
    setRoleProblem(null);
    setRoleTarget(user);
  };

  const saveRole = async (role: AssignableRole) => {
    const user = roleTarget;
    if (!user) return;
    const problem = roleChangeBlock(users, user, role);
    if (problem) {
      setRoleProblem(problem);
      return block(problem);
    }
    setBusy(true);
    try {
      await calls.changeRole(user.id, role);
      toast({
        title: "Role Updated",
        description: `${fullName(user)} is now a ${ROLE_LABELS[role]}.`,
        variant: "success",
      });
      setRoleTarget(null);
      onChanged(user.id === meId);
    } catch (error) {
      setRoleProblem(reportFailure(error, withServerMessage("Role Update Failed")));
    } finally {
      setBusy(false);
    }
  };

  const askRemove = (user: CompanyUserDto) => {
    const problem = removalBlock(users, user, meId);
    if (problem) return block(problem);
    setConfirming({ kind: "remove", user });
  };

  const askReset = (user: CompanyUserDto) => {
    const problem = user.id === meId ? null : platformAdminBlock(user);
    if (problem) return block(problem);
    setConfirming({ kind: "reset", user });
  };

  const confirm = async () => {
    if (!confirming) return;
    const { kind, user } = confirming;
    setBusy(true);
    try {
      if (kind === "remove") {
        await calls.remove(user.id);
        toast({
          title: "User Deleted",
          description: `${fullName(user)} was removed from ${companyName}.`,
          variant: "success",
        });
        onChanged(false);
      } else {
        const answer = await calls.resetPassword(user.id);
        toast({
          title: "Password Reset Sent",
          description: answer.emailQueued
            ? `${fullName(user)} was signed out and got an e-mail explaining how to set a new password.`
            : `${fullName(user)} was signed out. E-mail is switched off: pass on the link below.`,
          variant: "success",
        });
        if (!answer.emailQueued) {
          onLink({
            title: "Password reset link",
            description: `E-mail is switched off. Send ${user.email} this link to set a new password:`,
            url: answer.resetUrl,
          });
        }
      }
      setConfirming(null);
    } catch (error) {
      reportFailure(
        error,
        kind === "remove"
          ? { title: "Delete Failed", description: "Failed to remove user" }
          : withServerMessage("Reset Failed"),
      );
    } finally {
      setBusy(false);
    }
  };

  const resendVerification = async (user: CompanyUserDto) => {
    setResendingId(user.id);
    try {
      const answer = await calls.resendVerification(user.id);
      toast({
        title: "Verification Email Sent",
        description: answer.emailQueued
          ? `${user.email} got a new link to sign in and verify the address.`
          : "E-mail is switched off: pass on the link below.",
        variant: "success",
      });
      if (!answer.emailQueued) {
        onLink({
          title: "Verification link",
          description: `E-mail is switched off. Send ${user.email} this sign-in link:`,
          url: answer.signInLink,
        });
      }
    } catch (error) {
      reportFailure(error, withServerMessage("Verification Failed"));
    } finally {
      setResendingId(null);
    }
  };

  return {
    roleTarget,
    roleProblem,
    openRoleDialog,
    closeRoleDialog: () => setRoleTarget(null),
    saveRole,
    confirming,
    askRemove,
    askReset,
    confirm,
    cancelConfirm: () => setConfirming(null),
    busy,
    resendingId,
    resendVerification,
  };
}
