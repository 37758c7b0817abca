// The SCIM schemas this service speaks (RFC 7643 §4.1 User, §4.3 the enterprise extension): one
// table that both checks what an identity provider sends (names, types, what it may change) and is
// answered by GET /Schemas. Groups are not among them (decision 035).

export const USER_SCHEMA = "urn:ietf:params:scim:schemas:core:2.0:User";
export const ENTERPRISE_USER_SCHEMA = "urn:ietf:params:scim:schemas:extension:enterprise:2.0:User";
export const LIST_RESPONSE_SCHEMA = "urn:ietf:params:scim:api:messages:2.0:ListResponse";
export const PATCH_OP_SCHEMA = "urn:ietf:params:scim:api:messages:2.0:PatchOp";

export interface AttributeDefinition {
  name: string;
  type: "string" | "boolean" | "complex" | "reference" | "dateTime";
  multiValued?: boolean;
  required?: boolean;
  caseExact?: boolean;
  mutability?: "readOnly" | "readWrite" | "immutable" | "writeOnly";
  returned?: "always" | "never" | "default" | "request";
  uniqueness?: "none" | "server" | "global";
  description: string;
  subAttributes?: AttributeDefinition[];
}

const text = (
  name: string,
  description: string,
  extra: Partial<AttributeDefinition> = {},
): AttributeDefinition => ({
  name,
  type: "string",
  description,
  ...extra,
});
const flag = (name: string, description: string): AttributeDefinition => ({
  name,
  type: "boolean",
  description,
});

/** The sub-attributes of a multi-valued attribute (emails, phoneNumbers, …: RFC 7643 §2.4). */
const multiValuedParts = (what: string, extra: AttributeDefinition[] = []): AttributeDefinition[] => [
  text("value", `The ${what}.`),
  text("display", `The ${what} as shown.`),
  text("type", `What kind of ${what} ("work", "home", …).`),
  flag("primary", `Whether this is the primary ${what}.`),
  ...extra,
];

export const USER_ATTRIBUTES: AttributeDefinition[] = [
  text("userName", "The person's e-mail address, with which they sign in to Charterly.", {
    required: true,
    uniqueness: "server",
  }),
  {
    name: "name",
    type: "complex",
    description: "The person's name; givenName and familyName are what Charterly shows.",
    subAttributes: [
      text("formatted", "The full name."),
      text("familyName", "The family name."),
      text("givenName", "The given name."),
      text("middleName", "The middle name."),
      text("honorificPrefix", "A title before the name."),
      text("honorificSuffix", "A suffix after the name."),
    ],
  },
  text("displayName", "The name as displayed."),
  text("nickName", "A casual name."),
  { name: "profileUrl", type: "reference", description: "A profile page." },
  text("title", "The job title."),
  text("userType", "The kind of employee."),
  text("preferredLanguage", "The preferred language."),
  text("locale", "The locale."),
  text("timezone", "The time zone."),
  flag("active", "Whether the person may sign in; false deactivates them and frees their seat."),
  text("password", "Not kept: people sign in through the identity provider.", {
    mutability: "writeOnly",
    returned: "never",
  }),
  {
    name: "emails",
    type: "complex",
    multiValued: true,
    description: "Charterly keeps one address, the userName, answered as the work address.",
    subAttributes: multiValuedParts("e-mail address"),
  },
  {
    name: "phoneNumbers",
    type: "complex",
    multiValued: true,
    description: "Phone numbers.",
    subAttributes: multiValuedParts("phone number"),
  },
  {
    name: "addresses",
    type: "complex",
    multiValued: true,
    description: "Postal addresses.",
    subAttributes: [
      text("formatted", "The full address."),
      text("streetAddress", "The street."),
      text("locality", "The city."),
      text("region", "The region."),
      text("postalCode", "The postal code."),
      text("country", "The country."),
      text("type", 'What kind of address ("work", "home", …).'),
      flag("primary", "Whether this is the primary address."),
    ],
  },
  {
    name: "groups",
    type: "complex",
    multiValued: true,
    mutability: "readOnly",
    description: "Always empty: Charterly has no groups (decision 035).",
    subAttributes: multiValuedParts("group"),
  },
  {
    name: "roles",
    type: "complex",
    multiValued: true,
    description: "Kept and answered back; the Charterly role is set in Team Members.",
    subAttributes: multiValuedParts("role"),
  },
];

export const ENTERPRISE_ATTRIBUTES: AttributeDefinition[] = [
  text("employeeNumber", "The employee number."),
  text("costCenter", "The cost center."),
  text("organization", "The organization."),
  text("division", "The division."),
  text("department", "The department."),
  {
    name: "manager",
    type: "complex",
    description: "The person's manager.",
    subAttributes: [
      text("value", "The manager's id."),
      { name: "$ref", type: "reference", description: "The manager's resource." },
      text("displayName", "The manager's name.", { mutability: "readOnly" }),
    ],
  },
];

/** The attributes every resource has (RFC 7643 §3.1): answered by the service, never taken from a body. */
export const COMMON_ATTRIBUTES = new Set(["id", "meta", "schemas"]);

/** A schema as GET /Schemas answers it, with RFC 7643 §7's defaults written out. */
export function schemaResource(
  id: string,
  name: string,
  description: string,
  attributes: AttributeDefinition[],
  location: string,
) {
  const full = (attribute: AttributeDefinition): Record<string, unknown> => ({
    name: attribute.name,
    type: attribute.type,
    multiValued: attribute.multiValued ?? false,
    description: attribute.description,
    required: attribute.required ?? false,
    caseExact: attribute.caseExact ?? false,
    mutability: attribute.mutability ?? "readWrite",
    returned: attribute.returned ?? "default",
    uniqueness: attribute.uniqueness ?? "none",
    ...(attribute.subAttributes ? { subAttributes: attribute.subAttributes.map(full) } : {}),
  });
  return {
    schemas: ["urn:ietf:params:scim:schemas:core:2.0:Schema"],
    id,
    name,
    description,
    attributes: attributes.map(full),
    meta: { resourceType: "Schema", location },
  };
}
