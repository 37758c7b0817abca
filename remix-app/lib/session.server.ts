import type { AppLoadContext } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { createDomainContext } from "../../worker/db/client";
import { findSessionUser, type SessionUser } from "../../worker/domain/auth/find-session-user";
import { readCookie, SESSION_COOKIE } from "../../worker/http/cookies";

// Remix loaders read the same session as the API, in-process, through the domain layer.

export async function getSessionUser(request: Request, context: AppLoadContext): Promise<SessionUser | null> {
  const token = readCookie(request.headers.get("cookie"), SESSION_COOKIE);
  if (!token) return null;
  return findSessionUser(createDomainContext(context.cloudflare.env), token);
}

/** For signed-in pages: the session, or a redirect to /login. */
export async function requireSessionUser(request: Request, context: AppLoadContext): Promise<SessionUser> {
  const session = await getSessionUser(request, context);
  if (!session) throw redirect("/login");
  return session;
}
