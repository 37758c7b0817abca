import type { FetcherWithComponents } from "@remix-run/react";
import { Link } from "@remix-run/react";
import { type FormEvent, type ReactNode, useId } from "react";
import type { FailureText } from "../../lib/report-failure";
import { buttonStyles, cardStyles } from "../button-styles";
import { Notice } from "../notice";
import { Modal } from "./modal";
import { useHydrated } from "./use-hydrated";

/**
 * The frame of a form dialog posted to a route action (Customer Management's customers, credits, token requests; Platform Settings' templates): a form
 * posted to the section's route action (decision 026), with why the last try failed above its
 * fields, and Cancel and the submit button below — the button says what it is doing while the
 * fetcher sends the form, and neither can be pressed meanwhile. Before the page's JavaScript runs
 * (opened by its address, DialogOpener) it is a section of the page with the same form, posted as a
 * document; Cancel is then a link back (`closeHref`).
 */
export function FormDialog({
  fetcher,
  action,
  intent,
  hiddenFields = {},
  open,
  onClose,
  closeHref,
  title,
  description,
  size,
  submitLabel,
  busyLabel,
  submitDisabled = false,
  failure,
  onSubmit,
  formClassName,
  summary,
  children,
}: {
  fetcher: FetcherWithComponents<unknown>;
  /** The route whose action answers, when not the one the dialog is rendered in (the page's header). */
  action?: string;
  /** The action's `intent` field. */
  intent: string;
  /** The record the form is about (`companyId`…), sent as the API reads a path id. */
  hiddenFields?: Record<string, string | number>;
  open: boolean;
  onClose: () => void;
  /** Where Cancel leads without JavaScript: the page without the dialog's address. */
  closeHref: string;
  title: string;
  description?: ReactNode;
  size?: "max-w-md" | "max-w-2xl";
  submitLabel: string;
  busyLabel: string;
  /** Besides while busy, e.g. until the fields are valid (with JavaScript only: the server checks too). */
  submitDisabled?: boolean;
  failure: FailureText | null;
  /** Checks the fields first; prevents the submission when they are not valid. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  formClassName: "space-y-5" | "space-y-6";
  /** What the form is about, shown above the failure notice. */
  summary?: ReactNode;
  children: ReactNode;
}) {
  const formId = useId();
  const hydrated = useHydrated();
  const busy = fetcher.state !== "idle";
  const submit = (event: FormEvent<HTMLFormElement>) => {
    // A second click while the first is on its way sends nothing.
    if (busy) return event.preventDefault();
    onSubmit(event);
  };
  const form = (
    <fetcher.Form
      id={formId}
      method="post"
      action={action}
      onSubmit={submit}
      noValidate
      className={formClassName}
      aria-busy={busy}
    >
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(hiddenFields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {summary}
      {failure ? (
        <Notice tone="error" title={failure.title}>
          {failure.description}
        </Notice>
      ) : null}
      {children}
    </fetcher.Form>
  );
  const submitButton = (
    <button
      type="submit"
      form={formId}
      className={buttonStyles.primary}
      disabled={busy || (hydrated && submitDisabled)}
    >
      {busy ? busyLabel : submitLabel}
    </button>
  );

  if (!hydrated) {
    if (!open) return null;
    return (
      <section aria-labelledby={`${formId}-title`} className={`${cardStyles} space-y-4 p-5`}>
        <div>
          <h3 id={`${formId}-title`} className="text-lg font-semibold">
            {title}
          </h3>
          {description ? (
            <div className="mt-1 text-sm text-slate-600 dark:text-slate-400">{description}</div>
          ) : null}
        </div>
        {form}
        <div className="flex flex-wrap justify-end gap-2">
          <Link to={closeHref} preventScrollReset className={buttonStyles.secondary}>
            Cancel
          </Link>
          {submitButton}
        </div>
      </section>
    );
  }
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      description={description}
      size={size}
      footer={
        <>
          <button type="button" className={buttonStyles.secondary} onClick={onClose} disabled={busy}>
            Cancel
          </button>
          {submitButton}
        </>
      }
    >
      {form}
    </Modal>
  );
}
