import { formatCount, type PlatformSettingsDto } from "@charterly/domain/contract";
import { useActionData, useFetcher } from "@remix-run/react";
import { type FormEvent, useEffect, useId, useState } from "react";
import { type FormResult, resultFor } from "../../../lib/form-result";
import { platformSettingsUpdateSchema } from "../../../lib/form-schemas";
import { numberField, SYSTEM_INTENTS } from "../../../lib/platform-intents";
import { SettingsCard } from "../../admin/settings/settings-card";
import { buttonStyles } from "../../button-styles";
import { Notice } from "../../notice";
import { useToast } from "../../toast";
import { FormField, fieldStyles } from "../../ui/form-field";
import { useHydrated } from "../../ui/use-hydrated";
import { hasFieldErrors, useSchemaForm } from "../../ui/use-schema-form";

const INTENT = SYSTEM_INTENTS.saveMaxUsers;
type SaveResult = FormResult<PlatformSettingsDto>;
const SAVED = "Settings updated successfully";
const SAVE_FAILED = "Failed to update settings.";

/**
 * 'Global maximum users': the most accounts the whole platform admits, beside today's count. A form
 * posted to the section's action (routes/platform-settings.system.tsx), so it saves before the
 * page's JavaScript has loaded too: the page then comes back with the answer and the saved value.
 */
export function GlobalMaxUsers({ settings }: { settings: PlatformSettingsDto }) {
  return (
    <SettingsCard
      title="Platform Users"
      description="The most accounts the whole platform admits. At the limit, new people cannot sign up; nobody is removed."
    >
      <MaxUsersForm settings={settings} />
    </SettingsCard>
  );
}

function MaxUsersForm({ settings }: { settings: PlatformSettingsDto }) {
  const id = useId();
  const { toast } = useToast();
  const form = useSchemaForm(platformSettingsUpdateSchema);
  const fetcher = useFetcher<SaveResult>();
  // Only a submission without JavaScript (a document POST) sets the route's action data.
  const posted = resultFor(useActionData<SaveResult>(), INTENT);
  const answered = resultFor(fetcher.data, INTENT);
  const [value, setValue] = useState(
    posted && !posted.ok ? (posted.values.maxUsersGlobal ?? "") : String(settings.maxUsersGlobal),
  );
  const saving = fetcher.state !== "idle";
  // Unchanged, there is nothing to save; without JavaScript nothing could enable the button again.
  const unchanged = useHydrated() && value === String(settings.maxUsersGlobal);

  useEffect(() => {
    if (!answered) return;
    if (answered.ok) {
      setValue(String(answered.value.maxUsersGlobal));
      toast({ title: SAVED, variant: "success" });
    } else if (!hasFieldErrors(answered.fieldErrors))
      toast({ title: SAVE_FAILED, description: answered.message, variant: "destructive" });
  }, [answered, toast]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (saving) return event.preventDefault();
    if (!form.validate({ maxUsersGlobal: numberField(value) }).ok) event.preventDefault();
  };

  const result = answered ?? posted;
  const error =
    form.errors.maxUsersGlobal ?? (result && !result.ok ? result.fieldErrors.maxUsersGlobal : undefined);

  return (
    <div className="space-y-3">
      <fetcher.Form
        method="post"
        noValidate
        onSubmit={submit}
        className="flex flex-col gap-3 sm:flex-row sm:items-start"
      >
        <input type="hidden" name="intent" value={INTENT} />
        <div className="sm:w-56">
          <FormField
            id={`${id}-max`}
            label="Global maximum users"
            error={saving ? undefined : error}
            hint={`${formatCount(settings.currentUsers)} accounts today.`}
          >
            {(control) => (
              <input
                {...control}
                name="maxUsersGlobal"
                type="number"
                inputMode="numeric"
                min={1}
                step={1}
                value={value}
                onChange={(event) => {
                  setValue(event.target.value);
                  form.setErrors({});
                }}
                className={fieldStyles}
              />
            )}
          </FormField>
        </div>
        <button type="submit" className={`${buttonStyles.secondary} sm:mt-6`} disabled={saving || unchanged}>
          {saving ? "Saving…" : "Save"}
        </button>
      </fetcher.Form>
      {posted && (posted.ok || !hasFieldErrors(posted.fieldErrors)) ? (
        <Notice tone={posted.ok ? "success" : "error"} title={posted.ok ? SAVED : SAVE_FAILED}>
          {posted.ok ? `At most ${formatCount(posted.value.maxUsersGlobal)} accounts.` : posted.message}
        </Notice>
      ) : null}
    </div>
  );
}
