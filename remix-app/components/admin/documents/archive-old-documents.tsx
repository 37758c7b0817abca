import {
  type ArchiveOldDocumentsResultDto,
  type ArchivePreviewDto,
  formatCount,
} from "@charterly/domain/contract";
import { Form, useActionData, useFetcher, useLocation, useNavigate, useNavigation } from "@remix-run/react";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { type ArchiveAsked, DOCUMENTS_TAB_INTENTS } from "../../../lib/documents-tab-intents";
import { type FormResult, resultFor } from "../../../lib/form-result";
import { archiveOldDocumentsSchema } from "../../../lib/form-schemas";
import { buttonStyles } from "../../button-styles";
import { Notice } from "../../notice";
import { useToast } from "../../toast";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { FormField, fieldStyles } from "../../ui/form-field";
import { PostedConfirmation } from "../../ui/posted-confirmation";
import { hasFieldErrors, useSchemaForm } from "../../ui/use-schema-form";

const INTENT = DOCUMENTS_TAB_INTENTS.archiveOld;
type ArchiveResult = FormResult<ArchiveOldDocumentsResultDto | ArchiveAsked>;

const ARCHIVE_FAILED = "Archive Failed";

/** 'Mar 14, 2025' for a YYYY-MM-DD date (the date itself, not shifted by the time zone). */
export const formatDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString("en-US", { timeZone: "UTC", dateStyle: "medium" });

const documentsText = (count: number) => `${formatCount(count)} ${count === 1 ? "document" : "documents"}`;

const archivedText = (result: ArchiveOldDocumentsResultDto) =>
  `${documentsText(result.archived)} last changed before ${formatDay(result.before)} ${
    result.archived === 1 ? "was" : "were"
  } archived.`;

const isAsked = (value: ArchiveOldDocumentsResultDto | ArchiveAsked): value is ArchiveAsked =>
  "kind" in value && value.kind === "asked";

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/**
 * 'Archive old documents': choose a date, see how many documents were last changed before it, give
 * a reason, and archive them all in one batch after confirming.
 *
 * The date is a GET form field (?before=), so the route's loader counts the documents; with
 * JavaScript the address follows the date as it is picked. Archive posts the reason to the route's
 * action: with JavaScript the dialog asks first and a fetcher sends it; without it the action answers
 * the question (how many, before when, why) and the page shows it with the confirming form.
 */
export function ArchiveOldDocuments({
  before,
  preview,
}: {
  before: string;
  preview: ArchivePreviewDto | null;
}) {
  const id = useId();
  const { toast } = useToast();
  const form = useSchemaForm(archiveOldDocumentsSchema);
  const fetcher = useFetcher<ArchiveResult>();
  const posted = resultFor(useActionData<ArchiveResult>(), INTENT);
  const navigate = useNavigate();
  const location = useLocation();
  const navigation = useNavigation();
  const [day, setDay] = useState(before);
  const [reason, setReason] = useState(posted && !posted.ok ? (posted.values.reason ?? "") : "");
  const [confirming, setConfirming] = useState(false);
  const busy = fetcher.state !== "idle";
  const counting = day !== before || navigation.state === "loading";
  const count = preview?.count ?? null;

  // The address's date changed (Back, or the count was read for a new date): the field follows it.
  const [seen, setSeen] = useState(before);
  if (seen !== before) {
    setSeen(before);
    setDay(before);
  }

  // The fetcher's answer, once.
  const handled = useRef<ArchiveResult | undefined>(undefined);
  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state === "submitting" || !result || handled.current === result) return;
    handled.current = result;
    setConfirming(false);
    if (!result.ok) {
      if (!hasFieldErrors(result.fieldErrors))
        toast({ title: ARCHIVE_FAILED, description: result.message, variant: "destructive" });
      return;
    }
    if (isAsked(result.value)) return;
    toast({ title: "Documents Archived", description: archivedText(result.value), variant: "success" });
    setReason("");
  }, [fetcher.state, fetcher.data, toast]);

  const pickDay = (value: string) => {
    setDay(value);
    if (!isDay(value)) return;
    const params = new URLSearchParams(location.search);
    params.set("before", value);
    navigate(`?${params}`, { replace: true, preventScrollReset: true });
  };

  const ask = (event: FormEvent) => {
    // With JavaScript the dialog asks first; the form is then sent confirmed.
    event.preventDefault();
    if (!busy && form.validate({ before, reason }).ok) setConfirming(true);
  };

  const archive = () => {
    const check = form.validate({ before, reason });
    if (!check.ok) return setConfirming(false);
    fetcher.submit({ intent: INTENT, before, reason, confirmed: "yes" }, { method: "post" });
  };

  const answered = resultFor(fetcher.data, INTENT) ?? posted;
  const serverErrors = !busy && answered && !answered.ok ? answered.fieldErrors : {};

  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-4">
      <h4 id={`${id}-heading`} className="font-semibold">
        Archive old documents
      </h4>
      <Form
        method="get"
        preventScrollReset
        className="space-y-2"
        onSubmit={(event) => event.preventDefault()}
      >
        <FormField
          id={`${id}-before`}
          label="Last changed before"
          required
          error={form.errors.before ?? serverErrors.before}
        >
          {(control) => (
            <input
              {...control}
              name="before"
              type="date"
              value={day}
              onChange={(event) => pickDay(event.target.value)}
              className={`${fieldStyles} sm:w-56`}
            />
          )}
        </FormField>
        {/* Only without JavaScript: with it, the count follows the date as it is picked. */}
        <noscript>
          <button type="submit" className={buttonStyles.secondary}>
            Count documents
          </button>
        </noscript>
        <p role="status" className="text-sm text-slate-700 dark:text-slate-300">
          {!isDay(day) || count === null
            ? "Choose a date."
            : counting
              ? "Counting documents…"
              : `${documentsText(count)} last changed before ${formatDay(before)}.`}
        </p>
      </Form>
      {posted ? <PostedAnswer result={posted} /> : null}
      <fetcher.Form method="post" noValidate onSubmit={ask} className="space-y-4">
        <input type="hidden" name="intent" value={INTENT} />
        <input type="hidden" name="before" value={before} />
        <FormField
          id={`${id}-reason`}
          label="Reason"
          required
          error={busy ? undefined : (form.errors.reason ?? serverErrors.reason)}
        >
          {(control) => (
            <textarea
              {...control}
              name="reason"
              rows={2}
              maxLength={500}
              value={reason}
              onChange={(event) => {
                setReason(event.target.value);
                form.setErrors({});
              }}
              placeholder="e.g. Superseded by the 2026 handbook"
              className={fieldStyles}
            />
          )}
        </FormField>
        <button type="submit" className={buttonStyles.dangerOutline} disabled={busy || counting || !count}>
          Archive Documents
        </button>
      </fetcher.Form>
      <ConfirmDialog
        open={confirming}
        title="Archive Documents"
        confirmLabel={busy ? "Archiving…" : `Archive ${documentsText(count ?? 0)}`}
        destructive
        busy={busy}
        onConfirm={archive}
        onCancel={() => setConfirming(false)}
      >
        <p>
          Archive {documentsText(count ?? 0)} last changed before {formatDay(before)}? They leave the active
          library and keep their history; each can be restored from the Archived tab.
        </p>
        <p>Reason: {reason.trim()}</p>
      </ConfirmDialog>
    </section>
  );
}

/** The answer to an archive posted before the page's JavaScript ran: the question, or what it did. */
function PostedAnswer({ result }: { result: ArchiveResult }) {
  const location = useLocation();
  if (!result.ok)
    return hasFieldErrors(result.fieldErrors) ? null : (
      <Notice tone="error" title={ARCHIVE_FAILED}>
        {result.message}
      </Notice>
    );
  const value = result.value;
  if (!isAsked(value))
    return (
      <Notice tone="success" title="Documents Archived">
        {archivedText(value)}
      </Notice>
    );
  return (
    <PostedConfirmation
      inCard
      title="Archive Documents"
      fields={{ intent: INTENT, before: value.before, reason: value.reason }}
      confirmLabel={`Archive ${documentsText(value.count)}`}
      confirmDisabled={value.count === 0}
      cancelHref={`${location.pathname}${location.search}`}
    >
      <p>
        Archive {documentsText(value.count)} last changed before {formatDay(value.before)}? They leave the
        active library and keep their history; each can be restored from the Archived tab.
      </p>
      <p>Reason: {value.reason}</p>
    </PostedConfirmation>
  );
}
