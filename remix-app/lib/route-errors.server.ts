import { appErrorIn, HTTP_STATUS_BY_CODE } from "@charterly/domain/contract";
import { data } from "@remix-run/cloudflare";

/**
 * Runs a loader's read; a refusal of the domain (AppError: not found, busy database…) becomes a
 * route error response with the domain's status and message, so the route's ErrorBoundary can say
 * what failed (Remix hides a thrown Error's message in production). Anything else is thrown on.
 */
export async function readOrRouteError<T>(read: Promise<T>): Promise<T> {
  try {
    return await read;
  } catch (error) {
    const refusal = appErrorIn(error);
    if (refusal) throw data({ message: refusal.message }, { status: HTTP_STATUS_BY_CODE[refusal.code] });
    throw error;
  }
}
