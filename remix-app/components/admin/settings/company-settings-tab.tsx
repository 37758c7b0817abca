import {
  type CompanySettingsDto,
  type CurrentUser,
  can,
  type ScimTokensDto,
  SETTINGS_ENTERPRISE_MESSAGE,
  SLACK_ENTERPRISE_MESSAGE,
} from "@charterly/domain/contract";
import { Notice } from "../../notice";
import { AuthorizedDomains } from "./authorized-domains";
import { CompanyInformation } from "./company-information";
import { FeatureSwitches } from "./feature-switches";
import { ScimProvisioning } from "./scim-provisioning";
import { SettingsCard } from "./settings-card";
import { SettingsPostedAnswer } from "./settings-posted-answer";
import { SlackSettings } from "./slack-settings";

/** Where the upgrade links land: the Feature Switches card, when the plan lacks it. */
const ENTERPRISE_UPGRADE_ANCHOR = "enterprise-upgrade";

/**
 * The Admin Panel's Company Settings tab: feature switches, company information, authorized e-mail
 * domains and Slack. Each change is its own form, sent at once to the route's action
 * (routes/admin.settings.tsx): with JavaScript by a fetcher (its state is the control's pending UI,
 * a toast answers, and Remix reads the settings again), without it as a page post whose answer the
 * page shows. Below Enterprise the switches, domains and Slack show a disabled upgrade button
 * instead. The settings come from the route's loader.
 */
export function CompanySettingsTab({
  user,
  settings,
  scim,
}: {
  user: CurrentUser;
  settings: CompanySettingsDto;
  /** The SCIM base URL and tokens; null below Enterprise. */
  scim: ScimTokensDto | null;
}) {
  const canManage = can(user, "settings.manage");
  const enterprise = can(user, "settings.enterprise");
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
      <SettingsPostedAnswer />
      <div className="grid gap-6 lg:grid-cols-2">
        <SettingsCard
          // The upgrade banners and dialogs link here (/admin/settings#enterprise-upgrade): the
          // first thing a plan below Enterprise lacks.
          id={locked ? ENTERPRISE_UPGRADE_ANCHOR : undefined}
          title="Feature Switches"
          description="Turn company-wide features on or off; the server stops them, not just the screens."
          locked={locked}
        >
          <FeatureSwitches settings={settings} readOnly={!enterprise} />
        </SettingsCard>
        <SettingsCard title="Company Information" description="How many people the company may have.">
          <CompanyInformation settings={settings} readOnly={!canManage} />
        </SettingsCard>
        <SettingsCard
          title="Authorized Email Domains"
          description="Anyone who signs in with a verified address in one of these domains joins the company as a user, within its limit. A domain counts once you prove it is your company's."
          locked={locked}
        >
          <AuthorizedDomains settings={settings} readOnly={!enterprise} />
        </SettingsCard>
        <SettingsCard
          title="Slack Integration"
          description="Post the company's notices to a Slack channel."
          locked={enterprise ? null : SLACK_ENTERPRISE_MESSAGE}
        >
          <SlackSettings settings={settings} readOnly={!enterprise} />
        </SettingsCard>
        <SettingsCard
          title="Provisioning (SCIM)"
          description="Your identity provider (Microsoft Entra ID, Okta, …) adds, updates and deactivates the company's people through SCIM 2.0 with a token made here."
          locked={locked}
        >
          {scim ? <ScimProvisioning scim={scim} /> : null}
        </SettingsCard>
      </div>
    </div>
  );
}
