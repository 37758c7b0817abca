import {
  type CompanySettingsDto,
  companySettingsUpdateBody,
  DEFAULT_MAX_USERS_DISPLAY,
  formatCount,
  MAX_USERS_ABOVE_PLAN_MESSAGE,
  TIER_LABELS,
} from "@charterly/domain/contract";
import { type FormEvent, useEffect, useId, useState } from "react";
import { buttonStyles } from "../../button-styles";
import { FormField, fieldStyles } from "../../ui/form-field";
import { useSchemaForm } from "../../ui/use-schema-form";

/** 'Company Information': the maximum users (never above the plan's limit), and the seats in use. */
export function CompanyInformation({
  settings,
  saving,
  readOnly,
  onSave,
}: {
  settings: CompanySettingsDto;
  saving: boolean;
  readOnly: boolean;
  onSave: (change: { maxUsers: number }) => Promise<unknown>;
}) {
  const id = useId();
  const form = useSchemaForm(companySettingsUpdateBody);
  const shown = settings.maxUsers ?? settings.seatLimit ?? DEFAULT_MAX_USERS_DISPLAY;
  const [value, setValue] = useState(String(shown));
  useEffect(() => setValue(String(shown)), [shown]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const maxUsers = value.trim() === "" ? Number.NaN : Number(value);
    const check = form.validate({ maxUsers });
    if (!check.ok) return;
    if (settings.seatLimit !== null && maxUsers > settings.seatLimit) {
      form.setErrors({
        maxUsers: MAX_USERS_ABOVE_PLAN_MESSAGE(TIER_LABELS[settings.tier], settings.seatLimit),
      });
      return;
    }
    await onSave({ maxUsers });
  };

  const limit =
    settings.seatLimit === null
      ? `The ${TIER_LABELS[settings.tier]} plan has no user limit.`
      : `The ${TIER_LABELS[settings.tier]} plan allows up to ${formatCount(settings.seatLimit)} users.`;

  return (
    <form noValidate onSubmit={submit} className="space-y-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="sm:w-48">
          <FormField
            id={`${id}-max-users`}
            label="Maximum users"
            error={form.errors.maxUsers}
            hint={`${formatCount(settings.seatsUsed)} seats in use (members and pending invitations).`}
          >
            {(control) => (
              <input
                {...control}
                type="number"
                inputMode="numeric"
                min={1}
                max={settings.seatLimit ?? undefined}
                step={1}
                value={value}
                readOnly={readOnly}
                onChange={(event) => setValue(event.target.value)}
                className={fieldStyles}
              />
            )}
          </FormField>
        </div>
        {readOnly ? null : (
          <button
            type="submit"
            className={`${buttonStyles.secondary} sm:mt-6`}
            disabled={saving || value === String(shown)}
          >
            {saving ? "Saving…" : "Save"}
          </button>
        )}
      </div>
      <p className="text-xs text-slate-600 dark:text-slate-400">{limit}</p>
    </form>
  );
}
