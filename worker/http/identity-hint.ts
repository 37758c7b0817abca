import type { SessionUser } from "../domain/auth/find-session-user";
import { SESSION_ABSOLUTE_LIFETIME_MS } from "../domain/auth/session-policy";
import { base64url } from "../domain/auth/session-token";
import { readCookie, serializeCookie } from "./cookies";

// The identity hint (decision 024): who the session cookie belonged to when last looked up, kept by
// the browser so that a read can start with that person's rights while the session lookup goes out
// alongside it. Never trusted alone: the answer is kept only when the lookup confirms exactly the
// same person (worker/http/session-rides-along.ts); otherwise the request runs again.

/** `__Host-` like the session cookie: no sibling subdomain or plain-http page can plant one. */
export const IDENTITY_HINT_COOKIE = "__Host-charterly_identity";
const MAX_AGE_S = SESSION_ABSOLUTE_LIFETIME_MS / 1000;
/** A hint that would not fit comfortably in a cookie (a very long picture URL, say) is not kept. */
const MAX_VALUE_LENGTH = 3_000;
const VERSION = "v1";

const keys = new Map<string, Promise<CryptoKey>>();

function hmacKey(secret: string) {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey(
      "raw",
      new TextEncoder().encode(secret),
      { name: "HMAC", hash: "SHA-256" },
      false,
      ["sign", "verify"],
    );
    keys.set(secret, key);
  }
  return key;
}

/**
 * Signed together with the session token the hint was issued for: a hint copied next to another
 * session cookie does not verify. The token itself is never in the cookie.
 */
const signedText = (payload: string, sessionToken: string) =>
  new TextEncoder().encode(`${VERSION}.${payload}.${sessionToken}`);

/** The hint cookie's value for this person and session, or null when it would be too long. */
export async function signIdentityHint(
  secret: string,
  sessionToken: string,
  session: SessionUser,
): Promise<string | null> {
  const payload = base64url(new TextEncoder().encode(JSON.stringify(session)));
  const signature = await crypto.subtle.sign(
    "HMAC",
    await hmacKey(secret),
    signedText(payload, sessionToken),
  );
  const value = `${payload}.${base64url(new Uint8Array(signature))}`;
  return value.length <= MAX_VALUE_LENGTH ? value : null;
}

/** The person a hint names, when it is ours and was issued for this session token; else null. */
export async function readIdentityHint(
  secret: string,
  sessionToken: string,
  value: string | null,
): Promise<SessionUser | null> {
  if (!value || value.length > MAX_VALUE_LENGTH) return null;
  const [payload, signature, extra] = value.split(".");
  if (!payload || !signature || extra !== undefined) return null;
  try {
    // crypto.subtle.verify compares in constant time.
    const ok = await crypto.subtle.verify(
      "HMAC",
      await hmacKey(secret),
      fromBase64url(signature),
      signedText(payload, sessionToken),
    );
    if (!ok) return null;
    const session = JSON.parse(new TextDecoder().decode(fromBase64url(payload))) as SessionUser;
    return session?.actor && session.user ? session : null;
  } catch {
    return null;
  }
}

/** The hint cookie a request carries, unread. */
export const hintCookieIn = (request: Request) =>
  readCookie(request.headers.get("cookie"), IDENTITY_HINT_COOKIE);

export const identityHintCookie = (value: string) =>
  serializeCookie(IDENTITY_HINT_COOKIE, value, { maxAgeSeconds: MAX_AGE_S });
export const clearIdentityHintCookie = () => serializeCookie(IDENTITY_HINT_COOKIE, "", { maxAgeSeconds: 0 });

/**
 * Whether the lookup found exactly the person the hint named: the same user, company, role, tier,
 * feature switches — every field, so that any change (a role lowered, a company moved, a switch
 * turned off, a name edited) sends the request round again with the confirmed person.
 */
export function sameIdentity(hinted: SessionUser, confirmed: SessionUser | null): boolean {
  return confirmed !== null && canonical(hinted) === canonical(confirmed);
}

/** JSON with object keys sorted, so that equal values compare equal whatever their key order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

function fromBase64url(value: string): Uint8Array<ArrayBuffer> {
  const b64 = value.replaceAll("-", "+").replaceAll("_", "/");
  const binary = atob(b64 + "=".repeat((4 - (b64.length % 4)) % 4));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}
