import {
  COMPANY_SIZES,
  type CurrentUser,
  type EnterpriseInquiryBody,
  fullName,
  INQUIRY_TYPES,
  MISSING_INFORMATION_MESSAGE,
  REQUIRED_INQUIRY_FIELDS,
  TIER_LABELS,
} from "@charterly/domain/contract";
import { Link } from "@remix-run/react";
import { type FormEvent, useId, useRef, useState } from "react";
import { enterpriseInquirySchema } from "../../lib/form-schemas";
import { INQUIRY_INTENTS, INQUIRY_PATH } from "../../lib/inquiry-intents";
import { buttonStyles } from "../button-styles";
import { Notice } from "../notice";
import { useToast } from "../toast";
import { FormField, fieldStyles } from "../ui/form-field";
import { postedValue, useDialogAction } from "../ui/use-dialog-action";
import { useInitialFocus } from "../ui/use-initial-focus";
import {
  COMPANY_SIZE_LABELS,
  INQUIRY_TYPE_LABELS,
  MISSING_INFORMATION,
  SUBMISSION_FAILED,
} from "./inquiry-options";

type Field = Exclude<keyof EnterpriseInquiryBody, "currentTier">;
type Values = Record<Field, string>;

/**
 * The inquiry fields; the person's current tier is sent along. A `<fetcher.Form>` posted to
 * /upgrade/enterprise's action (lib/inquiry-actions.server.ts), checked first in the browser (the
 * required fields, then the API's schema); the fetcher's state is "Submitting…". Without JavaScript
 * it is that page's form: the answer comes back with "Required" by each missing field and what was
 * typed. Calls onSent with the server's message.
 */
export function InquiryForm({
  user,
  onClose,
  onSent,
}: {
  user: CurrentUser;
  /** In the dialog: Cancel closes it. On the page, Cancel is a link back to the dashboard. */
  onClose?: () => void;
  onSent: (message: string) => void;
}) {
  const id = useId();
  const firstFieldRef = useRef<HTMLInputElement>(null);
  useInitialFocus(firstFieldRef);
  const { toast } = useToast();
  const { fetcher, posted, errors, validate, failure, setFailure } = useDialogAction(
    enterpriseInquirySchema,
    INQUIRY_INTENTS.submitInquiry,
    SUBMISSION_FAILED.title,
    ({ message }: { message: string }) => {
      toast({ title: "Inquiry Submitted", description: message, variant: "success" });
      onSent(message);
    },
  );
  const [values, setValues] = useState<Values>(() => ({
    fullName: postedValue(
      posted,
      "fullName",
      [user.firstName, user.lastName].some(Boolean) ? fullName(user) : "",
    ),
    email: postedValue(posted, "email", user.email),
    company: postedValue(posted, "company", user.companyName),
    companySize: postedValue(posted, "companySize", ""),
    inquiryType: postedValue(posted, "inquiryType", ""),
    notes: postedValue(posted, "notes", ""),
  }));
  const [missing, setMissing] = useState<Partial<Record<Field, string>>>({});
  const sending = fetcher.state !== "idle";
  // The domain's refusal of missing fields (a form posted without JavaScript): the spec's notice.
  const refusedMissing = posted && !posted.ok && posted.message === MISSING_INFORMATION_MESSAGE && !sending;
  const problem =
    Object.keys(missing).length > 0 || refusedMissing
      ? MISSING_INFORMATION
      : failure
        ? {
            title: SUBMISSION_FAILED.title,
            description: failure.description || SUBMISSION_FAILED.description,
          }
        : null;
  const shownErrors = { ...errors, ...missing };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (sending) return event.preventDefault();
    setFailure(null);
    const absent = REQUIRED_INQUIRY_FIELDS.filter((field) => values[field].trim() === "");
    setMissing(Object.fromEntries(absent.map((field) => [field, "Required"])));
    if (absent.length) {
      event.preventDefault();
      toast({ ...MISSING_INFORMATION, variant: "destructive" });
      return;
    }
    if (!validate({ ...values, currentTier: user.subscriptionTier }).ok) event.preventDefault();
  };

  const input = (field: Field) => ({
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [field]: event.target.value })),
  });

  return (
    <fetcher.Form
      method="post"
      action={INQUIRY_PATH}
      onSubmit={submit}
      noValidate
      className="space-y-4"
      aria-busy={sending}
    >
      <input type="hidden" name="intent" value={INQUIRY_INTENTS.submitInquiry} />
      {problem ? (
        <Notice tone="error" title={problem.title}>
          {problem.description}
        </Notice>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={`${id}-name`} label="Full name" required error={shownErrors.fullName}>
          {(control) => (
            <input
              {...control}
              {...input("fullName")}
              ref={firstFieldRef}
              type="text"
              autoComplete="name"
              maxLength={200}
              className={fieldStyles}
            />
          )}
        </FormField>
        <FormField id={`${id}-email`} label="Email" required error={shownErrors.email}>
          {(control) => (
            <input
              {...control}
              {...input("email")}
              type="email"
              autoComplete="email"
              maxLength={254}
              className={fieldStyles}
            />
          )}
        </FormField>
      </div>
      <FormField id={`${id}-company`} label="Company" required error={shownErrors.company}>
        {(control) => (
          <input
            {...control}
            {...input("company")}
            type="text"
            autoComplete="organization"
            maxLength={200}
            className={fieldStyles}
          />
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={`${id}-size`} label="Company size" required error={shownErrors.companySize}>
          {(control) => (
            <select {...control} {...input("companySize")} className={fieldStyles}>
              <option value="">Select company size</option>
              {COMPANY_SIZES.map((size) => (
                <option key={size} value={size}>
                  {COMPANY_SIZE_LABELS[size]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id={`${id}-type`} label="Interested in" required error={shownErrors.inquiryType}>
          {(control) => (
            <select {...control} {...input("inquiryType")} className={fieldStyles}>
              <option value="">Select an option</option>
              {INQUIRY_TYPES.map((type) => (
                <option key={type} value={type}>
                  {INQUIRY_TYPE_LABELS[type]}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <FormField
        id={`${id}-notes`}
        label="Notes"
        error={shownErrors.notes}
        hint="Optional: team size, timeline, integrations you need."
      >
        {(control) => (
          <textarea {...control} {...input("notes")} rows={4} maxLength={5000} className={fieldStyles} />
        )}
      </FormField>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Current plan: <span className="font-medium">{TIER_LABELS[user.subscriptionTier]}</span> (sent with
        your inquiry)
      </p>
      <div className="flex flex-col-reverse gap-2 border-t border-slate-200 pt-4 sm:flex-row sm:justify-end dark:border-slate-800">
        {onClose ? (
          <button type="button" className={buttonStyles.secondary} onClick={onClose}>
            Cancel
          </button>
        ) : (
          <Link to="/" className={buttonStyles.secondary}>
            Cancel
          </Link>
        )}
        <button type="submit" className={buttonStyles.primary} disabled={sending}>
          {sending ? "Submitting…" : "Submit Inquiry"}
        </button>
      </div>
    </fetcher.Form>
  );
}
