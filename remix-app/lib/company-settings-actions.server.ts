import {
  type CompanySettingsDto,
  claimDomainBody,
  companySettingsUpdateBody,
  createScimTokenBody,
  type ScimTokenCreatedDto,
  type SlackTestResultDto,
  sendDomainLinkBody,
} from "@charterly/domain/contract";
import {
  cancelDomainClaim,
  claimAuthorizedDomain,
  createScimToken,
  revokeScimToken,
  type SessionUser,
  sendDomainLink,
  sendSlackTestMessage,
  updateCompanySettings,
  verifyDomainByDns,
} from "@charterly/domain/operations";
import { type AppLoadContext, data } from "@remix-run/cloudflare";
import type { FormResult } from "./form-result";
import {
  changeFromForm,
  formValues,
  idField,
  parseForm,
  refusedAnswer,
  runFormChange,
  unknownIntent,
} from "./form-result.server";
import type { IntentOperations } from "./intent-operations";
import { numberField } from "./platform-intents";
import { type ScimRevocationAsked, SET_FIELD, SETTINGS_INTENTS } from "./settings-intents";

// Company Settings' writes as route actions (routes/admin.settings.tsx): the same domain operations,
// schemas and rate limits as the API's routes (worker/api/company-settings.ts), for the signed-in
// person. Each operation checks its permission (settings.manage, settings.enterprise) itself.

const SWITCHES = ["emailServiceEnabled", "aiAssistantEnabled", "documentImportEnabled", "slackEnabled"];

/** A switch's field as the form sends it ("true"/"false"); anything else goes to the schema as is. */
const switchValue = (value: FormDataEntryValue | null) =>
  value === "true" ? true : value === "false" ? false : value;

/**
 * The PUT body the form describes: each field it names in `set`, read as the screen means it — a
 * number field as the browser reads it, a switch as a boolean, the authorized domains as a list,
 * a blank channel as none (null).
 */
function settingsBody(form: FormData): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of form.getAll(SET_FIELD)) {
    if (typeof field !== "string") continue;
    if (field === "maxUsers") body.maxUsers = numberField(form.get("maxUsers"));
    else if (SWITCHES.includes(field)) body[field] = switchValue(form.get(field));
    else if (field === "authorizedDomains") body.authorizedDomains = form.getAll("authorizedDomains");
    else if (field === "slackChannelId") {
      const channel = String(form.get("slackChannelId") ?? "").trim();
      body.slackChannelId = channel === "" ? null : channel;
    } else body[field] = form.get(field);
  }
  return body;
}

/** The form as it may be shown again: a Slack bot token typed is never sent back to the page. */
function withoutSecrets(form: FormData): FormData {
  const shown = new FormData();
  for (const [name, value] of form.entries()) if (name !== "slackBotToken") shown.append(name, value);
  return shown;
}

/** Company Settings' intents and the API operations they make (worker/api/company-settings.ts, scim-tokens.ts). */
export const SETTINGS_OPERATIONS = {
  [SETTINGS_INTENTS.save]: "updateCompanySettings",
  [SETTINGS_INTENTS.claimDomain]: "claimAuthorizedDomain",
  [SETTINGS_INTENTS.cancelDomainClaim]: "cancelDomainClaim",
  [SETTINGS_INTENTS.checkDomainDns]: "verifyDomainByDns",
  [SETTINGS_INTENTS.sendDomainLink]: "sendDomainLink",
  [SETTINGS_INTENTS.testSlack]: "sendSlackTestMessage",
  [SETTINGS_INTENTS.createScimToken]: "createScimToken",
  [SETTINGS_INTENTS.revokeScimToken]: "revokeScimToken",
} as const satisfies IntentOperations<typeof SETTINGS_INTENTS>;

export async function companySettingsAction(context: AppLoadContext, session: SessionUser, form: FormData) {
  const { domain, appOrigin } = context;
  const { actor } = session;
  const intent = form.get("intent");
  switch (intent) {
    case SETTINGS_INTENTS.save: {
      const shown = withoutSecrets(form);
      const parsed = parseForm<typeof companySettingsUpdateBody, CompanySettingsDto>(
        companySettingsUpdateBody,
        shown,
        intent,
        settingsBody(form),
      );
      if (!parsed.ok) return parsed.answer;
      return runFormChange(
        intent,
        () => updateCompanySettings(domain, actor, parsed.data),
        formValues(shown),
      );
    }
    case SETTINGS_INTENTS.claimDomain: {
      const parsed = parseForm<typeof claimDomainBody, CompanySettingsDto>(claimDomainBody, form, intent, {
        domain: form.get("domain") ?? "",
      });
      if (!parsed.ok) return parsed.answer;
      return runFormChange(intent, () => claimAuthorizedDomain(domain, actor, parsed.data), formValues(form));
    }
    case SETTINGS_INTENTS.cancelDomainClaim: {
      const claimId = idField(form, "claimId");
      return runFormChange<CompanySettingsDto>(intent, () => cancelDomainClaim(domain, actor, claimId));
    }
    case SETTINGS_INTENTS.checkDomainDns: {
      const claimId = idField(form, "claimId");
      return runFormChange<CompanySettingsDto>(intent, () => verifyDomainByDns(domain, actor, claimId));
    }
    case SETTINGS_INTENTS.sendDomainLink: {
      const limited = await context.countOperation(SETTINGS_OPERATIONS[intent]);
      if (limited) return refusedAnswer<CompanySettingsDto>(intent, limited, formValues(form));
      const claimId = idField(form, "claimId");
      const parsed = parseForm<typeof sendDomainLinkBody, CompanySettingsDto>(
        sendDomainLinkBody,
        form,
        intent,
        {
          mailbox: form.get("mailbox") ?? "",
        },
      );
      if (!parsed.ok) return parsed.answer;
      return runFormChange(
        intent,
        () => sendDomainLink(domain, actor, claimId, { ...parsed.data, appOrigin }),
        formValues(form),
      );
    }
    case SETTINGS_INTENTS.testSlack:
      return runFormChange<SlackTestResultDto>(intent, () => sendSlackTestMessage(domain, actor));
    case SETTINGS_INTENTS.createScimToken:
      return changeFromForm<typeof createScimTokenBody, ScimTokenCreatedDto>(
        createScimTokenBody,
        form,
        intent,
        (body) => createScimToken(domain, actor, body),
        { name: form.get("name") ?? "" },
      );
    case SETTINGS_INTENTS.revokeScimToken: {
      const tokenId = idField(form, "tokenId");
      if (form.get("confirmed") !== "yes")
        return data<FormResult<ScimRevocationAsked>>({ ok: true, intent, value: { kind: "asked", tokenId } });
      return runFormChange(intent, () => revokeScimToken(domain, actor, tokenId));
    }
  }
  throw unknownIntent();
}
