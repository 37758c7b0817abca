import type { SessionUser } from "@charterly/domain/operations";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { deniedReason, deniedRedirectPath, type PagePermission } from "./page-access";
import { redirectTo, requireSessionUser } from "./session.server";

/**
 * For the loaders of signed-in pages: signed out → 401 (the signed-out notice, then sign-in through
 * /api/login: session.server.ts); signed in without the page's permission → "/?denied=…" (the
 * dashboard explains). Returns the session otherwise. Without a permission, signing in is enough.
 */
export function requirePageAccess(context: AppLoadContext, permission?: PagePermission): SessionUser {
  const session = requireSessionUser(context);
  const reason = deniedReason(session.user, permission);
  if (reason) throw redirectTo(deniedRedirectPath(reason));
  return session;
}
