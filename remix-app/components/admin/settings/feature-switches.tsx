import { type CompanySettingsDto, SETTINGS_UPDATED_MESSAGE } from "@charterly/domain/contract";
import { useId } from "react";
import { SET_FIELD, SETTINGS_INTENTS } from "../../../lib/settings-intents";
import { fieldErrorStyles } from "../../ui/form-field";
import { Switch } from "../../ui/switch";
import { usePostedSettings } from "./settings-posted-answer";
import { useSettingsForm } from "./use-settings-form";

type SwitchField = "aiAssistantEnabled" | "emailServiceEnabled" | "documentImportEnabled";

const SWITCHES: readonly { field: SwitchField; label: string; hint: string }[] = [
  {
    field: "aiAssistantEnabled",
    label: "AI assistant",
    hint: "Off: the assistant does not answer anyone in the company.",
  },
  {
    field: "emailServiceEnabled",
    label: "Email service",
    hint: "Off: invitations and notices are not e-mailed; the screens offer their links to copy instead.",
  },
  {
    field: "documentImportEnabled",
    label: "Document import",
    hint: "Off: nobody can import existing documents into the library.",
  },
];

/** The three feature switches; each change is sent on its own at once. */
export function FeatureSwitches({ settings, readOnly }: { settings: CompanySettingsDto; readOnly: boolean }) {
  return (
    <ul className="space-y-4">
      {SWITCHES.map(({ field, label, hint }) => (
        <li key={field} className="flex items-start justify-between gap-4">
          <div>
            <p className="text-sm font-medium">{label}</p>
            <p className="text-xs text-slate-600 dark:text-slate-400">{hint}</p>
          </div>
          <SettingSwitch field={field} checked={settings[field]} label={label} readOnly={readOnly} />
        </li>
      ))}
    </ul>
  );
}

/**
 * One switch as a form of its own: the value to set goes with it, posted to the route's action
 * (also without JavaScript). While it is sent the switch shows the new position and waits.
 */
export function SettingSwitch({
  field,
  checked,
  label,
  readOnly,
  text = (on) => (on ? "On" : "Off"),
}: {
  field: SwitchField | "slackEnabled";
  checked: boolean;
  label: string;
  readOnly: boolean;
  /** The visible text beside the track. */
  text?: (on: boolean) => string;
}) {
  const { fetcher, busy, fieldErrors } = useSettingsForm({ success: () => SETTINGS_UPDATED_MESSAGE });
  // A refused change ("Save a Slack bot token before turning Slack on.") stands by the switch: the
  // fetcher's answer, or without JavaScript the page's action data.
  const posted = usePostedSettings(field);
  const error = busy ? undefined : (fieldErrors[field] ?? posted?.fieldErrors[field]);
  const errorId = useId();
  const sending = fetcher.formData?.get(field);
  const shown = typeof sending === "string" ? sending === "true" : checked;
  return (
    <fetcher.Form method="post" className="flex flex-col items-end gap-1">
      <input type="hidden" name="intent" value={SETTINGS_INTENTS.save} />
      <input type="hidden" name={SET_FIELD} value={field} />
      <input type="hidden" name={field} value={String(!shown)} />
      <Switch
        checked={shown}
        label={label}
        disabled={readOnly || busy}
        describedBy={error ? errorId : undefined}
      >
        {text(shown)}
      </Switch>
      {error ? (
        <p id={errorId} role="alert" className={`${fieldErrorStyles} max-w-xs text-right`}>
          {error}
        </p>
      ) : null}
    </fetcher.Form>
  );
}
