import type { SystemCheckState } from "@charterly/domain/contract";
import { formatDateTime } from "@charterly/domain/contract";
import { SettingsCard } from "../../admin/settings/settings-card";
import { Badge, type BadgeTone } from "../../badges";
import { smallButtonStyles } from "../../button-styles";
import { LoadFailure, Loading } from "../../documents/load-status";
import { useApiResource } from "../../documents/use-api-resource";
import { Switch } from "../../ui/switch";
import { loadSystemStatus } from "./platform-api";

const STATE_BADGES: Record<SystemCheckState, { label: string; tone: BadgeTone }> = {
  ok: { label: "Operational", tone: "emerald" },
  embedded: { label: "Embedded default", tone: "indigo" },
  off: { label: "Not configured", tone: "amber" },
  down: { label: "Down", tone: "red" },
};

type StatusResource = ReturnType<typeof useSystemStatus>;
const useSystemStatus = () => useApiResource("system-status", loadSystemStatus);

/**
 * 'System Status' and 'Security' from one check of the system, made when the tab opens (and on
 * 'Check again').
 */
export function SystemStatusCards() {
  const status = useSystemStatus();
  return (
    <>
      <SystemStatusCard status={status} />
      <SecurityControlsCard status={status} />
    </>
  );
}

function SystemStatusCard({ status }: { status: StatusResource }) {
  return (
    <SettingsCard
      title="System Status"
      description="Each part is checked now, from this Worker. An embedded default is the local stand-in for a service that is not bound."
    >
      {status.status === "failed" ? (
        <LoadFailure error={status.error} title="Could not check the system" onRetry={status.reload} />
      ) : status.status !== "loaded" ? (
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
            <button
              type="button"
              className={smallButtonStyles.secondary}
              onClick={() => void status.reload()}
            >
              Check again
            </button>
          </div>
        </div>
      )}
    </SettingsCard>
  );
}

/** 'Security': MFA, rate limiting and audit logging — always on, shown as they really are, not changeable here. */
function SecurityControlsCard({ status }: { status: StatusResource }) {
  return (
    <SettingsCard
      title="Security"
      description="These controls are part of the platform and cannot be switched off here."
    >
      {status.status === "failed" ? (
        <LoadFailure
          error={status.error}
          title="Could not read the security controls"
          onRetry={status.reload}
        />
      ) : status.status !== "loaded" ? (
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
