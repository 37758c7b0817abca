import {
  ASSIGNABLE_ROLES,
  type AssignableRole,
  type CompanyUserDto,
  fullName,
  ROLE_LABELS,
} from "@charterly/domain/contract";
import { useEffect, useId, useState } from "react";
import { buttonStyles } from "../../button-styles";
import { Notice } from "../../notice";
import { Modal } from "../../ui/modal";
import { assignableRoleOf, type Block } from "./team-rules";

const ROLE_HINTS: Record<AssignableRole, string> = {
  user: "Uses the library, templates and assistant; no access to the Admin Panel's changes.",
  company_admin: "Also manages team members, company settings and, on the plan's tiers, the knowledge base.",
};

/** 'Change Role': User or Company Admin for one person; `problem` repeats a refusal inside the dialog. */
export function ChangeRoleDialog({
  user,
  busy,
  problem,
  onSave,
  onClose,
}: {
  user: CompanyUserDto | null;
  busy: boolean;
  problem: Block | null;
  onSave: (role: AssignableRole) => void;
  onClose: () => void;
}) {
  const id = useId();
  const [role, setRole] = useState<AssignableRole>("user");
  useEffect(() => {
    if (user) setRole(assignableRoleOf(user));
  }, [user]);
  const unchanged = user !== null && role === assignableRoleOf(user);

  return (
    <Modal
      open={user !== null}
      onClose={onClose}
      title="Change Role"
      description={user ? `${fullName(user)} (${user.email})` : undefined}
      size="max-w-md"
      footer={
        <>
          <button type="button" className={buttonStyles.secondary} onClick={onClose} disabled={busy}>
            Cancel
          </button>
          <button
            type="button"
            className={buttonStyles.primary}
            disabled={busy || unchanged}
            onClick={() => onSave(role)}
          >
            {busy ? "Saving…" : "Save Role"}
          </button>
        </>
      }
    >
      <fieldset className="space-y-3">
        <legend className="text-sm font-medium">Role</legend>
        {ASSIGNABLE_ROLES.map((option) => (
          <div key={option} className="flex items-start gap-3 text-sm">
            <input
              type="radio"
              id={`${id}-${option}`}
              name={`${id}-role`}
              value={option}
              checked={role === option}
              onChange={() => setRole(option)}
              aria-describedby={`${id}-${option}-hint`}
              className="mt-1"
            />
            <div>
              <label htmlFor={`${id}-${option}`} className="font-medium">
                {ROLE_LABELS[option]}
              </label>
              <p id={`${id}-${option}-hint`} className="text-slate-600 dark:text-slate-400">
                {ROLE_HINTS[option]}
              </p>
            </div>
          </div>
        ))}
      </fieldset>
      {problem ? (
        <div className="mt-4">
          <Notice tone="error" title={problem.title}>
            {problem.description}
          </Notice>
        </div>
      ) : null}
    </Modal>
  );
}
