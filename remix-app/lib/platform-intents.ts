// The `intent` field of Platform Settings' forms: which change the section's action makes
// (routes/platform-settings.*.tsx, lib/platform-settings-actions.server.ts).
export const TEMPLATE_INTENTS = {
  create: "create-template",
  update: "update-template",
  delete: "delete-template",
} as const;

/**
 * Deleting a template is asked first: with JavaScript the dialog asks and sends `confirmed=yes`
 * (CONFIRMED_FIELD); a form sent without it changes nothing and is answered with the question.
 */
export type TemplateDeleteAsked = { kind: "asked"; templateId: number };

export const isTemplateDeleteAsked = (value: unknown): value is TemplateDeleteAsked =>
  typeof value === "object" && value !== null && (value as { kind?: unknown }).kind === "asked";

/** The Template Library's dialog address without JavaScript: ?template=new, or ?template=<id> to edit. */
export const TEMPLATE_FORM_PARAM = "template";

export const SYSTEM_INTENTS = {
  saveMaxUsers: "save-max-users",
  runMaintenance: "run-maintenance",
  retryEmail: "retry-email",
} as const;

/** A number field as the browser reads it: blank is not a number (the schema says so). */
export const numberField = (value: FormDataEntryValue | null) =>
  typeof value === "string" && value.trim() !== "" ? Number(value) : Number.NaN;
