import type { AcknowledgementReminderDto, DocumentSummaryDto } from "@charterly/domain/contract";
import { useFetcher } from "@remix-run/react";
import { useRef, useState } from "react";
import { api } from "../../lib/api-client";
import { DOCUMENT_INTENTS } from "../../lib/document-intents";
import type { FormResult } from "../../lib/form-result";
import { saveBlob } from "../../lib/save-blob";
import type { loader as readersLoader } from "../../routes/documents_.$documentId.readers";
import { buttonStyles } from "../button-styles";
import { useDocumentRoute } from "../documents/document-page";
import { ShortDate } from "../documents/formatted-date";
import { Loading } from "../documents/load-status";
import { useFailureToast } from "../documents/use-failure-toast";
import { Notice } from "../notice";
import { fileNameFromDisposition } from "../templates/download-template";
import { useToast } from "../toast";
import { Modal } from "../ui/modal";
import { useFormAnswer } from "../ui/use-form-answer";
import { REMIND_FAILED, ReaderLists, reminderText } from "./reader-lists";

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
 * where) and who has not, with 'Send reminder' to the others and 'Download CSV'. The readers route
 * (/documents/:id/readers, the page a browser without JavaScript opens instead) loaded with a
 * fetcher; 'Send reminder' posts to its action, after which Remix reads the lists again.
 */
export function AcknowledgementsDialog({ document, onClose }: AcknowledgementsDialogProps) {
  const route = document ? `/documents/${document.id}/readers` : null;
  const readers = useDocumentRoute<typeof readersLoader>(route);
  const data = readers.data?.read?.status.documentId === document?.id ? readers.data?.read?.status : null;
  const refusal = readers.state === "idle" && readers.data?.refusal ? readers.data.refusal : null;
  const reportFailure = useFailureToast();
  const { toast } = useToast();
  const [busy, setBusy] = useState<"export" | null>(null);
  const reminder = useFetcher<FormResult<AcknowledgementReminderDto>>();
  const reminding = reminder.state !== "idle";
  const [note, setNote] = useState<string | null>(null);
  // The document the reminder's answer is about (the dialog opens for one after another).
  const remindedFor = useRef<number | null>(null);

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
    const text = reminderText(result.value);
    setNote(text);
    toast({ title: result.value.reminded > 0 ? "Reminder Sent" : "No Reminder Sent", description: text });
  });

  const remind = () => {
    if (!document || !route || reminding) return;
    remindedFor.current = document.id;
    reminder.submit({ intent: REMIND }, { method: "post", action: route, preventScrollReset: true });
  };

  // A file: the API's export, saved from the answer (its name from Content-Disposition).
  const download = async () => {
    if (!document) return;
    setBusy("export");
    try {
      const response = await api.documents[":documentId"].acknowledgements.export.$get({
        param: { documentId: String(document.id) },
      });
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
      {refusal ? (
        <Notice tone="error" title="Could Not Load">
          {refusal}
        </Notice>
      ) : data ? (
        <ReaderLists status={data} note={note} />
      ) : (
        <Loading label="Loading who has read it…" />
      )}
    </Modal>
  );
}
