import { EMAIL_CHANGE_REAUTH_MESSAGE, reauthenticationPath } from "@charterly/domain/contract";
import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { safeReturnPath } from "../../worker/api/auth";
import { sessions } from "../../worker/db/schema";
import { SESSION_ABSOLUTE_LIFETIME_MS } from "../../worker/domain/auth/session-policy";
import { base64url, hashToken } from "../../worker/domain/auth/session-token";
import { PENDING_SIGN_IN_COOKIE, SESSION_COOKIE } from "../../worker/http/cookies";
import { uniqueSuffix } from "../support/factories";
import {
  APP_ORIGIN,
  callApi,
  cookieFor,
  createCompany,
  createUser,
  domain,
  fetchApi,
  sessionsOf,
} from "../support/fixtures";

// The sign-in round trip against a stand-in OpenID Connect provider: discovery, token endpoint and
// JWKS answered from a stubbed fetch, ID tokens signed with a key made here. The test decides what
// the provider claims about the sign-in (auth_time), as a real provider would after its form.

const ISSUER = "https://reauth-idp.test";
const CLIENT_ID = "charterly-test";
const bindings = { OIDC_ISSUER: ISSUER };

interface Provider {
  /** The authorization request the app sent the browser to. */
  authorization?: URL;
  /**
   * What the next ID token says about when the person authenticated (seconds since the epoch);
   * undefined: the ID token has no auth_time.
   */
  authTime: () => number | undefined;
  subject: string;
  email: string;
}

let keys: CryptoKeyPair;
let provider: Provider;

beforeAll(async () => {
  keys = (await crypto.subtle.generateKey(
    {
      name: "RSASSA-PKCS1-v1_5",
      modulusLength: 2048,
      publicExponent: new Uint8Array([1, 0, 1]),
      hash: "SHA-256",
    },
    true,
    ["sign", "verify"],
  )) as CryptoKeyPair;
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { "content-type": "application/json" } });
const encode = (value: unknown) => base64url(new TextEncoder().encode(JSON.stringify(value)));

async function idToken(claims: Record<string, unknown>) {
  const input = `${encode({ alg: "RS256", typ: "JWT", kid: "test" })}.${encode(claims)}`;
  const signature = await crypto.subtle.sign(
    "RSASSA-PKCS1-v1_5",
    keys.privateKey,
    new TextEncoder().encode(input),
  );
  return `${input}.${base64url(new Uint8Array(signature))}`;
}

/** Answers the provider's endpoints; everything else is not expected in these tests. */
function installProvider(p: Provider) {
  provider = p;
  vi.stubGlobal("fetch", async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : input.toString());
    if (url.origin !== ISSUER) throw new Error(`unexpected fetch ${url}`);
    if (url.pathname === "/.well-known/openid-configuration") {
      return json({
        issuer: ISSUER,
        authorization_endpoint: `${ISSUER}/auth`,
        token_endpoint: `${ISSUER}/token`,
        jwks_uri: `${ISSUER}/jwks`,
        response_types_supported: ["code"],
        subject_types_supported: ["public"],
        id_token_signing_alg_values_supported: ["RS256"],
      });
    }
    if (url.pathname === "/jwks") {
      return json({
        keys: [
          {
            ...(await crypto.subtle.exportKey("jwk", keys.publicKey)),
            kid: "test",
            use: "sig",
            alg: "RS256",
          },
        ],
      });
    }
    if (url.pathname === "/token") {
      const now = Math.floor(Date.now() / 1000);
      return json({
        access_token: "access",
        token_type: "Bearer",
        expires_in: 300,
        id_token: await idToken({
          iss: ISSUER,
          aud: CLIENT_ID,
          sub: provider.subject,
          iat: now,
          exp: now + 300,
          nonce: provider.authorization?.searchParams.get("nonce"),
          auth_time: provider.authTime(),
          email: provider.email,
          email_verified: true,
        }),
      });
    }
    throw new Error(`unexpected fetch ${url}`);
  });
}

function request(path: string, cookies: string[] = []) {
  const headers = new Headers();
  if (cookies.length) headers.set("cookie", cookies.join("; "));
  return fetchApi(new Request(`${APP_ORIGIN}${path}`, { headers, redirect: "manual" }), bindings);
}

/** `name=value` of the Set-Cookie the response carries for the cookie, if any. */
function setCookie(res: Response, name: string) {
  const header = res.headers.getSetCookie().find((c) => c.startsWith(`${name}=`));
  return header?.split(";")[0];
}

/** Starts a sign-in at `path` (as the browser would), then comes back from the provider. */
async function signInThrough(path: string, browserCookies: string[]) {
  const start = await request(path, browserCookies);
  expect(start.status).toBe(302);
  provider.authorization = new URL(start.headers.get("location")!);
  const pending = setCookie(start, PENDING_SIGN_IN_COOKIE);
  expect(pending).toBeDefined();
  const callback = new URL("/api/auth/callback", APP_ORIGIN);
  callback.searchParams.set("code", "code-from-provider");
  callback.searchParams.set("state", provider.authorization.searchParams.get("state")!);
  return request(`${callback.pathname}${callback.search}`, [...browserCookies, pending!]);
}

async function signedInPerson() {
  const subject = `sub-${crypto.randomUUID()}`;
  const company = await createCompany("enterprise");
  const user = await createUser(company.id, "user", { oidcIssuer: ISSUER, oidcSubject: subject });
  // Signed in an hour ago: too long for an e-mail change.
  const anHourAgo = new Date(Date.now() - 60 * 60_000);
  const cookie = await cookieFor(user.id, { authenticatedAt: anHourAgo });
  await domain()
    .companyDb.update(sessions)
    .set({ createdAt: anHourAgo })
    .where(eq(sessions.id, await hashToken(cookie.slice(cookie.indexOf("=") + 1))));
  return { user, cookie, subject };
}

function requestChange(cookie: string, newEmail: string) {
  return callApi("POST", "/api/auth/request-email-change", { cookie, body: { newEmail }, bindings });
}

describe("signing in again for an e-mail change", () => {
  it("asks the provider for a fresh sign-in (prompt=login, max_age=0), then lets the change through", async () => {
    const { user, cookie, subject } = await signedInPerson();
    const newEmail = `again-${uniqueSuffix()}@example.test`;
    const refused = await requestChange(cookie, newEmail);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      code: "reauthentication_required",
      message: EMAIL_CHANGE_REAUTH_MESSAGE,
    });

    const passwordTypedAt = Math.floor(Date.now() / 1000);
    installProvider({ subject, email: user.email, authTime: () => passwordTypedAt });
    const back = await signInThrough(reauthenticationPath("/?profile=email"), [cookie]);

    const asked = provider.authorization!;
    expect(asked.origin + asked.pathname).toBe(`${ISSUER}/auth`);
    expect(asked.searchParams.get("prompt")).toBe("login");
    expect(asked.searchParams.get("max_age")).toBe("0");
    expect(asked.searchParams.get("login_hint")).toBe(user.email);
    expect(asked.searchParams.get("code_challenge_method")).toBe("S256");

    expect(back.status).toBe(302);
    expect(back.headers.get("location")).toBe("/?profile=email");
    const fresh = setCookie(back, SESSION_COOKIE);
    expect(fresh).toBeDefined();
    expect(fresh).not.toBe(cookie);
    // The old session ended; the new one was created by this sign-in.
    expect((await request("/api/auth/user", [cookie])).status).toBe(401);
    expect((await request("/api/auth/user", [fresh!])).status).toBe(200);
    // The new session records when the provider asked for the password.
    const [session] = await domain()
      .companyDb.select()
      .from(sessions)
      .where(eq(sessions.id, await hashToken(fresh!.slice(fresh!.indexOf("=") + 1))));
    expect(session!.authenticatedAt).toEqual(new Date(passwordTypedAt * 1000));

    expect((await requestChange(fresh!, newEmail)).status).toBe(200);
  });

  it("refuses an ID token whose auth_time shows the provider did not ask again", async () => {
    const { user, cookie, subject } = await signedInPerson();
    // The provider answered from its own hour-old session instead of showing its form.
    installProvider({ subject, email: user.email, authTime: () => Math.floor(Date.now() / 1000) - 3600 });
    const back = await signInThrough(reauthenticationPath("/"), [cookie]);
    expect(back.status).toBe(302);
    expect(back.headers.get("location")).toBe("/login?error=failed");
    expect(setCookie(back, SESSION_COOKIE)).toBeUndefined();
    const rows = await sessionsOf(user.id);
    expect(rows).toHaveLength(1);
    // Still only the hour-old session: the change stays refused.
    expect((await requestChange(cookie, `late-${uniqueSuffix()}@example.test`)).status).toBe(403);
  });

  it("leaves an ordinary sign-in without a prompt: max_age of the session lifetime (for auth_time), no auth_time check, back to /", async () => {
    const { user, subject } = await signedInPerson();
    installProvider({ subject, email: user.email, authTime: () => Math.floor(Date.now() / 1000) - 3600 });
    const back = await signInThrough("/api/login", []);
    expect(provider.authorization!.searchParams.has("prompt")).toBe(false);
    // Asks for auth_time in the ID token (OpenID Connect Core 3.1.2.1) without forcing a new login.
    expect(provider.authorization!.searchParams.get("max_age")).toBe(
      String(SESSION_ABSOLUTE_LIFETIME_MS / 1000),
    );
    expect(provider.authorization!.searchParams.has("login_hint")).toBe(false);
    expect(back.headers.get("location")).toBe("/");
    expect(setCookie(back, SESSION_COOKIE)).toBeDefined();
  });

  it("returns only to a path of the app's pages", async () => {
    const { user, subject } = await signedInPerson();
    installProvider({ subject, email: user.email, authTime: () => Math.floor(Date.now() / 1000) });
    for (const returnTo of [
      "https://evil.example/",
      "//evil.example/x",
      "/\\evil.example",
      "/api/force-logout",
    ]) {
      const back = await signInThrough(`/api/login?reauth=1&returnTo=${encodeURIComponent(returnTo)}`, []);
      expect(back.headers.get("location"), returnTo).toBe("/");
    }
  });
});

describe("an ordinary sign-in and the recent-sign-in rule", () => {
  const newAddress = () => `silent-${uniqueSuffix()}@example.test`;

  /** A plain /api/login (no reauth), as an unattended signed-in browser could start it. */
  async function plainSignIn(authTime: () => number | undefined) {
    const { user, subject } = await signedInPerson();
    installProvider({ subject, email: user.email, authTime });
    const back = await signInThrough("/api/login", []);
    expect(back.status).toBe(302);
    expect(back.headers.get("location")).toBe("/");
    const cookie = setCookie(back, SESSION_COOKIE);
    expect(cookie).toBeDefined();
    const [session] = await domain()
      .companyDb.select()
      .from(sessions)
      .where(eq(sessions.id, await hashToken(cookie!.slice(cookie!.indexOf("=") + 1))));
    expect(session).toBeDefined();
    return { cookie: cookie!, session: session! };
  }

  it("a silent sign-in (the provider remembered a password typed an hour ago) makes a new session that is not a recent sign-in", async () => {
    const anHourAgo = Math.floor(Date.now() / 1000) - 3600;
    const { cookie, session } = await plainSignIn(() => anHourAgo);
    // Brand new session, but the person last typed the password an hour ago.
    expect(Date.now() - session.createdAt.getTime()).toBeLessThan(60_000);
    const refused = await requestChange(cookie, newAddress());
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      code: "reauthentication_required",
      message: EMAIL_CHANGE_REAUTH_MESSAGE,
    });
    // What counts is when the provider authenticated the person, stored with the session.
    expect(session.authenticatedAt).toEqual(new Date(anHourAgo * 1000));
    // The session itself is fine.
    expect((await request("/api/auth/user", [cookie])).status).toBe(200);
  });

  it("a sign-in where the person just typed the password counts as recent", async () => {
    const justNow = Math.floor(Date.now() / 1000);
    const { cookie, session } = await plainSignIn(() => justNow);
    expect(session.authenticatedAt).toEqual(new Date(justNow * 1000));
    expect((await requestChange(cookie, newAddress())).status).toBe(200);
  });

  it("an ID token without auth_time still signs in, but not recently enough for an e-mail change", async () => {
    const { cookie, session } = await plainSignIn(() => undefined);
    expect(session.authenticatedAt).toBeNull();
    expect((await request("/api/auth/user", [cookie])).status).toBe(200);
    expect((await requestChange(cookie, newAddress())).status).toBe(403);
  });

  it("an auth_time in the future is not a recent sign-in", async () => {
    const { cookie } = await plainSignIn(() => Math.floor(Date.now() / 1000) + 3600);
    expect((await requestChange(cookie, newAddress())).status).toBe(403);
  });
});

describe("safeReturnPath", () => {
  it("keeps same-origin page paths and refuses everything else", () => {
    const origin = "https://app.example";
    expect(safeReturnPath("/", origin)).toBe("/");
    expect(safeReturnPath("/documents?status=approved#top", origin)).toBe("/documents?status=approved#top");
    expect(safeReturnPath("/a/../b", origin)).toBe("/b");
    for (const bad of [
      undefined,
      "",
      "documents",
      "https://app.example/",
      "https://evil.example/",
      "//evil.example",
      "/\\evil.example",
      "/\\/evil.example",
      "/%0d%0aSet-Cookie:x",
      "/\nfoo",
      "/\tfoo",
      "javascript:alert(1)",
      "/api/force-logout",
      "/api",
      "/a/../api/x",
      `/${"a".repeat(1001)}`,
    ]) {
      const kept = safeReturnPath(bad, origin);
      if (kept !== undefined) expect(new URL(kept, origin).origin, String(bad)).toBe(origin);
      if (bad !== "/%0d%0aSet-Cookie:x") expect(kept, JSON.stringify(bad)).toBeUndefined();
    }
  });
});
