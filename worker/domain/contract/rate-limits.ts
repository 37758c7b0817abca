// How often one person (or, for calls without a session, one client address) may do the costly or
// abusable things: the declaration routes name (`route({ …, rateLimit: "generation" })`), the
// OpenAPI document lists, and wrangler.toml's [[ratelimits]] bindings enforce — one binding per
// limit, as the binding takes its limit and period from its configuration (decision 018).
// test/http/rate-limits.test.ts checks that wrangler.toml declares each one with these numbers.

export interface RateLimitPolicy {
  /** Who a count belongs to: the signed-in person (the client address without a session), or always the address. */
  per: "person" | "address";
  limit: number;
  /** Cloudflare's rate-limiting binding counts per 10 or 60 seconds, nothing else. */
  periodSeconds: 10 | 60;
  /** What is counted, for the OpenAPI document and the message: "sign-in attempts". */
  what: string;
}

export const RATE_LIMITS = {
  // A sign-in is two counted requests (its start and the provider's callback). Keyed by address:
  // there is nobody to count yet. 10 sign-ins per 10 s leaves room for an office behind one address.
  "sign-in": { per: "address", limit: 20, periodSeconds: 10, what: "sign-in attempts" },
  generation: { per: "person", limit: 10, periodSeconds: 60, what: "document generations" },
  // The plain and the streamed answer share one count.
  assistant: { per: "person", limit: 20, periodSeconds: 60, what: "questions to the assistant" },
  // Imports and knowledge-base uploads: one file per request.
  upload: { per: "person", limit: 60, periodSeconds: 60, what: "file uploads" },
  "enterprise-inquiry": { per: "person", limit: 5, periodSeconds: 60, what: "Enterprise inquiries" },
  "email-change": { per: "person", limit: 5, periodSeconds: 60, what: "e-mail change requests" },
  // Every route that sends e-mail to somebody else on an admin's behalf: invitations, their
  // resending, password resets and verification mail.
  "team-mail": { per: "person", limit: 30, periodSeconds: 60, what: "invitations and account e-mails" },
  "token-request": { per: "person", limit: 5, periodSeconds: 60, what: "token requests" },
  // A company's identity provider through /scim/v2, counted per SCIM token (the route's subject).
  // A first sync of a large company is a burst of lookups and creations; 600 a minute lets Entra ID
  // and Okta run at their own pace and stops a leaked token from walking the company quickly.
  scim: { per: "person", limit: 600, periodSeconds: 60, what: "SCIM requests" },
} as const satisfies Record<string, RateLimitPolicy>;

export type RateLimitName = keyof typeof RATE_LIMITS;

export const RATE_LIMIT_NAMES = Object.keys(RATE_LIMITS) as RateLimitName[];

/** The Worker binding that counts for this limit: "team-mail" → RATE_LIMIT_TEAM_MAIL. */
export const rateLimitBinding = (name: RateLimitName) =>
  `RATE_LIMIT_${name.toUpperCase().replaceAll("-", "_")}` as const;

/** What the person reads when over the limit (the API's 429 `message`, shown by the forms as is). */
export function rateLimitedMessage(name: RateLimitName): string {
  const { what, periodSeconds } = RATE_LIMITS[name];
  const wait = periodSeconds === 60 ? "a minute" : `${periodSeconds} seconds`;
  return `Too many ${what} in a short time. Please wait ${wait} and try again.`;
}
