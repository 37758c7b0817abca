import {
  currentUserSchema,
  DOMAIN_OFFER_PATH,
  isAppError,
  REGISTRATION_CLOSED_MESSAGE,
} from "@charterly/domain/contract";
import { type Context, Hono } from "hono";
import { z } from "zod";
import {
  buildAuthorizationUrl,
  completeAuthorization,
  type PendingSignIn,
} from "../adapters/identity/oidc-client";
import { publicAccess, signedIn } from "../domain/access/access-rule";
import { createSession } from "../domain/auth/create-session";
import { endSession } from "../domain/auth/end-session";
import { isCompanyDeletedRefusal, signInWithIdentity } from "../domain/auth/sign-in-with-identity";
import { listDomainJoinOffers } from "../domain/authorized-domains/domain-join-offers";
import { readConfig } from "../env";
import {
  clearSessionCookie,
  PENDING_SIGN_IN_COOKIE,
  readSignedCookie,
  serializeCookie,
  sessionCookie,
  signedCookie,
} from "../http/cookies";
import { logWarning } from "../http/log";
import { queryOf, route } from "./route";
import type { ApiEnv } from "./types";

const CALLBACK_PATH = "/api/auth/callback";

function oidcSettings(c: Context<ApiEnv>) {
  const config = readConfig(c.env);
  const appOrigin = config.APP_URL ?? new URL(c.req.url).origin;
  return {
    secret: config.SESSION_SECRET,
    appOrigin,
    settings: {
      issuer: config.OIDC_ISSUER,
      clientId: config.OIDC_CLIENT_ID,
      clientSecret: config.OIDC_CLIENT_SECRET,
      redirectUri: new URL(CALLBACK_PATH, appOrigin).toString(),
      prompt: config.OIDC_PROMPT,
    },
  };
}

/**
 * `reauth=1`: the provider must ask for the password again (prompt=login, max_age=0), as an e-mail
 * change needs a sign-in from the last 10 minutes. `returnTo`: a path of this app to land on after
 * signing in. Neither can fail the navigation: anything unusable is ignored (a plain sign-in, back to /).
 */
const loginQuery = z.object({
  reauth: z.literal("1").optional().catch(undefined),
  returnTo: z.string().optional().catch(undefined),
});

const MAX_RETURN_PATH_LENGTH = 1000;

/**
 * `returnTo` as a path of this app's pages, or undefined: never another origin (no `//host`, no
 * backslashes, which browsers read as slashes, no control characters), never an /api path.
 */
export function safeReturnPath(returnTo: string | undefined, appOrigin: string): string | undefined {
  if (!returnTo || returnTo.length > MAX_RETURN_PATH_LENGTH) return undefined;
  if (!returnTo.startsWith("/") || returnTo.startsWith("//")) return undefined;
  for (const char of returnTo) {
    const code = char.charCodeAt(0);
    if (code < 0x20 || code === 0x7f || char === "\\") return undefined;
  }
  let url: URL;
  try {
    url = new URL(returnTo, appOrigin);
  } catch {
    return undefined;
  }
  if (url.origin !== new URL(appOrigin).origin) return undefined;
  if (url.pathname === "/api" || url.pathname.startsWith("/api/")) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Failures during sign-in go back to /login with a code the page explains (never free text from the URL). */
function signInFailed(
  c: Context<ApiEnv>,
  reason: "expired" | "denied" | "company_deleted" | "registration_closed" | "failed" | "unavailable",
) {
  c.header(
    "Set-Cookie",
    serializeCookie(PENDING_SIGN_IN_COOKIE, "", { maxAgeSeconds: 0, path: "/api/auth" }),
    {
      append: true,
    },
  );
  return c.redirect(`/login?error=${reason}`, 302);
}

export const authRoutes = new Hono<ApiEnv>()
  .get(
    "/login",
    route({
      operationId: "startSignIn",
      summary:
        "Start sign-in with the identity provider (max_age of the session lifetime, so the ID token carries auth_time, kept with the session). reauth=1: the provider asks for the password again (prompt=login, max_age=0) and auth_time must fall within this round trip; returnTo: a path of the app to land on afterwards",
      tags: ["auth"],
      access: publicAccess(),
      rateLimit: "sign-in",
      query: loginQuery,
      produces: "redirect",
    }),
    async (c) => {
      const { secret, settings, appOrigin } = oidcSettings(c);
      const { reauth, returnTo } = queryOf(c, loginQuery);
      const reauthenticate = reauth === "1";
      let authorization: Awaited<ReturnType<typeof buildAuthorizationUrl>>;
      try {
        authorization = await buildAuthorizationUrl(settings, {
          reauthenticate,
          // The form asks the signed-in person again, not somebody else.
          loginHint: reauthenticate ? c.get("session")?.actor.email : undefined,
          returnTo: safeReturnPath(returnTo, appOrigin),
        });
      } catch (error) {
        if (isAppError(error)) return signInFailed(c, "unavailable");
        throw error;
      }
      c.header(
        "Set-Cookie",
        await signedCookie(secret, PENDING_SIGN_IN_COOKIE, authorization.pending, "/api/auth"),
      );
      return c.redirect(authorization.url.toString(), 302);
    },
  )
  .get(
    "/auth/callback",
    route({
      operationId: "completeSignIn",
      summary: "Complete sign-in (OpenID Connect redirect URI)",
      tags: ["auth"],
      access: publicAccess(),
      rateLimit: "sign-in",
      produces: "redirect",
    }),
    async (c) => {
      const { secret, settings, appOrigin } = oidcSettings(c);
      const pending = await readSignedCookie<PendingSignIn>(
        secret,
        c.req.header("cookie"),
        PENDING_SIGN_IN_COOKIE,
      );
      if (!pending) return signInFailed(c, "expired");
      const domain = c.get("domain");
      try {
        const identity = await completeAuthorization(settings, new URL(c.req.url), pending);
        const signedInUser = await signInWithIdentity(domain, identity);
        // A fresh session at every sign-in; any session the browser had before is ended.
        const previous = c.get("sessionToken");
        if (previous) await endSession(domain, previous);
        const { token, expiresAt } = await createSession(domain, {
          userId: signedInUser.actor.userId,
          userAgent: c.req.header("user-agent"),
          // When the provider last asked for the password, not now: what a recent sign-in counts from.
          authenticatedAt: identity.authenticatedAt,
        });
        c.header("Set-Cookie", sessionCookie(token, expiresAt, domain.clock.now()));
        c.header(
          "Set-Cookie",
          serializeCookie(PENDING_SIGN_IN_COOKIE, "", { maxAgeSeconds: 0, path: "/api/auth" }),
          {
            append: true,
          },
        );
        // An offer to join the company that proved their e-mail domain (decision 032) is asked first.
        if ((await listDomainJoinOffers(domain, signedInUser.actor)).offers.length > 0)
          return c.redirect(DOMAIN_OFFER_PATH, 302);
        return c.redirect(safeReturnPath(pending.returnTo, appOrigin) ?? "/", 302);
      } catch (error) {
        if (!isAppError(error)) throw error;
        logWarning("sign-in refused", { code: error.code, reason: error.message });
        // A company in the recycle bin: the page says so, rather than 'ask your company admin'.
        if (isCompanyDeletedRefusal(error)) return signInFailed(c, "company_deleted");
        if (error.message === REGISTRATION_CLOSED_MESSAGE) return signInFailed(c, "registration_closed");
        return signInFailed(c, error.code === "forbidden" || error.code === "conflict" ? "denied" : "failed");
      }
    },
  )
  .get(
    "/force-logout",
    route({
      operationId: "signOut",
      summary:
        "Sign out: ends the session on a same-origin navigation (Sec-Fetch-Site same-origin or none); from anywhere else answers a 'Sign out?' page whose button posts here",
      tags: ["auth"],
      access: publicAccess(),
      produces: "redirect",
    }),
    async (c) => {
      const fetchSite = c.req.header("sec-fetch-site");
      // Another site (or a client that does not say where it comes from) could sign the person out
      // with a link or an <img>: ask instead of acting.
      if (fetchSite !== "same-origin" && fetchSite !== "none")
        return c.html(signOutConfirmationPage(c.get("cspNonce") ?? ""));
      return signOut(c);
    },
  )
  .post(
    "/force-logout",
    route({
      operationId: "confirmSignOut",
      summary: "Sign out (the 'Sign out?' page's button; cross-site posts are refused like every write)",
      tags: ["auth"],
      access: publicAccess(),
      produces: "redirect",
    }),
    (c) => signOut(c),
  )
  .get(
    "/auth/user",
    route({
      operationId: "getCurrentUser",
      readOnly: true,
      summary: "The signed-in user",
      tags: ["auth"],
      access: signedIn(),
      response: currentUserSchema,
    }),
    (c) => c.json(c.get("session")!.user),
  );

async function signOut(c: Context<ApiEnv>) {
  const token = c.get("sessionToken");
  if (token) await endSession(c.get("domain"), token);
  c.header("Set-Cookie", clearSessionCookie());
  return c.redirect("/login?forced_logout=1", 302);
}

/**
 * A static page (no script, no request data): the person decides whether to sign out. Its style
 * carries the response's CSP nonce (worker/http/security-headers.ts).
 */
const signOutConfirmationPage = (nonce: string) => `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Sign out? · Charterly</title>
<style nonce="${nonce}">body{font-family:system-ui,sans-serif;background:#020617;color:#f1f5f9;display:grid;place-items:center;min-height:100vh;margin:0}main{max-width:28rem;padding:2rem;border:1px solid #334155;border-radius:.75rem;background:#0f172a}button,a{font:inherit;border-radius:.5rem;padding:.5rem 1rem}button{background:#4f46e5;color:#fff;border:0;cursor:pointer}a{color:#c7d2fe}</style></head>
<body><main><h1>Sign out?</h1><p>A link asked to sign you out of Charterly. Sign out only if you meant to.</p>
<form method="post" action="/api/force-logout"><button type="submit">Sign out</button> <a href="/">Stay signed in</a></form></main></body>
</html>`;
