import { type CurrentUser, can, type PermissionKey } from "@charterly/domain/contract";

// Who may open which signed-in page: the permission table's answer (can), asked by the loaders
// (page-guard.server.ts, enforcement) and by the sidebar (which entries to show), so both agree.

type Person = Pick<CurrentUser, "role" | "subscriptionTier">;

/** What the dashboard says after a refused page (/?denied=…). */
export const DENIED_NOTICES = {
  admin: "Admin access required for this page.",
  // The spec's own wording for /admin/customers (administration side §8, Access Denied).
  customers: "Platform admin access required for customer management.",
  platform: "Platform admin access required for this page.",
} as const;

export type DeniedReason = keyof typeof DENIED_NOTICES;

/** The permissions pages are guarded by, each with the notice a person without it gets. */
const DENIED_REASONS = {
  "admin.panel.open": "admin",
  "platform.customers": "customers",
  "platform.settings": "platform",
} as const satisfies Partial<Record<PermissionKey, DeniedReason>>;

export type PagePermission = keyof typeof DENIED_REASONS;

/** Why the person may not open a page that needs `permission`, or null when they may. */
export function deniedReason(person: Person, permission?: PagePermission): DeniedReason | null {
  if (!permission || can(person, permission)) return null;
  return DENIED_REASONS[permission];
}

export const deniedRedirectPath = (reason: DeniedReason) => `/?denied=${reason}`;

/** Reads the `denied` query flag; anything unknown is ignored. */
export function parseDeniedReason(value: string | null): DeniedReason | null {
  return value !== null && Object.hasOwn(DENIED_NOTICES, value) ? (value as DeniedReason) : null;
}
