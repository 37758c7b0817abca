import type { SessionUser } from "@charterly/domain/operations";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { type DeniedReason, deniedReason, deniedRedirectPath, type PagePermission } from "./page-access";
import { redirectTo, requireSessionUser } from "./session.server";

/**
 * For the loaders of signed-in pages: signed out → 401 (the signed-out notice, then sign-in through
 * /api/login: session.server.ts); signed in without the page's permission → "/?denied=…" (the
 * dashboard explains). Returns the session otherwise. Without a permission, signing in is enough.
 */
export function requirePageAccess(context: AppLoadContext, permission?: PagePermission): SessionUser {
  const { session, denied } = checkPageAccess(context, permission);
  if (denied) throw redirectTo(deniedRedirectPath(denied));
  return session;
}

/**
 * For a page that tells a refused person so itself before sending them on (the Admin Panel:
 * 'Access Denied', then / after a second): signed out → 401 as above; otherwise the session and,
 * when the permission is missing, why. The loader must then send nothing but the refusal.
 */
export function checkPageAccess(
  context: AppLoadContext,
  permission?: PagePermission,
): { session: SessionUser; denied: DeniedReason | null } {
  const session = requireSessionUser(context);
  return { session, denied: deniedReason(session.user, permission) };
}
