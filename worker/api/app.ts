import { Hono } from "hono";
import { authRoutes } from "./auth";
import { commentRoutes } from "./comments";
import { documentRoutes } from "./documents";
import { handleError } from "./errors";
import { healthRoutes } from "./health";
import { loadSession, requestContext, sameOriginWrites, securityHeaders } from "./middleware";
import { openApiRoutes } from "./openapi";
import type { ApiEnv } from "./types";

/** The public HTTP contract under /api. One router per resource, joined here. */
export function createApiApp() {
  const api = new Hono<ApiEnv>().basePath("/api");
  api.use("*", requestContext, securityHeaders, sameOriginWrites, loadSession);
  api.route("/", healthRoutes);
  api.route("/", authRoutes);
  api.route("/", documentRoutes);
  api.route("/", commentRoutes);
  api.route(
    "/",
    openApiRoutes(() => api),
  );
  api.notFound((c) => c.json({ code: "not_found", message: "The requested resource was not found." }, 404));
  api.onError(handleError);
  return api;
}

export type ApiApp = ReturnType<typeof createApiApp>;
