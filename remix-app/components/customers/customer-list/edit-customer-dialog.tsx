import {
  ANY_COMPANY_SIZES,
  type CompanyUserDto,
  CUSTOMER_COMPANY_SIZES,
  type CustomerCompanyDto,
  type CustomerCompanySize,
  fullName,
  shownCompanyName,
  type Tier,
  updateCustomerBody,
} from "@charterly/domain/contract";
import { type FormEvent, useEffect, useId, useState } from "react";
import { type FailureText, useReportFailure } from "../../../lib/report-failure";
import { useToast } from "../../toast";
import { useSchemaForm } from "../../ui/use-schema-form";
import { type CompanyDraft, CompanyFields, withCompanyNulls } from "../company-fields";
import { FormDialog } from "../form-dialog";
import { TextInputField } from "../text-input-field";
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

interface Draft extends CompanyDraft {
  firstName: string;
  lastName: string;
  email: string;
  subscriptionTier: Tier;
}

const isCompanySize = (size: string | null): size is CustomerCompanySize =>
  (ANY_COMPANY_SIZES as readonly (string | null)[]).includes(size);

/** The edit list, and the company's own size when it came from Add New Customer's list ("1000+"). */
const sizesFor = (size: CustomerCompanySize | ""): readonly CustomerCompanySize[] =>
  size === "" || (CUSTOMER_COMPANY_SIZES as readonly string[]).includes(size)
    ? CUSTOMER_COMPANY_SIZES
    : [...CUSTOMER_COMPANY_SIZES, size];

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
    const check = form.validate(withCompanyNulls(draft));
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

  const text = (field: "firstName" | "lastName", label: string) => (
    <TextInputField
      id={`${id}-${field}`}
      label={label}
      required
      value={draft?.[field] ?? ""}
      onChange={(value) => set(field, value)}
      autoComplete="off"
      error={form.errors[field]}
    />
  );

  return (
    <FormDialog
      formId={`${id}-form`}
      open={target !== null}
      onClose={close}
      title="Edit Customer"
      description={
        target
          ? `${fullName(target.user)} · User ID ${target.user.id} · Company ID ${target.company.id}`
          : undefined
      }
      size="max-w-2xl"
      busy={busy}
      submitLabel="Save Changes"
      busyLabel="Saving…"
      submitDisabled={!draft}
      failure={problem}
      onSubmit={submit}
      formClassName="space-y-6"
    >
      {target && draft ? (
        <>
          <fieldset className="space-y-4">
            <legend className="text-sm font-semibold">Person</legend>
            <div className="grid gap-4 sm:grid-cols-2">
              {text("firstName", "First name")}
              {text("lastName", "Last name")}
            </div>
            <TextInputField
              id={`${id}-email`}
              label="Email address"
              type="email"
              required
              hint="A new address counts as unverified until the person signs in with it."
              value={draft.email}
              onChange={(value) => set("email", value)}
              autoComplete="off"
              error={form.errors.email}
            />
          </fieldset>
          <CompanyFields
            id={id}
            draft={draft}
            errors={form.errors}
            onChange={(change) => setDraft((d) => (d ? { ...d, ...change } : d))}
            planHint="The whole company's plan."
            sizes={sizesFor(draftOf(target).companySize)}
            planSelect={(control) => (
              <TierSelect
                {...control}
                companyId={target.company.id}
                value={draft.subscriptionTier}
                onChange={(tier) => set("subscriptionTier", tier)}
              />
            )}
          />
        </>
      ) : null}
    </FormDialog>
  );
}
