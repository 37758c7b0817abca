import type { Env } from "../env";
import type { RequestContext } from "../http/request-context";
import type { SecurityHeaderVariables } from "../http/security-headers";

/**
 * requestId, domain, sessionToken and session: the request context (worker/http/request-context.ts),
 * built once per request by worker/app.ts, or by the API's middleware when the API runs alone.
 * The validated body and query are Hono's validated data (route.ts: bodyOf, queryOf).
 */
export type ApiVariables = RequestContext & SecurityHeaderVariables;

export type ApiEnv = { Bindings: Env; Variables: ApiVariables };
