import type { AppLoadContext } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import type { SessionUser } from "../../worker/domain/auth/find-session-user";
import { deniedReason, deniedRedirectPath, type GuardedPage } from "./page-access";
import { requireSessionUser } from "./session.server";

/**
 * For the loaders of signed-in pages: signed out → /login; signed in without access →
 * "/?denied=…" (the dashboard explains). Returns the session otherwise.
 */
export async function requirePageAccess(
  request: Request,
  context: AppLoadContext,
  page: GuardedPage,
): Promise<SessionUser> {
  const session = await requireSessionUser(request, context);
  const reason = deniedReason(page, session.user);
  if (reason) throw redirect(deniedRedirectPath(reason));
  return session;
}
