import type { Context } from "hono";
import type { ServiceName } from "../domain/access/access-rule";
import { readConfig } from "../env";
import type { ApiEnv } from "./types";

// The service credential (decision 017): a bearer secret shared by the Worker and a machine caller
// (the Slack bot), accepted on the routes declared `slackService()` only (route.ts).

export const SERVICE_NOT_CONFIGURED_MESSAGE =
  "The Slack bot's service credential is not configured on this server: set SLACK_SERVICE_TOKEN (wrangler secret put SLACK_SERVICE_TOKEN) to the value the bot uses.";

/** The configured secret of the service, or undefined when the deployment has none. */
export function serviceSecret(c: Context<ApiEnv>, service: ServiceName): string | undefined {
  const config = readConfig(c.env);
  if (service === "slack") return config.SLACK_SERVICE_TOKEN;
  return undefined;
}

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(header: string | undefined | null): string | null {
  const match = /^Bearer[ ]+(\S+)\s*$/i.exec(header ?? "");
  return match ? match[1]! : null;
}

// A fresh key per isolate: both sides are HMAC'd with it before comparing, so the comparison runs
// over two 32-byte digests whatever the lengths and contents of the secrets.
let comparisonKey: Promise<CryptoKey> | undefined;
const keyForComparison = () => {
  comparisonKey ??= crypto.subtle.generateKey({ name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
  ]) as Promise<CryptoKey>;
  return comparisonKey;
};

/**
 * Whether the presented secret equals the expected one, in constant time: no early exit on a
 * length or a first differing byte (the time taken does not depend on where the two differ).
 */
export async function sameSecret(presented: string, expected: string): Promise<boolean> {
  const key = await keyForComparison();
  const encoder = new TextEncoder();
  const [a, b] = await Promise.all([
    crypto.subtle.sign("HMAC", key, encoder.encode(presented)),
    crypto.subtle.sign("HMAC", key, encoder.encode(expected)),
  ]);
  const left = new Uint8Array(a);
  const right = new Uint8Array(b);
  let difference = left.length ^ right.length;
  for (let i = 0; i < left.length; i++) difference |= left[i]! ^ (right[i] ?? 0);
  return difference === 0;
}

/**
 * Checks the request's bearer credential for a service route: `unconfigured` when the deployment
 * has no secret for the service (the route answers 503), else whether it matches.
 */
export async function presentedService(
  c: Context<ApiEnv>,
  service: ServiceName,
): Promise<ServiceName | null | "unconfigured"> {
  const expected = serviceSecret(c, service);
  if (!expected) return "unconfigured";
  const presented = bearerToken(c.req.header("authorization"));
  // Compared even when absent, so a missing header costs what a wrong one does.
  const matches = await sameSecret(presented ?? "", expected);
  return matches && presented !== null ? service : null;
}
