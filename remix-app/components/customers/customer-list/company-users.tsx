import {
  type CompanyUserDto,
  type CustomerCompanyDto,
  fullName,
  isAdmin,
  isPlatformAdmin,
  ROLE_LABELS,
  shownCompanyName,
} from "@charterly/domain/contract";
import { useState } from "react";
import { useReportFailure } from "../../../lib/report-failure";
import { useSignedInUser } from "../../../lib/root-data";
import { PeopleDialogs } from "../../admin/team/people-dialogs";
import { PersonActions } from "../../admin/team/person-actions";
import { deleteDisabledTip } from "../../admin/team/team-rules";
import { type SharedLink, useTeamActions } from "../../admin/team/use-team-actions";
import { Badge } from "../../badges";
import { smallButtonStyles } from "../../button-styles";
import { ShortDate } from "../../documents/formatted-date";
import { LoadFailure, Loading } from "../../documents/load-status";
import { useApiResource } from "../../documents/use-api-resource";
import { PencilIcon } from "../../icons";
import { useToast } from "../../toast";
import { Avatar } from "../../ui/avatar";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { CopyLink } from "../../ui/copy-link";
import { CUSTOMER_PEOPLE_CALLS, loadCompanyUsers, setCustomerActive } from "./customers-api";
import { announceCustomersChanged, useCustomersChanged } from "./customers-changed";
import type { EditTarget } from "./edit-customer-dialog";

/**
 * An opened Customer List row: the company's people, each with Edit, Change role, Reset password,
 * Resend verification (unverified only), Delete and Deactivate (the Team Members tab's changes, with
 * its rules, for any company: issue 25 §9), and invitations awaiting an answer.
 */
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
  // The signed-in platform admin: the system company's rows refuse removing oneself, as the team tab does.
  const meId = useSignedInUser()?.id ?? 0;
  const { toast } = useToast();
  const reportFailure = useReportFailure();
  const [confirming, setConfirming] = useState<CompanyUserDto | null>(null);
  const [busy, setBusy] = useState(false);
  const [link, setLink] = useState<SharedLink | null>(null);
  const actions = useTeamActions({
    users: people.data?.users ?? [],
    meId,
    // A platform admin changes any company's people through the API; the opened row reads them
    // through the API too, so the change is announced and the row (and the list above) read again.
    via: { calls: CUSTOMER_PEOPLE_CALLS },
    companyName: name,
    // A role or a removal changes the company's counts in the list above as well as this row.
    onChanged: () => announceCustomersChanged(),
    onLink: setLink,
  });

  const changeActive = async (user: CompanyUserDto, active: boolean) => {
    setBusy(true);
    try {
      await setCustomerActive(user.id, active);
      toast({
        title: active ? "User Reactivated" : "User Deactivated",
        description: active
          ? `${fullName(user)} can sign in again.`
          : `${fullName(user)} can no longer sign in; their sessions have ended.`,
        variant: "success",
      });
      setConfirming(null);
      await people.reload();
    } catch (error) {
      reportFailure(error, { title: "Update Failed", description: "Please try again." });
    } finally {
      setBusy(false);
    }
  };

  if (people.status === "failed")
    return (
      <LoadFailure
        error={people.error}
        title={`Could not load the users of ${name}`}
        onRetry={people.reload}
      />
    );
  if (people.status !== "loaded") return <Loading label={`Loading the users of ${name}…`} />;
  const { users, deactivatedUsers, pendingInvitations } = people.data;

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
              deleteTip={deleteDisabledTip(users, user, meId)}
              actions={actions}
              onEdit={() => onEdit({ user, company: people.data.company })}
              onDeactivate={() => setConfirming(user)}
            />
          ))}
        </ul>
      )}
      {deactivatedUsers.length > 0 ? (
        <div>
          <h3 className="text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">
            Deactivated
          </h3>
          <ul aria-label={`Deactivated users of ${name}`} className="mt-1 space-y-1 text-sm">
            {deactivatedUsers.map((user) => (
              <li key={user.id} className="flex flex-wrap items-center gap-2">
                <span>{fullName(user)}</span>
                <span className="break-all text-slate-600 dark:text-slate-400">{user.email}</span>
                <Badge tone="red">Deactivated</Badge>
                <button
                  type="button"
                  className={smallButtonStyles.secondary}
                  disabled={busy}
                  onClick={() => void changeActive(user, true)}
                  aria-label={`Reactivate ${fullName(user)}`}
                >
                  Reactivate
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
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
      {link ? <CopyLink {...link} onDismiss={() => setLink(null)} /> : null}
      <PeopleDialogs actions={actions} companyName={name} />
      <ConfirmDialog
        open={confirming !== null}
        title="Deactivate this user?"
        confirmLabel="Deactivate"
        destructive
        busy={busy}
        onConfirm={() => {
          if (confirming) void changeActive(confirming, false);
        }}
        onCancel={() => setConfirming(null)}
      >
        {confirming
          ? `${fullName(confirming)} will no longer be able to sign in and their sessions end now. Nothing they wrote is removed; you can reactivate them later.`
          : null}
      </ConfirmDialog>
    </div>
  );
}

function UserItem({
  user,
  deleteTip,
  actions,
  onEdit,
  onDeactivate,
}: {
  user: CompanyUserDto;
  /** Why Delete is disabled (the company's last admin), or null. */
  deleteTip: string | null;
  actions: ReturnType<typeof useTeamActions>;
  onEdit: () => void;
  onDeactivate: () => void;
}) {
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
      <div className="flex flex-wrap gap-2 sm:justify-end">
        <button
          type="button"
          className={smallButtonStyles.secondary}
          onClick={onEdit}
          aria-label={`Edit customer: ${name}`}
        >
          <PencilIcon className="size-4" />
          Edit
        </button>
        {/* A platform admin is not changed from here (the server refuses it too). */}
        {isPlatformAdmin(user.role) ? null : (
          <>
            <PersonActions user={user} deleteTip={deleteTip} actions={actions} />
            <button
              type="button"
              className={smallButtonStyles.dangerOutline}
              onClick={onDeactivate}
              aria-label={`Deactivate ${name}`}
            >
              Deactivate
            </button>
          </>
        )}
      </div>
    </li>
  );
}
