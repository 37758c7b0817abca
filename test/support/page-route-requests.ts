// Calling a page route's action or loader as the browser does (a document request with the
// signed-in person's cookie, through the Worker's own request context), and reading its answer.
// A form posted this way is what a browser without JavaScript sends.
import { env } from "cloudflare:workers";
import { RateLimitedError, type RateLimitName } from "@charterly/domain/contract";
import type { ActionFunctionArgs, AppLoadContext, LoaderFunctionArgs } from "@remix-run/cloudflare";
import type { FormResult } from "../../remix-app/lib/form-result";
import { declaredOperation } from "../../worker/api/operation-limits";
import { loadWorkerRequestContext, pageLoadContext } from "../../worker/http/request-context";
import { APP_ORIGIN } from "./fixtures";

type RouteAction = (args: ActionFunctionArgs) => Promise<unknown>;
type RouteLoader = (args: LoaderFunctionArgs) => Promise<unknown>;

/** A form's fields; a list is sent as one field per value (checkboxes, repeated `set` fields). */
export type FormFields = Record<string, string | number | readonly string[]>;

/** What a page route's action answers for a form: its result, or a question (`state`). */
export type PostedAnswer = FormResult<Record<string, unknown>> & { state?: string } & Record<string, unknown>;

export async function pageContextFor(request: Request): Promise<AppLoadContext> {
  return pageLoadContext(env, request, await loadWorkerRequestContext(env, request), () => {});
}

/** Parts of the load context replaced, or made from it. */
type ContextOverrides = Partial<AppLoadContext> | ((context: AppLoadContext) => Partial<AppLoadContext>);

/**
 * Posts the form; `overrides` replace parts of the load context (a rate limit that is reached:
 * `limitReached("upload")`), or are made from it (an adapter of
 * its domain context replaced).
 */
export async function postForm(
  action: RouteAction,
  path: string,
  cookie: string,
  fields: FormFields,
  overrides: ContextOverrides = {},
) {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields))
    for (const one of typeof value === "object" ? value : [value]) body.append(name, String(one));
  const request = new Request(`${APP_ORIGIN}${path}`, {
    method: "POST",
    headers: { cookie, origin: APP_ORIGIN },
    body,
  });
  const context = await pageContextFor(request);
  const replaced = typeof overrides === "function" ? overrides(context) : overrides;
  const answer = (await action({
    request,
    context: { ...context, ...replaced },
    params: {},
  } as ActionFunctionArgs)) as { data: PostedAnswer; init: ResponseInit | null };
  return { status: answer.init?.status ?? 200, body: answer.data };
}

/** Posts the form to an action that sends the browser elsewhere: the redirect's status and Location. */
export async function postFormRedirected(
  action: RouteAction,
  path: string,
  cookie: string,
  fields: FormFields,
) {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields))
    for (const one of typeof value === "object" ? value : [value]) body.append(name, String(one));
  const request = new Request(`${APP_ORIGIN}${path}`, {
    method: "POST",
    headers: { cookie, origin: APP_ORIGIN },
    body,
  });
  const answer = await action({
    request,
    context: await pageContextFor(request),
    params: {},
  } as ActionFunctionArgs);
  if (!(answer instanceof Response))
    throw new Error(`The action answered with data, not a redirect: ${JSON.stringify(answer)}`);
  return { status: answer.status, location: answer.headers.get("Location") };
}

/** The loader's data for the address, as the page reads it for this person. */
export async function loadPage<T>(loader: RouteLoader, path: string, cookie: string): Promise<T> {
  const request = new Request(`${APP_ORIGIN}${path}`, { headers: { cookie } });
  const answer = await loader({
    request,
    context: await pageContextFor(request),
    params: {},
  } as LoaderFunctionArgs);
  // A loader answers its data as is, or wrapped with a status (`data(…, { status })`).
  const wrapped = (answer as { type?: string }).type === "DataWithResponseInit";
  return (wrapped ? (answer as { data: T }).data : answer) as T;
}

/**
 * A load context in which the rate limit is reached: every operation whose API route declares it
 * is refused, as the limiter refuses a caller over it. `counted` collects each operation counted.
 */
export function limitReached(
  name: RateLimitName,
  refusal = new RateLimitedError("Too many requests. Try again in a minute.", 60),
  counted: string[] = [],
): Pick<AppLoadContext, "countOperation"> {
  return {
    countOperation: async (operationId) => {
      counted.push(operationId);
      return declaredOperation(operationId).rateLimit === name ? refusal : null;
    },
  };
}

/** A file for `postUpload`: its name and bytes. */
export type UploadFile = { name: string; bytes: Uint8Array };

/**
 * Posts a multipart form (a file input's form) to the action, as a browser does with or without
 * JavaScript; fields as for `postForm`. Several files are sent as one `file` field each (an input
 * with `multiple`).
 */
export async function postUpload(
  action: RouteAction,
  path: string,
  cookie: string,
  fields: FormFields,
  file: UploadFile | readonly UploadFile[] | null,
  overrides: ContextOverrides = {},
) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields))
    for (const one of typeof value === "object" ? value : [value]) body.append(name, String(one));
  for (const one of file === null ? [] : "name" in file ? [file] : file)
    body.append("file", new File([one.bytes.slice()], one.name));
  // Sent as a browser sends it: with its length (the limit applied before the body is read).
  const encoded = new Request(`${APP_ORIGIN}${path}`, { method: "POST", body });
  const bytes = await encoded.arrayBuffer();
  const request = new Request(`${APP_ORIGIN}${path}`, {
    method: "POST",
    headers: {
      cookie,
      origin: APP_ORIGIN,
      "content-type": encoded.headers.get("content-type") ?? "",
      "content-length": String(bytes.byteLength),
    },
    body: bytes,
  });
  const context = await pageContextFor(request);
  const replaced = typeof overrides === "function" ? overrides(context) : overrides;
  const answer = (await action({
    request,
    context: { ...context, ...replaced },
    params: {},
  } as ActionFunctionArgs)) as { data: PostedAnswer; init: ResponseInit | null };
  // Whether the action read the body at all (an upload refused before its file is buffered: not).
  return { status: answer.init?.status ?? 200, body: answer.data, bodyRead: request.bodyUsed };
}
