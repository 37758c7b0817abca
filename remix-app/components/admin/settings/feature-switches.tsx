import type { CompanySettingsDto, CompanySettingsUpdateInput } from "@charterly/domain/contract";
import { Switch } from "../../ui/switch";

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
export function FeatureSwitches({
  settings,
  saving,
  readOnly,
  onSave,
}: {
  settings: CompanySettingsDto;
  saving: ReadonlySet<string>;
  readOnly: boolean;
  onSave: (change: CompanySettingsUpdateInput) => void;
}) {
  return (
    <ul className="space-y-4">
      {SWITCHES.map(({ field, label, hint }) => (
        <li key={field} className="flex items-start justify-between gap-4">
          <div>
            <p className="text-sm font-medium">{label}</p>
            <p className="text-xs text-slate-600 dark:text-slate-400">{hint}</p>
          </div>
          <Switch
            checked={settings[field]}
            label={label}
            disabled={readOnly || saving.has(field)}
            onChange={(checked) => onSave({ [field]: checked })}
          >
            {settings[field] ? "On" : "Off"}
          </Switch>
        </li>
      ))}
    </ul>
  );
}
