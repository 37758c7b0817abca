import {
  type EmailTaskDto,
  type EmailTaskListDto,
  formatCount,
  formatDateTime,
  OUTBOX_STATUSES,
  type OutboxStatus,
} from "@charterly/domain/contract";
import { Form, useFetcher, useNavigation, useSubmit } from "@remix-run/react";
import { useEffect, useId } from "react";
import { type FormResult, resultFor } from "../../../lib/form-result";
import { SYSTEM_INTENTS } from "../../../lib/platform-intents";
import { SettingsCard } from "../../admin/settings/settings-card";
import { Badge, type BadgeTone } from "../../badges";
import { smallButtonStyles } from "../../button-styles";
import { useToast } from "../../toast";
import { FilterSelect } from "../../ui/filter-select";
import { ScrollRegion } from "../../ui/scroll-region";

const STATUS_TONES: Record<OutboxStatus, BadgeTone> = { queued: "amber", sent: "emerald", failed: "red" };
const STATUS_LABELS: Record<OutboxStatus, string> = { queued: "Queued", sent: "Sent", failed: "Failed" };

/**
 * 'Outgoing E-mail': the queue the delivery job works through, with Retry for failed messages. The
 * status filter is in the address (?status=, a GET form), read by the section's loader.
 */
export function EmailQueueCard({ tasks, filter }: { tasks: EmailTaskListDto; filter: OutboxStatus | "all" }) {
  const id = useId();
  const submit = useSubmit();
  const navigation = useNavigation();
  const filtering = navigation.state === "loading" && navigation.location.search !== "";

  return (
    <SettingsCard
      title="Outgoing E-mail"
      description="Every e-mail the platform sends goes through this queue; the delivery job sends it every five minutes and gives up after five failed attempts."
    >
      <div className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Form
            method="get"
            preventScrollReset
            className="flex items-center gap-2"
            aria-busy={filtering}
            onChange={(event) => submit(event.currentTarget, { preventScrollReset: true, replace: true })}
          >
            <FilterSelect
              id={`${id}-status`}
              name="status"
              label="Filter by status"
              // The form submits on change; a new address's filter starts it again.
              key={filter}
              defaultValue={filter}
              className="md:w-44"
            >
              <option value="all">All statuses</option>
              {OUTBOX_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {STATUS_LABELS[status]}
                </option>
              ))}
            </FilterSelect>
            {/* Without JavaScript nothing submits on change. */}
            <noscript>
              <button type="submit" className={smallButtonStyles.secondary}>
                Filter
              </button>
            </noscript>
          </Form>
          <p className="text-xs text-slate-600 dark:text-slate-400">
            {OUTBOX_STATUSES.map(
              (s) => `${formatCount(tasks.counts[s])} ${STATUS_LABELS[s].toLowerCase()}`,
            ).join(" · ")}
          </p>
        </div>
        {tasks.tasks.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">No e-mail here.</p>
        ) : (
          <ScrollRegion label="Outgoing e-mail queue" className="max-h-[400px] overflow-auto rounded">
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
                {tasks.tasks.map((task) => (
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
                      {task.status === "failed" ? <RetryEmail task={task} /> : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        )}
      </div>
    </SettingsCard>
  );
}

type RetryResult = FormResult<EmailTaskDto>;

/** Retry: a form posted to the section's action; the queue is read again after it. */
function RetryEmail({ task }: { task: EmailTaskDto }) {
  const { toast } = useToast();
  const fetcher = useFetcher<RetryResult>();
  const answered = resultFor(fetcher.data, SYSTEM_INTENTS.retryEmail);
  const retrying = fetcher.state !== "idle";
  useEffect(() => {
    if (!answered) return;
    if (answered.ok)
      toast({
        title: "E-mail queued again",
        description: "It is sent within five minutes.",
        variant: "success",
      });
    else toast({ title: "Retry failed", description: answered.message, variant: "destructive" });
  }, [answered, toast]);
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value={SYSTEM_INTENTS.retryEmail} />
      <input type="hidden" name="taskId" value={task.id} />
      <button
        type="submit"
        className={smallButtonStyles.secondary}
        disabled={retrying}
        aria-label={`Retry the e-mail to ${task.to}`}
      >
        {retrying ? "Retrying…" : "Retry"}
      </button>
    </fetcher.Form>
  );
}
