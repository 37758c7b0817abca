import { formatCount, formatDateTime, OUTBOX_STATUSES, type OutboxStatus } from "@charterly/domain/contract";
import { useId, useState } from "react";
import { useReportFailure } from "../../../lib/report-failure";
import { SettingsCard } from "../../admin/settings/settings-card";
import { Badge, type BadgeTone } from "../../badges";
import { smallButtonStyles } from "../../button-styles";
import { LoadFailure, Loading } from "../../documents/load-status";
import { useApiResource } from "../../documents/use-api-resource";
import { useToast } from "../../toast";
import { FilterSelect } from "../../ui/filter-select";
import { loadEmailTasks, retryEmailTask } from "./platform-api";

const STATUS_TONES: Record<OutboxStatus, BadgeTone> = { queued: "amber", sent: "emerald", failed: "red" };
const STATUS_LABELS: Record<OutboxStatus, string> = { queued: "Queued", sent: "Sent", failed: "Failed" };

/** 'Outgoing E-mail': the queue the delivery job works through, with Retry for failed messages. */
export function EmailQueueCard({ refreshKey }: { refreshKey: number }) {
  const id = useId();
  const { toast } = useToast();
  const reportFailure = useReportFailure();
  const [filter, setFilter] = useState<OutboxStatus | "all">("all");
  const [retrying, setRetrying] = useState<number | null>(null);
  const tasks = useApiResource(`${filter}:${refreshKey}`, () =>
    loadEmailTasks(filter === "all" ? null : filter),
  );

  const retry = async (taskId: number) => {
    setRetrying(taskId);
    try {
      await retryEmailTask(taskId);
      toast({
        title: "E-mail queued again",
        description: "It is sent within five minutes.",
        variant: "success",
      });
      await tasks.reload();
    } catch (error) {
      reportFailure(error, { title: "Retry failed", description: "Please try again." });
    } finally {
      setRetrying(null);
    }
  };

  return (
    <SettingsCard
      title="Outgoing E-mail"
      description="Every e-mail the platform sends goes through this queue; the delivery job sends it every five minutes and gives up after five failed attempts."
    >
      <div className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <FilterSelect
            id={`${id}-status`}
            label="Filter by status"
            value={filter}
            onChange={(v) => setFilter(v as OutboxStatus | "all")}
            className="md:w-44"
          >
            <option value="all">All statuses</option>
            {OUTBOX_STATUSES.map((status) => (
              <option key={status} value={status}>
                {STATUS_LABELS[status]}
              </option>
            ))}
          </FilterSelect>
          {tasks.status === "loaded" ? (
            <p className="text-xs text-slate-600 dark:text-slate-400">
              {OUTBOX_STATUSES.map(
                (s) => `${formatCount(tasks.data.counts[s])} ${STATUS_LABELS[s].toLowerCase()}`,
              ).join(" · ")}
            </p>
          ) : null}
        </div>
        {tasks.status === "failed" ? (
          <LoadFailure error={tasks.error} title="Could not load the e-mail queue" onRetry={tasks.reload} />
        ) : tasks.status !== "loaded" ? (
          <Loading label="Loading the e-mail queue…" />
        ) : tasks.data.tasks.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">No e-mail here.</p>
        ) : (
          <div className="max-h-[400px] overflow-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Outgoing e-mail, newest first</caption>
              <thead className="sticky top-0 bg-white text-xs uppercase text-slate-600 dark:bg-slate-900 dark:text-slate-400">
                <tr>
                  <th scope="col" className="py-2 pr-3">
                    Created
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    Kind
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    Recipient
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    Status
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    Attempts
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    Last error
                  </th>
                  <th scope="col" className="py-2">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
                {tasks.data.tasks.map((task) => (
                  <tr key={task.id}>
                    <td className="whitespace-nowrap py-2 pr-3">{formatDateTime(task.createdAt)}</td>
                    <td className="py-2 pr-3">{task.kind}</td>
                    <td className="py-2 pr-3">
                      <span className="break-all">{task.to}</span>
                      {task.companyName ? (
                        <span className="block text-xs text-slate-600 dark:text-slate-400">
                          {task.companyName}
                        </span>
                      ) : null}
                    </td>
                    <td className="py-2 pr-3">
                      <Badge tone={STATUS_TONES[task.status]}>{STATUS_LABELS[task.status]}</Badge>
                    </td>
                    <td className="py-2 pr-3">{task.attempts}</td>
                    <td className="py-2 pr-3 text-xs text-slate-600 dark:text-slate-400">
                      {task.lastError ?? "—"}
                    </td>
                    <td className="py-2 text-right">
                      {task.status === "failed" ? (
                        <button
                          type="button"
                          className={smallButtonStyles.secondary}
                          disabled={retrying !== null}
                          aria-label={`Retry the e-mail to ${task.to}`}
                          onClick={() => void retry(task.id)}
                        >
                          {retrying === task.id ? "Retrying…" : "Retry"}
                        </button>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
    </SettingsCard>
  );
}
