import type {
  AcknowledgementReminderDto,
  AcknowledgementStatusDto,
  DocumentSummaryDto,
} from "@charterly/domain/contract";
import { useFetcher } from "@remix-run/react";
import { useRef, useState } from "react";
import { api, jsonOf } from "../../lib/api-client";
import { DOCUMENT_INTENTS } from "../../lib/document-intents";
import type { FormResult } from "../../lib/form-result";
import { saveBlob } from "../../lib/save-blob";
import { LIBRARY_ACTION } from "../approvals/use-approval-actions";
import { buttonStyles } from "../button-styles";
import { DateTime, ShortDate } from "../documents/formatted-date";
import { LoadFailure, Loading } from "../documents/load-status";
import { useApiResource } from "../documents/use-api-resource";
import { useFailureToast } from "../documents/use-failure-toast";
import { fileNameFromDisposition } from "../templates/download-template";
import { useToast } from "../toast";
import { Modal } from "../ui/modal";
import { useFormAnswer } from "../ui/use-form-answer";

const CHANNEL_LABELS = { web: "Web", slack: "Slack" } as const;
const REMIND_FAILED = "Reminder Not Sent";
const REMIND = DOCUMENT_INTENTS.remindReaders;
const EXPORT_FAILED = {
  title: "Download Failed",
  description: "The list could not be downloaded. Please try again.",
};

interface AcknowledgementsDialogProps {
  /** The document in force; null keeps the dialog closed. */
  document: DocumentSummaryDto | null;
  onClose: () => void;
}

/**
 * 'Who has read it' (admins, decision 016): for the version in force, who acknowledged it (when and
 * where) and who has not, with 'Send reminder' to the others (the library route's action, intent
 * remind-readers) and 'Download CSV'.
 */
export function AcknowledgementsDialog({ document, onClose }: AcknowledgementsDialogProps) {
  const status = useApiResource(document?.id ?? null, (documentId) =>
    jsonOf(api.documents[":documentId"].acknowledgements.$get({ param: { documentId: String(documentId) } })),
  );
  const reportFailure = useFailureToast();
  const { toast } = useToast();
  const [busy, setBusy] = useState<"export" | null>(null);
  const reminder = useFetcher<FormResult<AcknowledgementReminderDto>>();
  const reminding = reminder.state !== "idle";
  const [note, setNote] = useState<string | null>(null);
  // The document the reminder's answer is about (the dialog opens for one after another).
  const remindedFor = useRef<number | null>(null);
  const param = { documentId: String(document?.id ?? 0) };

  const close = () => {
    setNote(null);
    remindedFor.current = null;
    onClose();
  };

  useFormAnswer(reminder.data, REMIND, (result) => {
    if (remindedFor.current !== document?.id) return;
    if (!result.ok) {
      toast({ title: REMIND_FAILED, description: result.message, variant: "destructive" });
      setNote(result.message);
      return;
    }
    const answer = result.value;
    const text = !answer.emailEnabled
      ? "E-mail is turned off for your company (Company Settings), so no reminder was sent."
      : answer.reminded === 0
        ? "Everyone has read this version: nobody to remind."
        : `Reminder sent to ${answer.reminded} ${answer.reminded === 1 ? "person" : "people"}.`;
    setNote(text);
    toast({ title: answer.reminded > 0 ? "Reminder Sent" : "No Reminder Sent", description: text });
  });

  const remind = () => {
    if (!document || reminding) return;
    remindedFor.current = document.id;
    reminder.submit(
      { intent: REMIND, documentId: document.id },
      { method: "post", action: LIBRARY_ACTION, preventScrollReset: true },
    );
  };

  const download = async () => {
    setBusy("export");
    try {
      const response = await api.documents[":documentId"].acknowledgements.export.$get({ param });
      const blob = await response.blob();
      saveBlob(
        blob,
        fileNameFromDisposition(response.headers.get("Content-Disposition")) ?? "acknowledgements.csv",
      );
    } catch (error) {
      reportFailure(error, EXPORT_FAILED);
    } finally {
      setBusy(null);
    }
  };

  const data = status.status === "loaded" ? status.data : null;
  return (
    <Modal
      open={document !== null}
      onClose={close}
      title={`Who has read it: ${document?.title ?? "Document"}`}
      description={
        data ? (
          <span>
            Version {data.version}, in force since <ShortDate iso={data.inForceSince} />
          </span>
        ) : null
      }
      size="max-w-2xl"
      footer={
        <>
          {data ? (
            <>
              <button
                type="button"
                className={buttonStyles.secondary}
                disabled={busy !== null || reminding}
                onClick={download}
              >
                {busy === "export" ? "Preparing…" : "Download CSV"}
              </button>
              <button
                type="button"
                className={buttonStyles.primary}
                disabled={busy !== null || reminding || data.pending.length === 0}
                onClick={remind}
              >
                {reminding ? "Sending…" : "Send reminder"}
              </button>
            </>
          ) : null}
          <button type="button" className={buttonStyles.secondary} onClick={close}>
            Close
          </button>
        </>
      }
    >
      {data ? (
        <StatusLists status={data} note={note} />
      ) : status.status === "failed" ? (
        <LoadFailure error={status.error} title="Could Not Load" onRetry={status.reload} />
      ) : (
        <Loading label="Loading who has read it…" />
      )}
    </Modal>
  );
}

function StatusLists({ status, note }: { status: AcknowledgementStatusDto; note: string | null }) {
  const total = status.acknowledged.length + status.pending.length;
  return (
    <div className="space-y-5">
      <p className="text-sm font-medium" aria-live="polite">
        {status.acknowledged.length} of {total} have read version {status.version}
        {status.pending.length > 0 ? ` · ${status.pending.length} not yet` : ""}
      </p>
      {note ? (
        <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
          {note}
        </p>
      ) : null}
      <section aria-labelledby="acknowledged-heading">
        <h3 id="acknowledged-heading" className="text-sm font-semibold">
          Acknowledged ({status.acknowledged.length})
        </h3>
        {status.acknowledged.length === 0 && status.slackOnly.length === 0 ? (
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">Nobody yet.</p>
        ) : (
          <ul
            className="mt-2 divide-y divide-slate-200 text-sm dark:divide-slate-800"
            aria-label="Acknowledged"
          >
            {status.acknowledged.map((person) => (
              <li key={person.userId} className="flex flex-wrap justify-between gap-2 py-2">
                <span>
                  <span className="font-medium">{person.name}</span>{" "}
                  <span className="text-slate-600 dark:text-slate-400">{person.email}</span>
                </span>
                <span className="text-slate-600 dark:text-slate-400">
                  <DateTime iso={person.acknowledgedAt} /> · {CHANNEL_LABELS[person.channel]}
                </span>
              </li>
            ))}
            {/* Slack users with no account in the company (decision 017): known by their Slack id only. */}
            {status.slackOnly.map((reader) => (
              <li key={`slack-${reader.slackUserId}`} className="flex flex-wrap justify-between gap-2 py-2">
                <span>
                  <span className="font-medium">Slack user {reader.slackUserId}</span>{" "}
                  <span className="text-slate-600 dark:text-slate-400">no account</span>
                </span>
                <span className="text-slate-600 dark:text-slate-400">
                  <DateTime iso={reader.acknowledgedAt} /> · {CHANNEL_LABELS[reader.channel]}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="pending-heading">
        <h3 id="pending-heading" className="text-sm font-semibold">
          Not yet ({status.pending.length})
        </h3>
        {status.pending.length === 0 ? (
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">Everyone has read this version.</p>
        ) : (
          <ul className="mt-2 divide-y divide-slate-200 text-sm dark:divide-slate-800" aria-label="Not yet">
            {status.pending.map((person) => (
              <li key={person.userId} className="py-2">
                <span className="font-medium">{person.name}</span>{" "}
                <span className="text-slate-600 dark:text-slate-400">{person.email}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
