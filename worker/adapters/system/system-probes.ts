import type { DomainContext } from "../../domain/context";
import { OutsideServiceError } from "../../domain/logging/failure-for-people";
import type { SecurityFacts, SystemProbe } from "../../domain/platform/system-status";
import type { Env } from "../../env";
import { DEFAULT_SLACK_API_URL } from "../slack/slack-web-api";

// The System Settings checks of the outside parts, built from the Worker's bindings. Each answers
// what is really there: a bound service that answers, an embedded default standing in, or a part
// that is not configured or not answering.

const PROBE_KEY = "charterly-system-probe";

/** A JSON answer, or a failure in Charterly's words (never the runtime's "internal error; reference = …"). */
async function fetchJson(url: string, init?: RequestInit): Promise<unknown> {
  const host = new URL(url).host;
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch {
    throw new OutsideServiceError(`${host} could not be reached`);
  }
  if (!response.ok) throw new OutsideServiceError(`${host} answered ${response.status}`);
  try {
    return await response.json();
  } catch {
    throw new OutsideServiceError(`${host} answered something other than JSON`);
  }
}

export function systemProbes(env: Env, ctx: DomainContext): SystemProbe[] {
  return [
    {
      key: "files",
      label: "File storage (R2)",
      run: async () => {
        await env.FILES.head(PROBE_KEY);
        return { state: "ok", detail: "The bucket answers" };
      },
    },
    {
      key: "identity",
      label: "Identity provider (OpenID Connect)",
      run: async () => {
        if (!env.OIDC_ISSUER) return { state: "off", detail: "OIDC_ISSUER is not set: nobody can sign in" };
        await fetchJson(`${env.OIDC_ISSUER.replace(/\/$/, "")}/.well-known/openid-configuration`);
        return { state: "ok", detail: `${new URL(env.OIDC_ISSUER).host} publishes its configuration` };
      },
    },
    {
      key: "ai",
      label: "Workers AI",
      run: async () =>
        env.AI
          ? {
              state: "ok",
              detail: `Bound: ${env.AI_TEXT_MODEL ?? "@cf/meta/llama-3.1-8b-instruct"} writes documents and answers`,
            }
          : {
              state: "embedded",
              detail: "Not bound: the embedded engine composes documents and answers locally",
            },
    },
    {
      key: "vectorize",
      label: "Vector index (Vectorize)",
      run: async () => {
        if (!env.VECTORIZE || !env.AI)
          return { state: "embedded", detail: "Not bound: the assistant retrieves by full-text search only" };
        const info = await env.VECTORIZE.describe();
        return { state: "ok", detail: `${info.vectorsCount.toLocaleString("en-US")} passages indexed` };
      },
    },
    {
      key: "mail",
      label: "E-mail delivery",
      run: async () => {
        let name: string;
        try {
          name = ctx.mail.name;
        } catch (error) {
          return { state: "off", detail: error instanceof Error ? error.message : String(error) };
        }
        return name === "local-outbox"
          ? { state: "embedded", detail: "Local outbox: e-mail is kept for reading, not sent" }
          : {
              state: "ok",
              detail: `Sent through ${env.MAIL_API_URL ? new URL(env.MAIL_API_URL).host : name}`,
            };
      },
    },
    {
      key: "slack",
      label: "Slack API",
      run: async () => {
        const base = env.SLACK_API_URL || DEFAULT_SLACK_API_URL;
        const answer = (await fetchJson(`${base.replace(/\/$/, "")}/api.test`, { method: "POST" })) as {
          ok?: boolean;
        };
        return answer.ok
          ? { state: "ok", detail: "Slack's Web API answers" }
          : { state: "down", detail: "Slack's Web API refused the check" };
      },
    },
  ];
}

/**
 * Rate-limiting bindings ([[ratelimits]] in wrangler.toml) are named RATE_LIMIT_*. The name is
 * checked first: service-binding stubs answer any property, `limit` included.
 */
export const rateLimitBindings = (env: Env) =>
  Object.entries(env).filter(
    ([name, binding]) =>
      name.startsWith("RATE_LIMIT") && typeof (binding as { limit?: unknown } | null)?.limit === "function",
  );

export function securityFacts(env: Env): SecurityFacts {
  return {
    rateLimiting: rateLimitBindings(env).length > 0,
    identityProvider: env.OIDC_ISSUER ? new URL(env.OIDC_ISSUER).host : "not configured",
  };
}
