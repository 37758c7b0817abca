import { AppError, type AppErrorCode } from "@charterly/domain/contract";
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { ConfigurationError } from "../env";
import type { ApiEnv } from "./types";

// The one place where domain failures become HTTP statuses.
const STATUS_BY_CODE: Record<AppErrorCode, ContentfulStatusCode> = {
  unauthenticated: 401,
  // 403, not 401: the session is valid and stays so; clients treat 401 as "signed out".
  reauthentication_required: 403,
  forbidden: 403,
  not_found: 404,
  invalid_input: 400,
  conflict: 409,
  insufficient_tokens: 402,
  payload_too_large: 413,
  unsupported_media_type: 415,
  unprocessable: 422,
  upstream_failed: 502,
};

export interface ErrorBody {
  code: AppErrorCode | "internal";
  message: string;
  fields?: Record<string, string>;
  requestId?: string;
}

export function errorResponse(c: Context<ApiEnv>, error: AppError) {
  const body: ErrorBody = { code: error.code, message: error.message };
  if (error.fields) body.fields = error.fields;
  return c.json(body, STATUS_BY_CODE[error.code]);
}

export function handleError(error: unknown, c: Context<ApiEnv>) {
  if (error instanceof AppError) return errorResponse(c, error);
  const requestId = c.get("requestId");
  if (error instanceof ConfigurationError) {
    console.error(`[${requestId}]`, error.message);
    return c.json({ code: "internal", message: error.message, requestId } satisfies ErrorBody, 500);
  }
  // Unknown failures are logged with the request id and answered without internals.
  console.error(`[${requestId}] unhandled error`, error);
  return c.json(
    {
      code: "internal",
      message: "A server error occurred. Please try again or contact support.",
      requestId,
    } satisfies ErrorBody,
    500,
  );
}
