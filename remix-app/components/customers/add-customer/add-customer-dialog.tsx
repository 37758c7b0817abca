import {
  CUSTOMER_TIERS,
  createCustomerBody,
  NEW_CUSTOMER_COMPANY_SIZES,
  TIER_LABELS,
} from "@charterly/domain/contract";
import { type FormEvent, useId, useState } from "react";
import { type FailureText, useReportFailure } from "../../../lib/report-failure";
import { useToast } from "../../toast";
import { fieldStyles } from "../../ui/form-field";
import { useSchemaForm } from "../../ui/use-schema-form";
import { type CompanyDraft, CompanyFields, withCompanyNulls } from "../company-fields";
import { createCustomer } from "../customer-list/customers-api";
import { announceCustomersChanged } from "../customer-list/customers-changed";
import { FormDialog } from "../form-dialog";
import { TextInputField } from "../text-input-field";

const INVITATION_FAILED = {
  title: "Invitation Failed",
  description: "Failed to send user invitation. Please try again.",
};

interface Draft extends CompanyDraft {
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
    const check = form.validate(withCompanyNulls(draft));
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
    field: "email" | "firstName" | "lastName",
    label: string,
    options: { type?: string; placeholder?: string } = {},
  ) => (
    <TextInputField
      id={`${id}-${field}`}
      label={label}
      required
      value={draft[field]}
      onChange={(value) => set(field, value)}
      autoComplete="off"
      error={form.errors[field]}
      {...options}
    />
  );

  return (
    <FormDialog
      formId={`${id}-form`}
      open={open}
      onClose={close}
      title="Add New Customer"
      description="Create the company and invite its first company admin by e-mail."
      size="max-w-2xl"
      busy={busy}
      submitLabel="Add Customer"
      busyLabel="Adding…"
      failure={problem}
      onSubmit={submit}
      formClassName="space-y-6"
    >
      <CompanyFields
        id={id}
        draft={draft}
        errors={form.errors}
        onChange={(change) => setDraft((d) => ({ ...d, ...change }))}
        nameAutoComplete="organization"
        sizes={NEW_CUSTOMER_COMPANY_SIZES}
        planSelect={(control) => (
          <select
            {...control}
            value={draft.subscriptionTier}
            onChange={(event) => set("subscriptionTier", event.target.value as Draft["subscriptionTier"])}
            className={fieldStyles}
          >
            {CUSTOMER_TIERS.map((tier) => (
              <option key={tier} value={tier}>
                {TIER_LABELS[tier]}
              </option>
            ))}
          </select>
        )}
      />
      <fieldset className="space-y-4">
        <legend className="text-sm font-semibold">First company admin</legend>
        {text("email", "Email address", { type: "email", placeholder: "name@company.com" })}
        <div className="grid gap-4 sm:grid-cols-2">
          {text("firstName", "First name")}
          {text("lastName", "Last name")}
        </div>
        <p className="text-xs text-slate-600 dark:text-slate-400">
          They get an e-mail with a sign-in link, valid for 7 days, and join as the company's admin.
        </p>
      </fieldset>
    </FormDialog>
  );
}
