import { type CustomerCompanySize, companySizeLabel } from "@charterly/domain/contract";
import type { ReactNode } from "react";
import { type ControlProps, FormField, fieldStyles } from "../ui/form-field";
import type { FieldErrors } from "../ui/use-schema-form";
import { TextInputField } from "./text-input-field";

/** The company part of a customer draft; an empty size is 'Not specified'. */
export interface CompanyDraft {
  companyName: string;
  companySize: CustomerCompanySize | "";
  companyWebsite: string;
}

/** The draft as the contract takes it: an unspecified size and a blank website are null. */
export const withCompanyNulls = <D extends CompanyDraft>(draft: D) => ({
  ...draft,
  companySize: draft.companySize || null,
  companyWebsite: draft.companyWebsite.trim() || null,
});

/**
 * The 'Company' fieldset of Add New Customer and Edit Customer: name, size, plan and website. The
 * plan's select is the caller's, as a new company may take any customer plan while an existing one
 * is offered only the plans it may move to.
 */
export function CompanyFields({
  id,
  draft,
  errors,
  onChange,
  nameAutoComplete = "off",
  planHint,
  planSelect,
  sizes,
}: {
  /** The dialog's id, which the fields' ids start with. */
  id: string;
  /** The sizes offered: the spec gives Add New Customer and Edit Customer different lists. */
  sizes: readonly CustomerCompanySize[];
  draft: CompanyDraft;
  errors: FieldErrors<keyof CompanyDraft | "subscriptionTier">;
  onChange: (change: Partial<CompanyDraft>) => void;
  nameAutoComplete?: string;
  planHint?: string;
  planSelect: (control: ControlProps) => ReactNode;
}) {
  return (
    <fieldset className="space-y-4">
      <legend className="text-sm font-semibold">Company</legend>
      <TextInputField
        id={`${id}-companyName`}
        name="companyName"
        label="Company name"
        required
        value={draft.companyName}
        onChange={(companyName) => onChange({ companyName })}
        autoComplete={nameAutoComplete}
        error={errors.companyName}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={`${id}-companySize`} label="Company size" error={errors.companySize}>
          {(control) => (
            <select
              {...control}
              name="companySize"
              value={draft.companySize}
              onChange={(event) =>
                onChange({ companySize: event.target.value as CompanyDraft["companySize"] })
              }
              className={fieldStyles}
            >
              <option value="">Not specified</option>
              {sizes.map((size) => (
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
          hint={planHint}
          error={errors.subscriptionTier}
        >
          {planSelect}
        </FormField>
      </div>
      <TextInputField
        id={`${id}-companyWebsite`}
        name="companyWebsite"
        label="Website"
        type="url"
        value={draft.companyWebsite}
        onChange={(companyWebsite) => onChange({ companyWebsite })}
        placeholder="https://example.com"
        autoComplete="off"
        error={errors.companyWebsite}
      />
    </fieldset>
  );
}
