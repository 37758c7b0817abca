import { forbidden } from "@charterly/domain/contract";
import type { MiddlewareHandler } from "hono";
import { bookmarkCookie } from "../http/bookmark-cookie";
import { withRequestId } from "../http/log";
import { forPerson, lookUpSession, startRequestContext } from "../http/request-context";
import { CROSS_SITE_MESSAGE, isCrossSiteWrite } from "../http/same-origin";
import { securityHeaders as workerSecurityHeaders } from "../http/security-headers";
import { errorResponse } from "./errors";
import { isServiceRoute } from "./route";
import type { ApiEnv } from "./types";

/**
 * The request id and domain context. worker/app.ts has set them (with the session) for the whole
 * Worker; they are built here only when the API runs on its own (the API tests). After a write, the
 * answer carries the person's new D1 bookmark (decision 024).
 */
export const requestContext: MiddlewareHandler<ApiEnv> = async (c, next) => {
  if (c.get("domain") === undefined) {
    const started = startRequestContext(c.env, c.req.raw);
    c.set("requestId", started.requestId);
    c.set("domain", started.domain);
    c.set("database", started.database);
    c.set("bookmarkIn", started.bookmarkIn);
    c.set("sessionToken", started.sessionToken);
    await withRequestId(started.requestId, next);
  } else {
    await next();
  }
  const bookmark = bookmarkCookie(c.var);
  if (bookmark) c.header("Set-Cookie", bookmark, { append: true });
};

/** The signed-in person, unless worker/app.ts has already looked the session up for this request. */
export const loadSession: MiddlewareHandler<ApiEnv> = async (c, next) => {
  if (c.get("session") === undefined) {
    const session = await lookUpSession(c.env, c.var);
    c.set("session", session);
    // Their company's database (decision 027): a 503 for that company alone when it is not bound.
    c.set("domain", forPerson(c.var.domain, session));
  }
  await next();
};

/**
 * Refuses state-changing requests that a browser sent from another site (worker/http/same-origin.ts).
 * Service routes (the Slack bot's, decision 017) are exempt: they accept only a bearer credential,
 * which a browser never attaches on its own, and never a cookie.
 */
export const sameOriginWrites: MiddlewareHandler<ApiEnv> = async (c, next) => {
  if (isServiceRoute(c)) return next();
  if (isCrossSiteWrite(c.req.raw, c.env.APP_URL)) return errorResponse(c, forbidden(CROSS_SITE_MESSAGE));
  return next();
};

/**
 * The Worker's security headers (worker/http/security-headers.ts: set once per request, here too
 * when the API runs alone), and the API's caching rule.
 */
export const securityHeaders: MiddlewareHandler<ApiEnv> = (c, next) =>
  workerSecurityHeaders(c, async () => {
    await next();
    // Nothing answered to a request carrying a session cookie is kept by a browser or a shared cache.
    if (c.get("sessionToken") || !c.res.headers.has("Cache-Control")) c.header("Cache-Control", "no-store");
  });
