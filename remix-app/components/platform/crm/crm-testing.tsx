import {
  CRM_SYNC_OUTCOME_TITLES,
  type CrmConfigDto,
  type CrmSyncLogDto,
  type CrmSyncRunDto,
  type CrmTestResultDto,
  formatCount,
  formatDateTime,
} from "@charterly/domain/contract";
import { useActionData, useFetcher } from "@remix-run/react";
import { useEffect } from "react";
import { CRM_INTENTS } from "../../../lib/crm-form";
import type { FormResult } from "../../../lib/form-result";
import { Badge, type BadgeTone } from "../../badges";
import { buttonStyles } from "../../button-styles";
import { Notice, type NoticeTone } from "../../notice";
import { useToast } from "../../toast";

const RUN_TONES: Record<string, BadgeTone> = {
  succeeded: "emerald",
  partial: "amber",
  failed: "red",
  running: "indigo",
};

const RUN_TOAST_VARIANTS: Record<CrmSyncRunDto["status"], "success" | "default" | "destructive"> = {
  succeeded: "success",
  partial: "default",
  failed: "destructive",
  running: "default",
};

const NOTICE_TONES: Record<(typeof RUN_TOAST_VARIANTS)[keyof typeof RUN_TOAST_VARIANTS], NoticeTone> = {
  success: "success",
  default: "info",
  destructive: "error",
};

/** What a test or a sync answered: the toast with JavaScript, the notice without. */
function answerText(answered: FormResult<CrmTestResultDto | CrmSyncRunDto>) {
  if (!answered.ok) {
    const title = answered.intent === CRM_INTENTS.test ? "Connection Error" : "Sync Failed";
    return { title, description: answered.message, variant: "destructive" as const };
  }
  if (answered.intent === CRM_INTENTS.test) {
    const result = answered.value as CrmTestResultDto;
    return result.connected
      ? { title: "Connection Successful", description: result.message, variant: "success" as const }
      : {
          title: "Connection Failed",
          description: result.message || "Failed to connect to CRM.",
          variant: "destructive" as const,
        };
  }
  const run = answered.value as CrmSyncRunDto;
  return {
    title: CRM_SYNC_OUTCOME_TITLES[run.status],
    description: run.message ?? undefined,
    variant: RUN_TOAST_VARIANTS[run.status],
  };
}

/**
 * The Testing tab: test the connection, sync now, and the sync log with the customers not accepted
 * yet. Test and Sync are forms posted to the section's action (intents test-crm-connection,
 * sync-crm); after each, Remix reads the section again (the status badge, the log). Without
 * JavaScript the answer is said above the buttons.
 */
export function CrmTesting({ config, log }: { config: CrmConfigDto; log: CrmSyncLogDto }) {
  const { toast } = useToast();
  const fetcher = useFetcher<FormResult<CrmTestResultDto | CrmSyncRunDto>>();
  const busy = fetcher.state === "idle" ? null : fetcher.formData?.get("intent");
  const answered = fetcher.data;

  // Only a form posted without JavaScript (a document POST) sets the route's action data.
  const posted = useActionData<FormResult<CrmTestResultDto | CrmSyncRunDto>>();
  const postedText =
    posted && (posted.intent === CRM_INTENTS.test || posted.intent === CRM_INTENTS.sync)
      ? answerText(posted)
      : null;

  // Each answer once, as a toast: the test's outcome, the sync's run, or why it was refused.
  useEffect(() => {
    if (answered) toast(answerText(answered));
  }, [answered, toast]);

  return (
    <div className="space-y-6">
      {postedText ? (
        <Notice tone={NOTICE_TONES[postedText.variant]} title={postedText.title}>
          {postedText.description}
        </Notice>
      ) : null}
      <fetcher.Form
        method="post"
        className="flex flex-wrap gap-2"
        onSubmit={(event) => busy && event.preventDefault()}
      >
        <button
          type="submit"
          name="intent"
          value={CRM_INTENTS.test}
          className={buttonStyles.secondary}
          disabled={busy != null}
        >
          {busy === CRM_INTENTS.test ? "Testing…" : "Test Connection"}
        </button>
        <button
          type="submit"
          name="intent"
          value={CRM_INTENTS.sync}
          className={buttonStyles.primary}
          disabled={busy != null || !config.isEnabled}
        >
          {busy === CRM_INTENTS.sync ? "Syncing…" : "Sync Now"}
        </button>
      </fetcher.Form>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {config.lastConnectionTest
          ? `Last tested ${formatDateTime(config.lastConnectionTest)}${config.lastConnectionMessage ? `: ${config.lastConnectionMessage}` : ""}`
          : "The connection has not been tested with these credentials."}
        {config.isEnabled ? "" : " Turn the integration on (Configuration → Enabled) to sync."}
      </p>

      <section aria-labelledby="crm-sync-log-heading" className="space-y-3">
        <h4 id="crm-sync-log-heading" className="font-semibold">
          Sync Log
        </h4>
        {log.runs.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">No sync has run yet.</p>
        ) : (
          <div className="max-h-[400px] overflow-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Sync runs, newest first</caption>
              <thead className="sticky top-0 bg-white text-xs uppercase text-slate-600 dark:bg-slate-900 dark:text-slate-400">
                <tr>
                  <th scope="col" className="py-2 pr-3">
                    Started
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    Finished
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    Trigger
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    Status
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    Sent
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    Created
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    Updated
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    Failed
                  </th>
                  <th scope="col" className="py-2">
                    Message
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
                {log.runs.map((run) => (
                  <tr key={run.id}>
                    <td className="whitespace-nowrap py-2 pr-3">{formatDateTime(run.startedAt)}</td>
                    <td className="whitespace-nowrap py-2 pr-3">
                      {run.finishedAt ? formatDateTime(run.finishedAt) : "—"}
                    </td>
                    <td className="py-2 pr-3">{run.trigger === "manual" ? "Sync now" : "Schedule"}</td>
                    <td className="py-2 pr-3">
                      <Badge tone={RUN_TONES[run.status]}>{run.status}</Badge>
                    </td>
                    <td className="py-2 pr-3">{formatCount(run.sent)}</td>
                    <td className="py-2 pr-3">{formatCount(run.created)}</td>
                    <td className="py-2 pr-3">{formatCount(run.updated)}</td>
                    <td className="py-2 pr-3">{formatCount(run.failed)}</td>
                    <td className="py-2 text-xs">{run.message}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {log.failures.length > 0 ? (
          <div className="space-y-2">
            <h5 className="text-sm font-semibold">Not accepted yet (sent again on the next run)</h5>
            <ul className="space-y-1 text-sm">
              {log.failures.map((failure) => (
                <li key={failure.userId}>
                  <span className="font-medium">{failure.email}</span> ({failure.companyName})
                  {failure.field ? ` · ${failure.field}` : ""}: {failure.message}
                  <span className="text-xs text-slate-600 dark:text-slate-400">
                    {" "}
                    · {failure.attempts} attempts
                  </span>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </section>
    </div>
  );
}
