import {
  RATE_LIMITS,
  RateLimitedError,
  type RateLimitName,
  rateLimitBinding,
  rateLimitedMessage,
} from "@charterly/domain/contract";
import type { Env } from "../env";
import { logError } from "./log";

// Counting against the limits routes declare (`route({ …, rateLimit })`, contract/rate-limits.ts)
// with Cloudflare's rate-limiting bindings, one per limit (wrangler.toml [[ratelimits]]).

/**
 * Who sent the request, as Cloudflare saw it (CF-Connecting-IP; no client-set header such as
 * X-Forwarded-For is trusted). An IPv6 address counts as its /64: one household or one server.
 */
export function clientAddress(request: Request): string {
  const address = request.headers.get("cf-connecting-ip")?.trim();
  if (!address) return "unknown";
  return address.includes(":") ? `${expandIpv6(address).slice(0, 4).join(":")}::/64` : address;
}

function expandIpv6(address: string): string[] {
  const [head = "", tail] = address.toLowerCase().split("::", 2);
  const left = head ? head.split(":") : [];
  if (tail === undefined) return left;
  const right = tail ? tail.split(":") : [];
  return [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right];
}

/** The count a request falls into: the limit's name, then the person or the address. */
export function rateLimitKey(
  name: RateLimitName,
  request: Request,
  userId: number | null,
  subject?: string,
): string {
  if (subject !== undefined && RATE_LIMITS[name].per === "person") return `${name}:${subject}`;
  const counted = RATE_LIMITS[name].per === "person" && userId !== null ? `user:${userId}` : null;
  return `${name}:${counted ?? `address:${clientAddress(request)}`}`;
}

/**
 * Counts this request against the limit; answers the error to send when it is over. A Worker
 * without the binding (wrangler.toml declares every one for every environment; test/http checks)
 * or a binding that fails does not refuse the request: the limit is a brake, not a gate.
 */
export async function checkRateLimit(
  env: Env,
  name: RateLimitName,
  request: Request,
  userId: number | null,
  /** Whom a service counts the call against (route({ rateLimitPer })), instead of a session's person. */
  subject?: string,
): Promise<RateLimitedError | null> {
  const binding = (env as unknown as Record<string, RateLimit | undefined>)[rateLimitBinding(name)];
  if (!binding) return null;
  let success: boolean;
  try {
    ({ success } = await binding.limit({ key: rateLimitKey(name, request, userId, subject) }));
  } catch (error) {
    logError("rate limiter failed; the request was let through", error, { rateLimit: name });
    return null;
  }
  return success ? null : new RateLimitedError(rateLimitedMessage(name), RATE_LIMITS[name].periodSeconds);
}
