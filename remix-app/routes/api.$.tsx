import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";

// Only reached under `remix vite:dev`: the deployed Worker (worker/app.ts) answers every /api path
// before Remix. The dev load context carries the API (worker/http/dev-load-context.ts).

const forward = ({ request, context }: LoaderFunctionArgs | ActionFunctionArgs) =>
  context.forwardToApi
    ? context.forwardToApi(request)
    : Response.json({ code: "not_found", message: "The requested resource was not found." }, { status: 404 });

export const loader = forward;
export const action = forward;
