import {
  type CompanySettingsDto,
  DEFAULT_MAX_USERS_DISPLAY,
  formatCount,
  MAX_USERS_ABOVE_PLAN_MESSAGE,
  SETTINGS_UPDATED_MESSAGE,
  TIER_LABELS,
} from "@charterly/domain/contract";
import { type FormEvent, useId, useState } from "react";
import { companySettingsUpdateSchema } from "../../../lib/form-schemas";
import { numberField } from "../../../lib/platform-intents";
import { SET_FIELD, SETTINGS_INTENTS } from "../../../lib/settings-intents";
import { buttonStyles } from "../../button-styles";
import { FormField, fieldStyles } from "../../ui/form-field";
import { useHydrated } from "../../ui/use-hydrated";
import { useSchemaForm } from "../../ui/use-schema-form";
import { usePostedSettings } from "./settings-posted-answer";
import { useSettingsForm } from "./use-settings-form";

/**
 * 'Company Information': the maximum users (never above the plan's limit), and the seats in use. A
 * form posted to the route's action, also before the page's JavaScript has loaded: the answer then
 * comes with the page, the error next to the field and what was typed in it.
 */
export function CompanyInformation({
  settings,
  readOnly,
}: {
  settings: CompanySettingsDto;
  readOnly: boolean;
}) {
  const id = useId();
  const form = useSchemaForm(companySettingsUpdateSchema);
  const { fetcher, busy, fieldErrors } = useSettingsForm({ success: () => SETTINGS_UPDATED_MESSAGE });
  const posted = usePostedSettings("maxUsers");
  const shown = settings.maxUsers ?? settings.seatLimit ?? DEFAULT_MAX_USERS_DISPLAY;
  const [value, setValue] = useState(posted?.values.maxUsers ?? String(shown));
  // Newer settings read by the loader (after a save) replace what the field shows.
  const [seen, setSeen] = useState(shown);
  if (seen !== shown) {
    setSeen(shown);
    setValue(String(shown));
  }
  // Unchanged, there is nothing to save; without JavaScript nothing could enable the button again.
  const unchanged = useHydrated() && value === String(shown);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (busy) return event.preventDefault();
    const maxUsers = numberField(value);
    if (!form.validate({ maxUsers }).ok) return event.preventDefault();
    if (settings.seatLimit !== null && maxUsers > settings.seatLimit) {
      event.preventDefault();
      form.setErrors({
        maxUsers: MAX_USERS_ABOVE_PLAN_MESSAGE(TIER_LABELS[settings.tier], settings.seatLimit),
      });
    }
    // Valid: the fetcher sends it.
  };

  const limit =
    settings.seatLimit === null
      ? `The ${TIER_LABELS[settings.tier]} plan has no user limit.`
      : `The ${TIER_LABELS[settings.tier]} plan allows up to ${formatCount(settings.seatLimit)} users.`;
  const error = busy
    ? undefined
    : (form.errors.maxUsers ?? fieldErrors.maxUsers ?? posted?.fieldErrors.maxUsers);

  return (
    <fetcher.Form method="post" noValidate onSubmit={submit} className="space-y-3">
      <input type="hidden" name="intent" value={SETTINGS_INTENTS.save} />
      <input type="hidden" name={SET_FIELD} value="maxUsers" />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="sm:w-48">
          <FormField
            id={`${id}-max-users`}
            label="Maximum users"
            error={error}
            hint={`${formatCount(settings.seatsUsed)} ${settings.seatsUsed === 1 ? "seat" : "seats"} in use (members and pending invitations).`}
          >
            {(control) => (
              <input
                {...control}
                name="maxUsers"
                type="number"
                inputMode="numeric"
                min={1}
                max={settings.seatLimit ?? undefined}
                step={1}
                value={value}
                readOnly={readOnly}
                onChange={(event) => {
                  setValue(event.target.value);
                  form.setErrors({});
                }}
                className={fieldStyles}
              />
            )}
          </FormField>
        </div>
        {readOnly ? null : (
          <button type="submit" className={`${buttonStyles.secondary} sm:mt-6`} disabled={busy || unchanged}>
            {busy ? "Saving…" : "Save"}
          </button>
        )}
      </div>
      <p className="text-xs text-slate-600 dark:text-slate-400">{limit}</p>
    </fetcher.Form>
  );
}
