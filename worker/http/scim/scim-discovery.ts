import { MAX_JSON_BODY_BYTES } from "@charterly/domain/contract";
import { ScimError } from "../../domain/scim/scim-error";
import {
  ENTERPRISE_ATTRIBUTES,
  ENTERPRISE_USER_SCHEMA,
  LIST_RESPONSE_SCHEMA,
  schemaResource,
  USER_ATTRIBUTES,
  USER_SCHEMA,
} from "../../domain/scim/scim-schemas";
import { MAX_PAGE_SIZE } from "../../domain/scim/scim-users";

// What the service says of itself (RFC 7644 §4): what it supports, its one resource type (User, with
// the enterprise extension), and its schemas. No Groups, no bulk, no sorting, no ETags.

export function serviceProviderConfig(baseUrl: string) {
  return {
    schemas: ["urn:ietf:params:scim:schemas:core:2.0:ServiceProviderConfig"],
    patch: { supported: true },
    bulk: { supported: false, maxOperations: 0, maxPayloadSize: 0 },
    filter: { supported: true, maxResults: MAX_PAGE_SIZE },
    changePassword: { supported: false },
    sort: { supported: false },
    etag: { supported: false },
    authenticationSchemes: [
      {
        type: "oauthbearertoken",
        name: "Bearer token",
        description: `A SCIM token from Company Settings → Provisioning (SCIM), in the Authorization header. Bodies up to ${MAX_JSON_BODY_BYTES / 1_000_000} MB.`,
        primary: true,
      },
    ],
    meta: { resourceType: "ServiceProviderConfig", location: `${baseUrl}/ServiceProviderConfig` },
  };
}

const userResourceType = (baseUrl: string) => ({
  schemas: ["urn:ietf:params:scim:schemas:core:2.0:ResourceType"],
  id: "User",
  name: "User",
  endpoint: "/Users",
  description: "A person of the company",
  schema: USER_SCHEMA,
  schemaExtensions: [{ schema: ENTERPRISE_USER_SCHEMA, required: false }],
  meta: { resourceType: "ResourceType", location: `${baseUrl}/ResourceTypes/User` },
});

const listOf = (resources: unknown[]) => ({
  schemas: [LIST_RESPONSE_SCHEMA],
  totalResults: resources.length,
  startIndex: 1,
  itemsPerPage: resources.length,
  Resources: resources,
});

export const resourceTypes = (baseUrl: string) => listOf([userResourceType(baseUrl)]);

export function resourceType(baseUrl: string, name: string) {
  if (name !== "User") throw new ScimError(404, `There is no resource type ${name.slice(0, 60)}.`);
  return userResourceType(baseUrl);
}

const allSchemas = (baseUrl: string) => [
  schemaResource(USER_SCHEMA, "User", "User Account", USER_ATTRIBUTES, `${baseUrl}/Schemas/${USER_SCHEMA}`),
  schemaResource(
    ENTERPRISE_USER_SCHEMA,
    "EnterpriseUser",
    "Enterprise User",
    ENTERPRISE_ATTRIBUTES,
    `${baseUrl}/Schemas/${ENTERPRISE_USER_SCHEMA}`,
  ),
];

export const schemas = (baseUrl: string) => listOf(allSchemas(baseUrl));

export function schema(baseUrl: string, id: string) {
  const found = allSchemas(baseUrl).find((s) => s.id === id);
  if (!found) throw new ScimError(404, "There is no such schema.");
  return found;
}
