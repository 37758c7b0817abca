import { type CompanyUserDto, fullName, isAdmin, ROLE_LABELS } from "@charterly/domain/contract";
import { useId } from "react";
import { Badge } from "../../badges";
import { cardStyles } from "../../button-styles";
import { ShortDate } from "../../documents/formatted-date";
import { Avatar } from "../../ui/avatar";
import { PersonActions } from "./person-actions";
import { deleteDisabledTip } from "./team-rules";
import type { useTeamActions } from "./use-team-actions";

/**
 * 'Team Members': each person's picture, name, e-mail, role, verified state and join date; for
 * someone with team.manage, Change role, Reset password, Resend verification (unverified only) and
 * Delete (disabled with its tip for the last company admin).
 */
export function TeamUserList({
  users,
  meId,
  actions,
}: {
  users: readonly CompanyUserDto[];
  meId: number;
  /** Absent when the viewer may only read the list. */
  actions: ReturnType<typeof useTeamActions> | null;
}) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-heading`} className={cardStyles}>
      <h3 id={`${id}-heading`} className="p-5 pb-0 text-lg font-semibold">
        Team Members
      </h3>
      <ul aria-label="Team members" className="mt-3 divide-y divide-slate-200 dark:divide-slate-800">
        {users.map((user) => {
          const name = fullName(user);
          const deleteTip = deleteDisabledTip(users, user, meId);
          return (
            <li
              key={user.id}
              className="flex flex-col gap-3 px-5 py-4 lg:flex-row lg:items-center lg:justify-between"
            >
              <div className="flex min-w-0 items-start gap-3">
                <Avatar person={user} size="size-10" />
                <div className="min-w-0">
                  <p className="font-medium break-words">
                    {name}
                    {user.id === meId ? (
                      <span className="text-slate-600 dark:text-slate-400"> (you)</span>
                    ) : null}
                  </p>
                  <p className="text-sm break-all text-slate-600 dark:text-slate-400">{user.email}</p>
                  <div className="mt-1.5 flex flex-wrap items-center gap-2 text-xs text-slate-600 dark:text-slate-400">
                    {user.deactivated ? <Badge tone="red">Deactivated</Badge> : null}
                    <Badge tone={isAdmin(user.role) ? "violet" : "slate"}>{ROLE_LABELS[user.role]}</Badge>
                    {user.emailVerified ? (
                      <Badge tone="emerald">Verified</Badge>
                    ) : (
                      <Badge tone="amber">Unverified</Badge>
                    )}
                    <span>
                      Joined <ShortDate iso={user.createdAt} />
                    </span>
                  </div>
                </div>
              </div>
              {/* A deactivated person is changed by the platform (Customers), not here. */}
              {actions && !user.deactivated ? (
                <div className="flex flex-wrap gap-2 lg:justify-end">
                  <PersonActions user={user} deleteTip={deleteTip} actions={actions} />
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
