import type { SessionUser } from "../domain/auth/find-session-user";
import type { DomainContext } from "../domain/context";
import { type Env, readConfig } from "../env";
import { SESSION_COOKIE } from "./cookies";
import {
  clearIdentityHintCookie,
  hintCookieIn,
  identityHintCookie,
  readIdentityHint,
  sameIdentity,
  signIdentityHint,
} from "./identity-hint";
import {
  type Defer,
  forPerson,
  IdentityNotConfirmed,
  lookUpSession,
  type RequestContext,
  startRequestContext,
  type WorkerRequestContext,
} from "./request-context";

// The session lookup rides with the request's first read (decision 024). A GET that carries a valid
// identity hint (worker/http/identity-hint.ts) is answered with the hinted person's rights while
// the lookup goes out alongside its first reads: one round trip instead of two. The answer is kept
// only if the lookup confirms exactly that person; otherwise it is thrown away and the request runs
// again with the person the lookup found (or none: a 401), so a hint never widens access. Nothing
// that changes anything may run on the hint's word: the request's D1 writes wait for the
// confirmation (worker/db/client.ts holdWrites) and are refused without it, and API routes not
// declared `readOnly` wait for it before they start (worker/api/route.ts).

/**
 * The request's context when it may ride along (a GET with a session cookie and a hint signed for
 * it), its lookup already sent; null otherwise (the session is then looked up first, as before).
 */
export async function startRidingAlong(env: Env, request: Request, defer?: Defer) {
  const started = startRequestContext(env, request);
  const key = hintKey(env);
  if (request.method !== "GET" || !started.sessionToken || !key) return null;
  const hinted = await readIdentityHint(key, started.sessionToken, hintCookieIn(request));
  if (!hinted) return null;
  // The hinted person's company database (a hint naming one this Worker lacks: the lookup first).
  let domain: DomainContext;
  try {
    domain = forPerson(started.domain, hinted);
  } catch {
    return null;
  }
  const lookup = lookUpSession(env, started, defer);
  const confirmed = lookup.then((found) => {
    if (!sameIdentity(hinted, found)) throw new IdentityNotConfirmed();
  });
  // Observed by whoever waits for it; unobserved, a refusal is not an error of its own.
  confirmed.catch(() => undefined);
  started.database.holdWrites(confirmed);
  return {
    ...started,
    domain,
    session: hinted,
    sessionCheck: { hinted, lookup, confirmed },
  } satisfies RequestContext;
}

/**
 * After a request answered on the hint's word: null when the lookup confirmed the hinted person
 * (the answer stands), else the context to answer again with — the person found, or none, or the
 * lookup's failure. Its database is the same: the second answer's reads are counted after the first.
 */
export async function confirmRideAlong(context: WorkerRequestContext): Promise<WorkerRequestContext | null> {
  const check = context.sessionCheck;
  if (!check) return null;
  const [lookup] = await Promise.allSettled([check.lookup]);
  context.database.holdWrites(null);
  if (lookup.status === "fulfilled" && sameIdentity(check.hinted, lookup.value)) return null;
  const { sessionCheck: _, session: __, ...rest } = context;
  if (lookup.status === "rejected") return { ...rest, sessionFailure: lookup.reason };
  try {
    return { ...rest, session: lookup.value, domain: forPerson(rest.domain, lookup.value) };
  } catch (sessionFailure) {
    return { ...rest, sessionFailure };
  }
}

/**
 * The Set-Cookie for the identity hint after answering: a new hint when the person was looked up
 * and the browser's hint is missing or stale, a cleared one when the session is gone, else null.
 * A response that sets the session cookie itself (sign-in, sign-out) clears the hint: it was
 * signed for the old session; the next request signs one for the new.
 */
export async function identityHintAfter(
  env: Env,
  request: Request,
  context: WorkerRequestContext,
  response: Response,
): Promise<string | null> {
  const hintIn = hintCookieIn(request);
  const setsSession = response.headers.getSetCookie().some((c) => c.startsWith(`${SESSION_COOKIE}=`));
  if (setsSession) return hintIn ? clearIdentityHintCookie() : null;
  if (context.sessionCheck || context.sessionFailure !== undefined) return null;
  const key = hintKey(env);
  const session: SessionUser | null | undefined = context.session;
  if (!key || !context.sessionToken || !session) return hintIn ? clearIdentityHintCookie() : null;
  const value = await signIdentityHint(key, context.sessionToken, session);
  if (value === hintIn) return null;
  return value ? identityHintCookie(value) : hintIn ? clearIdentityHintCookie() : null;
}

/** The key that signs hints; none (unset, or a configuration that does not parse): no hints at all. */
function hintKey(env: Env): string | null {
  try {
    return readConfig(env).IDENTITY_HINT_KEY ?? null;
  } catch {
    return null;
  }
}
