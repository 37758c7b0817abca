import {
  MAX_JSON_BODY_BYTES,
  PERMISSIONS,
  type Permission,
  RATE_LIMITS,
  type RateLimitName,
} from "@charterly/domain/contract";
import { Hono } from "hono";
import { type AccessRule, publicAccess } from "../domain/access/access-rule";
import { SESSION_COOKIE } from "../http/cookies";
import { scimOpenApi } from "../http/scim/scim-openapi";
import { queryParameters, schemaOf } from "./openapi-schemas";
import { type RouteMeta, route } from "./route";
import { listRoutes } from "./route-table";
import type { ApiEnv } from "./types";

const actsAcrossCompanies = (rule: AccessRule) =>
  rule.kind === "permission" && rule.key.startsWith("platform.");

function describeAccess(rule: AccessRule): string {
  if (rule.kind === "public") return "Anyone, signed in or not.";
  if (rule.kind === "service")
    return "The Slack bot only: its service credential as `Authorization: Bearer` (SLACK_SERVICE_TOKEN); a session cookie does not open it. The Worker acts for the one company whose enabled Slack settings match the Slack team and channel named in the body.";
  if (rule.kind === "signedIn") return "Signed-in users; data is limited to the caller's own company.";
  const permission: Permission = PERMISSIONS[rule.key];
  const parts = [`Permission \`${rule.key}\` (${permission.summary}): signed-in users`];
  if (permission.roles) parts.push(`with role ${permission.roles.join(" or ")}`);
  if (permission.alsoFreemium) parts.push("(or any role on tier freemium)");
  if (permission.tiers) parts.push(`on tier ${permission.tiers.join(" or ")}`);
  if (permission.feature) parts.push(`whose company has the ${permission.feature} switch on`);
  const scope = actsAcrossCompanies(rule)
    ? "acting across companies"
    : "data is limited to the caller's own company";
  return `${parts.join(" ")}; ${scope}.`;
}

function describeRateLimit(name: RateLimitName): string {
  const { limit, periodSeconds, per, what } = RATE_LIMITS[name];
  const counted =
    per === "address" ? "per client address" : "per person (per client address without a session)";
  return `Rate limit \`${name}\`: ${limit} ${what} per ${periodSeconds} s, ${counted}; over it, 429 with Retry-After.`;
}

const ERROR_SCHEMA = { $ref: "#/components/schemas/Error" };
const errorAnswer = (description: string, json = true) =>
  json ? { description, content: { "application/json": { schema: ERROR_SCHEMA } } } : { description };

/** What a route answers: its success, then every refusal its declaration makes possible. */
function responsesFor(method: string, path: string, meta: RouteMeta) {
  const responses: Record<string, unknown> = {};
  if (meta.produces === "redirect") responses["302"] = { description: "Redirect" };
  else if (meta.produces === "pdf")
    responses["200"] = { description: "PDF file", content: { "application/pdf": {} } };
  else if (meta.produces === "binary") responses["200"] = { description: "File" };
  else if (meta.produces === "ndjson")
    responses["200"] = {
      description: "Newline-delimited JSON, one event per line",
      content: {
        "application/x-ndjson": meta.response ? { schema: schemaOf(meta.response) } : {},
      },
    };
  else
    responses["200"] = {
      description: "OK",
      content: meta.response ? { "application/json": { schema: schemaOf(meta.response) } } : undefined,
    };
  // A page the browser navigates to (sign-in) answers its refusals as pages, not JSON.
  const json = meta.produces !== "redirect";
  // sameOriginWrites refuses a write from another site before any route sees it (service routes excepted).
  const crossSite = method !== "GET" ? " or a write from another site (Origin / Sec-Fetch-Site)" : "";
  if (meta.access.kind === "service") {
    responses["401"] = errorAnswer("Missing or wrong service credential");
    responses["403"] = errorAnswer("Not allowed for the matched company (plan, switch, channel)");
    responses["503"] = errorAnswer("The service credential is not configured on this server");
  } else if (meta.access.kind !== "public") {
    responses["401"] = errorAnswer("Not signed in", json);
    responses["403"] = errorAnswer(`Not allowed for this role or tier${crossSite}`, json);
  } else if (crossSite) {
    responses["403"] = errorAnswer("A write from another site (Origin / Sec-Fetch-Site)", json);
  }
  if (meta.body || meta.query)
    responses["400"] = errorAnswer("Invalid input: { code, message, fields }", json);
  if (meta.body)
    responses["413"] = errorAnswer(
      `A body over ${(meta.maxBodyBytes ?? MAX_JSON_BODY_BYTES).toLocaleString("en")} bytes, refused before it is parsed`,
      json,
    );
  // idParam answers a malformed id like an unknown one; outside the platform's own routes, another
  // company's id answers the same (tenancy, ARCHITECTURE.md).
  if (path.includes(":"))
    responses["404"] = errorAnswer(
      actsAcrossCompanies(meta.access) ? "No such record" : "No such record in the caller's company",
      json,
    );
  if (meta.rateLimit)
    responses["429"] = {
      ...errorAnswer("Over the rate limit: { code: rate_limited, message }", json),
      headers: { "Retry-After": { description: "Seconds to wait", schema: { type: "integer" } } },
    };
  return responses;
}

/** Builds the OpenAPI 3.1 document from the same declarations the middleware enforces. */
function buildOpenApiDocument(app: Hono<ApiEnv>) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const { method, path, meta } of listRoutes(app)) {
    if (!meta) continue;
    const openApiPath = path.replace(/:(\w+)/g, "{$1}");
    const parameters = [
      ...[...path.matchAll(/:(\w+)/g)].map((m) => ({
        name: m[1],
        in: "path",
        required: true,
        schema: { type: "integer", minimum: 1 },
      })),
      ...(meta.query ? queryParameters(meta.query) : []),
    ];
    paths[openApiPath] ??= {};
    paths[openApiPath][method.toLowerCase()] = {
      operationId: meta.operationId,
      summary: meta.summary,
      tags: meta.tags,
      deprecated: meta.deprecated ? true : undefined,
      description: [
        meta.deprecated &&
          `Deprecated: moved to ${meta.deprecated.successor.replace(/:(\w+)/g, "{$1}")}; this old path is kept for one release, then removed.`,
        `Access: ${describeAccess(meta.access)}`,
        meta.rateLimit && describeRateLimit(meta.rateLimit),
      ]
        .filter(Boolean)
        .join("\n\n"),
      "x-access": meta.access,
      "x-rate-limit": meta.rateLimit ? { name: meta.rateLimit, ...RATE_LIMITS[meta.rateLimit] } : undefined,
      parameters: parameters.length ? parameters : undefined,
      requestBody: meta.body
        ? { required: true, content: { "application/json": { schema: schemaOf(meta.body) } } }
        : undefined,
      responses: responsesFor(method, path, meta),
      security:
        meta.access.kind === "public"
          ? []
          : meta.access.kind === "service"
            ? [{ slackServiceToken: [] }]
            : [{ sessionCookie: [] }],
    };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Charterly API",
      version: "1.0.0",
      description:
        "The public HTTP contract of Charterly. Under /api errors are JSON: { code, message, fields? }; under /scim/v2 (SCIM 2.0 provisioning) they are RFC 7644's.",
    },
    // Relative: the API is at the origin that serves this document, whichever deployment that is,
    // so one document (and a client generated from it) fits local, test and production alike.
    servers: [{ url: "/", description: "The Charterly deployment serving this document" }],
    components: {
      schemas: {
        Error: {
          type: "object",
          description:
            "Every refusal and failure: a stable code, a message for the person, and per-field messages for invalid input.",
          properties: {
            code: {
              type: "string",
              description: "invalid_input, unauthenticated, forbidden, not_found, conflict, rate_limited…",
            },
            message: { type: "string" },
            fields: { type: "object", additionalProperties: { type: "string" } },
            requestId: { type: "string", description: "On a 500: the reference the logs carry" },
          },
          required: ["code", "message"],
        },
        ...scimOpenApi.schemas,
      },
      securitySchemes: {
        sessionCookie: { type: "apiKey", in: "cookie", name: SESSION_COOKIE },
        slackServiceToken: {
          type: "http",
          scheme: "bearer",
          description:
            "The Slack bot's service credential (SLACK_SERVICE_TOKEN, shared by the Worker and the bot; decision 017). Accepted on the /api/slack/* routes only.",
        },
        ...scimOpenApi.securitySchemes,
      },
    },
    // The same Worker's SCIM service (decision 035): its own contract, RFC 7644's, beside the app's.
    paths: { ...paths, ...scimOpenApi.paths },
  };
}

export const openApiRoutes = (getApp: () => Hono<ApiEnv>) =>
  new Hono<ApiEnv>().get(
    "/openapi.json",
    route({
      operationId: "getOpenApiDocument",
      summary: "This API's OpenAPI document",
      tags: ["system"],
      access: publicAccess(),
    }),
    (c) => c.json(buildOpenApiDocument(getApp())),
  );
