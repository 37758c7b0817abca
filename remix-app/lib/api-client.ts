import { type ApiClient, ApiError, ConnectionError, createApiClient } from "../../worker/api/client";
import { SIGNED_OUT_NOTICE } from "./signed-out";

// The browser's side of the typed API client (worker/api/client.ts): the same-origin instance and
// how a failed call reads on screen.

export {
  type ApiAnswer,
  type ApiClient,
  ApiError,
  apiErrorFrom,
  ConnectionError,
  checkedFetch,
  createApiClient,
  jsonOf,
} from "../../worker/api/client";

/** The browser's client (same origin). */
export const api: ApiClient = createApiClient();

// What a signed-out person reads (lib/signed-out.ts, kept there for the root layout's sake).
export { SIGNED_OUT_NOTICE };

/** What the generic handler shows for a failed call (spec §8), as a toast title and text. */
export function describeApiFailure(error: unknown): { title: string; description: string; signIn?: boolean } {
  if (error instanceof ConnectionError) {
    return {
      title: "Connection Error",
      description: "Unable to connect to the server. Please check your internet connection and try again.",
    };
  }
  if (error instanceof ApiError) {
    if (error.status === 401) return { ...SIGNED_OUT_NOTICE, signIn: true };
    if (error.status === 403)
      return { title: "Access Denied", description: "You don't have permission to perform this action." };
    if (error.status === 404)
      return { title: "Not Found", description: "The requested resource was not found." };
    // Over a rate limit: the server's message says what was counted and how long to wait.
    if (error.status === 429) return { title: "Too Many Requests", description: error.message };
    if (error.status >= 500)
      return {
        title: "Server Error",
        description: "A server error occurred. Please try again or contact support.",
      };
    return { title: "Request Failed", description: error.message };
  }
  return { title: "Error", description: error instanceof Error ? error.message : String(error) };
}
