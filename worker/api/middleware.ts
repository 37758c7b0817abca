import { forbidden } from "@charterly/domain/contract";
import type { MiddlewareHandler } from "hono";
import { createDomainContext } from "../db/client";
import { findSessionUser } from "../domain/auth/find-session-user";
import { readCookie, SESSION_COOKIE } from "../http/cookies";
import { errorResponse } from "./errors";
import type { ApiEnv } from "./types";

export const requestContext: MiddlewareHandler<ApiEnv> = async (c, next) => {
  c.set("requestId", c.req.header("cf-ray") ?? crypto.randomUUID());
  c.set("domain", createDomainContext(c.env));
  await next();
};

export const loadSession: MiddlewareHandler<ApiEnv> = async (c, next) => {
  const token = readCookie(c.req.header("cookie"), SESSION_COOKIE);
  c.set("sessionToken", token);
  c.set("session", token ? await findSessionUser(c.get("domain"), token) : null);
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
