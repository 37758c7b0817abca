import { archiveOldDocumentsBody, formatCount } from "@charterly/domain/contract";
import { type FormEvent, useId, useState } from "react";
import { useReportFailure } from "../../../lib/report-failure";
import { buttonStyles } from "../../button-styles";
import { useApiResource } from "../../documents/use-api-resource";
import { useToast } from "../../toast";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { FormField, fieldStyles } from "../../ui/form-field";
import { useSchemaForm } from "../../ui/use-schema-form";
import { archiveOldDocuments, previewArchive } from "./documents-api";

const ARCHIVE_FAILED = {
  title: "Archive Failed",
  description: "The documents could not be archived. Please try again.",
};

/** YYYY-MM-DD a year before today (UTC), the date the form starts with. */
function aYearAgo(): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - 1);
  return date.toISOString().slice(0, 10);
}

/** 'Mar 14, 2025' for a YYYY-MM-DD date (the date itself, not shifted by the time zone). */
export const formatDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString("en-US", { timeZone: "UTC", dateStyle: "medium" });

const documentsText = (count: number) => `${formatCount(count)} ${count === 1 ? "document" : "documents"}`;

/**
 * 'Archive old documents': choose a date, see how many documents were last changed before it, give
 * a reason, and archive them all in one batch after confirming.
 */
export function ArchiveOldDocuments({ onArchived }: { onArchived: () => void }) {
  const id = useId();
  const { toast } = useToast();
  const reportFailure = useReportFailure();
  const form = useSchemaForm(archiveOldDocumentsBody);
  const [before, setBefore] = useState(aYearAgo);
  const [reason, setReason] = useState("");
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const validDay = /^\d{4}-\d{2}-\d{2}$/.test(before) ? before : null;
  const preview = useApiResource(validDay, previewArchive);
  const count = preview.status === "loaded" ? preview.data.count : null;

  const ask = (event: FormEvent) => {
    event.preventDefault();
    if (form.validate({ before, reason }).ok) setConfirming(true);
  };

  const archive = async () => {
    const check = form.validate({ before, reason });
    if (!check.ok) return setConfirming(false);
    setBusy(true);
    try {
      const result = await archiveOldDocuments(check.data);
      toast({
        title: "Documents Archived",
        description: `${documentsText(result.archived)} last changed before ${formatDay(result.before)} ${
          result.archived === 1 ? "was" : "were"
        } archived.`,
        variant: "success",
      });
      setReason("");
      setConfirming(false);
      void preview.reload();
      onArchived();
    } catch (error) {
      form.showServerErrors(error);
      reportFailure(error, ARCHIVE_FAILED);
      setConfirming(false);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <form noValidate onSubmit={ask} className="space-y-4" aria-labelledby={`${id}-heading`}>
        <h4 id={`${id}-heading`} className="font-semibold">
          Archive old documents
        </h4>
        <FormField id={`${id}-before`} label="Last changed before" required error={form.errors.before}>
          {(control) => (
            <input
              {...control}
              type="date"
              value={before}
              max={new Date().toISOString().slice(0, 10)}
              onChange={(event) => setBefore(event.target.value)}
              className={`${fieldStyles} sm:w-56`}
            />
          )}
        </FormField>
        <p role="status" className="text-sm text-slate-700 dark:text-slate-300">
          {validDay === null
            ? "Choose a date."
            : count === null
              ? preview.status === "failed"
                ? "The documents could not be counted."
                : "Counting documents…"
              : `${documentsText(count)} last changed before ${formatDay(validDay)}.`}
        </p>
        <FormField id={`${id}-reason`} label="Reason" required error={form.errors.reason}>
          {(control) => (
            <textarea
              {...control}
              rows={2}
              maxLength={500}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              placeholder="e.g. Superseded by the 2026 handbook"
              className={fieldStyles}
            />
          )}
        </FormField>
        <button type="submit" className={buttonStyles.dangerOutline} disabled={busy || !count}>
          Archive Documents
        </button>
      </form>
      <ConfirmDialog
        open={confirming}
        title="Archive Documents"
        confirmLabel={busy ? "Archiving…" : `Archive ${documentsText(count ?? 0)}`}
        destructive
        busy={busy}
        onConfirm={() => void archive()}
        onCancel={() => setConfirming(false)}
      >
        <p>
          Archive {documentsText(count ?? 0)} last changed before {validDay ? formatDay(validDay) : ""}? They
          leave the active library and keep their history; each can be restored from the Archived tab.
        </p>
        <p>Reason: {reason.trim()}</p>
      </ConfirmDialog>
    </>
  );
}
