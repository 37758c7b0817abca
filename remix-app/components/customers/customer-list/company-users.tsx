import {
  type CompanyUserDto,
  type CustomerActivationResponse,
  type CustomerCompanyDto,
  type CustomerCompanyUsersResponse,
  fullName,
  isAdmin,
  isPlatformAdmin,
  ROLE_LABELS,
  shownCompanyName,
} from "@charterly/domain/contract";
import { useFetcher } from "@remix-run/react";
import { type MouseEvent, useEffect, useRef, useState } from "react";
import { CUSTOMER_INTENTS } from "../../../lib/customer-intents";
import type { FormResult } from "../../../lib/form-result";
import { CUSTOMERS_BASE } from "../../../lib/platform-sections";
import { useSignedInUser } from "../../../lib/root-data";
import type { PartRead } from "../../../lib/route-errors.server";
import { CONFIRMED_FIELD } from "../../../lib/team-intents";
import { PeopleDialogs } from "../../admin/team/people-dialogs";
import { PersonActions } from "../../admin/team/person-actions";
import { deleteDisabledTip } from "../../admin/team/team-rules";
import { type SharedLink, useTeamActions } from "../../admin/team/use-team-actions";
import { Badge } from "../../badges";
import { smallButtonStyles } from "../../button-styles";
import { ShortDate } from "../../documents/formatted-date";
import { Loading } from "../../documents/load-status";
import { PencilIcon } from "../../icons";
import { Notice } from "../../notice";
import { useToast } from "../../toast";
import { Avatar } from "../../ui/avatar";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { CopyLink } from "../../ui/copy-link";
import { DialogOpener } from "../../ui/dialog-opener";
import { CompanyDomains } from "./company-domains";
import type { EditTarget } from "./edit-customer-dialog";

/** The Customer List, whose action makes an opened row's changes. */
export const CUSTOMER_LIST_PATH = `${CUSTOMERS_BASE}/list`;

/** An opened row's people as the section's loader read them (or why it could not). */
export type OpenedRow = { companyId: number; read: PartRead<CustomerCompanyUsersResponse> };

/** The words of a deactivation, asked first: the dialog's, and the page's question without JavaScript. */
export const deactivateQuestion = (user: CompanyUserDto) =>
  `${fullName(user)} will no longer be able to sign in and their sessions end now. Nothing they wrote is removed; you can reactivate them later.`;

/** The toast (or, without JavaScript, the notice) after a deactivation or reactivation. */
export const activationText = ({ user, active }: CustomerActivationResponse) => ({
  title: active ? "User Reactivated" : "User Deactivated",
  description: active
    ? `${fullName(user)} can sign in again.`
    : `${fullName(user)} can no longer sign in; their sessions have ended.`,
});

/**
 * An opened Customer List row: the company's people, each with Edit, Change role, Reset password,
 * Resend verification (unverified only), Delete and Deactivate (the Team Members tab's changes, with
 * its rules, for any company: decision 013), and invitations awaiting an answer. The people are the
 * section loader's (`?open=<company>`); every change is a form posted to the section's action, so
 * it works without JavaScript (the page answers above the list, asking first where the dialog
 * would), and with it a fetcher sends it and Remix reads the rows again.
 */
export function CompanyUsers({
  company,
  read,
  onEdit,
  editHref,
}: {
  company: CustomerCompanyDto;
  /** Not read yet: the row is being opened. */
  read: PartRead<CustomerCompanyUsersResponse> | undefined;
  onEdit: (target: EditTarget) => void;
  /** Edit Customer's address without JavaScript. */
  editHref: (userId: number) => string;
}) {
  const name = shownCompanyName(company);
  const people = read?.ok ? read.data : null;
  // The signed-in platform admin: the system company's rows refuse removing oneself, as the team tab does.
  const meId = useSignedInUser()?.id ?? 0;
  const [link, setLink] = useState<SharedLink | null>(null);
  const actions = useTeamActions({
    users: people?.users ?? [],
    meId,
    action: CUSTOMER_LIST_PATH,
    companyName: name,
    onLink: setLink,
  });
  const activation = useActivation();

  if (!read) return <Loading label={`Loading the users of ${name}…`} />;
  if (!read.ok)
    return (
      <Notice tone="error" title={`Could not load the users of ${name}`}>
        {read.message}
      </Notice>
    );
  const { users, deactivatedUsers, pendingInvitations } = read.data;

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
              onEdit={() => onEdit({ user, company: read.data.company })}
              editHref={editHref(user.id)}
              onDeactivate={() => activation.ask(user)}
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
              <li key={user.id}>
                <form method="post" className="flex flex-wrap items-center gap-2">
                  <input type="hidden" name="userId" value={user.id} />
                  <span>{fullName(user)}</span>
                  <span className="break-all text-slate-600 dark:text-slate-400">{user.email}</span>
                  <Badge tone="red">Deactivated</Badge>
                  <button
                    type="submit"
                    name="intent"
                    value={CUSTOMER_INTENTS.reactivate}
                    className={smallButtonStyles.secondary}
                    disabled={activation.busy}
                    onClick={(event) => {
                      event.preventDefault();
                      activation.send(user, true);
                    }}
                    aria-label={`Reactivate ${fullName(user)}`}
                  >
                    Reactivate
                  </button>
                </form>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <CompanyDomains companyId={company.id} companyName={name} domains={read.data.authorizedDomains} />
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
        open={activation.confirming !== null}
        title="Deactivate this user?"
        confirmLabel="Deactivate"
        destructive
        busy={activation.busy}
        onConfirm={() => {
          if (activation.confirming) activation.send(activation.confirming, false);
        }}
        onCancel={activation.cancel}
      >
        {activation.confirming ? deactivateQuestion(activation.confirming) : null}
      </ConfirmDialog>
    </div>
  );
}

/**
 * Deactivate (asked first) and Reactivate, posted with JavaScript through a fetcher to the
 * section's action; the answer is a toast, and Remix reads the rows again.
 */
function useActivation() {
  const fetcher = useFetcher<FormResult<CustomerActivationResponse>>();
  const { toast } = useToast();
  const [confirming, setConfirming] = useState<CompanyUserDto | null>(null);
  const sent = useRef(false);
  const busy = fetcher.state !== "idle";

  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data || !sent.current) return;
    sent.current = false;
    const result = fetcher.data;
    if (result.ok) {
      toast({ ...activationText(result.value), variant: "success" });
      setConfirming(null);
    } else {
      toast({ title: "Update Failed", description: result.message, variant: "destructive" });
    }
  }, [fetcher.state, fetcher.data, toast]);

  const send = (user: CompanyUserDto, active: boolean) => {
    // A second click while the first is on its way sends nothing.
    if (busy) return;
    sent.current = true;
    fetcher.submit(
      {
        intent: active ? CUSTOMER_INTENTS.reactivate : CUSTOMER_INTENTS.deactivate,
        userId: String(user.id),
        [CONFIRMED_FIELD]: "yes",
      },
      { method: "post", action: CUSTOMER_LIST_PATH },
    );
  };

  return { confirming, busy, send, ask: setConfirming, cancel: () => setConfirming(null) };
}

function UserItem({
  user,
  deleteTip,
  actions,
  onEdit,
  editHref,
  onDeactivate,
}: {
  user: CompanyUserDto;
  /** Why Delete is disabled (the company's last admin), or null. */
  deleteTip: string | null;
  actions: ReturnType<typeof useTeamActions>;
  onEdit: () => void;
  editHref: string;
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
        <DialogOpener
          href={editHref}
          className={smallButtonStyles.secondary}
          onOpen={onEdit}
          label={`Edit customer: ${name}`}
        >
          <PencilIcon className="size-4" />
          Edit
        </DialogOpener>
        {/* A platform admin is not changed from here (the server refuses it too). */}
        {isPlatformAdmin(user.role) ? null : (
          <>
            <PersonActions user={user} deleteTip={deleteTip} actions={actions} />
            <form method="post" className="contents">
              <input type="hidden" name="userId" value={user.id} />
              <button
                type="submit"
                name="intent"
                value={CUSTOMER_INTENTS.deactivate}
                className={smallButtonStyles.dangerOutline}
                onClick={(event: MouseEvent) => {
                  event.preventDefault();
                  onDeactivate();
                }}
                aria-label={`Deactivate ${name}`}
              >
                Deactivate
              </button>
            </form>
          </>
        )}
      </div>
    </li>
  );
}
