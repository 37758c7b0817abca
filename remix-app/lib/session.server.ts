import { type AppError, appErrorIn, HTTP_STATUS_BY_CODE, UnavailableError } from "@charterly/domain/contract";
import type { SessionUser } from "@charterly/domain/operations";
import type { AppLoadContext } from "@remix-run/cloudflare";

// Remix loaders read the session the Worker looked up once for this request (worker/app.ts,
// worker/http/request-context.ts): the same cookie, the same lookup as the API.

/**
 * The signed-in person, or null. Throws when the session could not be looked up: a refusal of the
 * domain's (the database busy: 503, nothing saved) as a route error response with its status, its
 * message and Retry-After, as the API answers it; anything else as it is (a 500).
 */
export function getSessionUser(context: AppLoadContext): SessionUser | null {
  if (context.sessionFailure !== undefined) {
    const refusal = appErrorIn(context.sessionFailure);
    if (refusal) throw refusedLookup(refusal);
    throw context.sessionFailure;
  }
  if (context.session === undefined) {
    throw new Error("The load context carries no session: the Worker (worker/app.ts) builds it.");
  }
  return context.session;
}

/**
 * For signed-in pages: the session, or a 401 answer. The root ErrorBoundary shows the spec's
 * signed-out notice ('Unauthorized - You are logged out. Logging in again...') and goes to sign-in
 * through /api/login after 500 ms (spec §2 Document Library, §8, §9; administration side §2).
 */
export function requireSessionUser(context: AppLoadContext): SessionUser {
  const session = getSessionUser(context);
  if (!session) throw isWrite(context) ? signInAgain(context.requested.pagePath) : signedOut();
  return session;
}

const isWrite = (context: AppLoadContext) => !["GET", "HEAD"].includes(context.requested.method);

/**
 * What an action throws when the session ended before the write arrived: the browser goes to sign
 * in and comes back to the page, as after a navigation (nothing was changed). A whole-document
 * redirect (X-Remix-Reload-Document): /api/login is the Worker's, not a route of this app.
 */
export const signInAgain = (pagePath: string) =>
  new Response(null, {
    status: 302,
    headers: {
      Location: `/api/login?returnTo=${encodeURIComponent(pagePath)}`,
      "X-Remix-Reload-Document": "true",
    },
  });

/** What a loader throws for a signed-out visitor of a signed-in page (root.tsx renders it). */
export const signedOut = () => new Response(null, { status: 401, statusText: "Unauthorized" });

/**
 * What Remix's redirect() makes: loaders throw it to send the browser elsewhere. Written out here
 * because importing @remix-run/cloudflare at run time fails under the workerd unit tests
 * (page-guard.server.test.ts); loaders outside those tests (routes/login.tsx) use redirect().
 */
export const redirectTo = (location: string) =>
  new Response(null, { status: 302, headers: { Location: location } });

/** The session lookup's refusal as a thrown route error response (written out, as `redirectTo` is). */
function refusedLookup(refusal: AppError) {
  const headers = new Headers({ "Content-Type": "application/json; charset=utf-8" });
  if (refusal instanceof UnavailableError) headers.set("Retry-After", String(refusal.retryAfterSeconds));
  return new Response(JSON.stringify({ code: refusal.code, message: refusal.message }), {
    status: HTTP_STATUS_BY_CODE[refusal.code],
    headers,
  });
}
