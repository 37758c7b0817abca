import { z } from "zod";
import {
  CRM_AUTH_FLOWS,
  CRM_CONNECTION_STATUSES,
  CRM_FIELD_TYPES,
  CRM_LOCAL_FIELDS,
  DEFAULT_CRM_API_VERSION,
  DEFAULT_CRM_LOGIN_URL,
  DEFAULT_SYNC_FREQUENCY_HOURS,
  MAX_SYNC_FREQUENCY_HOURS,
  MIN_SYNC_FREQUENCY_HOURS,
} from "../plain/crm";

// The Salesforce CRM integration (administration side §2 CRM Integration, §3, §4, §5, §7): its
// configuration (secrets write-only), field mappings, connection test and sync log.

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
