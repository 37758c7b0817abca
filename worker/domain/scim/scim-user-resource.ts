import type { scimIdentities, users } from "../../db/schema";
import { requestEmailChangeBody } from "../contract";
import { scimBadRequest } from "./scim-error";
import { keyOf } from "./scim-paths";
import {
  type AttributeDefinition,
  COMMON_ATTRIBUTES,
  ENTERPRISE_ATTRIBUTES,
  ENTERPRISE_USER_SCHEMA,
  USER_ATTRIBUTES,
  USER_SCHEMA,
} from "./scim-schemas";

// A person as a SCIM User, both ways. What a body says is checked against the schema table (names
// whatever their case; Entra ID's booleans as strings, "False"), then split into what Charterly
// itself keeps on `users` (the e-mail address, given and family name, whether active) and what it
// keeps only to answer back (scim_identities: externalId and the other attributes).

type UserRow = typeof users.$inferSelect;
type IdentityRow = typeof scimIdentities.$inferSelect;

const MAX_STRING = 2_048;
const MAX_VALUES = 50;
/** What one person's kept attributes may weigh, as JSON: an identity provider sends a few hundred bytes. */
const MAX_ATTRIBUTES_BYTES = 16_000;

export type ScimResource = Record<string, unknown>;

/** What a User resource sets in Charterly. `active` undefined: the body did not say (unchanged). */
export interface ScimUserState {
  email: string;
  firstName: string | null;
  lastName: string | null;
  active: boolean | undefined;
  externalId: string | null;
  attributes: Record<string, unknown>;
}

function coerce(definition: AttributeDefinition, value: unknown, where: string): unknown {
  if (value === null) return null;
  if (definition.multiValued) {
    // One value where a list belongs: taken as a list of one, as several providers send it.
    const list = Array.isArray(value) ? value : [value];
    if (list.length > MAX_VALUES)
      throw scimBadRequest("invalidValue", `${where} has more than ${MAX_VALUES} values.`);
    return list.map((item, i) => coerceOne(definition, item, `${where}[${i}]`));
  }
  return coerceOne(definition, value, where);
}

function coerceOne(definition: AttributeDefinition, value: unknown, where: string): unknown {
  if (value === null) return null;
  switch (definition.type) {
    case "boolean":
      if (typeof value === "boolean") return value;
      // Entra ID sends booleans as the strings "True" and "False" (its SCIM compatibility notes).
      if (typeof value === "string" && ["true", "false"].includes(value.toLowerCase()))
        return value.toLowerCase() === "true";
      throw scimBadRequest("invalidValue", `${where} must be true or false.`);
    case "complex": {
      if (typeof value !== "object" || Array.isArray(value))
        throw scimBadRequest("invalidValue", `${where} must be an object.`);
      return canonicalObject(value as Record<string, unknown>, definition.subAttributes ?? [], where);
    }
    default:
      if (typeof value !== "string") throw scimBadRequest("invalidValue", `${where} must be a string.`);
      if (value.length > MAX_STRING)
        throw scimBadRequest("invalidValue", `${where} is longer than ${MAX_STRING} characters.`);
      return value;
  }
}

function canonicalObject(
  value: Record<string, unknown>,
  definitions: AttributeDefinition[],
  where: string,
): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    const definition = definitions.find((d) => d.name.toLowerCase() === key.toLowerCase());
    if (!definition) throw scimBadRequest("invalidSyntax", `${where} has no attribute "${key}".`);
    result[definition.name] = coerce(definition, item, `${where}.${definition.name}`);
  }
  return result;
}

/**
 * A User body in canonical form: each attribute under its schema name, values of the right type;
 * the enterprise extension under its URN (also when sent as `urn:…:User:department` keys). `id`,
 * `meta` and `schemas` are the service's own and are not taken from a body. Unknown attributes: 400.
 */
export function canonicalUser(body: unknown): ScimResource {
  if (typeof body !== "object" || body === null || Array.isArray(body))
    throw scimBadRequest("invalidSyntax", "The body must be a JSON object.");
  const result: ScimResource = {};
  const enterprise: Record<string, unknown> = {};
  const enterpriseLower = ENTERPRISE_USER_SCHEMA.toLowerCase();
  const coreLower = USER_SCHEMA.toLowerCase();
  for (const [rawKey, value] of Object.entries(body)) {
    const lower = rawKey.toLowerCase();
    if (COMMON_ATTRIBUTES.has(lower)) continue;
    if (lower === "externalid") {
      if (value !== null && typeof value !== "string")
        throw scimBadRequest("invalidValue", "externalId must be a string.");
      result.externalId = value;
      continue;
    }
    if (lower === enterpriseLower) {
      if (value === null) continue;
      if (typeof value !== "object" || Array.isArray(value))
        throw scimBadRequest("invalidValue", `${ENTERPRISE_USER_SCHEMA} must be an object.`);
      Object.assign(
        enterprise,
        canonicalObject(value as Record<string, unknown>, ENTERPRISE_ATTRIBUTES, "The enterprise extension"),
      );
      continue;
    }
    if (lower.startsWith(`${enterpriseLower}:`)) {
      Object.assign(
        enterprise,
        canonicalObject(
          { [rawKey.slice(enterpriseLower.length + 1)]: value },
          ENTERPRISE_ATTRIBUTES,
          "The enterprise extension",
        ),
      );
      continue;
    }
    const key = lower.startsWith(`${coreLower}:`) ? rawKey.slice(coreLower.length + 1) : rawKey;
    Object.assign(result, canonicalObject({ [key]: value }, USER_ATTRIBUTES, "The user"));
  }
  if (Object.keys(enterprise).length > 0) result[ENTERPRISE_USER_SCHEMA] = enterprise;
  return result;
}

/** The e-mail address a userName names, checked as an e-mail change checks the new address. */
export function emailOfUserName(userName: unknown): string {
  if (typeof userName !== "string" || userName.trim() === "")
    throw scimBadRequest("invalidValue", "userName is required: the person's e-mail address.");
  const parsed = requestEmailChangeBody.shape.newEmail.safeParse(userName);
  if (!parsed.success)
    throw scimBadRequest(
      "invalidValue",
      `userName must be the person's e-mail address; "${userName.slice(0, 100)}" is not one.`,
    );
  return parsed.data;
}

const withoutEmpty = (value: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null && v !== undefined));

/** What a canonical User sets in Charterly (userName is required). */
export function stateOf(resource: ScimResource): ScimUserState {
  const {
    userName,
    name,
    active,
    externalId,
    emails: _emails,
    password: _password,
    groups: _groups,
    ...rest
  } = resource as Record<string, unknown> & { name?: Record<string, unknown> | null };
  const { givenName, familyName, ...otherNames } = name ?? {};
  const attributes = withoutEmpty({ ...rest, name: Object.keys(otherNames).length ? otherNames : null });
  if (JSON.stringify(attributes).length > MAX_ATTRIBUTES_BYTES)
    throw scimBadRequest("invalidValue", "The user's attributes are too large to keep.");
  return {
    email: emailOfUserName(userName),
    firstName: typeof givenName === "string" && givenName.trim() ? givenName.trim().slice(0, 100) : null,
    lastName: typeof familyName === "string" && familyName.trim() ? familyName.trim().slice(0, 100) : null,
    active: typeof active === "boolean" ? active : undefined,
    externalId: typeof externalId === "string" ? externalId : null,
    attributes,
  };
}

/** The person as a SCIM User resource (what GET answers and PATCH starts from). */
export function userResource(user: UserRow, identity: IdentityRow | null, baseUrl: string): ScimResource {
  const { name: otherNames, ...attributes } = (identity?.attributes ?? {}) as Record<string, unknown> & {
    name?: Record<string, unknown>;
  };
  const name = withoutEmpty({ ...(otherNames ?? {}), givenName: user.firstName, familyName: user.lastName });
  const lastModified = identity && identity.updatedAt > user.updatedAt ? identity.updatedAt : user.updatedAt;
  return {
    schemas: keyOf(attributes, ENTERPRISE_USER_SCHEMA)
      ? [USER_SCHEMA, ENTERPRISE_USER_SCHEMA]
      : [USER_SCHEMA],
    id: String(user.id),
    ...(identity?.externalId ? { externalId: identity.externalId } : {}),
    userName: user.email,
    ...(Object.keys(name).length ? { name } : {}),
    active: user.deactivatedAt === null,
    emails: [{ value: user.email, type: "work", primary: true }],
    ...attributes,
    groups: [],
    meta: {
      resourceType: "User",
      created: user.createdAt.toISOString(),
      lastModified: lastModified.toISOString(),
      location: `${baseUrl}/Users/${user.id}`,
    },
  };
}
