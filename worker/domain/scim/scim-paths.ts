import { ENTERPRISE_USER_SCHEMA, USER_SCHEMA } from "./scim-schemas";

// Attribute paths as SCIM writes them (RFC 7644 §3.10): `userName`, `name.familyName`, and either
// prefixed by a schema URN (`urn:ietf:params:scim:schemas:extension:enterprise:2.0:User:department`).
// Attribute names are case-insensitive, so a path is kept in lower case.

export interface AttributePath {
  /** The extension's schema URN (lower case), or null for the core User schema. */
  urn: string | null;
  /** The attribute and sub-attribute names, lower case; empty for the extension as a whole. */
  attribute: string[];
}

const CORE = USER_SCHEMA.toLowerCase();
const ENTERPRISE = ENTERPRISE_USER_SCHEMA.toLowerCase();

const isNameCharacter = (c: string) =>
  (c >= "a" && c <= "z") || (c >= "0" && c <= "9") || c === "_" || c === "-" || c === "$";

/** The path, or null when it is not one (an empty segment, a character no attribute name has). */
export function parseAttributePath(text: string): AttributePath | null {
  const lower = text.toLowerCase();
  let urn: string | null = null;
  let rest = lower;
  if (lower === ENTERPRISE || lower === CORE)
    return { urn: lower === CORE ? null : ENTERPRISE, attribute: [] };
  if (lower.startsWith(`${ENTERPRISE}:`)) {
    urn = ENTERPRISE;
    rest = lower.slice(ENTERPRISE.length + 1);
  } else if (lower.startsWith(`${CORE}:`)) {
    rest = lower.slice(CORE.length + 1);
  } else if (lower.startsWith("urn:")) {
    return null;
  }
  const attribute = rest.split(".");
  if (attribute.some((segment) => segment === "" || ![...segment].every(isNameCharacter))) return null;
  return { urn, attribute };
}

/** The key of `object` that names `name` whatever its case, if any. */
export function keyOf(object: Record<string, unknown>, name: string): string | undefined {
  const lower = name.toLowerCase();
  return Object.keys(object).find((key) => key.toLowerCase() === lower);
}

/**
 * The values at a path in a resource, multi-valued attributes flattened: `emails.value` is every
 * address. Missing → [].
 */
export function valuesAt(resource: Record<string, unknown>, path: AttributePath): unknown[] {
  let current: unknown[] = [resource];
  if (path.urn) {
    const key = keyOf(resource, ENTERPRISE_USER_SCHEMA);
    current = key === undefined ? [] : [resource[key]];
  }
  for (const segment of path.attribute) {
    const next: unknown[] = [];
    for (const value of current) {
      for (const item of Array.isArray(value) ? value : [value]) {
        if (typeof item !== "object" || item === null) continue;
        const key = keyOf(item as Record<string, unknown>, segment);
        if (key !== undefined) next.push((item as Record<string, unknown>)[key]);
      }
    }
    current = next.flatMap((value) => (Array.isArray(value) ? value : [value]));
  }
  return current.filter((value) => value !== undefined);
}
