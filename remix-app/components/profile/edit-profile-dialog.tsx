import { type CurrentUser, can, updateProfileBody } from "@charterly/domain/contract";
import { useRevalidator } from "@remix-run/react";
import { type FormEvent, useId, useRef, useState } from "react";
import { api } from "../../lib/api-client";
import { useReportFailure } from "../../lib/report-failure";
import { buttonStyles } from "../button-styles";
import { Notice } from "../notice";
import { useToast } from "../toast";
import { FormField, fieldStyles, readOnlyFieldStyles } from "../ui/form-field";
import { Modal } from "../ui/modal";
import { useInitialFocus } from "../ui/use-initial-focus";
import { useSchemaForm } from "../ui/use-schema-form";

const UPDATE_FAILED = { title: "Update Failed", description: "Failed to update profile. Please try again." };

interface EditProfileDialogProps {
  open: boolean;
  onClose: () => void;
  user: CurrentUser;
}

/** Edit Profile: first and last name; the company name for admins (PUT /api/profile). */
export function EditProfileDialog({ open, onClose, user }: EditProfileDialogProps) {
  return (
    <Modal open={open} onClose={onClose} title="Edit Profile" size="max-w-md">
      <EditProfileForm user={user} onClose={onClose} />
    </Modal>
  );
}

type Field = "firstName" | "lastName" | "companyName";

function EditProfileForm({ user, onClose }: { user: CurrentUser; onClose: () => void }) {
  const id = useId();
  const firstFieldRef = useRef<HTMLInputElement>(null);
  useInitialFocus(firstFieldRef);
  const { toast } = useToast();
  const reportFailure = useReportFailure();
  const revalidator = useRevalidator();
  // The server lets company admins and the platform admin rename the company: "any admin".
  const companyEditable = can(user, "company.rename");
  const [values, setValues] = useState<Record<Field, string>>({
    firstName: user.firstName ?? "",
    lastName: user.lastName ?? "",
    companyName: user.companyName,
  });
  const { errors, validate, showServerErrors } = useSchemaForm(updateProfileBody);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = validate({
      firstName: values.firstName,
      lastName: values.lastName,
      email: user.email,
      ...(companyEditable ? { companyName: values.companyName } : {}),
    });
    if (!parsed.ok) return;
    setFailure(null);
    setSaving(true);
    try {
      await api.profile.$put({ json: parsed.data });
      toast({ title: "Profile Updated", description: "Your profile has been saved.", variant: "success" });
      revalidator.revalidate();
      onClose();
    } catch (error) {
      showServerErrors(error);
      setFailure(reportFailure(error, UPDATE_FAILED).description);
      setSaving(false);
    }
  };

  const input = (field: Field) => ({
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [field]: event.target.value })),
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-busy={saving}>
      {failure ? (
        <Notice tone="error" title={UPDATE_FAILED.title}>
          {failure}
        </Notice>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={`${id}-first`} label="First name" required error={errors.firstName}>
          {(control) => (
            <input
              {...control}
              {...input("firstName")}
              ref={firstFieldRef}
              type="text"
              autoComplete="given-name"
              maxLength={100}
              className={fieldStyles}
            />
          )}
        </FormField>
        <FormField id={`${id}-last`} label="Last name" required error={errors.lastName}>
          {(control) => (
            <input
              {...control}
              {...input("lastName")}
              type="text"
              autoComplete="family-name"
              maxLength={100}
              className={fieldStyles}
            />
          )}
        </FormField>
      </div>
      <FormField
        id={`${id}-email`}
        label="Email"
        hint="Change it with Change Email in the profile menu: the new address must be verified."
      >
        {(control) => (
          <input {...control} type="email" readOnly value={user.email} className={readOnlyFieldStyles} />
        )}
      </FormField>
      <FormField
        id={`${id}-company`}
        label="Company name"
        required={companyEditable}
        error={errors.companyName}
        hint={companyEditable ? undefined : "Only company admins can rename the company."}
      >
        {(control) =>
          companyEditable ? (
            <input
              {...control}
              {...input("companyName")}
              type="text"
              autoComplete="organization"
              maxLength={200}
              className={fieldStyles}
            />
          ) : (
            <input
              {...control}
              type="text"
              readOnly
              value={user.companyName}
              className={readOnlyFieldStyles}
            />
          )
        }
      </FormField>
      <div className="flex flex-col-reverse gap-2 border-t border-slate-200 pt-4 sm:flex-row sm:justify-end dark:border-slate-800">
        <button type="button" className={buttonStyles.secondary} onClick={onClose}>
          Cancel
        </button>
        <button type="submit" className={buttonStyles.primary} disabled={saving}>
          {saving ? "Saving…" : "Save"}
        </button>
      </div>
    </form>
  );
}
