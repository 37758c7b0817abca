// Malformed inputs derived from a route's zod declaration: its JSON Schema (z.toJSONSchema, input
// side) names the fields, their types and bounds; the route's example is the valid body the
// mutations start from, so most requests are one or two mistakes away from valid (they reach the
// deepest checks), and some are nothing like it.
import fc from "fast-check";
import { getQueryParam } from "hono/utils/url";
import { z } from "zod";

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  try {
    return z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
  } catch {
    return {};
  }
}

/** The object schema's properties, looking through unions and intersections. */
export function propertiesOf(schema: JsonSchema): Record<string, JsonSchema> {
  const merged: Record<string, JsonSchema> = { ...schema.properties };
  for (const part of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) {
    for (const [key, value] of Object.entries(propertiesOf(part))) merged[key] ??= value;
  }
  return merged;
}

const typesOf = (schema: JsonSchema): string[] => {
  const own = schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];
  return [...own, ...[...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].flatMap(typesOf)];
};

const NASTY_STRINGS = [
  "",
  " ",
  "\u0000",
  "nul\u0000byte",
  "\ud800",
  "\udfff lone surrogate",
  "😀".repeat(40),
  "‮right-to-left override",
  "Ω≈ç√∫˜µ≤≥÷ 田中さんにあげて下さい ﷽",
  "'; drop table documents; --",
  "<script>alert(1)</script>",
  "../../etc/passwd",
  "%00%ZZ",
  "NaN",
  "-1",
  "1e309",
  "9007199254740993",
  "true",
  "null",
  "__proto__",
  "constructor",
  "x".repeat(100_000),
];

const NASTY_NUMBERS = [
  -1,
  0,
  0.5,
  -0.0000001,
  1.5,
  2 ** 31,
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 63),
  1e308,
  -1e308,
  Number.MIN_VALUE,
];

/** Values chosen to break this field's declared type or bounds (some may still fit: checked later). */
export function wrongValuesFor(schema: JsonSchema): unknown[] {
  const values: unknown[] = [null, true, [], {}, { __proto__: { admin: true } }, NASTY_NUMBERS[2], "text"];
  const types = typesOf(schema);
  if (types.includes("string")) {
    values.push(42, ...NASTY_STRINGS.slice(0, 6));
    if (schema.maxLength !== undefined) {
      values.push("a".repeat(schema.maxLength + 1), "€".repeat(schema.maxLength + 1));
      values.push("😀".repeat(Math.ceil((schema.maxLength + 1) / 2)));
    }
    if (schema.minLength) values.push("a".repeat(schema.minLength - 1));
    if (schema.format || schema.pattern) values.push("not a valid value", "a@", "@b.c", "http://");
    if (schema.enum) values.push(`${String(schema.enum[0])}x`, String(schema.enum[0]).toUpperCase(), "other");
  }
  if (types.includes("number") || types.includes("integer")) {
    values.push("1", "", ...NASTY_NUMBERS);
    if (schema.maximum !== undefined) values.push(schema.maximum + 1, schema.maximum + 0.5);
    if (schema.exclusiveMaximum !== undefined) values.push(schema.exclusiveMaximum);
    if (schema.minimum !== undefined) values.push(schema.minimum - 1, schema.minimum - 0.5);
    if (schema.exclusiveMinimum !== undefined) values.push(schema.exclusiveMinimum);
  }
  if (types.includes("boolean")) values.push("true", 1, 0, "false");
  if (types.includes("array")) {
    values.push(
      "a,b",
      { 0: "a" },
      [null],
      [{}],
      [[[]]],
      Array.from({ length: 1001 }, (_, i) => i),
    );
    if (schema.maxItems !== undefined) values.push(Array.from({ length: schema.maxItems + 1 }, () => "x"));
  }
  if (types.includes("object")) values.push("{}", [{}], { "": null });
  if (schema.enum || schema.const !== undefined) values.push("not-a-choice", 7);
  return values;
}

/** Any JSON value at all, unicode and deep objects included. */
export const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(...NASTY_STRINGS, ...NASTY_NUMBERS),
  fc.jsonValue({ maxDepth: 3 }),
);

/** A JSON text with the extra key first: `{"__proto__": …}` as the wire carries it (a JS literal cannot). */
function withRawKey(text: string, key: string, value: unknown): string {
  if (!text.startsWith("{")) return text;
  const rest = text.slice(1);
  return `{${JSON.stringify(key)}:${JSON.stringify(value) ?? "null"}${rest === "}" ? "" : ","}${rest}`;
}

export interface BodyCase {
  /** What was done to the example, for the failure report. */
  label: string;
  contentType: string | undefined;
  text: string;
}

/** Mutations of one field of a JSON object. */
type Mutation = { label: string; apply: (body: Record<string, unknown>) => void };

function fieldMutations(
  properties: Record<string, JsonSchema>,
  example: Record<string, unknown>,
  foreignIds: Record<string, number>,
): fc.Arbitrary<Mutation> {
  const keys = [...new Set([...Object.keys(properties), ...Object.keys(example)])];
  if (keys.length === 0) {
    return fc.constant({ label: "nothing", apply: () => {} });
  }
  const key = fc.constantFrom(...keys);
  const wrong = key.chain((k) =>
    fc
      .oneof(
        { weight: 3, arbitrary: fc.constantFrom(...wrongValuesFor(properties[k] ?? {})) },
        { weight: 1, arbitrary: anyJson },
      )
      .map(
        (value): Mutation => ({
          label: `${k} = ${JSON.stringify(value)?.slice(0, 60)}`,
          apply: (body) => {
            body[k] = value;
          },
        }),
      ),
  );
  const missing = key.map(
    (k): Mutation => ({
      label: `without ${k}`,
      apply: (body) => {
        delete body[k];
      },
    }),
  );
  const nested = key.chain((k) =>
    fc.tuple(fc.constantFrom("__proto__", "constructor", "0", "length", "x"), anyJson).map(
      ([inner, value]): Mutation => ({
        label: `${k}.${inner} = ${JSON.stringify(value)?.slice(0, 40)}`,
        apply: (body) => {
          const current = body[k];
          body[k] = Array.isArray(current)
            ? [...current, value]
            : { ...(typeof current === "object" && current ? current : {}), [inner]: value };
        },
      }),
    ),
  );
  const arbitraries: fc.Arbitrary<Mutation>[] = [wrong, wrong, missing, nested];
  // Another company's records, by the field's name (documentId, userId…): valid in shape, never the caller's.
  const idKeys = keys.filter((k) => foreignIds[k] !== undefined);
  if (idKeys.length) {
    arbitraries.push(
      fc.constantFrom(...idKeys).map(
        (k): Mutation => ({
          label: `${k} of another company`,
          apply: (body) => {
            body[k] = foreignIds[k];
          },
        }),
      ),
    );
  }
  return fc.oneof(...arbitraries);
}

/**
 * A request body for a route that declares one: the example with one to three mistakes, an extra
 * `__proto__`/`constructor` key, something that is not an object, text that is not JSON, or a
 * valid-looking body sent with the wrong content type.
 */
export function malformedBody(
  schema: z.ZodType,
  example: unknown,
  foreignIds: Record<string, number>,
): fc.Arbitrary<BodyCase & { foreignId: boolean }> {
  const properties = propertiesOf(jsonSchemaOf(schema));
  const base = (example && typeof example === "object" ? example : {}) as Record<string, unknown>;
  const json = "application/json";
  const mutated = fc
    .array(fieldMutations(properties, base, foreignIds), { minLength: 1, maxLength: 3 })
    .map((mutations) => {
      const body = structuredClone(base);
      for (const m of mutations) m.apply(body);
      return {
        label: mutations.map((m) => m.label).join("; "),
        contentType: json,
        text: JSON.stringify(body),
        foreignId: mutations.some((m) => m.label.endsWith("of another company")),
      };
    });
  const extraKey = fc
    .tuple(
      fc.constantFrom("__proto__", "constructor", "prototype", "toString", "isAdmin", "companyId", "role"),
      anyJson,
    )
    .map(([key, value]) => ({
      label: `extra key ${key}`,
      contentType: json,
      text: withRawKey(
        JSON.stringify(base),
        key,
        key === "__proto__" ? { isAdmin: true, ...Object(value) } : value,
      ),
      foreignId: false,
    }));
  const notAnObject = anyJson
    .filter((value) => value === null || typeof value !== "object" || Array.isArray(value))
    .map((value) => ({
      label: "not an object",
      contentType: json,
      text: JSON.stringify(value),
      foreignId: false,
    }));
  const notJson = fc
    .constantFrom(
      "",
      "{",
      "{'a': 1}",
      '{"a": 1,}',
      "undefined",
      "NaN",
      "\u0000",
      '{"a":"\\ud800"',
      "[".repeat(5000) + "]".repeat(5000),
      `{"a":${"[".repeat(100_000)}`,
      JSON.stringify(base).slice(0, -1),
      `${JSON.stringify(base)}garbage`,
      "\ufeff{}",
    )
    .map((text) => ({
      label: `invalid JSON ${JSON.stringify(text.slice(0, 20))}`,
      contentType: json,
      text,
      foreignId: false,
    }));
  const wrongType = fc
    .constantFrom(
      undefined,
      "text/plain",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=x",
      "application/jsonx",
      "application/xml",
      "json",
    )
    .map((contentType) => ({
      label: `content type ${contentType ?? "(none)"}`,
      contentType,
      text: JSON.stringify(base),
      foreignId: false,
    }));
  return fc.oneof(
    { weight: 6, arbitrary: mutated },
    { weight: 2, arbitrary: extraKey },
    { weight: 1, arbitrary: notAnObject },
    { weight: 1, arbitrary: notJson },
    { weight: 1, arbitrary: wrongType },
  );
}

/** Whether the route would take the body as valid (then the request is not a malformed one). */
export function bodyIsValid(schema: z.ZodType, body: BodyCase): boolean {
  if (body.contentType !== "application/json") return false;
  let parsed: unknown;
  try {
    // Request.json() decodes as UTF-8, which drops a leading byte-order mark: so does the route.
    parsed = JSON.parse(body.text.replace(/^\ufeff/, ""));
  } catch {
    return false;
  }
  return schema.safeParse(parsed).success;
}

/** A query string with one or more fields replaced, added or repeated, as the wire carries it. */
export function malformedQuery(schema: z.ZodType): fc.Arbitrary<{ label: string; search: string }> {
  const properties = propertiesOf(jsonSchemaOf(schema));
  const keys = [...Object.keys(properties), "__proto__", "constructor", "extra"];
  const value = fc.oneof(
    fc.constantFrom(
      ...NASTY_STRINGS.filter((s) => s.length < 1000),
      "0",
      "101",
      "-5",
      "1.5",
      "a".repeat(5000),
    ),
    fc.string({ unit: "grapheme", maxLength: 30 }),
    fc.integer().map(String),
  );
  const pairs = fc.array(fc.tuple(fc.constantFrom(...keys), value), { minLength: 1, maxLength: 4 });
  const encoded = pairs.map((list) => {
    const params = new URLSearchParams();
    for (const [k, v] of list) params.append(k, v);
    return { label: JSON.stringify(list).slice(0, 120), search: `?${params}` };
  });
  const raw = fc
    .constantFrom("?%", "?limit=%ZZ", "?=&=&", "?limit", "?&&&", "?search=%00", "?status[]=a", "?a=%E0%A4%A")
    .map((search) => ({ label: `raw ${search}`, search }));
  return fc.oneof({ weight: 4, arbitrary: encoded }, { weight: 1, arbitrary: raw });
}

/** The query as the router reads it (Hono's own parsing, as `c.req.query()`), to tell a valid one apart. */
export function queryIsValid(schema: z.ZodType, search: string): boolean {
  const record = getQueryParam(`http://localhost/${search}`) as Record<string, string>;
  return schema.safeParse(record).success;
}

/** Path ids that are not one of the caller's records: malformed, absent, or another company's. */
export function pathIds(
  foreignId: number | undefined,
): fc.Arbitrary<{ label: string; id: string; real: boolean }> {
  const malformed = fc
    .oneof(
      fc.constantFrom(
        "0",
        "-1",
        "1.5",
        "1e3",
        "0x10",
        "+7",
        " 7",
        "007",
        "9".repeat(30),
        "NaN",
        "null",
        "%00",
        "__proto__",
        "constructor",
      ),
      // A canonical decimal could be one of the caller's own records: not malformed.
      fc.string({ unit: "grapheme", minLength: 1, maxLength: 20 }).filter((id) => !/^[1-9][0-9]*$/.test(id)),
      fc.integer({ min: 1_000_000_000, max: 2_000_000_000 }).map(String),
    )
    .map((id) => ({ label: `id ${JSON.stringify(id)}`, id: encodeURIComponent(id), real: false }));
  if (foreignId === undefined) return malformed;
  return fc.oneof(
    { weight: 3, arbitrary: malformed },
    {
      weight: 2,
      arbitrary: fc.constant({ label: "another company's id", id: String(foreignId), real: true }),
    },
  );
}
