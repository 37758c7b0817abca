import type { TransformationRule } from "@charterly/domain/contract";

// The CRM Integration's forms (components/platform/crm/*) as the API's bodies: the browser checks
// what it is about to send with the contract's schema, and the route's action
// (lib/platform-settings-actions.server.ts) reads the same fields the same way.

export const CRM_INTENTS = {
  saveConfig: "save-crm-config",
  test: "test-crm-connection",
  sync: "sync-crm",
  saveMapping: "save-crm-mapping",
  deleteMapping: "delete-crm-mapping",
} as const;

/**
 * The CRM Integration's panel in the address (`?panel=mappings`, `?panel=testing`; none is the
 * Configuration): before the page's JavaScript runs the tabs are links to it, and the server shows
 * that panel; with JavaScript the tabs start on it.
 */
export const CRM_PANEL_PARAM = "panel";
export const CRM_PANELS = ["configuration", "mappings", "testing"] as const;
export type CrmPanel = (typeof CRM_PANELS)[number];

export const crmPanelOf = (params: URLSearchParams): CrmPanel => {
  const named = params.get(CRM_PANEL_PARAM);
  return CRM_PANELS.find((panel) => panel === named) ?? "configuration";
};

/** A mapping's Delete not confirmed (sent without JavaScript): the action answers with the question. */
export type CrmMappingDeleteAsked = { kind: "asked"; mappingId: number };

/** The mapping the Field Mappings form edits without JavaScript: `?panel=mappings&mapping=<id>`. */
export const CRM_MAPPING_PARAM = "mapping";

type SecretName = "clientSecret" | "password" | "securityToken";

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/** The secrets the sign-in flow uses: the password flow all three, client credentials its secret. */
export const secretNamesFor = (authFlow: string): SecretName[] =>
  authFlow === "password" ? ["clientSecret", "password", "securityToken"] : ["clientSecret"];

/**
 * The Configuration form as the API's body: a secret left empty keeps the stored one (not sent),
 * `clear` lists the secrets to remove, Enabled and Auto sync are "true" when on (a switch's hidden
 * field, or a ticked checkbox without JavaScript).
 */
export function crmConfigFromForm(form: FormData) {
  const authFlow = text(form, "authFlow") || "password";
  return {
    provider: "salesforce" as const,
    authFlow,
    loginUrl: text(form, "loginUrl").trim(),
    apiVersion: text(form, "apiVersion").trim(),
    clientId: text(form, "clientId"),
    username: authFlow === "password" ? text(form, "username") : "",
    ...Object.fromEntries(
      secretNamesFor(authFlow)
        .filter((name) => text(form, name))
        .map((name) => [name, text(form, name)]),
    ),
    clear: form.getAll("clear").filter((name): name is string => typeof name === "string"),
    isEnabled: text(form, "isEnabled") === "true",
    autoSync: text(form, "autoSync") === "true",
    syncFrequencyHours: text(form, "syncFrequencyHours"),
  };
}

/** "enterprise = Enterprise" lines → a picklist map; the text of an existing map back. */
export const parseMap = (value: string) =>
  Object.fromEntries(
    value
      .split("\n")
      .map((line) => line.split("=").map((part) => part.trim()))
      .filter((parts) => parts.length === 2 && parts[0] && parts[1]) as [string, string][],
  );

/** The mapping form as the API's body: the transformation from its kind and, for some, its details. */
export function crmMappingFromForm(form: FormData) {
  const ruleKind = text(form, "ruleKind");
  const transformationRule =
    ruleKind === ""
      ? null
      : ruleKind === "date"
        ? { kind: "date", format: text(form, "dateFormat") }
        : ruleKind === "picklist"
          ? { kind: "picklist", map: parseMap(text(form, "picklist")) }
          : { kind: ruleKind };
  return {
    localField: text(form, "localField"),
    crmField: text(form, "crmField"),
    fieldType: text(form, "fieldType") || "string",
    isRequired: text(form, "isRequired") === "true",
    defaultValue: text(form, "defaultValue") || null,
    transformationRule: transformationRule as TransformationRule | null,
  };
}
