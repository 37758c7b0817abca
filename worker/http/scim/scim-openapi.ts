import { MAX_JSON_BODY_BYTES, RATE_LIMITS } from "@charterly/domain/contract";
import {
  type AttributeDefinition,
  ENTERPRISE_ATTRIBUTES,
  ENTERPRISE_USER_SCHEMA,
  LIST_RESPONSE_SCHEMA,
  PATCH_OP_SCHEMA,
  USER_ATTRIBUTES,
  USER_SCHEMA,
} from "../../domain/scim/scim-schemas";
import { MAX_PAGE_SIZE } from "../../domain/scim/scim-users";

// /scim/v2 in the OpenAPI document (decision 035), beside the app's own /api routes: its operations,
// bodies and errors as RFC 7644 has them. The User schema is derived from the same attribute table
// that checks what an identity provider sends and that GET /Schemas answers, so the three agree.
// test/scim/scim-openapi.test.ts holds every route of the SCIM app to an operation here.

const SCIM_JSON = "application/scim+json";
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const scimContent = (schema: unknown) => ({ [SCIM_JSON]: { schema } });

function jsonSchemaOf(attribute: AttributeDefinition): Record<string, unknown> {
  const single: Record<string, unknown> =
    attribute.type === "boolean"
      ? { type: "boolean" }
      : attribute.type === "complex"
        ? {
            type: "object",
            properties: Object.fromEntries(
              (attribute.subAttributes ?? []).map((sub) => [sub.name, jsonSchemaOf(sub)]),
            ),
          }
        : { type: "string", ...(attribute.type === "dateTime" ? { format: "date-time" } : {}) };
  const described = {
    description: attribute.description,
    ...(attribute.mutability === "readOnly" ? { readOnly: true } : {}),
  };
  return attribute.multiValued ? { type: "array", items: single, ...described } : { ...single, ...described };
}

const objectOf = (attributes: AttributeDefinition[]) => ({
  type: "object",
  properties: Object.fromEntries(attributes.map((attribute) => [attribute.name, jsonSchemaOf(attribute)])),
  required: attributes.filter((attribute) => attribute.required).map((attribute) => attribute.name),
});

const USER = objectOf(USER_ATTRIBUTES);

const SCHEMAS = {
  ScimUser: {
    type: "object",
    required: USER.required,
    description:
      "A person of the token's company. userName is their e-mail address; unknown attributes are refused (400 invalidSyntax).",
    properties: {
      schemas: { type: "array", items: { type: "string", enum: [USER_SCHEMA, ENTERPRISE_USER_SCHEMA] } },
      id: { type: "string", readOnly: true, description: "The Charterly user id." },
      externalId: { type: "string", description: "The identity provider's id for the person." },
      ...USER.properties,
      [ENTERPRISE_USER_SCHEMA]: { ...objectOf(ENTERPRISE_ATTRIBUTES), required: undefined },
      meta: {
        type: "object",
        readOnly: true,
        properties: {
          resourceType: { type: "string" },
          created: { type: "string", format: "date-time" },
          lastModified: { type: "string", format: "date-time" },
          location: { type: "string" },
        },
      },
    },
  },
  ScimListResponse: {
    type: "object",
    properties: {
      schemas: { type: "array", items: { type: "string", enum: [LIST_RESPONSE_SCHEMA] } },
      totalResults: { type: "integer" },
      startIndex: { type: "integer" },
      itemsPerPage: { type: "integer" },
      Resources: { type: "array", items: ref("ScimUser") },
    },
    required: ["schemas", "totalResults", "startIndex", "itemsPerPage", "Resources"],
  },
  ScimPatchOp: {
    type: "object",
    description:
      'RFC 7644 §3.5.2. Ops in any case (Entra ID sends "Replace"); without a path, the value\'s keys may be dotted (name.familyName) or URN-qualified.',
    properties: {
      schemas: { type: "array", items: { type: "string", enum: [PATCH_OP_SCHEMA] } },
      Operations: {
        type: "array",
        items: {
          type: "object",
          properties: {
            op: { type: "string", description: "add, replace or remove (any case)" },
            path: {
              type: "string",
              description: 'An attribute path, e.g. active, name.familyName or emails[type eq "work"].value',
            },
            value: { description: 'The new value (booleans may be sent as "True"/"False")' },
          },
          required: ["op"],
        },
      },
    },
    required: ["schemas", "Operations"],
  },
  ScimError: {
    type: "object",
    description: "RFC 7644 §3.12: status is a string; scimType says which rule a 400 or 409 broke.",
    properties: {
      schemas: { type: "array", items: { type: "string" } },
      status: { type: "string" },
      scimType: {
        type: "string",
        enum: [
          "invalidFilter",
          "tooMany",
          "uniqueness",
          "mutability",
          "invalidSyntax",
          "invalidPath",
          "noTarget",
          "invalidValue",
          "invalidVers",
          "sensitive",
        ],
      },
      detail: { type: "string" },
    },
    required: ["schemas", "status", "detail"],
  },
  ScimDiscovery: {
    type: "object",
    description: "ServiceProviderConfig, ResourceTypes and Schemas as RFC 7643 §5–7 describe them.",
    additionalProperties: true,
  },
};

const error = (description: string) => ({ description, content: scimContent(ref("ScimError")) });
const { limit, periodSeconds } = RATE_LIMITS.scim;

/** The refusals every SCIM request may meet before its operation runs. */
const REFUSALS = {
  "401": error("The bearer token is missing, unknown or revoked"),
  "403": error("The token's company is not on a plan with provisioning (Enterprise)"),
  "429": {
    ...error(`Over ${limit} requests per ${periodSeconds} s for this token`),
    headers: { "Retry-After": { description: "Seconds to wait", schema: { type: "integer" } } },
  },
};
const WITH_BODY = {
  "400": error("Invalid JSON, an unknown attribute or a value of the wrong type (scimType says which)"),
  "413": error(`A body over ${(MAX_JSON_BODY_BYTES / 1_000_000).toLocaleString("en")} MB`),
};
const NOT_FOUND = { "404": error("No such user in the token's company") };
const CONFLICT = {
  "409": error(
    "uniqueness: the address is another person's, here or in another company; or over the plan's seat limit; or the company's last admin; or changed meanwhile",
  ),
};

const idParameter = {
  name: "id",
  in: "path",
  required: true,
  description: "The user id, as answered in `id`",
  schema: { type: "string" },
};

function operation(
  operationId: string,
  summary: string,
  responses: Record<string, unknown>,
  extra: Record<string, unknown> = {},
) {
  return {
    operationId,
    summary,
    tags: ["scim"],
    security: [{ scimBearerToken: [] }],
    "x-rate-limit": { name: "scim", ...RATE_LIMITS.scim },
    ...extra,
    responses: { ...responses, ...REFUSALS },
  };
}

const ok = (schema: unknown, description = "OK") => ({
  "200": { description, content: scimContent(schema) },
});
const userBody = { required: true, content: scimContent(ref("ScimUser")) };

const PATHS = {
  "/scim/v2/Users": {
    get: operation(
      "scimListUsers",
      "List or look up the company's people",
      {
        ...ok(ref("ScimListResponse")),
        "400": error("A filter that does not parse (invalidFilter) or paging that is not a number"),
      },
      {
        description:
          'A filter with an equality on userName, emails.value, externalId or id (e.g. `userName eq "ann@example.com"`) is one indexed read, read together with the token.',
        parameters: [
          {
            name: "filter",
            in: "query",
            schema: { type: "string", maxLength: 2_000 },
            description: "RFC 7644 §3.4.2.2",
          },
          {
            name: "startIndex",
            in: "query",
            schema: { type: "integer", minimum: 1 },
            description: "1-based",
          },
          { name: "count", in: "query", schema: { type: "integer", minimum: 0, maximum: MAX_PAGE_SIZE } },
        ],
      },
    ),
    post: operation(
      "scimCreateUser",
      "Provision a person (a member with the user role, within the seat limit)",
      {
        "201": {
          description: "Created",
          headers: { Location: { description: "The new user's URL", schema: { type: "string" } } },
          content: scimContent(ref("ScimUser")),
        },
        ...WITH_BODY,
        ...CONFLICT,
      },
      { requestBody: userBody },
    ),
  },
  "/scim/v2/Users/{id}": {
    get: operation(
      "scimGetUser",
      "One person of the company",
      { ...ok(ref("ScimUser")), ...NOT_FOUND },
      {
        parameters: [idParameter],
      },
    ),
    put: operation(
      "scimReplaceUser",
      "Replace a person's attributes (active:false deactivates and ends their sessions)",
      { ...ok(ref("ScimUser")), ...WITH_BODY, ...NOT_FOUND, ...CONFLICT },
      { parameters: [idParameter], requestBody: userBody },
    ),
    patch: operation(
      "scimPatchUser",
      "Change some of a person's attributes",
      { ...ok(ref("ScimUser")), ...WITH_BODY, ...NOT_FOUND, ...CONFLICT },
      {
        parameters: [idParameter],
        requestBody: { required: true, content: scimContent(ref("ScimPatchOp")) },
      },
    ),
    delete: operation(
      "scimDeleteUser",
      "Remove a person, as Team Members removes one",
      { "204": { description: "Removed" }, ...NOT_FOUND, ...CONFLICT },
      { parameters: [idParameter] },
    ),
  },
  "/scim/v2/ServiceProviderConfig": {
    get: operation("scimServiceProviderConfig", "What this service supports", ok(ref("ScimDiscovery"))),
  },
  "/scim/v2/ResourceTypes": {
    get: operation("scimResourceTypes", "The resource types (User only)", ok(ref("ScimDiscovery"))),
  },
  "/scim/v2/ResourceTypes/{name}": {
    get: operation(
      "scimResourceType",
      "One resource type",
      { ...ok(ref("ScimDiscovery")), "404": error("No such resource type") },
      { parameters: [{ name: "name", in: "path", required: true, schema: { type: "string" } }] },
    ),
  },
  "/scim/v2/Schemas": {
    get: operation(
      "scimSchemas",
      "The schemas (User and the enterprise extension)",
      ok(ref("ScimDiscovery")),
    ),
  },
  "/scim/v2/Schemas/{id}": {
    get: operation(
      "scimSchema",
      "One schema, by its URN",
      { ...ok(ref("ScimDiscovery")), "404": error("No such schema") },
      { parameters: [{ name: "id", in: "path", required: true, schema: { type: "string" } }] },
    ),
  },
};

/** What /scim/v2 adds to the OpenAPI document: its paths, schemas and security scheme. */
export const scimOpenApi = {
  paths: PATHS,
  schemas: SCHEMAS,
  securitySchemes: {
    scimBearerToken: {
      type: "http",
      scheme: "bearer",
      description:
        "A SCIM token a company admin creates in Company Settings → Provisioning (SCIM) (Enterprise). Accepted on /scim/v2 only.",
    },
  },
};
