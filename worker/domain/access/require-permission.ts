import { forbidden } from "../contract/errors";
import { type PermissionKey, permissionDenial } from "../contract/permissions";
import type { Actor } from "./actor";

/**
 * The first line of every operation that needs a permission: throws `forbidden` with the table's
 * message when the actor lacks it. Routes check the same key before parsing a body; this check is
 * what a loader, a job or the Slack bot calling the operation directly cannot skip.
 */
export function requirePermission(actor: Actor, key: PermissionKey): void {
  const denial = permissionDenial(actor, key);
  if (denial) throw forbidden(denial.message);
}
