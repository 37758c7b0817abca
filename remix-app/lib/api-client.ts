// The browser's client for /api: credentials always included, JSON only when there is a payload,
// and errors carrying the HTTP status and the server's message (spec §7–§8).

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/** A network failure (no response at all). */
export class ConnectionError extends Error {}

export async function apiRequest(method: string, path: string, body?: unknown): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: "include",
      headers: body === undefined ? undefined : { "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ConnectionError("Unable to connect to the server.");
  }
  if (!response.ok) throw await apiErrorFrom(response);
  return response;
}

/** The error for a failed response: the server's JSON message (or the body text, or the status text). */
export async function apiErrorFrom(response: Response): Promise<ApiError> {
  const text = await response.text();
  let message = text || response.statusText;
  let code: string | undefined;
  let fields: Record<string, string> | undefined;
  try {
    const parsed = JSON.parse(text) as { message?: string; code?: string; fields?: Record<string, string> };
    message = parsed.message ?? message;
    code = parsed.code;
    fields = parsed.fields;
  } catch {}
  return new ApiError(response.status, message, code, fields);
}

export async function apiJson<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await apiRequest(method, path, body);
  return (await response.json()) as T;
}

/** What the generic handler shows for a failed call (spec §8), as a toast title and text. */
export function describeApiFailure(error: unknown): { title: string; description: string; signIn?: boolean } {
  if (error instanceof ConnectionError) {
    return {
      title: "Connection Error",
      description: "Unable to connect to the server. Please check your internet connection and try again.",
    };
  }
  if (error instanceof ApiError) {
    if (error.status === 401)
      return { title: "Unauthorized", description: "You are logged out. Logging in again...", signIn: true };
    if (error.status === 403)
      return { title: "Access Denied", description: "You don't have permission to perform this action." };
    if (error.status === 404)
      return { title: "Not Found", description: "The requested resource was not found." };
    if (error.status >= 500)
      return {
        title: "Server Error",
        description: "A server error occurred. Please try again or contact support.",
      };
    return { title: "Request Failed", description: error.message };
  }
  return { title: "Error", description: error instanceof Error ? error.message : String(error) };
}
