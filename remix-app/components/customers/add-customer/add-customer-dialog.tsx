import {
  CUSTOMER_COMPANY_SIZES,
  CUSTOMER_TIERS,
  type CustomerCompanySize,
  companySizeLabel,
  createCustomerBody,
  TIER_LABELS,
} from "@charterly/domain/contract";
import { type FormEvent, useId, useState } from "react";
import { type FailureText, useReportFailure } from "../../../lib/report-failure";
import { buttonStyles } from "../../button-styles";
import { Notice } from "../../notice";
import { useToast } from "../../toast";
import { FormField, fieldStyles } from "../../ui/form-field";
import { Modal } from "../../ui/modal";
import { useSchemaForm } from "../../ui/use-schema-form";
import { createCustomer } from "../customer-list/customers-api";
import { announceCustomersChanged } from "../customer-list/customers-changed";

const INVITATION_FAILED = {
  title: "Invitation Failed",
  description: "Failed to send user invitation. Please try again.",
};

interface Draft {
  companyName: string;
  companySize: CustomerCompanySize | "";
  companyWebsite: string;
  subscriptionTier: (typeof CUSTOMER_TIERS)[number];
  email: string;
  firstName: string;
  lastName: string;
}

const EMPTY: Draft = {
  companyName: "",
  companySize: "",
  companyWebsite: "",
  subscriptionTier: "freemium",
  email: "",
  firstName: "",
  lastName: "",
};

/**
 * 'Add New Customer': a company (name, size, website, plan) and its first company admin, who gets an
 * e-mail invitation with a sign-in link (valid 7 days) and becomes the company's admin on signing in.
 */
export function AddCustomerDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const id = useId();
  const { toast } = useToast();
  const reportFailure = useReportFailure();
  const form = useSchemaForm(createCustomerBody);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<FailureText | null>(null);
  const set = <K extends keyof Draft>(field: K, value: Draft[K]) =>
    setDraft((d) => ({ ...d, [field]: value }));

  const close = () => {
    if (busy) return;
    setDraft(EMPTY);
    form.setErrors({});
    setProblem(null);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setProblem(null);
    const check = form.validate({
      ...draft,
      companySize: draft.companySize || null,
      companyWebsite: draft.companyWebsite.trim() || null,
    });
    if (!check.ok) return;
    setBusy(true);
    try {
      const answer = await createCustomer(check.data);
      toast({
        title: "Customer Added",
        description: `${answer.company.name} was created on the ${TIER_LABELS[answer.company.subscriptionTier]} plan. An invitation was sent to ${answer.invitation.email}.`,
        variant: "success",
      });
      announceCustomersChanged();
      setDraft(EMPTY);
      onClose();
    } catch (error) {
      form.showServerErrors(error);
      setProblem(reportFailure(error, INVITATION_FAILED));
    } finally {
      setBusy(false);
    }
  };

  const text = (
    field: "companyName" | "companyWebsite" | "email" | "firstName" | "lastName",
    label: string,
    options: { type?: string; required?: boolean; placeholder?: string; autoComplete?: string } = {},
  ) => (
    <FormField id={`${id}-${field}`} label={label} required={options.required} error={form.errors[field]}>
      {(control) => (
        <input
          {...control}
          type={options.type ?? "text"}
          value={draft[field]}
          onChange={(event) => set(field, event.target.value)}
          placeholder={options.placeholder}
          autoComplete={options.autoComplete ?? "off"}
          className={fieldStyles}
        />
      )}
    </FormField>
  );

  return (
    <Modal
      open={open}
      onClose={close}
      title="Add New Customer"
      description="Create the company and invite its first company admin by e-mail."
      size="max-w-2xl"
      footer={
        <>
          <button type="button" className={buttonStyles.secondary} onClick={close} disabled={busy}>
            Cancel
          </button>
          <button type="submit" form={`${id}-form`} className={buttonStyles.primary} disabled={busy}>
            {busy ? "Adding…" : "Add Customer"}
          </button>
        </>
      }
    >
      <form id={`${id}-form`} noValidate onSubmit={submit} className="space-y-6">
        {problem ? (
          <Notice tone="error" title={problem.title}>
            {problem.description}
          </Notice>
        ) : null}
        <fieldset className="space-y-4">
          <legend className="text-sm font-semibold">Company</legend>
          {text("companyName", "Company name", { required: true, autoComplete: "organization" })}
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id={`${id}-companySize`} label="Company size" error={form.errors.companySize}>
              {(control) => (
                <select
                  {...control}
                  value={draft.companySize}
                  onChange={(event) => set("companySize", event.target.value as Draft["companySize"])}
                  className={fieldStyles}
                >
                  <option value="">Not specified</option>
                  {CUSTOMER_COMPANY_SIZES.map((size) => (
                    <option key={size} value={size}>
                      {companySizeLabel(size)}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            <FormField
              id={`${id}-subscriptionTier`}
              label="Subscription"
              error={form.errors.subscriptionTier}
            >
              {(control) => (
                <select
                  {...control}
                  value={draft.subscriptionTier}
                  onChange={(event) =>
                    set("subscriptionTier", event.target.value as Draft["subscriptionTier"])
                  }
                  className={fieldStyles}
                >
                  {CUSTOMER_TIERS.map((tier) => (
                    <option key={tier} value={tier}>
                      {TIER_LABELS[tier]}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
          </div>
          {text("companyWebsite", "Website", { type: "url", placeholder: "https://example.com" })}
        </fieldset>
        <fieldset className="space-y-4">
          <legend className="text-sm font-semibold">First company admin</legend>
          {text("email", "Email address", { type: "email", required: true, placeholder: "name@company.com" })}
          <div className="grid gap-4 sm:grid-cols-2">
            {text("firstName", "First name", { required: true })}
            {text("lastName", "Last name", { required: true })}
          </div>
          <p className="text-xs text-slate-600 dark:text-slate-400">
            They get an e-mail with a sign-in link, valid for 7 days, and join as the company's admin.
          </p>
        </fieldset>
      </form>
    </Modal>
  );
}
