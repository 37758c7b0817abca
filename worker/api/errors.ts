import {
  type AppError,
  type AppErrorCode,
  appErrorIn,
  HTTP_STATUS_BY_CODE,
  type RateLimitedError,
  retryAfterOf,
} from "@charterly/domain/contract";
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { ConfigurationError } from "../env";
import { logError } from "../http/log";
import { IdentityNotConfirmed } from "../http/request-context";
import type { ApiEnv } from "./types";

// Domain failures become HTTP statuses by the contract's one table (HTTP_STATUS_BY_CODE).
const STATUS_BY_CODE: Record<AppErrorCode, ContentfulStatusCode> = HTTP_STATUS_BY_CODE;

export interface ErrorBody {
  code: AppErrorCode | "internal";
  message: string;
  fields?: Record<string, string>;
  requestId?: string;
}

export function errorResponse(c: Context<ApiEnv>, error: AppError) {
  const body: ErrorBody = { code: error.code, message: error.message };
  if (error.fields) body.fields = error.fields;
  const retryAfter = retryAfterOf(error);
  if (retryAfter !== undefined) c.header("Retry-After", String(retryAfter));
  return c.json(body, STATUS_BY_CODE[error.code]);
}

/**
 * Over a rate limit: the JSON 429, or for a route a browser navigates to (sign-in) a short page
 * saying the same, still a 429 with Retry-After.
 */
export function rateLimitedResponse(c: Context<ApiEnv>, error: RateLimitedError, navigation: boolean) {
  if (!navigation) return errorResponse(c, error);
  c.header("Retry-After", String(error.retryAfterSeconds));
  return c.html(rateLimitedPage(error.message), 429);
}

const rateLimitedPage = (message: string) => `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Too many requests · Charterly</title></head>
<body><main><h1>Too many requests</h1><p>${message}</p><p><a href="/login">Back to sign-in</a></p></main></body>
</html>`;

export function handleError(error: unknown, c: Context<ApiEnv>) {
  // Answered on an identity hint the session lookup did not confirm: this answer is thrown away and
  // the request runs again (worker/http/session-rides-along.ts). Not a failure: nothing is logged.
  if (causes(error).some((e) => e instanceof IdentityNotConfirmed)) return c.body(null, 409);
  const appError = appErrorIn(error);
  if (appError) return errorResponse(c, appError);
  const requestId = c.get("requestId");
  if (error instanceof ConfigurationError) {
    logError("misconfigured", error, { requestId });
    return c.json({ code: "internal", message: error.message, requestId } satisfies ErrorBody, 500);
  }
  // Unknown failures are logged with the request id and answered without internals.
  logError("unhandled error", error, { requestId, method: c.req.method, path: c.req.path });
  return c.json(
    {
      code: "internal",
      message: "A server error occurred. Please try again or contact support.",
      requestId,
    } satisfies ErrorBody,
    500,
  );
}

/** The error and the errors it wraps (`cause`), a few deep. */
function causes(error: unknown): Error[] {
  const chain: Error[] = [];
  for (let e: unknown = error; e instanceof Error && chain.length < 5; e = e.cause) chain.push(e);
  return chain;
}
