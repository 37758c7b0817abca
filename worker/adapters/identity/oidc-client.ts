import { AppError, isAppError } from "@charterly/domain/contract";
import * as oauth from "oauth4webapi";
import { SESSION_ABSOLUTE_LIFETIME_MS } from "../../domain/auth/session-policy";
import type { VerifiedIdentity } from "../../domain/auth/sign-in-with-identity";
import { logError } from "../../http/log";

/**
 * OpenID Connect authorization-code flow with PKCE, state and nonce (oauth4webapi), against any
 * standard provider: the local one in development, Google Workspace / Entra ID / Okta / Auth0 in
 * production. The ID token's issuer, audience, expiry and nonce are checked by processAuthorizationCodeResponse.
 */
export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  prompt?: string;
}

/** The values that must survive the round trip through the provider (kept in a signed cookie). */
export interface PendingSignIn {
  state: string;
  nonce: string;
  codeVerifier: string;
  /**
   * A re-authentication: when the round trip started (ms since the epoch). The provider was asked
   * for a fresh sign-in (prompt=login, max_age=0); the ID token's auth_time must not be older.
   */
  reauthStartedAt?: number;
  /** The app path to return to after signing in (validated before it was stored). */
  returnTo?: string;
}

export interface AuthorizationOptions {
  /**
   * Ask the provider to authenticate the person again whatever its own session (prompt=login and
   * max_age=0, OpenID Connect Core 3.1.2.1), e.g. before an e-mail change.
   */
  reauthenticate?: boolean;
  /** Pre-fills the provider's form (the signed-in person's address, when re-authenticating). */
  loginHint?: string;
  returnTo?: string;
}

/**
 * The max_age of an ordinary sign-in: the session's absolute lifetime, in seconds. Any max_age makes
 * auth_time a required claim of the ID token (OpenID Connect Core 3.1.2.1), which the session
 * stores as its authentication time. One this long changes nothing else: a provider asks for the
 * password again only when its own login is over 30 days old, longer than any session of ours lasts.
 */
const ORDINARY_SIGN_IN_MAX_AGE_SECONDS = SESSION_ABSOLUTE_LIFETIME_MS / 1000;

const discovered = new Map<string, Promise<oauth.AuthorizationServer>>();

function isLocalIssuer(issuer: URL) {
  return issuer.protocol === "http:" && ["localhost", "127.0.0.1", "[::1]"].includes(issuer.hostname);
}

async function authorizationServer(settings: OidcSettings): Promise<oauth.AuthorizationServer> {
  const issuer = new URL(settings.issuer);
  let pending = discovered.get(settings.issuer);
  if (!pending) {
    pending = (async () => {
      const response = await oauth.discoveryRequest(issuer, {
        algorithm: "oidc",
        [oauth.allowInsecureRequests]: isLocalIssuer(issuer),
      });
      return oauth.processDiscoveryResponse(issuer, response);
    })();
    discovered.set(settings.issuer, pending);
    // A failed discovery (provider not up yet) must not be remembered.
    pending.catch(() => discovered.delete(settings.issuer));
  }
  return pending;
}

function httpOptions(settings: OidcSettings) {
  return { [oauth.allowInsecureRequests]: isLocalIssuer(new URL(settings.issuer)) };
}

export async function buildAuthorizationUrl(
  settings: OidcSettings,
  options: AuthorizationOptions = {},
): Promise<{ url: URL; pending: PendingSignIn }> {
  const as = await authorizationServer(settings).catch((cause) => {
    logError("OIDC discovery failed", cause, { issuer: settings.issuer });
    throw new AppError(
      "upstream_failed",
      `The sign-in provider at ${settings.issuer} could not be reached. Try again in a moment.`,
    );
  });
  if (!as.authorization_endpoint)
    throw new AppError("upstream_failed", "The sign-in provider has no authorization endpoint.");
  const pending: PendingSignIn = {
    state: oauth.generateRandomState(),
    nonce: oauth.generateRandomNonce(),
    codeVerifier: oauth.generateRandomCodeVerifier(),
  };
  if (options.reauthenticate) pending.reauthStartedAt = Date.now();
  if (options.returnTo) pending.returnTo = options.returnTo;
  const url = new URL(as.authorization_endpoint);
  url.searchParams.set("client_id", settings.clientId);
  url.searchParams.set("redirect_uri", settings.redirectUri);
  url.searchParams.set("response_type", "code");
  url.searchParams.set("scope", "openid email profile");
  url.searchParams.set("code_challenge", await oauth.calculatePKCECodeChallenge(pending.codeVerifier));
  url.searchParams.set("code_challenge_method", "S256");
  url.searchParams.set("state", pending.state);
  url.searchParams.set("nonce", pending.nonce);
  if (options.reauthenticate) {
    url.searchParams.set("prompt", "login");
    url.searchParams.set("max_age", "0");
  } else {
    if (settings.prompt) url.searchParams.set("prompt", settings.prompt);
    url.searchParams.set("max_age", String(ORDINARY_SIGN_IN_MAX_AGE_SECONDS));
  }
  if (options.loginHint) url.searchParams.set("login_hint", options.loginHint);
  return { url, pending };
}

/** Exchanges the callback's code and returns the verified identity, or throws a 4xx AppError. */
export async function completeAuthorization(
  settings: OidcSettings,
  callbackUrl: URL,
  pending: PendingSignIn,
): Promise<VerifiedIdentity> {
  const as = await authorizationServer(settings);
  const client: oauth.Client = { client_id: settings.clientId };
  const clientAuth = oauth.ClientSecretBasic(settings.clientSecret);
  let params: URLSearchParams;
  try {
    params = oauth.validateAuthResponse(as, client, callbackUrl, pending.state);
  } catch (error) {
    throw new AppError("unauthenticated", `Sign-in was not completed: ${describe(error)}`);
  }
  try {
    const response = await oauth.authorizationCodeGrantRequest(
      as,
      client,
      clientAuth,
      params,
      settings.redirectUri,
      pending.codeVerifier,
      httpOptions(settings),
    );
    const result = await oauth.processAuthorizationCodeResponse(as, client, response, {
      expectedNonce: pending.nonce,
      requireIdToken: true,
      // A re-authentication: the ID token must carry auth_time, no earlier than the start of this
      // round trip (oauth4webapi allows auth_time + maxAge >= now minus its 30 s clock tolerance).
      // A provider that skipped the password because of its own session fails here.
      // An ordinary sign-in checks nothing about auth_time (oauth4webapi still refuses one that is
      // not a non-negative number): a provider that ignores max_age and leaves it out still signs
      // the person in, with a session that never counts as a recent sign-in.
      maxAge:
        pending.reauthStartedAt === undefined
          ? oauth.skipAuthTimeCheck
          : secondsSince(pending.reauthStartedAt),
    });
    const claims = oauth.getValidatedIdTokenClaims(result);
    if (!claims) throw new Error("no ID token");
    const email = typeof claims.email === "string" ? claims.email : "";
    return {
      issuer: claims.iss,
      subject: claims.sub,
      email,
      emailVerified: claims.email_verified === true,
      givenName: typeof claims.given_name === "string" ? claims.given_name : null,
      familyName: typeof claims.family_name === "string" ? claims.family_name : null,
      picture: typeof claims.picture === "string" ? claims.picture : null,
      authenticatedAt: authenticationTime(claims.auth_time),
    };
  } catch (error) {
    if (isAppError(error)) throw error;
    throw new AppError("unauthenticated", `Sign-in could not be verified: ${describe(error)}`);
  }
}

/** The ID token's auth_time (seconds since the epoch) as a date, or null when absent or unusable. */
function authenticationTime(authTime: unknown): Date | null {
  if (typeof authTime !== "number" || !Number.isFinite(authTime) || authTime < 0) return null;
  const date = new Date(Math.floor(authTime * 1000));
  return Number.isNaN(date.getTime()) ? null : date;
}

/** oauth4webapi compares against its own clock (Date.now()), so this uses the same. */
function secondsSince(startedAt: number) {
  return Math.max(0, Math.ceil((Date.now() - startedAt) / 1000));
}

function describe(error: unknown) {
  if (error instanceof oauth.AuthorizationResponseError) return error.error_description ?? error.error;
  if (error instanceof oauth.ResponseBodyError) return error.error_description ?? error.error;
  return error instanceof Error ? error.message : String(error);
}
