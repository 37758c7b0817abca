import {
  type CompanyUserDto,
  type CustomerCompanyDto,
  fullName,
  isAdmin,
  ROLE_LABELS,
  shownCompanyName,
} from "@charterly/domain/contract";
import { Badge } from "../../badges";
import { smallButtonStyles } from "../../button-styles";
import { ShortDate } from "../../documents/formatted-date";
import { LoadFailure, Loading } from "../../documents/load-status";
import { useApiResource } from "../../documents/use-api-resource";
import { PencilIcon } from "../../icons";
import { Avatar } from "../../ui/avatar";
import { loadCompanyUsers } from "./customers-api";
import { useCustomersChanged } from "./customers-changed";
import type { EditTarget } from "./edit-customer-dialog";

/** An opened Customer List row: the company's people, each with Edit, and invitations awaiting an answer. */
export function CompanyUsers({
  company,
  onEdit,
}: {
  company: CustomerCompanyDto;
  onEdit: (target: EditTarget) => void;
}) {
  const people = useApiResource(company.id, loadCompanyUsers);
  useCustomersChanged(() => void people.reload());
  const name = shownCompanyName(company);

  if (people.status === "failed")
    return (
      <LoadFailure
        error={people.error}
        title={`Could not load the users of ${name}`}
        onRetry={people.reload}
      />
    );
  if (people.status !== "loaded") return <Loading label={`Loading the users of ${name}…`} />;
  const { users, pendingInvitations } = people.data;

  return (
    <div className="space-y-3">
      {users.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">Nobody has joined {name} yet.</p>
      ) : (
        <ul aria-label={`Users of ${name}`} className="divide-y divide-slate-200 dark:divide-slate-800">
          {users.map((user) => (
            <UserItem
              key={user.id}
              user={user}
              onEdit={() => onEdit({ user, company: people.data.company })}
            />
          ))}
        </ul>
      )}
      {pendingInvitations.length > 0 ? (
        <div>
          <h3 className="text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">
            Pending invitations
          </h3>
          <ul aria-label={`Pending invitations of ${name}`} className="mt-1 space-y-1 text-sm">
            {pendingInvitations.map((invitation) => (
              <li key={invitation.id} className="flex flex-wrap items-center gap-2">
                <span className="break-all">{invitation.email}</span>
                <Badge tone={isAdmin(invitation.role) ? "violet" : "slate"}>
                  {ROLE_LABELS[invitation.role]}
                </Badge>
                <span className="text-xs text-slate-600 dark:text-slate-400">
                  Expires <ShortDate iso={invitation.expiresAt} />
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

function UserItem({ user, onEdit }: { user: CompanyUserDto; onEdit: () => void }) {
  const name = fullName(user);
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 items-start gap-3">
        <Avatar person={user} />
        <div className="min-w-0">
          <p className="font-medium break-words">
            {name} <span className="text-xs font-normal text-slate-600 dark:text-slate-400">#{user.id}</span>
          </p>
          <p className="text-sm break-all text-slate-600 dark:text-slate-400">{user.email}</p>
          <div className="mt-1 flex flex-wrap items-center gap-2 text-xs text-slate-600 dark:text-slate-400">
            <Badge tone={isAdmin(user.role) ? "violet" : "slate"}>{ROLE_LABELS[user.role]}</Badge>
            {user.emailVerified ? (
              <Badge tone="emerald">Verified</Badge>
            ) : (
              <Badge tone="amber">Unverified</Badge>
            )}
            <span>
              Joined <ShortDate iso={user.createdAt} />
            </span>
            <span>
              {user.lastLoginAt ? (
                <>
                  Last sign-in <ShortDate iso={user.lastLoginAt} />
                </>
              ) : (
                "Never signed in"
              )}
            </span>
          </div>
        </div>
      </div>
      <button
        type="button"
        className={smallButtonStyles.secondary}
        onClick={onEdit}
        aria-label={`Edit customer: ${name}`}
      >
        <PencilIcon className="size-4" />
        Edit
      </button>
    </li>
  );
}
