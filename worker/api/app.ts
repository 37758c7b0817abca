import { type Context, Hono } from "hono";
import { acknowledgementRoutes } from "./acknowledgements";
import { adminCustomerRoutes } from "./admin-customers";
import { adminRecycleBinRoutes } from "./admin-recycle-bin";
import { adminTemplateRoutes } from "./admin-templates";
import { adminTokenRoutes } from "./admin-tokens";
import { analyticsRoutes } from "./analytics";
import { authRoutes } from "./auth";
import { chatRoutes } from "./chat";
import { commentRoutes } from "./comments";
import { companySettingsRoutes } from "./company-settings";
import { crmRoutes } from "./crm";
import { devRoutes } from "./dev";
import { documentImportRoutes } from "./document-import";
import { documentLifecycleRoutes } from "./document-lifecycle";
import { documentManagementRoutes } from "./document-management";
import { documentRoutes } from "./documents";
import { documentApprovalRoutes } from "./documents-approval";
import { domainOfferRoutes } from "./domain-offers";
import { emailChangeRoutes } from "./email-change";
import { enterpriseInquiryRoutes } from "./enterprise-inquiry";
import { handleError } from "./errors";
import { generationRoutes } from "./generation";
import { healthRoutes } from "./health";
import { knowledgeBaseRoutes } from "./knowledge-base";
import { loadSession, requestContext, sameOriginWrites, securityHeaders } from "./middleware";
import { openApiRoutes } from "./openapi";
import { platformSettingsRoutes } from "./platform-settings";
import { profileRoutes } from "./profile";
import { questionGapRoutes } from "./question-gaps";
import { registrationLimitRoutes } from "./registration-limit";
import { scimTokenRoutes } from "./scim-tokens";
import { deliverSlackNoticesAfterWrites } from "./slack-notice-dispatch";
import { slackServiceRoutes } from "./slack-service";
import { teamRoutes } from "./team";
import { templateRoutes } from "./templates";
import { tokenRoutes } from "./tokens";
import type { ApiEnv } from "./types";

/** The answer for an /api path no route claims. */
export const apiNotFound = (c: Context) =>
  c.json({ code: "not_found", message: "The requested resource was not found." }, 404);

/**
 * The public HTTP contract under /api. One router per resource, joined here in one chain, so the
 * app's type (ApiApp) carries every route's path, input and output to the typed client
 * (remix-app/lib/api-client.ts, Hono's `hc`).
 */
export function createApiApp() {
  const api = new Hono<ApiEnv>()
    .basePath("/api")
    .use("*", requestContext, securityHeaders, sameOriginWrites, loadSession, deliverSlackNoticesAfterWrites)
    .route("/", healthRoutes)
    .route("/", authRoutes)
    .route("/", templateRoutes)
    .route("/", emailChangeRoutes)
    .route("/", registrationLimitRoutes)
    .route("/", profileRoutes)
    .route("/", enterpriseInquiryRoutes)
    .route("/", analyticsRoutes)
    .route("/", devRoutes)
    // Before documentRoutes: the literal /documents/import is matched ahead of /documents/:documentId.
    .route("/", documentImportRoutes)
    .route("/", generationRoutes)
    .route("/", documentRoutes)
    .route("/", acknowledgementRoutes)
    .route("/", documentLifecycleRoutes)
    .route("/", commentRoutes)
    .route("/", documentApprovalRoutes)
    .route("/", tokenRoutes)
    .route("/", chatRoutes)
    // Before knowledgeBaseRoutes: the literal /admin/knowledge-base/gaps ahead of any /:id there.
    .route("/", questionGapRoutes)
    .route("/", knowledgeBaseRoutes)
    .route("/", teamRoutes)
    .route("/", companySettingsRoutes)
    .route("/", scimTokenRoutes)
    .route("/", domainOfferRoutes)
    .route("/", documentManagementRoutes)
    // The platform administrator's routes (platform.* permissions): every company, on purpose.
    .route("/", adminTemplateRoutes)
    .route("/", adminTokenRoutes)
    .route("/", adminCustomerRoutes)
    .route("/", adminRecycleBinRoutes)
    .route("/", platformSettingsRoutes)
    .route("/", crmRoutes)
    // The Slack bot's routes: its service credential only, never a cookie (decision 017).
    .route("/", slackServiceRoutes);
  // Not part of the typed contract: the OpenAPI document describes the routes above.
  api.route(
    "/",
    openApiRoutes(() => api),
  );
  api.notFound(apiNotFound);
  api.onError(handleError);
  return api;
}

export type ApiApp = ReturnType<typeof createApiApp>;
