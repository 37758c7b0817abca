import { type CurrentUser, can } from "@charterly/domain/contract";
import { useRevalidator } from "@remix-run/react";
import { type FormEvent, useId, useRef, useState } from "react";
import { updateProfileSchema } from "../../lib/form-schemas";
import { PROFILE_INTENTS, PROFILE_PATH } from "../../lib/profile-intents";
import { buttonStyles } from "../button-styles";
import { Notice } from "../notice";
import { useToast } from "../toast";
import { FormField, fieldStyles, readOnlyFieldStyles } from "../ui/form-field";
import { Modal } from "../ui/modal";
import { postedValue, useDialogAction } from "../ui/use-dialog-action";
import { useFormAnswer } from "../ui/use-form-answer";
import { useInitialFocus } from "../ui/use-initial-focus";

const UPDATE_FAILED = "Update Failed";
const PROFILE_UPDATED = { title: "Profile Updated", description: "Your profile has been saved." };

interface EditProfileDialogProps {
  open: boolean;
  onClose: () => void;
  user: CurrentUser;
}

/** Edit Profile over the page: the form of /profile (routes/profile.tsx), posted to its action. */
export function EditProfileDialog({ open, onClose, user }: EditProfileDialogProps) {
  return (
    <Modal open={open} onClose={onClose} title="Edit Profile" size="max-w-md">
      <EditProfileForm user={user} onClose={onClose} />
    </Modal>
  );
}

type Field = "firstName" | "lastName" | "companyName";

/**
 * First and last name; the company name for admins. A `<fetcher.Form>` posted to /profile's action
 * (intent update-profile, lib/profile-actions.server.ts), checked with the API's schema first; the
 * fetcher's state is "Saving…", and Remix then reads the page's loaders again, so the new name is
 * everywhere (the profile menu, the sidebar). Without JavaScript it is the /profile page's form:
 * the page comes back with the field errors by their fields, or saying it was saved.
 */
export function EditProfileForm({ user, onClose }: { user: CurrentUser; onClose?: () => void }) {
  const id = useId();
  const firstFieldRef = useRef<HTMLInputElement>(null);
  useInitialFocus(firstFieldRef);
  const { toast } = useToast();
  // The server lets company admins and the platform admin rename the company: "any admin".
  const companyEditable = can(user, "company.rename");
  const { fetcher, posted, errors, validate, failure, setFailure } = useDialogAction(
    updateProfileSchema,
    PROFILE_INTENTS.updateProfile,
    UPDATE_FAILED,
    () => {
      toast({ ...PROFILE_UPDATED, variant: "success" });
      onClose?.();
    },
  );
  const [values, setValues] = useState<Record<Field, string>>(() => ({
    firstName: postedValue(posted, "firstName", user.firstName ?? ""),
    lastName: postedValue(posted, "lastName", user.lastName ?? ""),
    companyName: postedValue(posted, "companyName", user.companyName),
  }));
  const saving = fetcher.state !== "idle";
  // A stale form (the company renamed by someone else meanwhile, 409): Remix does not read the
  // page again after a refusal, so it is asked to, and the form then shows the name as it is now.
  const revalidator = useRevalidator();
  useFormAnswer(fetcher.data, PROFILE_INTENTS.updateProfile, (answer) => {
    if (!answer.ok && answer.code === "conflict") revalidator.revalidate();
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (saving) return event.preventDefault();
    setFailure(null);
    const parsed = validate({
      firstName: values.firstName,
      lastName: values.lastName,
      ...(companyEditable ? { companyName: values.companyName } : {}),
    });
    if (!parsed.ok) event.preventDefault();
  };

  const input = (field: Field) => ({
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [field]: event.target.value })),
  });

  return (
    <fetcher.Form
      method="post"
      action={PROFILE_PATH}
      onSubmit={submit}
      noValidate
      className="space-y-4"
      aria-busy={saving}
    >
      <input type="hidden" name="intent" value={PROFILE_INTENTS.updateProfile} />
      {/* What the form showed: a company renamed by someone else meanwhile is not renamed back. */}
      {companyEditable ? <input type="hidden" name="seenCompanyName" value={user.companyName} /> : null}
      {posted?.ok ? (
        // Saved without JavaScript: the page came back with the new name.
        <Notice tone="success" title={PROFILE_UPDATED.title}>
          {PROFILE_UPDATED.description}
        </Notice>
      ) : null}
      {failure ? (
        <Notice tone="error" title={failure.title}>
          {failure.description}
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
        {onClose ? (
          <button type="button" className={buttonStyles.secondary} onClick={onClose}>
            Cancel
          </button>
        ) : null}
        <button type="submit" className={buttonStyles.primary} disabled={saving}>
          {saving ? "Saving…" : "Save"}
        </button>
      </div>
    </fetcher.Form>
  );
}
