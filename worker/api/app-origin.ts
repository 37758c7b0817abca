import type { Context } from "hono";
import { readConfig } from "../env";
import type { ApiEnv } from "./types";

/** The app's public origin for links in mail: APP_URL (required in production), else the request's origin. */
export const appOrigin = (c: Context<ApiEnv>) => readConfig(c.env).APP_URL ?? new URL(c.req.url).origin;
