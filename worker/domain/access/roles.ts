import type { Role, Tier } from "../../db/schema";

export const SYSTEM_COMPANY_ID = 10001;

/** Roles that administer a company ("any admin" in the spec). */
export const COMPANY_ADMIN_ROLES: readonly Role[] = ["company_admin", "admin"];
export const ADMIN_ROLES: readonly Role[] = ["platform_admin", "company_admin", "admin"];
export const PAID_TIERS: readonly Tier[] = ["per_document", "enterprise", "system_admin"];
export const ENTERPRISE_TIERS: readonly Tier[] = ["enterprise", "system_admin"];

export const isAdmin = (role: Role) => ADMIN_ROLES.includes(role);
export const isPlatformAdmin = (role: Role) => role === "platform_admin";

export const TIER_LABELS: Record<Tier, string> = {
  freemium: "Freemium",
  per_document: "Pay Per Use",
  enterprise: "Enterprise",
  system_admin: "System Admin",
};

/** Plans from least to most included: a tier includes everything a lower one does. */
export const TIER_ORDER: readonly Tier[] = ["freemium", "per_document", "enterprise", "system_admin"];

/** Whether a company on `tier` may use something that requires `required` (e.g. a template's requiredTier). */
export const tierIncludes = (tier: Tier, required: Tier) =>
  TIER_ORDER.indexOf(tier) >= TIER_ORDER.indexOf(required);

/** Users a company may have on each plan; `null` means unlimited. Unknown tiers fall back to 3. */
export function userLimitForTier(tier: string): number | null {
  switch (tier) {
    case "freemium":
      return 3;
    case "per_document":
      return 5;
    case "enterprise":
      return 50;
    case "system_admin":
      return null;
    default:
      return 3;
  }
}
