import { Hono } from "hono";
import { analyticsRoutes } from "./analytics";
import { authRoutes } from "./auth";
import { commentRoutes } from "./comments";
import { devRoutes } from "./dev";
import { documentImportRoutes } from "./document-import";
import { documentRoutes } from "./documents";
import { documentApprovalRoutes } from "./documents-approval";
import { emailChangeRoutes } from "./email-change";
import { enterpriseInquiryRoutes } from "./enterprise-inquiry";
import { handleError } from "./errors";
import { generationRoutes } from "./generation";
import { healthRoutes } from "./health";
import { loadSession, requestContext, sameOriginWrites, securityHeaders } from "./middleware";
import { openApiRoutes } from "./openapi";
import { profileRoutes } from "./profile";
import { registrationLimitRoutes } from "./registration-limit";
import { templateRoutes } from "./templates";
import { tokenRoutes } from "./tokens";
import type { ApiEnv } from "./types";

/** The public HTTP contract under /api. One router per resource, joined here. */
export function createApiApp() {
  const api = new Hono<ApiEnv>().basePath("/api");
  api.use("*", requestContext, securityHeaders, sameOriginWrites, loadSession);
  api.route("/", healthRoutes);
  api.route("/", authRoutes);
  api.route("/", templateRoutes);
  api.route("/", emailChangeRoutes);
  api.route("/", registrationLimitRoutes);
  api.route("/", profileRoutes);
  api.route("/", enterpriseInquiryRoutes);
  api.route("/", analyticsRoutes);
  api.route("/", devRoutes);
  // Before documentRoutes: the literal /documents/import is matched ahead of /documents/:documentId.
  api.route("/", documentImportRoutes);
  api.route("/", generationRoutes);
  api.route("/", documentRoutes);
  api.route("/", commentRoutes);
  api.route("/", documentApprovalRoutes);
  api.route("/", tokenRoutes);
  api.route(
    "/",
    openApiRoutes(() => api),
  );
  api.notFound((c) => c.json({ code: "not_found", message: "The requested resource was not found." }, 404));
  api.onError(handleError);
  return api;
}

export type ApiApp = ReturnType<typeof createApiApp>;
