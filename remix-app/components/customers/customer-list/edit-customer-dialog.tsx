import {
  ANY_COMPANY_SIZES,
  type CompanyUserDto,
  CUSTOMER_COMPANY_SIZES,
  type CustomerCompanyDto,
  type CustomerCompanySize,
  fullName,
  shownCompanyName,
  type Tier,
  type UpdateCustomerResponse,
  updateCustomerBody,
} from "@charterly/domain/contract";
import { type FormEvent, useEffect, useId, useState } from "react";
import { CUSTOMER_INTENTS } from "../../../lib/customer-intents";
import { useToast } from "../../toast";
import { FormDialog } from "../../ui/form-dialog";
import { useDialogAction } from "../../ui/use-dialog-action";
import { type CompanyDraft, CompanyFields, withCompanyNulls } from "../company-fields";
import { TextInputField } from "../text-input-field";
import { TierSelect } from "./company-tier";
import { announceCustomersChanged } from "./customers-changed";

/** The person being edited, with their company as the list shows it. */
export interface EditTarget {
  user: CompanyUserDto;
  company: CustomerCompanyDto;
}

const UPDATE_FAILED_TITLE = "Update Failed";

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
 * Posted to the Customer List's action (intent edit-customer); after it Remix reads the list again,
 * and the opened row's people (read through the API) are told to read theirs.
 */
export function EditCustomerDialog({ target, onClose }: { target: EditTarget | null; onClose: () => void }) {
  const id = useId();
  const { toast } = useToast();
  const dialog = useDialogAction<typeof updateCustomerBody, UpdateCustomerResponse>(
    updateCustomerBody,
    CUSTOMER_INTENTS.editCustomer,
    UPDATE_FAILED_TITLE,
    ({ customer }) => {
      toast({
        title: "Customer Updated",
        description: `${fullName(customer)} of ${customer.companyName} was saved.`,
        variant: "success",
      });
      announceCustomersChanged();
      onClose();
    },
  );
  const [draft, setDraft] = useState<Draft | null>(null);
  const { reset } = dialog;

  useEffect(() => {
    setDraft(target ? draftOf(target) : null);
    reset();
  }, [target, reset]);

  const set = <K extends keyof Draft>(field: K, value: Draft[K]) =>
    setDraft((d) => (d ? { ...d, [field]: value } : d));

  const close = () => {
    if (dialog.fetcher.state === "idle") onClose();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    dialog.setFailure(null);
    if (!draft || !dialog.validate(withCompanyNulls(draft)).ok) event.preventDefault();
  };

  const text = (field: "firstName" | "lastName", label: string) => (
    <TextInputField
      id={`${id}-${field}`}
      name={field}
      label={label}
      required
      value={draft?.[field] ?? ""}
      onChange={(value) => set(field, value)}
      autoComplete="off"
      error={dialog.errors[field]}
    />
  );

  return (
    <FormDialog
      fetcher={dialog.fetcher}
      intent={CUSTOMER_INTENTS.editCustomer}
      hiddenFields={target ? { userId: target.user.id } : {}}
      open={target !== null}
      onClose={close}
      // Opened only with JavaScript: the people of a row are read in the browser.
      closeHref="/admin/customers/list"
      title="Edit Customer"
      description={
        target
          ? `${fullName(target.user)} · User ID ${target.user.id} · Company ID ${target.company.id}`
          : undefined
      }
      size="max-w-2xl"
      submitLabel="Save Changes"
      busyLabel="Saving…"
      submitDisabled={!draft}
      failure={dialog.failure}
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
              name="email"
              label="Email address"
              type="email"
              required
              hint="A new address counts as unverified until the person signs in with it."
              value={draft.email}
              onChange={(value) => set("email", value)}
              autoComplete="off"
              error={dialog.errors.email}
            />
          </fieldset>
          <CompanyFields
            id={id}
            draft={draft}
            errors={dialog.errors}
            onChange={(change) => setDraft((d) => (d ? { ...d, ...change } : d))}
            planHint="The whole company's plan."
            sizes={sizesFor(draftOf(target).companySize)}
            planSelect={(control) => (
              <TierSelect
                {...control}
                name="subscriptionTier"
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
