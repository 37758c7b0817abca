import type { InvitationDto } from "@charterly/domain/contract";
import { useId, useState } from "react";
import { useReportFailure } from "../../../lib/report-failure";
import { Badge } from "../../badges";
import { cardStyles, smallButtonStyles } from "../../button-styles";
import { ShortDate } from "../../documents/formatted-date";
import { useToast } from "../../toast";
import { resendInvitation, revokeInvitation } from "./team-api";

const REVOKE_FAILED = {
  title: "Revoke Failed",
  description: "Failed to revoke the invitation. Please try again.",
};
const RESEND_FAILED = {
  title: "Resend Failed",
  description: "Failed to resend the invitation. Please try again.",
};

/** 'Pending Invitations': who was invited, by whom, until when; Resend mails it again; Revoke frees the seat. */
export function InvitationList({
  invitations,
  canManage,
  onChanged,
}: {
  invitations: readonly InvitationDto[];
  canManage: boolean;
  onChanged: () => void;
}) {
  const id = useId();
  const { toast } = useToast();
  const reportFailure = useReportFailure();
  const [busyId, setBusyId] = useState<number | null>(null);
  const pending = invitations.filter((invitation) => invitation.status === "pending");
  if (pending.length === 0) return null;

  const act = async (
    invitation: InvitationDto,
    call: (id: number) => Promise<unknown>,
    done: { title: string; description: string },
    failed: typeof REVOKE_FAILED,
  ) => {
    setBusyId(invitation.id);
    try {
      await call(invitation.id);
      toast({ ...done, variant: "success" });
      onChanged();
    } catch (error) {
      reportFailure(error, failed);
    } finally {
      setBusyId(null);
    }
  };
  const revoke = (invitation: InvitationDto) =>
    act(
      invitation,
      revokeInvitation,
      { title: "Invitation Revoked", description: `The invitation to ${invitation.email} no longer works.` },
      REVOKE_FAILED,
    );
  const resend = (invitation: InvitationDto) =>
    act(
      invitation,
      resendInvitation,
      { title: "Invitation Resent", description: `The invitation was mailed to ${invitation.email} again.` },
      RESEND_FAILED,
    );

  return (
    <section aria-labelledby={`${id}-heading`} className={cardStyles}>
      <h3 id={`${id}-heading`} className="p-5 pb-0 text-lg font-semibold">
        Pending Invitations
      </h3>
      <ul aria-label="Pending invitations" className="mt-3 divide-y divide-slate-200 dark:divide-slate-800">
        {pending.map((invitation) => (
          <li
            key={invitation.id}
            className="flex flex-col gap-2 px-5 py-3 sm:flex-row sm:items-center sm:justify-between"
          >
            <div className="min-w-0">
              <p className="font-medium break-words">{invitation.email}</p>
              <p className="mt-0.5 text-xs text-slate-600 dark:text-slate-400">
                <Badge tone="amber">Pending</Badge> Invited <ShortDate iso={invitation.createdAt} />
                {invitation.invitedByName ? ` by ${invitation.invitedByName}` : ""} · expires{" "}
                <ShortDate iso={invitation.expiresAt} />
              </p>
            </div>
            {canManage ? (
              <div className="flex gap-2">
                <button
                  type="button"
                  className={smallButtonStyles.secondary}
                  disabled={busyId === invitation.id}
                  onClick={() => void resend(invitation)}
                  aria-label={`Resend the invitation to ${invitation.email}`}
                >
                  Resend
                </button>
                <button
                  type="button"
                  className={smallButtonStyles.dangerOutline}
                  disabled={busyId === invitation.id}
                  onClick={() => void revoke(invitation)}
                  aria-label={`Revoke the invitation to ${invitation.email}`}
                >
                  Revoke
                </button>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
