import {
  type AssignableRole,
  type CompanyUserDto,
  fullName,
  type ResendVerificationResponse,
  type ResetPasswordResponse,
  ROLE_LABELS,
} from "@charterly/domain/contract";
import { useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import type { FormResult } from "../../../lib/form-result";
import type { FailureText } from "../../../lib/report-failure";
import { CONFIRMED_FIELD, TEAM_INTENTS } from "../../../lib/team-intents";
import { useToast } from "../../toast";
import { type Block, platformAdminBlock, removalBlock, roleChangeBlock } from "./team-rules";

// What the Team Members list does for one person: change the role (a dialog), remove and reset the
// password (each asked first), resend verification. Client-side blocks come first (spec §8), then
// the change is sent; success and failure toasts as the spec names them. Each change is a form
// sent to a route's action — the Team Members tab's, or Customer Management's Customer List for an
// opened row's people (lib/team-actions.server.ts's personAction for both) — through a fetcher:
// its state is the pending UI, and Remix reads the page's data again after it.

/** A link the screen shows to copy because e-mail is switched off. */
export interface SharedLink {
  title: string;
  description: string;
  url: string;
}

export type Confirming = { kind: "remove" | "reset"; user: CompanyUserDto } | null;

/** One change to one person, as sent. */
export type PersonChange =
  | { kind: "role"; user: CompanyUserDto; role: AssignableRole }
  | { kind: "remove"; user: CompanyUserDto }
  | { kind: "reset"; user: CompanyUserDto }
  | { kind: "verify"; user: CompanyUserDto };

/** How a change ended: its answer, or the action's message for the refusal. */
type ChangeAnswer = { ok: true; value: unknown } | { ok: false; message: string };

/** The change's form fields, as the route's action reads them (lib/team-actions.server.ts). */
export function personChangeFields(change: PersonChange): Record<string, string> {
  const userId = String(change.user.id);
  switch (change.kind) {
    case "role":
      return { intent: TEAM_INTENTS.changeRole, userId, role: change.role };
    case "remove":
      return { intent: TEAM_INTENTS.removeUser, userId, [CONFIRMED_FIELD]: "yes" };
    case "reset":
      return { intent: TEAM_INTENTS.resetPassword, userId, [CONFIRMED_FIELD]: "yes" };
    case "verify":
      return { intent: TEAM_INTENTS.resendVerification, userId };
  }
}

/**
 * Sends a change through a fetcher to the route's action and reports its answer once. `pending` is
 * the change on its way (the pending UI), null when none is.
 */
function usePersonSender(action: string, onAnswer: (change: PersonChange, answer: ChangeAnswer) => void) {
  const fetcher = useFetcher<FormResult<unknown>>();
  const sent = useRef<PersonChange | null>(null);
  const answerRef = useRef(onAnswer);
  answerRef.current = onAnswer;

  // The fetcher's answer, once, for the change it carried.
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data || !sent.current) return;
    const change = sent.current;
    sent.current = null;
    const result = fetcher.data;
    answerRef.current(
      change,
      result.ok
        ? { ok: true, value: result.value }
        : { ok: false, message: result.fieldErrors?.role ?? result.message },
    );
  }, [fetcher.state, fetcher.data]);

  const send = (change: PersonChange) => {
    sent.current = change;
    fetcher.submit(personChangeFields(change), { method: "post", action });
  };

  const pending = fetcher.state === "idle" ? null : sent.current;
  return { send, pending };
}

export function useTeamActions({
  users,
  meId,
  action,
  onLink,
  companyName = "the team",
}: {
  users: readonly CompanyUserDto[];
  meId: number;
  /** The route whose action makes the four changes ("/admin/team", "/admin/customers/list"). */
  action: string;
  /** How the deletion toast names the company ("…was removed from Acme."). */
  companyName?: string;
  onLink: (link: SharedLink) => void;
}) {
  const { toast } = useToast();
  const [roleTarget, setRoleTarget] = useState<CompanyUserDto | null>(null);
  const [roleProblem, setRoleProblem] = useState<Block | null>(null);
  const [confirming, setConfirming] = useState<Confirming>(null);

  const block = (problem: Block) => toast({ ...problem, variant: "destructive" });
  /** Toasts a refusal: the action's message. */
  const failure = (answer: Extract<ChangeAnswer, { ok: false }>, fallback: FailureText): FailureText => {
    const text = { title: fallback.title, description: answer.message || fallback.description };
    toast({ ...text, variant: "destructive" });
    return text;
  };

  const answered = (change: PersonChange, answer: ChangeAnswer) => {
    const { user } = change;
    switch (change.kind) {
      case "role": {
        if (!answer.ok) {
          const text = failure(answer, { title: "Role Update Failed", description: "Please try again" });
          setRoleProblem(text);
          return;
        }
        toast({
          title: "Role Updated",
          description: `${fullName(user)} is now a ${ROLE_LABELS[change.role]}.`,
          variant: "success",
        });
        setRoleTarget(null);
        return;
      }
      case "remove": {
        if (!answer.ok) {
          failure(answer, { title: "Delete Failed", description: "Failed to remove user" });
          return;
        }
        toast({
          title: "User Deleted",
          description: `${fullName(user)} was removed from ${companyName}.`,
          variant: "success",
        });
        setConfirming(null);
        return;
      }
      case "reset": {
        if (!answer.ok) {
          failure(answer, { title: "Reset Failed", description: "Please try again" });
          return;
        }
        const value = answer.value as ResetPasswordResponse;
        toast({
          title: "Password Reset Sent",
          description: value.emailQueued
            ? `${fullName(user)} was signed out and got an e-mail explaining how to set a new password.`
            : `${fullName(user)} was signed out. E-mail is switched off: pass on the link below.`,
          variant: "success",
        });
        if (!value.emailQueued) onLink(resetLink(user, value));
        setConfirming(null);
        return;
      }
      case "verify": {
        if (!answer.ok) {
          failure(answer, { title: "Verification Failed", description: "Please try again" });
          return;
        }
        const value = answer.value as ResendVerificationResponse;
        toast({
          title: "Verification Email Sent",
          description: value.emailQueued
            ? `${user.email} got a new link to sign in and verify the address.`
            : "E-mail is switched off: pass on the link below.",
          variant: "success",
        });
        if (!value.emailQueued) onLink(verificationLink(user, value));
        return;
      }
    }
  };

  const { send, pending } = usePersonSender(action, answered);
  const busy = pending !== null && pending.kind !== "verify";

  const openRoleDialog = (user: CompanyUserDto) => {
    // A platform admin cannot be changed at all; the last admin may still open the dialog.
    const problem = platformAdminBlock(user);
    if (problem) return block(problem);
    setRoleProblem(null);
    setRoleTarget(user);
  };

  const saveRole = (role: AssignableRole) => {
    const user = roleTarget;
    if (!user || busy) return;
    const problem = roleChangeBlock(users, user, role);
    if (problem) {
      setRoleProblem(problem);
      return block(problem);
    }
    send({ kind: "role", user, role });
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

  const confirm = () => {
    // A second click while the first is on its way sends nothing.
    if (!confirming || busy) return;
    send({ kind: confirming.kind, user: confirming.user });
  };

  const resendVerification = (user: CompanyUserDto) => {
    if (pending) return;
    send({ kind: "verify", user });
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
    resendingId: pending?.kind === "verify" ? pending.user.id : null,
    resendVerification,
  };
}

/** The reset's link to pass on by hand when e-mail is switched off. */
export const resetLink = (user: CompanyUserDto, answer: ResetPasswordResponse): SharedLink => ({
  title: "Password reset link",
  description: `E-mail is switched off. Send ${user.email} this link to set a new password:`,
  url: answer.resetUrl,
});

/** The verification's sign-in link to pass on by hand when e-mail is switched off. */
export const verificationLink = (user: CompanyUserDto, answer: ResendVerificationResponse): SharedLink => ({
  title: "Verification link",
  description: `E-mail is switched off. Send ${user.email} this sign-in link:`,
  url: answer.signInLink,
});
