import { AsyncLocalStorage } from "node:async_hooks";
import type { Logger } from "../domain/logging/logger";

// The Worker's one logger: one JSON object per line, which Workers Logs (wrangler.toml
// [observability]) indexes field by field. Every entry written while a request is being answered
// carries its request id (Cloudflare's ray id; the same id a 500's body shows the person), taken
// from the request's scope, so callers deep in an operation need not pass it along.

export type LogLevel = "info" | "warn" | "error";

const requestScope = new AsyncLocalStorage<{ requestId: string }>();

/** Runs the rest of the request with its id in scope for every log entry written meanwhile. */
export function withRequestId<T>(requestId: string, run: () => T): T {
  return requestScope.run({ requestId }, run);
}

/** An error as plain fields: its name, message, code (AppError), stack, and its cause's message. */
export function errorFields(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields: Record<string, unknown> = { name: error.name, message: error.message };
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string") fields.code = code;
  if (error.stack) fields.stack = error.stack;
  if (error.cause !== undefined) fields.cause = errorFields(error.cause).message;
  return fields;
}

/** Builds one log entry (exported for the tests). */
export function logEntry(
  level: LogLevel,
  message: string,
  fields: Record<string, unknown> = {},
): Record<string, unknown> {
  const requestId = requestScope.getStore()?.requestId;
  return { level, message, ...(requestId ? { requestId } : {}), ...fields };
}

export function log(level: LogLevel, message: string, fields: Record<string, unknown> = {}) {
  const line = JSON.stringify(logEntry(level, message, fields));
  if (level === "error") console.error(line);
  else if (level === "warn") console.warn(line);
  else console.log(line);
}

export const logError = (message: string, error?: unknown, fields: Record<string, unknown> = {}) =>
  log("error", message, error === undefined ? fields : { ...fields, error: errorFields(error) });

export const logWarning = (message: string, fields: Record<string, unknown> = {}) =>
  log("warn", message, fields);

/** The domain's logger port (DomainContext.log), as worker/domain-context.ts passes it. */
export const workerLogger: Logger = { error: logError, warn: logWarning };
