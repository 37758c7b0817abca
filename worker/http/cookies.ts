import { base64url } from "../domain/auth/session-token";

// Cookie handling shared by the Hono API and the Remix loaders, so both read one session.

/**
 * The session cookie. `__Host-`: browsers keep it only when it is Secure, has Path=/ and no Domain,
 * so neither a sibling subdomain nor plain http can plant or overwrite it. Chromium and Firefox
 * accept the prefix on http://localhost too (a secure context), which local runs and the
 * end-to-end tests rely on.
 */
export const SESSION_COOKIE = "__Host-charterly_session";
/**
 * The person's D1 bookmark (decision 024): set after a request that wrote, so the next request from
 * this browser reads from a replica at least as fresh as that write. Not a secret (a position in
 * the database's history); `__Host-` like the session cookie, so no other site can plant an old one.
 */
export const BOOKMARK_COOKIE = "__Host-charterly_d1_bookmark";
/** A bookmark only matters until the replicas have caught up (seconds); a day is plenty. */
export const BOOKMARK_MAX_AGE_S = 24 * 60 * 60;
/** The sign-in state (10 minutes, scoped to /api/auth): `__Secure-`, since `__Host-` requires Path=/. */
export const PENDING_SIGN_IN_COOKIE = "__Secure-charterly_oidc";
const PENDING_SIGN_IN_MAX_AGE_S = 10 * 60;

/**
 * The named cookie's value, or null. A value that is not valid percent-encoding (`%`, `%zz`) is
 * treated as absent: a broken cookie must never lock a browser out of the app, sign-out included.
 */
export function readCookie(header: string | null | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}

interface CookieOptions {
  maxAgeSeconds: number;
  path?: string;
}

export function serializeCookie(name: string, value: string, { maxAgeSeconds, path = "/" }: CookieOptions) {
  // Browsers drop a __Host- cookie whose Path is not / (no cookie ever carries a Domain here).
  if (name.startsWith("__Host-") && path !== "/") throw new Error(`${name} must have Path=/`);
  return [
    `${name}=${encodeURIComponent(value)}`,
    `Path=${path}`,
    `Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}`,
    "HttpOnly",
    "Secure",
    "SameSite=Lax",
  ].join("; ");
}

export const sessionCookie = (token: string, expiresAt: Date, now: Date) =>
  serializeCookie(SESSION_COOKIE, token, { maxAgeSeconds: (expiresAt.getTime() - now.getTime()) / 1000 });
export const clearSessionCookie = () => serializeCookie(SESSION_COOKIE, "", { maxAgeSeconds: 0 });

async function hmac(secret: string, data: string) {
  const key = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign", "verify"],
  );
  return {
    key,
    signature: new Uint8Array(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(data))),
  };
}

/** A short-lived, HMAC-signed cookie holding JSON (the sign-in state, nonce and PKCE verifier). */
export async function signedCookie(secret: string, name: string, value: unknown, path: string) {
  const payload = base64url(
    new TextEncoder().encode(
      JSON.stringify({ v: value, exp: Date.now() + PENDING_SIGN_IN_MAX_AGE_S * 1000 }),
    ),
  );
  const { signature } = await hmac(secret, payload);
  return serializeCookie(name, `${payload}.${base64url(signature)}`, {
    maxAgeSeconds: PENDING_SIGN_IN_MAX_AGE_S,
    path,
  });
}

export async function readSignedCookie<T>(
  secret: string,
  header: string | null | undefined,
  name: string,
): Promise<T | null> {
  const raw = readCookie(header, name);
  if (!raw) return null;
  const [payload, signature] = raw.split(".");
  if (!payload || !signature) return null;
  const { key } = await hmac(secret, payload);
  // A value that is not base64url, not JSON or not signed by us is treated as absent, never thrown.
  try {
    // crypto.subtle.verify compares in constant time.
    const ok = await crypto.subtle.verify(
      "HMAC",
      key,
      fromBase64url(signature),
      new TextEncoder().encode(payload),
    );
    if (!ok) return null;
    const parsed = JSON.parse(new TextDecoder().decode(fromBase64url(payload))) as { v: T; exp: number };
    return typeof parsed?.exp === "number" && parsed.exp > Date.now() ? parsed.v : null;
  } catch {
    return null;
  }
}

function fromBase64url(value: string): Uint8Array<ArrayBuffer> {
  const b64 = value.replaceAll("-", "+").replaceAll("_", "/");
  const binary = atob(b64 + "=".repeat((4 - (b64.length % 4)) % 4));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}
