import {
  COMPANY_SIZES,
  type CurrentUser,
  type EnterpriseInquiryBody,
  enterpriseInquiryBody,
  fullName,
  INQUIRY_TYPES,
  REQUIRED_INQUIRY_FIELDS,
  TIER_LABELS,
} from "@charterly/domain/contract";
import { type FormEvent, useId, useRef, useState } from "react";
import { api, jsonOf } from "../../lib/api-client";
import { useReportFailure } from "../../lib/report-failure";
import { buttonStyles } from "../button-styles";
import { Notice } from "../notice";
import { useToast } from "../toast";
import { FormField, fieldStyles } from "../ui/form-field";
import { useInitialFocus } from "../ui/use-initial-focus";
import { useSchemaForm } from "../ui/use-schema-form";
import {
  COMPANY_SIZE_LABELS,
  INQUIRY_TYPE_LABELS,
  MISSING_INFORMATION,
  SUBMISSION_FAILED,
} from "./inquiry-options";

type Field = Exclude<keyof EnterpriseInquiryBody, "currentTier">;
type Values = Record<Field, string>;

/** The inquiry fields; the person's current tier is sent along. Calls onSent with the server's message. */
export function InquiryForm({
  user,
  onClose,
  onSent,
}: {
  user: CurrentUser;
  onClose: () => void;
  onSent: (message: string) => void;
}) {
  const id = useId();
  const firstFieldRef = useRef<HTMLInputElement>(null);
  useInitialFocus(firstFieldRef);
  const { toast } = useToast();
  const reportFailure = useReportFailure();
  const [values, setValues] = useState<Values>({
    fullName: [user.firstName, user.lastName].some(Boolean) ? fullName(user) : "",
    email: user.email,
    company: user.companyName,
    companySize: "",
    inquiryType: "",
    notes: "",
  });
  const { errors, setErrors, validate, showServerErrors } = useSchemaForm(enterpriseInquiryBody);
  const [problem, setProblem] = useState<{ title: string; description: string } | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const missing = REQUIRED_INQUIRY_FIELDS.filter((field) => values[field].trim() === "");
    if (missing.length) {
      setErrors(Object.fromEntries(missing.map((field) => [field, "Required"])));
      setProblem(MISSING_INFORMATION);
      toast({ ...MISSING_INFORMATION, variant: "destructive" });
      return;
    }
    const parsed = validate({ ...values, currentTier: user.subscriptionTier });
    setProblem(null);
    if (!parsed.ok) return;
    setSending(true);
    try {
      const result = await jsonOf(api["enterprise-inquiry"].$post({ json: parsed.data }));
      toast({ title: "Inquiry Submitted", description: result.message, variant: "success" });
      onSent(result.message);
    } catch (error) {
      showServerErrors(error);
      setProblem(reportFailure(error, SUBMISSION_FAILED));
      setSending(false);
    }
  };

  const input = (field: Field) => ({
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [field]: event.target.value })),
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-busy={sending}>
      {problem ? (
        <Notice tone="error" title={problem.title}>
          {problem.description}
        </Notice>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={`${id}-name`} label="Full name" required error={errors.fullName}>
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
        <FormField id={`${id}-email`} label="Email" required error={errors.email}>
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
      <FormField id={`${id}-company`} label="Company" required error={errors.company}>
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
        <FormField id={`${id}-size`} label="Company size" required error={errors.companySize}>
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
        <FormField id={`${id}-type`} label="Interested in" required error={errors.inquiryType}>
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
        error={errors.notes}
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
        <button type="button" className={buttonStyles.secondary} onClick={onClose}>
          Cancel
        </button>
        <button type="submit" className={buttonStyles.primary} disabled={sending}>
          {sending ? "Submitting…" : "Submit Inquiry"}
        </button>
      </div>
    </form>
  );
}
