import { z } from "zod";

// The JSON Schemas of the OpenAPI document, from the routes' zod declarations, shaped for the
// client generators that read them (openapi-typescript, and what Redocly's rules expect of them).

type JsonSchema = { [key: string]: unknown };

/** A declared schema as the client sends it (`io: "input"`: a field with a default is optional). */
export const schemaOf = (schema: z.ZodType): JsonSchema =>
  namingRequiredKeys(z.toJSONSchema(schema, { unrepresentable: "any", io: "input" }) as JsonSchema);

/**
 * A record keyed by an enum (`z.record(z.enum(ROLES), z.number())`) becomes `propertyNames` and
 * `required` with no `properties`: valid JSON Schema, but generators then type it as an open map
 * and Redocly reports each key as undefined. Each required key is given the record's value schema.
 */
function namingRequiredKeys(node: JsonSchema): JsonSchema {
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) for (const item of value) if (isSchema(item)) namingRequiredKeys(item);
    if (isSchema(value)) namingRequiredKeys(value);
  }
  const required = node.required;
  const values = node.additionalProperties;
  if (Array.isArray(required) && isSchema(values)) {
    const properties = (node.properties ?? {}) as JsonSchema;
    for (const key of required as string[]) properties[key] ??= values;
    node.properties = properties;
  }
  return node;
}

const isSchema = (value: unknown): value is JsonSchema =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A declared query (an object schema) as OpenAPI query parameters, one per field. */
export function queryParameters(query: z.ZodType) {
  const schema = schemaOf(query);
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  return Object.entries(properties).map(([name, fieldSchema]) => ({
    name,
    in: "query",
    required: required.has(name),
    schema: fieldSchema,
  }));
}
