import {
  type CreateCustomerResponse,
  CUSTOMER_TIERS,
  type createCustomerBody,
  NEW_CUSTOMER_COMPANY_SIZES,
  TIER_LABELS,
} from "@charterly/domain/contract";
import { type FormEvent, useId, useState } from "react";
import { CUSTOMER_INTENTS } from "../../../lib/customer-intents";
import { createCustomerSchema } from "../../../lib/form-schemas";
import { useToast } from "../../toast";
import { FormDialog } from "../../ui/form-dialog";
import { fieldStyles } from "../../ui/form-field";
import { useDialogAction } from "../../ui/use-dialog-action";
import { type CompanyDraft, CompanyFields, withCompanyNulls } from "../company-fields";
import { TextInputField } from "../text-input-field";

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

/** What the toast (and, without JavaScript, the Customer List's notice) says. */
export const customerAddedText = (answer: CreateCustomerResponse) =>
  `${answer.company.name} was created on the ${TIER_LABELS[answer.company.subscriptionTier]} plan. An invitation was sent to ${answer.invitation.email}.`;

/**
 * 'Add New Customer': a company (name, size, website, plan) and its first company admin, who gets an
 * e-mail invitation with a sign-in link (valid 7 days) and becomes the company's admin on signing in.
 * Posted to the action of the section it is opened on (`action`, intent add-customer); after it,
 * Remix reads the section again. Without JavaScript it is opened on the Customer List
 * (?add=customer), where the form is a section of the page.
 */
export function AddCustomerDialog({
  open,
  onClose,
  action,
  closeHref,
}: {
  open: boolean;
  onClose: () => void;
  action?: string;
  closeHref: string;
}) {
  const id = useId();
  const { toast } = useToast();
  const dialog = useDialogAction<typeof createCustomerBody, CreateCustomerResponse>(
    createCustomerSchema,
    CUSTOMER_INTENTS.addCustomer,
    "Invitation Failed",
    (answer) => {
      toast({ title: "Customer Added", description: customerAddedText(answer), variant: "success" });
      setDraft(EMPTY);
      onClose();
    },
  );
  const { posted } = dialog;
  const [draft, setDraft] = useState<Draft>(() =>
    posted && !posted.ok ? ({ ...EMPTY, ...posted.values } as Draft) : EMPTY,
  );
  const set = <K extends keyof Draft>(field: K, value: Draft[K]) =>
    setDraft((d) => ({ ...d, [field]: value }));

  const close = () => {
    if (dialog.fetcher.state !== "idle") return;
    setDraft(EMPTY);
    dialog.reset();
    onClose();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    dialog.setFailure(null);
    if (!dialog.validate(withCompanyNulls(draft)).ok) event.preventDefault();
  };

  const text = (
    field: "email" | "firstName" | "lastName",
    label: string,
    options: { type?: string; placeholder?: string } = {},
  ) => (
    <TextInputField
      id={`${id}-${field}`}
      name={field}
      label={label}
      required
      value={draft[field]}
      onChange={(value) => set(field, value)}
      autoComplete="off"
      error={dialog.errors[field]}
      {...options}
    />
  );

  return (
    <FormDialog
      fetcher={dialog.fetcher}
      action={action}
      intent={CUSTOMER_INTENTS.addCustomer}
      open={open}
      onClose={close}
      closeHref={closeHref}
      title="Add New Customer"
      description="Create the company and invite its first company admin by e-mail."
      size="max-w-2xl"
      submitLabel="Add Customer"
      busyLabel="Adding…"
      failure={dialog.failure}
      onSubmit={submit}
      formClassName="space-y-6"
    >
      <CompanyFields
        id={id}
        draft={draft}
        errors={dialog.errors}
        onChange={(change) => setDraft((d) => ({ ...d, ...change }))}
        nameAutoComplete="organization"
        sizes={NEW_CUSTOMER_COMPANY_SIZES}
        planSelect={(control) => (
          <select
            {...control}
            name="subscriptionTier"
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
