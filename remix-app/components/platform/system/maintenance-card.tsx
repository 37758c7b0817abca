import type { MaintenanceResultDto, MaintenanceTask } from "@charterly/domain/contract";
import { useActionData, useFetcher } from "@remix-run/react";
import { useEffect } from "react";
import { type FormResult, resultFor } from "../../../lib/form-result";
import { SYSTEM_INTENTS } from "../../../lib/platform-intents";
import { SettingsCard } from "../../admin/settings/settings-card";
import { buttonStyles } from "../../button-styles";
import { useToast } from "../../toast";

const INTENT = SYSTEM_INTENTS.runMaintenance;
type TaskResult = FormResult<MaintenanceResultDto>;

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

/**
 * 'Maintenance': tasks that run now, each reporting what it did. Each is a form posted to the
 * section's action; afterwards Remix reads the section again (the figures and the e-mail queue).
 */
export function MaintenanceCard() {
  return (
    <SettingsCard title="Maintenance" description="Each task runs at once on the live platform.">
      <ul className="space-y-4">
        {TASKS.map((task) => (
          <MaintenanceTaskRow key={task.task} {...task} />
        ))}
      </ul>
    </SettingsCard>
  );
}

function MaintenanceTaskRow({ task, label, description }: (typeof TASKS)[number]) {
  const { toast } = useToast();
  const fetcher = useFetcher<TaskResult>();
  const answered = resultFor(fetcher.data, INTENT);
  // Without JavaScript the page comes back with the answer of the task that was run.
  const posted = resultFor(useActionData<TaskResult>(), INTENT);
  const running = fetcher.state !== "idle";

  useEffect(() => {
    if (!answered) return;
    if (answered.ok) toast({ title: label, description: answered.value.message, variant: "success" });
    else toast({ title: `${label} failed`, description: answered.message, variant: "destructive" });
  }, [answered, label, toast]);

  const result = answered ?? (posted?.ok && posted.value.task === task ? posted : undefined);
  return (
    <li className="space-y-1">
      <fetcher.Form method="post" className="flex flex-wrap items-center justify-between gap-2">
        <input type="hidden" name="intent" value={INTENT} />
        <input type="hidden" name="task" value={task} />
        <p className="text-sm text-slate-700 dark:text-slate-300">{description}</p>
        <button type="submit" className={buttonStyles.secondary} disabled={running}>
          {running ? "Running…" : label}
        </button>
      </fetcher.Form>
      <p role="status" className="text-xs text-emerald-700 dark:text-emerald-300">
        {result?.ok ? result.value.message : ""}
      </p>
    </li>
  );
}
