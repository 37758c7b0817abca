import type { InvitationDto } from "@charterly/domain/contract";
import { useActionData, useFetcher } from "@remix-run/react";
import { useEffect, useId } from "react";
import type { FormResult } from "../../../lib/form-result";
import { TEAM_INTENTS } from "../../../lib/team-intents";
import { Badge } from "../../badges";
import { cardStyles, smallButtonStyles } from "../../button-styles";
import { ShortDate } from "../../documents/formatted-date";
import { Notice } from "../../notice";
import { useToast } from "../../toast";

const FAILED = {
  [TEAM_INTENTS.revokeInvitation]: "Revoke Failed",
  [TEAM_INTENTS.resendInvitation]: "Resend Failed",
} as const;

/**
 * 'Pending Invitations': who was invited, by whom, until when; Resend mails it again; Revoke frees
 * the seat. Each button posts the row's form to the route's action (routes/admin.team.tsx), also
 * without JavaScript; after it Remix reads the team again.
 */
export function InvitationList({
  invitations,
  canManage,
}: {
  invitations: readonly InvitationDto[];
  canManage: boolean;
}) {
  const id = useId();
  // A row's answer when it was posted without JavaScript (no toast then): said above the list,
  // since the row itself may be gone (a stale form: revoked meanwhile).
  const posted = rowFailure(useActionData<FormResult<unknown>>());
  const pending = invitations.filter((invitation) => invitation.status === "pending");
  if (pending.length === 0 && !posted) return null;
  return (
    <section aria-labelledby={`${id}-heading`} className={cardStyles}>
      <h3 id={`${id}-heading`} className="p-5 pb-0 text-lg font-semibold">
        Pending Invitations
      </h3>
      {posted ? (
        <div className="px-5 pt-3">
          <Notice tone="error" title={FAILED[posted.intent]}>
            {posted.message}
          </Notice>
        </div>
      ) : null}
      <ul aria-label="Pending invitations" className="mt-3 divide-y divide-slate-200 dark:divide-slate-800">
        {pending.map((invitation) => (
          <InvitationRow key={invitation.id} invitation={invitation} canManage={canManage} />
        ))}
      </ul>
    </section>
  );
}

function rowFailure(result: FormResult<unknown> | undefined) {
  if (!result || result.ok || !(result.intent in FAILED)) return null;
  return { intent: result.intent as keyof typeof FAILED, message: result.message };
}

function InvitationRow({ invitation, canManage }: { invitation: InvitationDto; canManage: boolean }) {
  const { toast } = useToast();
  const fetcher = useFetcher<FormResult<unknown>>();
  const busy = fetcher.state !== "idle";
  // Optimistic: a revoked invitation leaves the list at once; it comes back if the revoke fails.
  const revoking = busy && fetcher.formData?.get("intent") === TEAM_INTENTS.revokeInvitation;

  useEffect(() => {
    const result = fetcher.data;
    if (!result) return;
    if (result.ok) {
      toast(
        result.intent === TEAM_INTENTS.revokeInvitation
          ? {
              title: "Invitation Revoked",
              description: `The invitation to ${invitation.email} no longer works.`,
              variant: "success",
            }
          : {
              title: "Invitation Resent",
              description: `The invitation was mailed to ${invitation.email} again.`,
              variant: "success",
            },
      );
    } else {
      const failure = rowFailure(result);
      if (failure)
        toast({ title: FAILED[failure.intent], description: failure.message, variant: "destructive" });
    }
  }, [fetcher.data, invitation.email, toast]);

  if (revoking) return null;
  return (
    <li className="flex flex-col gap-2 px-5 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-medium break-words">{invitation.email}</p>
        <p className="mt-0.5 text-xs text-slate-600 dark:text-slate-400">
          <Badge tone="amber">Pending</Badge> Invited <ShortDate iso={invitation.createdAt} />
          {invitation.invitedByName ? ` by ${invitation.invitedByName}` : ""} · expires{" "}
          <ShortDate iso={invitation.expiresAt} />
        </p>
      </div>
      {canManage ? (
        <fetcher.Form method="post" className="flex gap-2">
          <input type="hidden" name="invitationId" value={invitation.id} />
          <button
            type="submit"
            name="intent"
            value={TEAM_INTENTS.resendInvitation}
            className={smallButtonStyles.secondary}
            disabled={busy}
            aria-label={`Resend the invitation to ${invitation.email}`}
          >
            Resend
          </button>
          <button
            type="submit"
            name="intent"
            value={TEAM_INTENTS.revokeInvitation}
            className={smallButtonStyles.dangerOutline}
            disabled={busy}
            aria-label={`Revoke the invitation to ${invitation.email}`}
          >
            Revoke
          </button>
        </fetcher.Form>
      ) : null}
    </li>
  );
}
