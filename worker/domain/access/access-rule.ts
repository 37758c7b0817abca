import { type AppError, forbidden, unauthenticated } from "../contract/errors";
import { type PermissionKey, permissionDenial } from "../contract/permissions";
import type { Actor } from "./actor";

/**
 * Who may call an endpoint. Declared next to each route and checked before its handler runs (the
 * operation checks the same permission again, so a direct caller cannot skip it); the access test
 * enumerates every route and checks each kind of caller against this.
 *
 * - `public`: anyone, signed in or not.
 * - `signedIn`: any signed-in person; data is scoped to their own company by the operation.
 * - `permission`: a signed-in person holding the named permission of the permission table.
 */
export type AccessRule =
  | { kind: "public" }
  | { kind: "signedIn" }
  | { kind: "permission"; key: PermissionKey };

export const publicAccess = (): AccessRule => ({ kind: "public" });
export const signedIn = (): AccessRule => ({ kind: "signedIn" });
export const can = (key: PermissionKey): AccessRule => ({ kind: "permission", key });

/** Returns the failure for a caller the rule refuses, or null when the call may proceed. */
export function checkAccess(rule: AccessRule, actor: Actor | null): AppError | null {
  if (rule.kind === "public") return null;
  if (!actor) return unauthenticated();
  if (rule.kind === "signedIn") return null;
  const denial = permissionDenial(actor, rule.key);
  return denial ? forbidden(denial.message) : null;
}
