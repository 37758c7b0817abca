import type { MaintenanceTask } from "@charterly/domain/contract";
import { useState } from "react";
import { useReportFailure } from "../../../lib/report-failure";
import { SettingsCard } from "../../admin/settings/settings-card";
import { buttonStyles } from "../../button-styles";
import { useToast } from "../../toast";
import { runMaintenanceTask } from "./platform-api";

const TASKS: Array<{ task: MaintenanceTask; label: string; description: string }> = [
  {
    task: "purge-expired-sessions",
    label: "Purge expired sessions",
    description: "Removes sessions past their expiry or idle too long (also done every five minutes).",
  },
  {
    task: "retry-failed-emails",
    label: "Retry failed e-mails",
    description: "Queues every e-mail that failed five times again, with fresh attempts.",
  },
  {
    task: "rebuild-search-index",
    label: "Rebuild search index",
    description:
      "Rebuilds the full-text index from the stored passages and indexes documents in force that lack them.",
  },
];

/** 'Maintenance': tasks that run now, each reporting what it did. */
export function MaintenanceCard({ onDone }: { onDone: () => void }) {
  const { toast } = useToast();
  const reportFailure = useReportFailure();
  const [running, setRunning] = useState<MaintenanceTask | null>(null);
  const [results, setResults] = useState<Partial<Record<MaintenanceTask, string>>>({});

  const run = async (task: MaintenanceTask, label: string) => {
    setRunning(task);
    try {
      const result = await runMaintenanceTask(task);
      setResults((current) => ({ ...current, [task]: result.message }));
      toast({ title: label, description: result.message, variant: "success" });
      onDone();
    } catch (error) {
      reportFailure(error, { title: `${label} failed`, description: "Please try again." });
    } finally {
      setRunning(null);
    }
  };

  return (
    <SettingsCard title="Maintenance" description="Each task runs at once on the live platform.">
      <ul className="space-y-4">
        {TASKS.map(({ task, label, description }) => (
          <li key={task} className="space-y-1">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="text-sm text-slate-700 dark:text-slate-300">{description}</p>
              <button
                type="button"
                className={buttonStyles.secondary}
                disabled={running !== null}
                onClick={() => void run(task, label)}
              >
                {running === task ? "Running…" : label}
              </button>
            </div>
            <p role="status" className="text-xs text-emerald-700 dark:text-emerald-300">
              {results[task] ?? ""}
            </p>
          </li>
        ))}
      </ul>
    </SettingsCard>
  );
}
