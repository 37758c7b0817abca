import type { CrmSyncRunDto } from "../schemas/crm";

// The Salesforce CRM integration (administration side §2 CRM Integration, §3, §4, §5, §7): its
// configuration (secrets write-only), field mappings, connection test and sync log.

// The zod-free part of this area (limits, options, messages, small rules): the browser imports
// it without loading zod. Its schemas are in ../schemas/crm.ts.

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

/**
 * What 'Sync Now' says when its run ends, by the run's status: a failed run says it failed and a
 * partial one that not everything went, never "finished" for both (decision 014).
 */
export const CRM_SYNC_OUTCOME_TITLES = {
  succeeded: "Sync Complete",
  partial: "Sync Partly Complete",
  failed: "Sync Failed",
  running: "Sync Started",
} as const satisfies Record<CrmSyncRunDto["status"], string>;
