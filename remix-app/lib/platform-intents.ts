// The `intent` field of Platform Settings' forms: which change the section's action makes
// (routes/platform-settings.*.tsx, lib/platform-settings-actions.server.ts).
export const TEMPLATE_INTENTS = { delete: "delete-template" } as const;

export const SYSTEM_INTENTS = {
  saveMaxUsers: "save-max-users",
  runMaintenance: "run-maintenance",
  retryEmail: "retry-email",
} as const;

/** A number field as the browser reads it: blank is not a number (the schema says so). */
export const numberField = (value: FormDataEntryValue | null) =>
  typeof value === "string" && value.trim() !== "" ? Number(value) : Number.NaN;
