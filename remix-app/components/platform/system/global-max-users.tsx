import {
  formatCount,
  type PlatformSettingsDto,
  platformSettingsUpdateBody,
} from "@charterly/domain/contract";
import { type FormEvent, useId, useState } from "react";
import { useReportFailure } from "../../../lib/report-failure";
import { SettingsCard } from "../../admin/settings/settings-card";
import { buttonStyles } from "../../button-styles";
import { LoadFailure, Loading } from "../../documents/load-status";
import { useApiResource } from "../../documents/use-api-resource";
import { useToast } from "../../toast";
import { FormField, fieldStyles } from "../../ui/form-field";
import { useSchemaForm } from "../../ui/use-schema-form";
import { loadPlatformSettings, savePlatformSettings } from "./platform-api";

/** 'Global maximum users': the most accounts the whole platform admits, beside today's count. */
export function GlobalMaxUsers() {
  const settings = useApiResource("platform-settings", loadPlatformSettings);
  return (
    <SettingsCard
      title="Platform Users"
      description="The most accounts the whole platform admits. At the limit, new people cannot sign up; nobody is removed."
    >
      {settings.status === "failed" ? (
        <LoadFailure
          error={settings.error}
          title="Could not load the platform settings"
          onRetry={settings.reload}
        />
      ) : settings.status !== "loaded" ? (
        <Loading label="Loading the platform settings…" />
      ) : (
        <MaxUsersForm settings={settings.data} onSaved={settings.replace} />
      )}
    </SettingsCard>
  );
}

/** Mounted once the settings are loaded, so the field starts with the saved value. */
function MaxUsersForm({
  settings,
  onSaved,
}: {
  settings: PlatformSettingsDto;
  onSaved: (next: PlatformSettingsDto) => void;
}) {
  const id = useId();
  const { toast } = useToast();
  const reportFailure = useReportFailure();
  const form = useSchemaForm(platformSettingsUpdateBody);
  const [value, setValue] = useState(String(settings.maxUsersGlobal));
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const maxUsersGlobal = value.trim() === "" ? Number.NaN : Number(value);
    if (!form.validate({ maxUsersGlobal }).ok) return;
    setSaving(true);
    try {
      const saved = await savePlatformSettings(maxUsersGlobal);
      onSaved(saved);
      setValue(String(saved.maxUsersGlobal));
      toast({ title: "Settings updated successfully", variant: "success" });
    } catch (error) {
      reportFailure(error, { title: "Failed to update settings.", description: "Please try again." });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <div className="sm:w-56">
        <FormField
          id={`${id}-max`}
          label="Global maximum users"
          error={form.errors.maxUsersGlobal}
          hint={`${formatCount(settings.currentUsers)} accounts today.`}
        >
          {(control) => (
            <input
              {...control}
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              value={value}
              onChange={(event) => setValue(event.target.value)}
              className={fieldStyles}
            />
          )}
        </FormField>
      </div>
      <button
        type="submit"
        className={`${buttonStyles.secondary} sm:mt-6`}
        disabled={saving || value === String(settings.maxUsersGlobal)}
      >
        {saving ? "Saving…" : "Save"}
      </button>
    </form>
  );
}
