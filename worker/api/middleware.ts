import { forbidden } from "@charterly/domain/contract";
import type { MiddlewareHandler } from "hono";
import { lookUpSession, startRequestContext } from "../http/request-context";
import { errorResponse } from "./errors";
import type { ApiEnv } from "./types";

/**
 * The request id and domain context. worker/app.ts has set them (with the session) for the whole
 * Worker; they are built here only when the API runs on its own (the API tests).
 */
export const requestContext: MiddlewareHandler<ApiEnv> = async (c, next) => {
  if (c.get("domain") === undefined) {
    const started = startRequestContext(c.env, c.req.raw);
    c.set("requestId", started.requestId);
    c.set("domain", started.domain);
    c.set("sessionToken", started.sessionToken);
  }
  await next();
};

/** The signed-in person, unless worker/app.ts has already looked the session up for this request. */
export const loadSession: MiddlewareHandler<ApiEnv> = async (c, next) => {
  if (c.get("session") === undefined) c.set("session", await lookUpSession(c.var));
  await next();
};

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses state-changing requests that a browser sent from another site. Browsers always send
 * Origin (or Sec-Fetch-Site) on such requests; server-to-server clients such as the Slack bot send
 * neither and authenticate by other means.
 */
export const sameOriginWrites: MiddlewareHandler<ApiEnv> = async (c, next) => {
  if (SAFE_METHODS.has(c.req.method)) return next();
  const appOrigin = new URL(c.req.url).origin;
  const origin = c.req.header("origin");
  const fetchSite = c.req.header("sec-fetch-site");
  const allowed = origin ? origin === appOrigin || origin === c.env.APP_URL : fetchSite !== "cross-site";
  if (!allowed) return errorResponse(c, forbidden("Cross-site requests are not allowed."));
  return next();
};

export const securityHeaders: MiddlewareHandler<ApiEnv> = async (c, next) => {
  await next();
  c.header("X-Content-Type-Options", "nosniff");
  c.header("Referrer-Policy", "strict-origin-when-cross-origin");
  if (!c.res.headers.has("Cache-Control")) c.header("Cache-Control", "no-store");
};
