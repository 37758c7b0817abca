import type { SessionUser } from "@charterly/domain/operations";
import type { AppLoadContext } from "@remix-run/cloudflare";

// Remix loaders read the session the Worker looked up once for this request (worker/app.ts,
// worker/http/request-context.ts): the same cookie, the same lookup as the API.

/** The signed-in person, or null. Throws when the session could not be looked up. */
export function getSessionUser(context: AppLoadContext): SessionUser | null {
  if (context.sessionFailure !== undefined) throw context.sessionFailure;
  if (context.session === undefined) {
    throw new Error("The load context carries no session: the Worker (worker/app.ts) builds it.");
  }
  return context.session;
}

/** For signed-in pages: the session, or a redirect to /login. */
export function requireSessionUser(context: AppLoadContext): SessionUser {
  const session = getSessionUser(context);
  if (!session) throw redirectTo("/login");
  return session;
}

/** What Remix's redirect() makes: loaders throw it to send the browser elsewhere. */
export const redirectTo = (location: string) =>
  new Response(null, { status: 302, headers: { Location: location } });
