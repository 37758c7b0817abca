/**
 * Typed failures the domain raises. The API maps each code to one HTTP status in one place
 * (worker/api/errors.ts); messages are written for the person who will read them.
 */
export type AppErrorCode =
  | "unauthenticated"
  /** Signed in, but too long ago for this action: sign in again (GET /api/login?reauth=1), then retry. */
  | "reauthentication_required"
  | "forbidden"
  | "not_found"
  | "invalid_input"
  | "conflict"
  | "insufficient_tokens"
  | "payload_too_large"
  | "unsupported_media_type"
  /** Well-formed, of an accepted type, but its content cannot be used (a PDF with no text layer). */
  | "unprocessable"
  | "upstream_failed"
  /** Over a rate limit (contract/rate-limits.ts): try again after `retryAfterSeconds`. */
  | "rate_limited"
  /** A dependency (the database) is busy: nothing was saved; try again after `retryAfterSeconds`. */
  | "unavailable";

/**
 * The HTTP status each code answers with: the API's JSON errors (worker/api/errors.ts) and the
 * Remix actions' answers (remix-app/lib/action-result.ts) use this one table.
 */
export const HTTP_STATUS_BY_CODE = {
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
  rate_limited: 429,
  unavailable: 503,
} as const satisfies Record<AppErrorCode, number>;

export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = "AppError";
  }
}

export const unauthenticated = (message = "You are logged out. Please sign in again.") =>
  new AppError("unauthenticated", message);
/** The session is valid, but this action needs a recent sign-in: the person signs in again, then retries. */
export const reauthenticationRequired = (message = "For your security, please sign in again to continue.") =>
  new AppError("reauthentication_required", message);
export const forbidden = (message = "You don't have permission to perform this action.") =>
  new AppError("forbidden", message);
export const notFound = (what = "resource") =>
  new AppError("not_found", `The requested ${what} was not found.`);
export const invalidInput = (message: string, fields?: Record<string, string>) =>
  new AppError("invalid_input", message, fields);
export const conflict = (message: string) => new AppError("conflict", message);

/** Over a rate limit: the API answers 429 with Retry-After (worker/api/errors.ts). */
export class RateLimitedError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super("rate_limited", message);
    this.name = "RateLimitedError";
  }
}

/** A dependency is busy: the API answers 503 with Retry-After (worker/api/errors.ts). */
export class UnavailableError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
    options?: ErrorOptions,
  ) {
    super("unavailable", message, undefined, options);
    this.name = "UnavailableError";
  }
}

export const DATABASE_BUSY_MESSAGE =
  "The database is busy just now. Nothing was saved; please try again in a few seconds.";

/** The database stayed locked through every retry (worker/db/retry-when-busy.ts). */
export const databaseBusy = (cause: unknown) => new UnavailableError(DATABASE_BUSY_MESSAGE, 2, { cause });

export const DATABASE_UNCONFIRMED_MESSAGE =
  "The database did not confirm this change just now. Reload to see whether it was saved before trying again.";

/**
 * A write D1 failed to confirm (its Sessions API lost the commit token): it may or may not have been
 * applied, so it is not sent again (worker/db/retry-when-busy.ts) and the caller is told to look.
 */
export const databaseUnconfirmed = (cause: unknown) =>
  new UnavailableError(DATABASE_UNCONFIRMED_MESSAGE, 2, { cause });

export const COMPANY_MOVING_MESSAGE =
  "Your company's data is being moved to another database. Nothing was saved; please try again in a minute.";

/**
 * A write refused by the fence of a company that is moving between company databases (migration
 * 0017, domain/platform/move-company.ts): SQLite aborted it, so nothing of its statement or batch
 * was applied.
 */
export const companyMoving = (cause: unknown) => new UnavailableError(COMPANY_MOVING_MESSAGE, 30, { cause });

/** A company is not moved to the recycle bin while it moves between databases. */
export const COMPANY_MOVING_DELETE_MESSAGE =
  "This company is moving to another database just now. Try again once the move is over (a few minutes).";

/** The text the fence's triggers abort with, as D1 reports it. */
export const COMPANY_MOVING_FENCE = "charterly: company moving between databases";

/**
 * What D1 reports when a batch guard's condition no longer held as the batch ran
 * (worker/domain/batch-guard.ts): the guard rewrote `batch_guard.held` with NULL and the whole batch
 * was rolled back.
 */
export const BATCH_GUARD_FAILURE = /NOT NULL constraint failed:\s*batch_guard\.held/i;

/**
 * Said for a batch guard's failure that its operation did not turn into its own refusal: another
 * request changed the same thing between this one's read and its write, and the batch was rolled back.
 */
export const CHANGED_MEANWHILE_MESSAGE =
  "Someone else changed this at the same moment. Nothing was saved — reload and try again.";

/**
 * The AppError, even when a library has wrapped it: drizzle wraps whatever a query throws — the
 * busy database's UnavailableError too (worker/db/retry-when-busy.ts) — in its DrizzleQueryError.
 * A batch guard's failure that reached here unhandled (worker/domain/batch-guard.ts) is a write
 * overtaken by a concurrent one and rolled back: a 409 conflict saying nothing was saved, not a 500.
 */
export function appErrorIn(error: unknown): AppError | undefined {
  let guardFailed = false;
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    if (isAppError(e)) return e;
    if (BATCH_GUARD_FAILURE.test(e.message)) guardFailed = true;
  }
  return guardFailed
    ? new AppError("conflict", CHANGED_MEANWHILE_MESSAGE, undefined, { cause: error })
    : undefined;
}

const APP_ERROR_NAMES: ReadonlySet<string> = new Set(["AppError", "RateLimitedError", "UnavailableError"]);

/**
 * Whether `error` is an AppError, told by its name and code rather than `instanceof`: the Worker's
 * bundle and the Remix app's bundle (build/server) each hold their own copy of this module, so an
 * AppError thrown by one (the database's UnavailableError, an adapter's refusal) is no instance of
 * the other's class. Errors map the same way whichever entrance a request used.
 */
export function isAppError(error: unknown): error is AppError {
  if (!(error instanceof Error) || !APP_ERROR_NAMES.has(error.name)) return false;
  const code = (error as { code?: unknown }).code;
  return typeof code === "string" && Object.hasOwn(HTTP_STATUS_BY_CODE, code);
}

/** The seconds to wait before trying again, for a refusal that says (rate limited, unavailable). */
export function retryAfterOf(error: AppError): number | undefined {
  const seconds = (error as { retryAfterSeconds?: unknown }).retryAfterSeconds;
  return typeof seconds === "number" ? seconds : undefined;
}
