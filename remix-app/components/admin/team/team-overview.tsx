import { formatCount, ROLE_LABELS, ROLES, type TeamOverviewDto } from "@charterly/domain/contract";
import { useId } from "react";
import { cardStyles } from "../../button-styles";
import { ProgressBar } from "../../ui/progress-bar";

/** 'Team Overview': people by role, pending invitations, and seats used of the plan's limit. */
export function TeamOverview({ overview }: { overview: TeamOverviewDto }) {
  const id = useId();
  const { seatsUsed, seatLimit } = overview;
  const roles = ROLES.filter((role) => (overview.countsByRole[role] ?? 0) > 0 || role === "user");
  return (
    <section aria-labelledby={`${id}-heading`} className={`${cardStyles} p-5`}>
      <h3 id={`${id}-heading`} className="text-lg font-semibold">
        Team Overview
      </h3>
      <dl className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-4">
        <Figure label="Members" value={formatCount(overview.totalUsers)} />
        {roles.map((role) => (
          <Figure
            key={role}
            label={`${ROLE_LABELS[role]}s`}
            value={formatCount(overview.countsByRole[role] ?? 0)}
          />
        ))}
        <Figure label="Pending invitations" value={formatCount(overview.pendingInvitations)} />
      </dl>
      <div className="mt-5">
        <p className="flex justify-between text-sm">
          <span className="font-medium">Seats used</span>
          <span>
            {seatLimit === null
              ? `${formatCount(seatsUsed)} (unlimited on the ${overview.planLabel} plan)`
              : `${formatCount(seatsUsed)} of ${formatCount(seatLimit)} (${overview.planLabel} plan)`}
          </span>
        </p>
        {seatLimit === null ? null : (
          <div className="mt-2">
            <ProgressBar
              value={(seatsUsed / Math.max(seatLimit, 1)) * 100}
              label="Seats used"
              valueText={`${seatsUsed} of ${seatLimit} seats`}
              tone={seatsUsed >= seatLimit ? "red" : seatsUsed / seatLimit >= 0.8 ? "amber" : "indigo"}
            />
          </div>
        )}
        <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">
          Pending invitations take a seat until they are accepted, revoked or expire.
        </p>
      </div>
    </section>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs font-medium text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold">{value}</dd>
    </div>
  );
}
