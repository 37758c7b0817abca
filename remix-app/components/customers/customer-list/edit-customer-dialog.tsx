import {
  type CompanyUserDto,
  CUSTOMER_COMPANY_SIZES,
  type CustomerCompanyDto,
  type CustomerCompanySize,
  companySizeLabel,
  fullName,
  shownCompanyName,
  type Tier,
  updateCustomerBody,
} from "@charterly/domain/contract";
import { type FormEvent, useEffect, useId, useState } from "react";
import { type FailureText, useReportFailure } from "../../../lib/report-failure";
import { buttonStyles } from "../../button-styles";
import { Notice } from "../../notice";
import { useToast } from "../../toast";
import { FormField, fieldStyles } from "../../ui/form-field";
import { Modal } from "../../ui/modal";
import { useSchemaForm } from "../../ui/use-schema-form";
import { TierSelect } from "./company-tier";
import { updateCustomer } from "./customers-api";
import { announceCustomersChanged } from "./customers-changed";

/** The person being edited, with their company as the list shows it. */
export interface EditTarget {
  user: CompanyUserDto;
  company: CustomerCompanyDto;
}

const UPDATE_FAILED = {
  title: "Update Failed",
  description: "Failed to update the customer. Please try again.",
};

interface Draft {
  firstName: string;
  lastName: string;
  email: string;
  companyName: string;
  companySize: CustomerCompanySize | "";
  companyWebsite: string;
  subscriptionTier: Tier;
}

const isCompanySize = (size: string | null): size is CustomerCompanySize =>
  (CUSTOMER_COMPANY_SIZES as readonly (string | null)[]).includes(size);

const draftOf = ({ user, company }: EditTarget): Draft => ({
  firstName: user.firstName ?? "",
  lastName: user.lastName ?? "",
  email: user.email,
  companyName: shownCompanyName(company),
  companySize: isCompanySize(company.companySize) ? company.companySize : "",
  companyWebsite: company.website ?? "",
  subscriptionTier: company.subscriptionTier,
});

/**
 * 'Edit Customer': the person's name and e-mail with their company's name, size, website and plan
 * (spec §5 customer edit). A changed e-mail address is unverified until the person signs in with it.
 */
export function EditCustomerDialog({ target, onClose }: { target: EditTarget | null; onClose: () => void }) {
  const id = useId();
  const { toast } = useToast();
  const reportFailure = useReportFailure();
  const form = useSchemaForm(updateCustomerBody);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<FailureText | null>(null);
  const { setErrors } = form;

  useEffect(() => {
    setDraft(target ? draftOf(target) : null);
    setErrors({});
    setProblem(null);
  }, [target, setErrors]);

  const set = <K extends keyof Draft>(field: K, value: Draft[K]) =>
    setDraft((d) => (d ? { ...d, [field]: value } : d));

  const close = () => {
    if (!busy) onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!target || !draft || busy) return;
    setProblem(null);
    const check = form.validate({
      ...draft,
      companySize: draft.companySize || null,
      companyWebsite: draft.companyWebsite.trim() || null,
    });
    if (!check.ok) return;
    setBusy(true);
    try {
      const { customer } = await updateCustomer(target.user.id, check.data);
      toast({
        title: "Customer Updated",
        description: `${fullName(customer)} of ${customer.companyName} was saved.`,
        variant: "success",
      });
      announceCustomersChanged();
      onClose();
    } catch (error) {
      form.showServerErrors(error);
      setProblem(reportFailure(error, UPDATE_FAILED));
    } finally {
      setBusy(false);
    }
  };

  const text = (
    field: "firstName" | "lastName" | "email" | "companyName" | "companyWebsite",
    label: string,
    options: { type?: string; required?: boolean; placeholder?: string; hint?: string } = {},
  ) => (
    <FormField
      id={`${id}-${field}`}
      label={label}
      required={options.required}
      hint={options.hint}
      error={form.errors[field]}
    >
      {(control) => (
        <input
          {...control}
          type={options.type ?? "text"}
          value={draft?.[field] ?? ""}
          onChange={(event) => set(field, event.target.value)}
          placeholder={options.placeholder}
          autoComplete="off"
          className={fieldStyles}
        />
      )}
    </FormField>
  );

  return (
    <Modal
      open={target !== null}
      onClose={close}
      title="Edit Customer"
      description={
        target
          ? `${fullName(target.user)} · User ID ${target.user.id} · Company ID ${target.company.id}`
          : undefined
      }
      size="max-w-2xl"
      footer={
        <>
          <button type="button" className={buttonStyles.secondary} onClick={close} disabled={busy}>
            Cancel
          </button>
          <button
            type="submit"
            form={`${id}-form`}
            className={buttonStyles.primary}
            disabled={busy || !draft}
          >
            {busy ? "Saving…" : "Save Changes"}
          </button>
        </>
      }
    >
      {target && draft ? (
        <form id={`${id}-form`} noValidate onSubmit={submit} className="space-y-6">
          {problem ? (
            <Notice tone="error" title={problem.title}>
              {problem.description}
            </Notice>
          ) : null}
          <fieldset className="space-y-4">
            <legend className="text-sm font-semibold">Person</legend>
            <div className="grid gap-4 sm:grid-cols-2">
              {text("firstName", "First name", { required: true })}
              {text("lastName", "Last name", { required: true })}
            </div>
            {text("email", "Email address", {
              type: "email",
              required: true,
              hint: "A new address counts as unverified until the person signs in with it.",
            })}
          </fieldset>
          <fieldset className="space-y-4">
            <legend className="text-sm font-semibold">Company</legend>
            {text("companyName", "Company name", { required: true })}
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
                hint="The whole company's plan."
                error={form.errors.subscriptionTier}
              >
                {(control) => (
                  <TierSelect
                    {...control}
                    companyId={target.company.id}
                    value={draft.subscriptionTier}
                    onChange={(tier) => set("subscriptionTier", tier)}
                  />
                )}
              </FormField>
            </div>
            {text("companyWebsite", "Website", { type: "url", placeholder: "https://example.com" })}
          </fieldset>
        </form>
      ) : null}
    </Modal>
  );
}
