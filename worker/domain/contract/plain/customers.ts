import { SYSTEM_COMPANY_ID, TIER_LABELS, type Tier } from "../vocabulary";
import { COMPANY_SIZES } from "./enterprise-inquiries";

// Customer Management (/admin/customers; administration side §2, §3, §5, §7): every company of the
// platform and its people, for platform administrators only (`platform.customers`).
// GET /api/admin/companies, GET /api/admin/companies/:companyId/users,
// PUT /api/admin/companies/:companyId/subscription, GET /api/admin/customer-stats,
// GET /api/admin/customer-analytics, POST /api/admin/customers, PUT /api/admin/customers/:userId,
// GET /api/admin/customers/export (an .xlsx file). Companies in the recycle bin are never listed,
// counted or exported.

// The zod-free part of this area (limits, options, messages, small rules): the browser imports
// it without loading zod. Its schemas are in ../schemas/customers.ts.

/** Company sizes of the customer edit form (spec §5, customer edit). */
export const CUSTOMER_COMPANY_SIZES = ["1-10", "11-50", "51-200", "201-500", "500+"] as const;
/**
 * Company sizes of Add New Customer: the invite form's list (spec §5, invite user form), which the
 * spec gives differently from the edit form's.
 */
export const NEW_CUSTOMER_COMPANY_SIZES = COMPANY_SIZES;
/**
 * Every size a company may hold: a company added as "1000+" keeps that size through an edit that
 * does not change it, though the edit form offers the edit list.
 */
export const ANY_COMPANY_SIZES = [...CUSTOMER_COMPANY_SIZES, ...NEW_CUSTOMER_COMPANY_SIZES] as const;
export type CustomerCompanySize = (typeof ANY_COMPANY_SIZES)[number];
export const companySizeLabel = (size: string) => `${size} employees`;

/** Company 10001's label wherever a tier is shown beside it (spec §9: a special label in the list). */
export const SYSTEM_COMPANY_TIER_LABEL = "System Admin (Platform)";
export const companyTierLabel = (companyId: number, tier: Tier) =>
  companyId === SYSTEM_COMPANY_ID && tier === "system_admin" ? SYSTEM_COMPANY_TIER_LABEL : TIER_LABELS[tier];

/**
 * The tiers another company can be given. System Admin is the platform owner's plan (unlimited
 * seats, every feature): only company 10001 holds it, and it cannot leave it.
 */
export const CUSTOMER_TIERS = ["freemium", "per_document", "enterprise"] as const satisfies readonly Tier[];
export const tiersFor = (companyId: number): readonly Tier[] =>
  companyId === SYSTEM_COMPANY_ID ? ["system_admin"] : CUSTOMER_TIERS;

export const SYSTEM_COMPANY_TIER_MESSAGE = `The platform's own company (ID ${SYSTEM_COMPANY_ID}) always stays on System Admin.`;
export const SYSTEM_ADMIN_TIER_RESERVED_MESSAGE = `System Admin is reserved for the platform's own company (ID ${SYSTEM_COMPANY_ID}). Choose Freemium, Pay Per Use or Enterprise.`;
export const invitedElsewhereMessage = (companyName: string) =>
  `This e-mail address already has a pending invitation to ${companyName}. It must be accepted, revoked or expire before the address can be invited again.`;

export const shownCompanyName = (company: { name: string; displayName: string | null }) =>
  company.displayName ?? company.name;

export const COMPANY_ID_FILTER_MESSAGE = "Enter a company ID as a whole number";
export const LAST_ACTIVE_ADMIN_MESSAGE =
  "Every company must keep at least one active admin. Make someone else an admin before deactivating this person.";
export const TIER_CHOICE_MESSAGE = "Choose Freemium, Pay Per Use, Enterprise or System Admin";

export const ACTIVE_CUSTOMER_DAYS = 30;
export const RECENT_COMPANIES_SHOWN = 5;
export const GROWTH_MONTHS = 12;

/** "2026-03" → "Mar 2026". */
export function monthLabel(month: string): string {
  const [year, index] = month.split("-").map(Number);
  const date = new Date(Date.UTC(year ?? 1970, (index ?? 1) - 1, 1));
  return date.toLocaleDateString("en-US", { month: "short", year: "numeric", timeZone: "UTC" });
}

export const WEBSITE_MESSAGE = "Enter a web address such as https://example.com";

/** An address without a scheme is read as https (people type "example.com"). */
export function normaliseWebsite(value: string | null): string | null {
  const text = value?.trim() ?? "";
  if (text === "") return null;
  return /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
}
export function isWebsite(value: string | null): boolean {
  if (value === null) return true;
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname.includes(".");
  } catch {
    return false;
  }
}

/** What the browser saves the export as when the answer names no file (spec §7). */
export const CUSTOMER_EXPORT_FALLBACK_FILE_NAME = "customer-export.xlsx";
/** The export's file name for a day (UTC): customer-export-2026-03-14.xlsx. */
export const customerExportFileName = (now: Date) => `customer-export-${now.toISOString().slice(0, 10)}.xlsx`;
export const XLSX_CONTENT_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** GET /api/admin/users: people a page, by default and at most. */
export const PLATFORM_USERS_DEFAULT_LIMIT = 50;
export const PLATFORM_USERS_MAX_LIMIT = 200;
export const PLATFORM_USERS_CURSOR_MESSAGE = "after: use the nextCursor of the previous page";

/** The Worker binding of company database `n` (1 is DB, the directory's own), as Deployment lists it. */
export const companyDatabaseBinding = (databaseNumber: number) =>
  databaseNumber === 1 ? "DB" : `COMPANY_DB_${databaseNumber}`;

/** "Database 2 (COMPANY_DB_2)": where a company's documents, knowledge and tokens are. */
export const companyDatabaseLabel = (databaseNumber: number) =>
  `Database ${databaseNumber} (${companyDatabaseBinding(databaseNumber)})`;
