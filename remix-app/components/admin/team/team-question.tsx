import {
  ASSIGNABLE_ROLES,
  type ChangeRoleResponse,
  type CompanyUserDto,
  fullName,
  type RemoveUserResponse,
  type ResendVerificationResponse,
  type ResetPasswordResponse,
  ROLE_LABELS,
} from "@charterly/domain/contract";
import { Link, useActionData } from "@remix-run/react";
import { useId } from "react";
import type { FormResult } from "../../../lib/form-result";
import { isAsked, PERSON_INTENTS, TEAM_INTENTS } from "../../../lib/team-intents";
import { buttonStyles, cardStyles } from "../../button-styles";
import { Notice } from "../../notice";
import { PostedConfirmation } from "../../ui/posted-confirmation";
import { assignableRoleOf } from "./team-rules";

const FAILED: Record<string, string> = {
  [TEAM_INTENTS.changeRole]: "Role Update Failed",
  [TEAM_INTENTS.removeUser]: "Delete Failed",
  [TEAM_INTENTS.resetPassword]: "Reset Failed",
  [TEAM_INTENTS.resendVerification]: "Verification Failed",
};

/**
 * A person's change posted before the page's JavaScript ran (a document POST: no dialog, no toast):
 * the question the action answered (which role; remove them; reset their password) with the form
 * that answers it, or the change's outcome. Shown above the list, since the row may be gone.
 * With JavaScript nothing shows here: the dialogs ask and toasts answer.
 */
export function TeamQuestion({
  users,
  companyOf,
  cancelHref,
}: {
  /** The people the page shows (the team, or Customer Management's opened rows). */
  users: readonly CompanyUserDto[];
  /** The company a person's change is about, by their id (gone after a removal). */
  companyOf: (userId: number | null) => string;
  /** The page without the question (Cancel). */
  cancelHref: string;
}) {
  const result = useActionData<FormResult<unknown>>();
  if (!result || !PERSON_INTENTS.includes(result.intent)) return null;
  const person = (userId: unknown) => users.find((user) => String(user.id) === String(userId));

  if (!result.ok) {
    const target = person(result.values.userId);
    if (result.intent === TEAM_INTENTS.changeRole && result.fieldErrors.role)
      return target ? (
        <RoleQuestion user={target} error={result.fieldErrors.role} cancelHref={cancelHref} />
      ) : (
        <Gone intent={result.intent} />
      );
    return (
      <Notice tone="error" title={FAILED[result.intent] ?? "Update Failed"}>
        {result.message}
      </Notice>
    );
  }

  const value = result.value;
  if (isAsked(value)) {
    const target = person(value.userId);
    if (!target) return <Gone intent={result.intent} />;
    return result.intent === TEAM_INTENTS.removeUser ? (
      <Question
        title="Delete User"
        intent={TEAM_INTENTS.removeUser}
        user={target}
        cancelHref={cancelHref}
        confirmLabel="Delete User"
        destructive
      >
        <p>
          Remove <strong>{fullName(target)}</strong> ({target.email}) from {companyOf(target.id)}?
        </p>
        <p>
          They are signed out at once and can no longer sign in. The documents, versions and comments they
          wrote stay with the company.
        </p>
      </Question>
    ) : (
      <Question
        title="Reset Password"
        intent={TEAM_INTENTS.resetPassword}
        user={target}
        cancelHref={cancelHref}
        confirmLabel="Reset Password"
      >
        <p>
          Sign <strong>{fullName(target)}</strong> out everywhere and e-mail them how to set a new password at
          the sign-in provider?
        </p>
      </Question>
    );
  }

  switch (result.intent) {
    case TEAM_INTENTS.changeRole: {
      const { user } = value as ChangeRoleResponse;
      return (
        <Notice tone="success" title="Role Updated">
          {fullName(user)} is now a {ROLE_LABELS[user.role]}.
        </Notice>
      );
    }
    case TEAM_INTENTS.removeUser:
      return (
        <Notice tone="success" title="User Deleted">
          The user was removed from {companyOf((value as RemoveUserResponse).userId)}.
        </Notice>
      );
    case TEAM_INTENTS.resetPassword: {
      const answer = value as ResetPasswordResponse;
      return (
        <Notice tone="success" title="Password Reset Sent">
          {answer.emailQueued
            ? "They were signed out and got an e-mail explaining how to set a new password."
            : `They were signed out. E-mail is switched off: send them this link to set a new password: ${answer.resetUrl}`}
        </Notice>
      );
    }
    default: {
      const answer = value as ResendVerificationResponse;
      return (
        <Notice tone="success" title="Verification Email Sent">
          {answer.emailQueued
            ? "They got a new link to sign in and verify the address."
            : `E-mail is switched off: send them this sign-in link: ${answer.signInLink}`}
        </Notice>
      );
    }
  }
}

/** The form named someone who left the team meanwhile (a page opened earlier). */
function Gone({ intent }: { intent: string }) {
  return (
    <Notice tone="error" title={FAILED[intent] ?? "Update Failed"}>
      This person is no longer in the team.
    </Notice>
  );
}

/** The confirmation dialog's question about a person, as a panel with its form (PostedConfirmation). */
export function Question({
  intent,
  user,
  ...question
}: {
  title: string;
  intent: string;
  user: CompanyUserDto;
  cancelHref: string;
  confirmLabel: string;
  destructive?: boolean;
  children: React.ReactNode;
}) {
  return (
    <PostedConfirmation
      {...question}
      fields={{ intent, userId: user.id }}
      destructive={question.destructive ?? false}
    />
  );
}

/** 'Change Role' as a form: the role to give, preset to the one held, and Save Role. */
function RoleQuestion({
  user,
  error,
  cancelHref,
}: {
  user: CompanyUserDto;
  error: string;
  cancelHref: string;
}) {
  const id = useId();
  const current = assignableRoleOf(user);
  return (
    <section aria-labelledby={`${id}-title`} className={`${cardStyles} space-y-3 p-5`}>
      <h3 id={`${id}-title`} className="text-lg font-semibold">
        Change Role
      </h3>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {fullName(user)} ({user.email})
      </p>
      <form method="post" className="space-y-3">
        <input type="hidden" name="intent" value={TEAM_INTENTS.changeRole} />
        <input type="hidden" name="userId" value={user.id} />
        <fieldset className="space-y-2" aria-describedby={`${id}-error`}>
          <legend className="text-sm font-medium">Role</legend>
          {ASSIGNABLE_ROLES.map((role) => (
            <label key={role} className="flex items-center gap-2 text-sm">
              <input type="radio" name="role" value={role} defaultChecked={role === current} />
              {ROLE_LABELS[role]}
            </label>
          ))}
        </fieldset>
        {/* Shown when no role came with the form: the first post of 'Change role' asks which. */}
        <p id={`${id}-error`} className="text-sm text-slate-600 dark:text-slate-400">
          {error}.
        </p>
        <div className="flex flex-wrap justify-end gap-2">
          <Link to={cancelHref} preventScrollReset className={buttonStyles.secondary}>
            Cancel
          </Link>
          <button type="submit" className={buttonStyles.primary}>
            Save Role
          </button>
        </div>
      </form>
    </section>
  );
}
