import type { Role, Tier } from "../../db/schema";
import { type AppError, forbidden, unauthenticated } from "../errors";
import type { Actor } from "./actor";

/**
 * Who may call an endpoint. Declared next to each route and enforced before its handler runs;
 * the access test enumerates every route and checks each kind of caller against this.
 *
 * - `public`: anyone, signed in or not.
 * - `signedIn`: any signed-in person, narrowed by `roles` and/or `tiers` when given. Data is always
 *   scoped to the caller's own company by the domain operation.
 * - `platformAdmin`: the platform owner acting across companies on purpose.
 */
export type AccessRule =
  | { kind: "public" }
  | {
      kind: "signedIn";
      roles?: readonly Role[];
      tiers?: readonly Tier[];
      /** Message shown when the role may not do this; "Admin privileges required." by default. */
      roleMessage?: string;
      /** Message shown when the tier does not include this feature. */
      tierMessage?: string;
    }
  | { kind: "platformAdmin" };

export const publicAccess = (): AccessRule => ({ kind: "public" });
export const signedIn = (
  options: Omit<Extract<AccessRule, { kind: "signedIn" }>, "kind"> = {},
): AccessRule => ({
  kind: "signedIn",
  ...options,
});
export const platformAdminOnly = (): AccessRule => ({ kind: "platformAdmin" });

/** Returns the failure for a caller the rule refuses, or null when the call may proceed. */
export function checkAccess(rule: AccessRule, actor: Actor | null): AppError | null {
  if (rule.kind === "public") return null;
  if (!actor) return unauthenticated();
  if (rule.kind === "platformAdmin") {
    return actor.role === "platform_admin" ? null : forbidden("Platform administrator privileges required.");
  }
  if (rule.roles && !rule.roles.includes(actor.role))
    return forbidden(rule.roleMessage ?? "Admin privileges required.");
  if (rule.tiers && !rule.tiers.includes(actor.tier)) {
    return forbidden(rule.tierMessage ?? "This feature is not included in your plan. Upgrade to unlock it.");
  }
  return null;
}
