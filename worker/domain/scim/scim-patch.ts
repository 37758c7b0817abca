import { type ScimError, scimBadRequest } from "./scim-error";
import { matchesScimFilter, parseScimFilter, type ScimFilter } from "./scim-filter";
import { type AttributePath, keyOf, parseAttributePath } from "./scim-paths";
import { ENTERPRISE_USER_SCHEMA, PATCH_OP_SCHEMA } from "./scim-schemas";
import type { ScimResource } from "./scim-user-resource";

// PATCH (RFC 7644 §3.5.2) applied to a User resource as the service answers it; the result is checked
// again as a whole body would be (scim-user-resource.ts). Ops whatever their case (Entra ID sends
// "Replace", "Add"); a path as an attribute (`name.familyName`, an enterprise URN path) or a value
// path (`emails[type eq "work"].value`); no path, with an object whose keys are paths — Entra ID's
// `{"name.givenName": "…"}` as well as the RFC's nested objects.

type Op = "add" | "replace" | "remove";

const READ_ONLY = new Set(["id", "meta", "groups", "schemas"]);

interface Target {
  path: AttributePath;
  /** The value path's filter, `emails[type eq "work"]`, and the sub-attribute after it, if any. */
  filter?: ScimFilter;
  sub?: string;
}

function parseTarget(text: string): Target {
  const open = text.indexOf("[");
  if (open < 0) {
    const path = parseAttributePath(text);
    if (!path) throw scimBadRequest("invalidPath", `"${text}" is not an attribute path.`);
    return { path };
  }
  const close = text.lastIndexOf("]");
  const path = parseAttributePath(text.slice(0, open));
  const after = text.slice(close + 1);
  if (!path || close < open || (after !== "" && !after.startsWith(".")))
    throw scimBadRequest("invalidPath", `"${text}" is not an attribute path.`);
  let filter: ScimFilter;
  try {
    filter = parseScimFilter(text.slice(open + 1, close));
  } catch (error) {
    throw scimBadRequest(
      "invalidPath",
      `The filter in "${text}" is not valid: ${(error as ScimError).detail}`,
    );
  }
  const sub = after === "" ? undefined : after.slice(1);
  if (sub === "" || sub?.includes("."))
    throw scimBadRequest("invalidPath", `"${text}" is not an attribute path.`);
  return { path, filter, sub };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The object that holds the path's last attribute, created on the way for add and replace. */
function parentOf(
  resource: ScimResource,
  path: AttributePath,
  create: boolean,
): Record<string, unknown> | null {
  let current: Record<string, unknown> = resource;
  const steps = [...(path.urn ? [ENTERPRISE_USER_SCHEMA] : []), ...path.attribute.slice(0, -1)];
  for (const step of steps) {
    const key = keyOf(current, step) ?? step;
    if (!isObject(current[key])) {
      if (!create) return null;
      current[key] = {};
    }
    current = current[key] as Record<string, unknown>;
  }
  return current;
}

/** Equality terms of a simple value filter (`type eq "work"`), to create the element it names. */
function equalities(filter: ScimFilter): Record<string, unknown> | null {
  if (filter.kind === "compare" && filter.op === "eq" && filter.path.attribute.length === 1)
    return { [filter.path.attribute[0]!]: filter.value };
  if (filter.kind === "and") {
    const left = equalities(filter.left);
    const right = equalities(filter.right);
    return left && right ? { ...left, ...right } : null;
  }
  return null;
}

function applyAt(resource: ScimResource, op: Op, target: Target, value: unknown) {
  const { path } = target;
  const top = path.attribute[0];
  if (top && !path.urn && READ_ONLY.has(top)) throw scimBadRequest("mutability", `${top} cannot be changed.`);
  if (path.attribute.length === 0) {
    // The whole extension: `urn:…:enterprise:2.0:User`.
    if (op === "remove") delete resource[keyOf(resource, ENTERPRISE_USER_SCHEMA) ?? ENTERPRISE_USER_SCHEMA];
    else applyObject(resource, op, { [ENTERPRISE_USER_SCHEMA]: value });
    return;
  }
  const parent = parentOf(resource, path, op !== "remove");
  if (!parent) return;
  const last = path.attribute.at(-1)!;
  const key = keyOf(parent, last) ?? last;

  if (target.filter) {
    const filter = target.filter;
    const list = Array.isArray(parent[key]) ? (parent[key] as unknown[]) : [];
    const matches = (item: unknown) => isObject(item) && matchesScimFilter(item, filter);
    if (op === "remove") {
      parent[key] = target.sub
        ? list.map((item) => {
            if (!matches(item)) return item;
            const copy = { ...(item as Record<string, unknown>) };
            delete copy[keyOf(copy, target.sub!) ?? target.sub!];
            return copy;
          })
        : list.filter((item) => !matches(item));
      return;
    }
    if (list.some(matches)) {
      parent[key] = list.map((item) => {
        if (!matches(item)) return item;
        if (!target.sub) return isObject(value) ? { ...(item as Record<string, unknown>), ...value } : value;
        return {
          ...(item as Record<string, unknown>),
          [keyOf(item as Record<string, unknown>, target.sub) ?? target.sub]: value,
        };
      });
      return;
    }
    // Nothing matches: Entra ID replaces `addresses[type eq "work"].locality` on a person with no
    // work address yet; the element the filter names is created when the filter says what it is.
    const created = equalities(filter);
    if (!created) throw scimBadRequest("noTarget", "No value matches the path's filter.");
    parent[key] = [
      ...list,
      target.sub ? { ...created, [target.sub]: value } : { ...created, ...(isObject(value) ? value : {}) },
    ];
    return;
  }

  if (op === "remove") {
    delete parent[key];
    return;
  }
  const current = parent[key];
  if (op === "add" && Array.isArray(current)) {
    parent[key] = [...current, ...(Array.isArray(value) ? value : [value])];
  } else if (op === "add" && isObject(current) && isObject(value)) {
    parent[key] = { ...current, ...value };
  } else {
    parent[key] = value;
  }
}

/** A path-less add or replace: each key of the value is a path of its own. */
function applyObject(resource: ScimResource, op: Op, value: unknown) {
  if (!isObject(value))
    throw scimBadRequest("invalidValue", "An operation without a path takes an object of attributes.");
  for (const [key, item] of Object.entries(value)) {
    if (key.toLowerCase() === ENTERPRISE_USER_SCHEMA.toLowerCase() && isObject(item)) {
      for (const [name, inner] of Object.entries(item))
        applyAt(resource, op, parseTarget(`${ENTERPRISE_USER_SCHEMA}:${name}`), inner);
      continue;
    }
    // `schemas`, `id` and `meta` come along in some providers' path-less values: not changes.
    if (["schemas", "id", "meta"].includes(key.toLowerCase())) continue;
    applyAt(resource, op, parseTarget(key), item);
  }
}

/** The resource after the PATCH body's operations, in order; a body that is not a PatchOp: 400. */
export function applyScimPatch(resource: ScimResource, body: unknown): ScimResource {
  if (!isObject(body)) throw scimBadRequest("invalidSyntax", "The body must be a JSON object.");
  const schemas = body.schemas;
  if (!Array.isArray(schemas) || !schemas.includes(PATCH_OP_SCHEMA))
    throw scimBadRequest("invalidSyntax", `A PATCH body's schemas must include ${PATCH_OP_SCHEMA}.`);
  const operations = body.Operations ?? body[keyOf(body, "Operations") ?? "Operations"];
  if (!Array.isArray(operations) || operations.length === 0)
    throw scimBadRequest("invalidSyntax", "A PATCH body needs Operations.");
  if (operations.length > 100)
    throw scimBadRequest("invalidSyntax", "A PATCH body has at most 100 Operations.");
  const result: ScimResource = structuredClone(resource);
  for (const operation of operations) {
    if (!isObject(operation)) throw scimBadRequest("invalidSyntax", "Each operation must be an object.");
    const op = typeof operation.op === "string" ? operation.op.toLowerCase() : "";
    if (op !== "add" && op !== "replace" && op !== "remove")
      throw scimBadRequest(
        "invalidSyntax",
        `"${String(operation.op).slice(0, 40)}" is not a PATCH op (add, replace, remove).`,
      );
    const path = operation.path;
    if (path !== undefined && typeof path !== "string")
      throw scimBadRequest("invalidPath", "path must be a string.");
    if (path === undefined || path === "") {
      if (op === "remove") throw scimBadRequest("noTarget", "A remove operation needs a path.");
      applyObject(result, op, operation.value);
    } else {
      if (op !== "remove" && !("value" in operation))
        throw scimBadRequest("invalidValue", `The ${op} of "${path}" has no value.`);
      applyAt(result, op, parseTarget(path), operation.value);
    }
  }
  return result;
}
