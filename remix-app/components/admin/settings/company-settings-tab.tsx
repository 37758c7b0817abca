import {
  type CompanySettingsDto,
  type CompanySettingsUpdateInput,
  type CurrentUser,
  can,
  SETTINGS_ENTERPRISE_MESSAGE,
  SETTINGS_UPDATE_FAILED_MESSAGE,
  SETTINGS_UPDATED_MESSAGE,
  SLACK_ENTERPRISE_MESSAGE,
} from "@charterly/domain/contract";
import { useState } from "react";
import { useReportFailure } from "../../../lib/report-failure";
import { Notice } from "../../notice";
import { useToast } from "../../toast";
import { AuthorizedDomains } from "./authorized-domains";
import { CompanyInformation } from "./company-information";
import { FeatureSwitches } from "./feature-switches";
import { updateCompanySettings } from "./settings-api";
import { SettingsCard } from "./settings-card";
import { SlackSettings } from "./slack-settings";

/** Where the upgrade links land: the Feature Switches card, when the plan lacks it. */
const ENTERPRISE_UPGRADE_ANCHOR = "enterprise-upgrade";

const UPDATE_FAILED = { title: SETTINGS_UPDATE_FAILED_MESSAGE, description: "Please try again." };

/**
 * The Admin Panel's Company Settings tab: feature switches, company information, authorized e-mail
 * domains and Slack. Each change is sent on its own at once and the answer replaces what is shown.
 * Below Enterprise the switches, domains and Slack show a disabled upgrade button instead. The
 * settings come from the route's loader (routes/admin.settings.tsx); an answer replaces them until
 * the loader reads them again.
 */
export function CompanySettingsTab({ user, settings }: { user: CurrentUser; settings: CompanySettingsDto }) {
  const { toast } = useToast();
  const reportFailure = useReportFailure();
  // A write's answer is shown until the loader's data changes (a revalidation reads newer settings).
  const [answer, setAnswer] = useState<{ over: CompanySettingsDto; value: CompanySettingsDto } | null>(null);
  const data = answer?.over === settings ? answer.value : settings;
  const setData = (value: CompanySettingsDto) => setAnswer({ over: settings, value });
  const [saving, setSaving] = useState<ReadonlySet<string>>(new Set());
  const canManage = can(user, "settings.manage");
  const enterprise = can(user, "settings.enterprise");

  /** Sends one change (its fields show as saving meanwhile); its answer replaces what is shown. */
  const run = async (
    fields: string[],
    call: () => Promise<CompanySettingsDto>,
    success: string,
  ): Promise<boolean> => {
    setSaving((current) => new Set([...current, ...fields]));
    try {
      setData(await call());
      toast({ title: success, variant: "success" });
      return true;
    } catch (error) {
      reportFailure(error, UPDATE_FAILED);
      return false;
    } finally {
      setSaving((current) => new Set([...current].filter((field) => !fields.includes(field))));
    }
  };
  const save = (change: CompanySettingsUpdateInput) =>
    run(Object.keys(change), () => updateCompanySettings(change), SETTINGS_UPDATED_MESSAGE);
  // Claiming and proving a domain are calls of their own, each answering the settings.
  const changeDomains = (call: () => Promise<CompanySettingsDto>, success: string) =>
    run(["authorizedDomains"], call, success);

  const locked = enterprise ? null : SETTINGS_ENTERPRISE_MESSAGE;

  return (
    <div className="space-y-6">
      <div>
        <h2 className="text-xl font-semibold">Company Settings</h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          Each change is saved as soon as you make it.
        </p>
      </div>
      {canManage ? null : (
        <Notice tone="info" title="Read-only">
          Only company admins can change the company settings.
        </Notice>
      )}
      <div className="grid gap-6 lg:grid-cols-2">
        <SettingsCard
          // The upgrade banners and dialogs link here (/admin/settings#enterprise-upgrade): the
          // first thing a plan below Enterprise lacks.
          id={locked ? ENTERPRISE_UPGRADE_ANCHOR : undefined}
          title="Feature Switches"
          description="Turn company-wide features on or off; the server stops them, not just the screens."
          locked={locked}
        >
          <FeatureSwitches
            settings={data}
            saving={saving}
            readOnly={!enterprise}
            onSave={(c) => void save(c)}
          />
        </SettingsCard>
        <SettingsCard title="Company Information" description="How many people the company may have.">
          <CompanyInformation
            settings={data}
            saving={saving.has("maxUsers")}
            readOnly={!canManage}
            onSave={save}
          />
        </SettingsCard>
        <SettingsCard
          title="Authorized Email Domains"
          description="Anyone who signs in with a verified address in one of these domains joins the company as a user, within its limit. A domain counts once you prove it is your company's."
          locked={locked}
        >
          <AuthorizedDomains
            settings={data}
            saving={saving.has("authorizedDomains")}
            readOnly={!enterprise}
            onSave={save}
            onChange={changeDomains}
          />
        </SettingsCard>
        <SettingsCard
          title="Slack Integration"
          description="Post the company's notices to a Slack channel."
          locked={enterprise ? null : SLACK_ENTERPRISE_MESSAGE}
        >
          <SlackSettings settings={data} saving={saving} readOnly={!enterprise} onSave={save} />
        </SettingsCard>
      </div>
    </div>
  );
}
