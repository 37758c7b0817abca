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
  type updateCustomerBody,
} from "@charterly/domain/contract";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { CUSTOMER_INTENTS } from "../../../lib/customer-intents";
import type { FormResult } from "../../../lib/form-result";
import { updateCustomerSchema } from "../../../lib/form-schemas";
import { useToast } from "../../toast";
import { FormDialog } from "../../ui/form-dialog";
import { postedValue, useDialogAction } from "../../ui/use-dialog-action";
import { type CompanyDraft, CompanyFields, withCompanyNulls } from "../company-fields";
import { TextInputField } from "../text-input-field";
import { TierSelect } from "./company-tier";

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

/** The draft with the text a form posted without JavaScript sent (a refusal). */
function postedDraft(target: EditTarget, posted: FormResult<unknown> | undefined): Draft {
  const draft = draftOf(target);
  const value = <K extends keyof Draft>(field: K) => postedValue(posted, field, draft[field]) as Draft[K];
  return {
    firstName: value("firstName"),
    lastName: value("lastName"),
    email: value("email"),
    companyName: value("companyName"),
    companySize: value("companySize"),
    companyWebsite: value("companyWebsite"),
    subscriptionTier: value("subscriptionTier"),
  };
}

/**
 * 'Edit Customer': the person's name and e-mail with their company's name, size, website and plan
 * (spec §5 customer edit). A changed e-mail address is unverified until the person signs in with it.
 * Posted to the Customer List's action (intent edit-customer); after it Remix reads the list and
 * the opened rows again. Without JavaScript it opens at its address (`?edit=<user>`, with the row
 * open) as a section of the page, whose Cancel leads to `closeHref`.
 */
export function EditCustomerDialog({
  target,
  onClose,
  closeHref,
}: {
  target: EditTarget | null;
  onClose: () => void;
  closeHref: string;
}) {
  const id = useId();
  const { toast } = useToast();
  const dialog = useDialogAction<typeof updateCustomerBody, UpdateCustomerResponse>(
    updateCustomerSchema,
    CUSTOMER_INTENTS.editCustomer,
    UPDATE_FAILED_TITLE,
    ({ customer }) => {
      toast({
        title: "Customer Updated",
        description: `${fullName(customer)} of ${customer.companyName} was saved.`,
        variant: "success",
      });
      onClose();
    },
  );
  // Without JavaScript, a refused form comes back with what was typed.
  const [draft, setDraft] = useState<Draft | null>(() =>
    target ? postedDraft(target, dialog.posted) : null,
  );
  const { reset } = dialog;
  const opened = useRef(target);

  useEffect(() => {
    if (opened.current === target) return;
    opened.current = target;
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
      closeHref={closeHref}
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
