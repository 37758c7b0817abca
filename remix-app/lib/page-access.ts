import { type CurrentUser, isAdmin, isPlatformAdmin } from "@charterly/domain/contract";

// Who may open which signed-in page (spec route table). Pure: used by the loaders (enforcement)
// and by the sidebar (which entries to show), so both always agree.

type Person = Pick<CurrentUser, "role" | "subscriptionTier">;

/** /admin: any admin, or anyone on the freemium tier. */
export const canOpenAdminPanel = (person: Person) =>
  isAdmin(person.role) || person.subscriptionTier === "freemium";

/** /admin/customers and /platform-settings: the platform admin only. */
export const canOpenPlatformPages = (person: Person) => isPlatformAdmin(person.role);

export type GuardedPage = "signedIn" | "adminPanel" | "platformAdmin";

export const DENIED_NOTICES = {
  admin: "Admin access required for this page.",
  platform: "Platform admin access required for this page.",
} as const;

export type DeniedReason = keyof typeof DENIED_NOTICES;

/** Why a signed-in person may not open the page, or null when they may. */
export function deniedReason(page: GuardedPage, person: Person): DeniedReason | null {
  if (page === "adminPanel") return canOpenAdminPanel(person) ? null : "admin";
  if (page === "platformAdmin") return canOpenPlatformPages(person) ? null : "platform";
  return null;
}

export const deniedRedirectPath = (reason: DeniedReason) => `/?denied=${reason}`;

/** Reads the `denied` query flag; anything unknown is ignored. */
export function parseDeniedReason(value: string | null): DeniedReason | null {
  return value === "admin" || value === "platform" ? value : null;
}
