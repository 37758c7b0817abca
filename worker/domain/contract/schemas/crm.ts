import { z } from "zod";

// The Salesforce CRM integration (administration side §2 CRM Integration, §3, §4, §5, §7): its
// configuration (secrets write-only), field mappings, connection test and sync log.

export const CRM_LOCAL_FIELDS = [
  "firstName",
  "lastName",
  "email",
  "companyName",
  "companySize",
  "companyWebsite",
  "subscriptionTier",
  "createdAt",
] as const;
export type CrmLocalField = (typeof CRM_LOCAL_FIELDS)[number];

export const CRM_LOCAL_FIELD_LABELS: Record<CrmLocalField, string> = {
  firstName: "First name",
  lastName: "Last name",
  email: "E-mail",
  companyName: "Company name",
  companySize: "Company size",
  companyWebsite: "Company website",
  subscriptionTier: "Subscription tier",
  createdAt: "Signed up",
};

export const CRM_FIELD_TYPES = ["string", "email", "url", "date", "picklist"] as const;
export type CrmFieldType = (typeof CRM_FIELD_TYPES)[number];

export const CRM_AUTH_FLOWS = ["password", "client_credentials"] as const;
export type CrmAuthFlow = (typeof CRM_AUTH_FLOWS)[number];

export const CRM_CONNECTION_STATUSES = ["connected", "failed", "unknown"] as const;
export type CrmConnectionStatus = (typeof CRM_CONNECTION_STATUSES)[number];

export const DEFAULT_CRM_LOGIN_URL = "https://login.salesforce.com";
export const DEFAULT_CRM_API_VERSION = "v60.0";
export const DEFAULT_SYNC_FREQUENCY_HOURS = 24;
export const MIN_SYNC_FREQUENCY_HOURS = 1;
export const MAX_SYNC_FREQUENCY_HOURS = 168;
/** The Lead field the sync upserts by: a custom external id field created once in the org (README). */
export const CRM_EXTERNAL_ID_FIELD = "Charterly_Id__c";

/** 1–168 hours; anything else (empty, text, out of range) becomes 24, as the spec says. */
export const syncFrequencyHours = z.preprocess((value) => {
  const n = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  return typeof n === "number" &&
    Number.isInteger(n) &&
    n >= MIN_SYNC_FREQUENCY_HOURS &&
    n <= MAX_SYNC_FREQUENCY_HOURS
    ? n
    : DEFAULT_SYNC_FREQUENCY_HOURS;
}, z.number().int());

const secretInput = z
  .string()
  .max(500, "At most 500 characters")
  .transform((s) => s.trim())
  .optional();

/**
 * What the Configuration form sends. A secret left out (or empty) keeps the stored one; `clear`
 * names secrets to remove.
 */
export const crmConfigBody = z
  .object({
    provider: z.literal("salesforce").default("salesforce"),
    authFlow: z
      .enum(CRM_AUTH_FLOWS, { message: "Choose username-password or client credentials" })
      .default("password"),
    loginUrl: z
      .url({ message: "The login URL must be an https address, e.g. https://login.salesforce.com" })
      .refine((u) => /^https?:\/\//.test(u), "The login URL must be an https address")
      .default(DEFAULT_CRM_LOGIN_URL),
    apiVersion: z
      .string()
      .regex(/^v\d{2,3}\.0$/, "The API version looks like v60.0")
      .default(DEFAULT_CRM_API_VERSION),
    clientId: z.string().trim().max(500, "At most 500 characters").default(""),
    clientSecret: secretInput,
    username: z.string().trim().max(320, "At most 320 characters").default(""),
    password: secretInput,
    securityToken: secretInput,
    clear: z.array(z.enum(["clientSecret", "password", "securityToken"])).default([]),
    isEnabled: z.boolean().default(false),
    autoSync: z.boolean().default(false),
    syncFrequencyHours: syncFrequencyHours.default(DEFAULT_SYNC_FREQUENCY_HOURS),
  })
  .strict();
export type CrmConfigInput = z.input<typeof crmConfigBody>;

export const crmConfigSchema = z.object({
  provider: z.literal("salesforce"),
  authFlow: z.enum(CRM_AUTH_FLOWS),
  loginUrl: z.string(),
  apiVersion: z.string(),
  clientId: z.string(),
  username: z.string(),
  /** Whether each secret is stored; the secrets themselves are never sent back. */
  clientSecretSet: z.boolean(),
  passwordSet: z.boolean(),
  securityTokenSet: z.boolean(),
  isEnabled: z.boolean(),
  autoSync: z.boolean(),
  syncFrequencyHours: z.number().int(),
  connectionStatus: z.enum(CRM_CONNECTION_STATUSES),
  lastConnectionTest: z.string().nullable(),
  lastConnectionMessage: z.string().nullable(),
  lastSyncAt: z.string().nullable(),
});
export type CrmConfigDto = z.infer<typeof crmConfigSchema>;

export const crmTestResultSchema = z.object({ connected: z.boolean(), message: z.string() });
export type CrmTestResultDto = z.infer<typeof crmTestResultSchema>;

export const crmFieldSchema = z.object({
  name: z.string(),
  label: z.string(),
  type: z.string(),
  required: z.boolean(),
  picklistValues: z.array(z.string()),
});
export type CrmFieldDto = z.infer<typeof crmFieldSchema>;

export const transformationRuleSchema = z.discriminatedUnion(
  "kind",
  [
    z.object({ kind: z.literal("trim") }),
    z.object({ kind: z.literal("upper") }),
    z.object({ kind: z.literal("lower") }),
    z.object({ kind: z.literal("date"), format: z.enum(["YYYY-MM-DD", "ISO", "MM/DD/YYYY", "DD/MM/YYYY"]) }),
    z.object({
      kind: z.literal("picklist"),
      map: z
        .record(z.string().max(200), z.string().max(255))
        .refine((m) => Object.keys(m).length > 0, "Map at least one value"),
    }),
  ],
  { message: "Choose a transformation: trim, upper, lower, date or picklist" },
);
export type TransformationRule = z.infer<typeof transformationRuleSchema>;

export const crmMappingBody = z
  .object({
    localField: z.enum(CRM_LOCAL_FIELDS, { message: "Choose the Charterly field" }),
    crmField: z
      .string({ message: "Choose the Salesforce field" })
      .trim()
      .min(1, "Choose the Salesforce field")
      .max(80, "At most 80 characters")
      .regex(/^[A-Za-z][A-Za-z0-9_]*$/, "A Salesforce field name has letters, digits and underscores"),
    fieldType: z
      .enum(CRM_FIELD_TYPES, { message: "Choose string, email, url, date or picklist" })
      .default("string"),
    isRequired: z.boolean().default(false),
    defaultValue: z.string().trim().max(255, "At most 255 characters").nullable().default(null),
    transformationRule: transformationRuleSchema.nullable().default(null),
  })
  .strict();
export type CrmMappingInput = z.input<typeof crmMappingBody>;

export const crmMappingSchema = z.object({
  id: z.number(),
  localField: z.enum(CRM_LOCAL_FIELDS),
  crmField: z.string(),
  fieldType: z.enum(CRM_FIELD_TYPES),
  isRequired: z.boolean(),
  defaultValue: z.string().nullable(),
  transformationRule: transformationRuleSchema.nullable(),
  updatedAt: z.string(),
});
export type CrmMappingDto = z.infer<typeof crmMappingSchema>;

export const crmSyncRunSchema = z.object({
  id: z.number(),
  trigger: z.enum(["schedule", "manual"]),
  status: z.enum(["running", "succeeded", "partial", "failed"]),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  sent: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  failed: z.number().int(),
  message: z.string().nullable(),
});
export type CrmSyncRunDto = z.infer<typeof crmSyncRunSchema>;

/**
 * What 'Sync Now' says when its run ends, by the run's status: a failed run says it failed and a
 * partial one that not everything went, never "finished" for both (issue 25 §10).
 */
export const CRM_SYNC_OUTCOME_TITLES = {
  succeeded: "Sync Complete",
  partial: "Sync Partly Complete",
  failed: "Sync Failed",
  running: "Sync Started",
} as const satisfies Record<CrmSyncRunDto["status"], string>;

export const crmSyncFailureSchema = z.object({
  userId: z.number(),
  email: z.string(),
  companyName: z.string(),
  field: z.string().nullable(),
  message: z.string(),
  attempts: z.number().int(),
  failedAt: z.string(),
});
export type CrmSyncFailureDto = z.infer<typeof crmSyncFailureSchema>;

export const crmSyncLogSchema = z.object({
  runs: z.array(crmSyncRunSchema),
  failures: z.array(crmSyncFailureSchema),
});
export type CrmSyncLogDto = z.infer<typeof crmSyncLogSchema>;
