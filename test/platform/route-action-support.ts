// Posting a form to a page route's action as a browser without JavaScript does (a document POST
// with the signed-in person's cookie), and reading its answer: the status and the FormResult.
import { env } from "cloudflare:workers";
import type { ActionFunctionArgs, AppLoadContext } from "@remix-run/cloudflare";
import { loadWorkerRequestContext, pageLoadContext } from "../../worker/http/request-context";
import { APP_ORIGIN } from "../support/fixtures";

type RouteAction = (args: ActionFunctionArgs) => Promise<unknown>;

export async function postForm(
  action: RouteAction,
  path: string,
  cookie: string,
  fields: Record<string, string>,
) {
  const request = new Request(`${APP_ORIGIN}${path}`, {
    method: "POST",
    headers: { cookie, origin: APP_ORIGIN },
    body: new URLSearchParams(fields),
  });
  const context = await loadWorkerRequestContext(env, request);
  const loadContext: AppLoadContext = pageLoadContext(env, request, context, () => {});
  const answer = (await action({ request, context: loadContext, params: {} } as ActionFunctionArgs)) as {
    data: Record<string, unknown>;
    init: ResponseInit | null;
  };
  return { status: answer.init?.status ?? 200, body: answer.data };
}
