import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { createApiApp } from "../../worker/api/app";

// Only reached under `remix vite:dev`: the deployed Worker sends /api/* to Hono before Remix.
const api = createApiApp();

const forward = ({ request, context }: LoaderFunctionArgs | ActionFunctionArgs) =>
  api.fetch(request, context.cloudflare.env, context.cloudflare.ctx as ExecutionContext);

export const loader = forward;
export const action = forward;
