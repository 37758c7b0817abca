import type { Context, Next } from "hono";
import type { Env } from "../env";

// The one place the Worker's security headers are decided (decision 018). Everything the Worker
// answers (pages, their .data requests, the API, downloads, redirects, errors) goes through
// `securityHeaders`; the static files that Workers Static Assets serve without running the Worker
// get the same fixed headers from public/_headers (test/http/security-headers.test.ts compares them).

/** A fresh CSP nonce for one response: 128 random bits, base64. */
export function createCspNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

export interface ContentSecurityPolicyOptions {
  /** Allows the response's own inline scripts and styles (Remix's hydration scripts, the theme script). */
  nonce: string;
  /** Origins besides the app's own that a page may post a form to (the identity provider's sign-in). */
  formActionOrigins?: readonly string[];
}

/**
 * The Content-Security-Policy of every Worker answer. Scripts only from the app's origin or carrying
 * this response's nonce: no 'unsafe-inline', no 'unsafe-eval'. Styles likewise: the pages use
 * the stylesheet only (no style attributes in server HTML; styles set later by script are CSSOM,
 * which CSP allows). Images may be data: URLs (the inline favicon); nothing may frame the app.
 */
export function contentSecurityPolicy({ nonce, formActionOrigins = [] }: ContentSecurityPolicyOptions) {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    `style-src 'self' 'nonce-${nonce}'`,
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    ["form-action 'self'", ...formActionOrigins].join(" "),
    "frame-ancestors 'none'",
  ].join("; ");
}

/** Powerful browser features the app never uses, off for it and anything it might embed. */
export const PERMISSIONS_POLICY =
  "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()";

/** A year, subdomains included: only ever sent over https, where the browser honours it. */
export const STRICT_TRANSPORT_SECURITY = "max-age=31536000; includeSubDomains";

/** The headers every answer carries whatever its kind; the CSP and HSTS come on top (below). */
export const FIXED_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": PERMISSIONS_POLICY,
  "Cross-Origin-Opener-Policy": "same-origin",
};

export interface SecurityHeaderOptions extends ContentSecurityPolicyOptions {
  /** The request came over https (in production always): HSTS is sent. */
  https: boolean;
}

/** Sets the security headers on a (mutable) Headers object. */
export function setSecurityHeaders(headers: Headers, options: SecurityHeaderOptions) {
  for (const [name, value] of Object.entries(FIXED_SECURITY_HEADERS)) headers.set(name, value);
  headers.set("Content-Security-Policy", contentSecurityPolicy(options));
  if (options.https) headers.set("Strict-Transport-Security", STRICT_TRANSPORT_SECURITY);
}

/** The identity provider's origin, to which the sign-in may post (a form's redirect chain counts). */
function identityProviderOrigins(env: Env): string[] {
  try {
    return env.OIDC_ISSUER ? [new URL(env.OIDC_ISSUER).origin] : [];
  } catch {
    return [];
  }
}

/** What the middleware keeps on the request: its nonce, read by the pages' load context. */
export type SecurityHeaderVariables = { cspNonce?: string };
type SecurityHeaderEnv = { Bindings: Env; Variables: SecurityHeaderVariables };

/**
 * Gives the request its CSP nonce (c.var.cspNonce: the pages' load context passes it to Remix),
 * then sets the security headers on whatever was answered. Runs once per request even when the
 * API's middleware asks again (the API alone, in tests, has no Worker router in front).
 */
export const securityHeaders = async <E extends SecurityHeaderEnv>(c: Context<E>, next: Next) => {
  const vars = c as unknown as Context<SecurityHeaderEnv>;
  if (vars.get("cspNonce")) return next();
  const nonce = createCspNonce();
  vars.set("cspNonce", nonce);
  await next();
  const options = {
    nonce,
    https: new URL(c.req.url).protocol === "https:",
    formActionOrigins: identityProviderOrigins(c.env),
  };
  try {
    setSecurityHeaders(c.res.headers, options);
  } catch {
    // A response from elsewhere (a fetch, the assets binding) may have immutable headers.
    c.res = new Response(c.res.body, c.res);
    setSecurityHeaders(c.res.headers, options);
  }
};
