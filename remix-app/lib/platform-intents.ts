// The `intent` field of Platform Settings' forms: which change the section's action makes
// (routes/platform-settings.*.tsx, lib/platform-settings-actions.server.ts).
export const TEMPLATE_INTENTS = {
  create: "create-template",
  update: "update-template",
  delete: "delete-template",
} as const;

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
