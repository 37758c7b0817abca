import { type ClientRequestOptions, type ClientResponse, hc } from "hono/client";
import type { ApiApp } from "./app";

// The typed client for /api, shared by the browser (remix-app/lib/api-client.ts) and server-side
// clients (the Slack bot): Hono's `hc` on the API app's type, so a path, a body or an answer that
// does not match the route declarations fails the type check. The one file of worker/ that clients
// import: at run time it needs hono/client only (the app type is erased at build time).
// Every call either answers a successful response or throws ApiError (an HTTP error, with the
// server's message, code and field errors) or ConnectionError (no response at all) — spec §7–§8.

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

/** fetch, with a network failure as ConnectionError and an HTTP error as ApiError. */
export async function checkedFetch(
  input: RequestInfo | URL,
  init?: RequestInit,
  fetchImpl: typeof fetch = (i, n) => globalThis.fetch(i, n),
): Promise<Response> {
  let response: Response;
  try {
    response = await fetchImpl(input, init);
  } catch {
    throw new ConnectionError("Unable to connect to the server.");
  }
  if (!response.ok) throw await apiErrorFrom(response);
  return response;
}

export interface ApiClientOptions {
  /** Where the app is: "/" (the default) in the browser; the app's URL for a server-side client. */
  baseUrl?: string;
  /** Headers for every call (a server-side client's credentials). */
  headers?: Record<string, string> | (() => Record<string, string> | Promise<Record<string, string>>);
  /** The fetch to use; the global one by default. */
  fetch?: typeof fetch;
}

/** A client for the API under `{baseUrl}/api`: `createApiClient().documents[":documentId"].$get(…)`. */
export function createApiClient({ baseUrl = "/", headers, fetch: fetchImpl }: ApiClientOptions = {}) {
  const options: ClientRequestOptions = {
    fetch: (input: RequestInfo | URL, init?: RequestInit) => checkedFetch(input, init, fetchImpl),
    headers,
    // The session cookie goes with every call.
    init: { credentials: "include" },
  };
  return hc<ApiApp>(baseUrl, options).api;
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** What a successful call answers, as the route declares it. */
export type SuccessBody<R> = R extends ClientResponse<infer T, number, "json"> ? T : never;

/** What a successful call of a client method answers: `ApiAnswer<typeof api.tokens.balance.$get>`. */
export type ApiAnswer<F extends (...args: never[]) => Promise<unknown>> = SuccessBody<Awaited<ReturnType<F>>>;

/** The JSON a successful call answers. */
export async function jsonOf<R extends ClientResponse<unknown, number, "json">>(
  call: Promise<R>,
): Promise<SuccessBody<R>> {
  const response = await call;
  return (await response.json()) as SuccessBody<R>;
}
