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
 * - `service`: a machine caller (the Slack bot, decision 017) presenting that service's bearer
 *   credential; never a session cookie. The credential opens these routes only, and a person's
 *   session opens none of them. The operation then acts for the one company the call's Slack team
 *   and channel match.
 */
export type AccessRule =
  | { kind: "public" }
  | { kind: "signedIn" }
  | { kind: "permission"; key: PermissionKey }
  | { kind: "service"; service: ServiceName };

/** The machine callers that hold a service credential. */
export const SERVICE_NAMES = ["slack"] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

export const publicAccess = (): AccessRule => ({ kind: "public" });
export const signedIn = (): AccessRule => ({ kind: "signedIn" });
export const can = (key: PermissionKey): AccessRule => ({ kind: "permission", key });
/** The Slack bot's routes: its bearer credential (SLACK_SERVICE_TOKEN), nothing else. */
export const slackService = (): AccessRule => ({ kind: "service", service: "slack" });

export const SERVICE_CREDENTIAL_MESSAGE =
  "This route is for the Slack bot: send its service credential as 'Authorization: Bearer <SLACK_SERVICE_TOKEN>'. A session cookie does not open it.";

/**
 * Returns the failure for a caller the rule refuses, or null when the call may proceed. `service`
 * is the service whose credential the request presented (already checked in constant time), or
 * null: it counts on `service` routes only, where a person's session (`actor`) counts for nothing.
 */
export function checkAccess(
  rule: AccessRule,
  actor: Actor | null,
  service: ServiceName | null = null,
): AppError | null {
  if (rule.kind === "service")
    return service === rule.service ? null : unauthenticated(SERVICE_CREDENTIAL_MESSAGE);
  if (rule.kind === "public") return null;
  if (!actor) return unauthenticated();
  if (rule.kind === "signedIn") return null;
  const denial = permissionDenial(actor, rule.key);
  return denial ? forbidden(denial.message) : null;
}
