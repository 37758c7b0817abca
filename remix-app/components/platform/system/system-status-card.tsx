import type { SystemCheckState, SystemStatusDto } from "@charterly/domain/contract";
import { formatDateTime } from "@charterly/domain/contract";
import { Await, useRevalidator } from "@remix-run/react";
import { Suspense } from "react";
import { SettingsCard } from "../../admin/settings/settings-card";
import { Badge, type BadgeTone } from "../../badges";
import { smallButtonStyles } from "../../button-styles";
import { Loading } from "../../documents/load-status";
import { Notice } from "../../notice";
import { Switch } from "../../ui/switch";

const STATE_BADGES: Record<SystemCheckState, { label: string; tone: BadgeTone }> = {
  ok: { label: "Operational", tone: "emerald" },
  embedded: { label: "Embedded default", tone: "indigo" },
  off: { label: "Not configured", tone: "amber" },
  down: { label: "Down", tone: "red" },
};

/** What the cards show: the check's answer, still coming, or that it could not be made. */
type StatusState = { state: "loading" } | { state: "failed" } | { state: "loaded"; data: SystemStatusDto };

/**
 * 'System Status' and 'Security' from one check of the system, made by the section's loader and
 * streamed in (the probes may take seconds; the page shows first). 'Check again' runs the loader
 * again.
 */
export function SystemStatusCards({ status }: { status: Promise<SystemStatusDto | null> }) {
  const loading = { state: "loading" } as const;
  return (
    <Suspense
      fallback={
        <>
          <SystemStatusCard status={loading} />
          <SecurityControlsCard status={loading} />
        </>
      }
    >
      <Await resolve={status}>
        {(checked) => {
          const state: StatusState = checked ? { state: "loaded", data: checked } : { state: "failed" };
          return (
            <>
              <SystemStatusCard status={state} />
              <SecurityControlsCard status={state} />
            </>
          );
        }}
      </Await>
    </Suspense>
  );
}

function CheckFailed({ title }: { title: string }) {
  return (
    <Notice tone="error" title={title}>
      Please try again in a moment with Check again, or reload the page.
    </Notice>
  );
}

function CheckAgain() {
  const revalidator = useRevalidator();
  const checking = revalidator.state !== "idle";
  return (
    <button
      type="button"
      className={smallButtonStyles.secondary}
      disabled={checking}
      onClick={() => revalidator.revalidate()}
    >
      {checking ? "Checking…" : "Check again"}
    </button>
  );
}

function SystemStatusCard({ status }: { status: StatusState }) {
  return (
    <SettingsCard
      title="System Status"
      description="Each part is checked now, from this Worker. An embedded default is the local stand-in for a service that is not bound."
    >
      {status.state === "failed" ? (
        <div className="space-y-3">
          <CheckFailed title="Could not check the system" />
          <CheckAgain />
        </div>
      ) : status.state !== "loaded" ? (
        <Loading label="Checking the system…" />
      ) : (
        <div className="space-y-4">
          <ul className="divide-y divide-slate-200 dark:divide-slate-800">
            {status.data.checks.map((check) => {
              const badge = STATE_BADGES[check.state];
              return (
                <li key={check.key} className="flex flex-wrap items-start justify-between gap-2 py-2">
                  <div className="min-w-0">
                    <p className="text-sm font-medium">{check.label}</p>
                    <p className="text-xs text-slate-600 dark:text-slate-400">
                      {check.detail}
                      {check.latencyMs !== null ? ` · ${check.latencyMs} ms` : ""}
                    </p>
                  </div>
                  <Badge tone={badge.tone}>{badge.label}</Badge>
                </li>
              );
            })}
          </ul>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-xs text-slate-600 dark:text-slate-400">
              Checked {formatDateTime(status.data.checkedAt)}
            </p>
            <CheckAgain />
          </div>
        </div>
      )}
    </SettingsCard>
  );
}

/** 'Security': MFA, rate limiting and audit logging — always on, shown as they really are, not changeable here. */
function SecurityControlsCard({ status }: { status: StatusState }) {
  return (
    <SettingsCard
      title="Security"
      description="These controls are part of the platform and cannot be switched off here."
    >
      {status.state === "failed" ? (
        <CheckFailed title="Could not read the security controls" />
      ) : status.state !== "loaded" ? (
        <Loading label="Reading the security controls…" />
      ) : (
        <ul className="space-y-3">
          {status.data.security.map((control) => (
            <li key={control.key} className="space-y-1">
              <Switch checked={control.enabled} onChange={() => undefined} disabled>
                {control.label}
              </Switch>
              <p className="text-xs text-slate-600 dark:text-slate-400">{control.detail}</p>
            </li>
          ))}
        </ul>
      )}
    </SettingsCard>
  );
}
