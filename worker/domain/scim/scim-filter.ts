import { scimBadRequest } from "./scim-error";
import { type AttributePath, parseAttributePath, valuesAt } from "./scim-paths";

// The `filter` of GET /Users (RFC 7644 §3.4.2.2), parsed by hand in one left-to-right pass with no
// regular expression: attribute comparisons (eq ne co sw ew gt ge lt le, and pr), `and` binding
// tighter than `or`, `not (…)`, parentheses, and value paths — RFC's `emails[type eq "work" and
// value eq "a@b"]` as well as Entra ID's `emails[type eq "work"].value eq "a@b"`. Attribute names
// are case-insensitive. Anything else is the 400 `invalidFilter` the RFC asks for.

export const MAX_FILTER_LENGTH = 2_000;
const MAX_DEPTH = 16;

export type CompareOp = "eq" | "ne" | "co" | "sw" | "ew" | "gt" | "ge" | "lt" | "le";
type Literal = string | number | boolean | null;

export type ScimFilter =
  | { kind: "compare"; path: AttributePath; op: CompareOp; value: Literal }
  | { kind: "present"; path: AttributePath }
  | { kind: "and" | "or"; left: ScimFilter; right: ScimFilter }
  | { kind: "not"; filter: ScimFilter }
  /** `attr[filter]`, or Entra's `attr[filter].sub op value` (`subCompare` is that comparison). */
  | {
      kind: "valuePath";
      path: AttributePath;
      filter: ScimFilter;
      subCompare?: { sub: string; op: CompareOp; value: Literal };
    };

const COMPARE_OPS = new Set<string>(["eq", "ne", "co", "sw", "ew", "gt", "ge", "lt", "le"]);

type Token =
  | { type: "(" | ")" | "[" | "]" }
  | { type: "word"; text: string }
  | { type: "string"; text: string };

const invalid = (detail: string) => scimBadRequest("invalidFilter", detail);

function tokenize(filter: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < filter.length) {
    const c = filter[i]!;
    if (c === " " || c === "\t" || c === "\n" || c === "\r") {
      i++;
    } else if (c === "(" || c === ")" || c === "[" || c === "]") {
      tokens.push({ type: c });
      i++;
    } else if (c === '"') {
      // A JSON string: read to the closing quote, escapes included, then let JSON decode it.
      let j = i + 1;
      while (j < filter.length && filter[j] !== '"') j += filter[j] === "\\" ? 2 : 1;
      if (j >= filter.length) throw invalid("A quoted value in the filter is not closed.");
      try {
        tokens.push({ type: "string", text: JSON.parse(filter.slice(i, j + 1)) as string });
      } catch {
        throw invalid("A quoted value in the filter is not a valid string.");
      }
      i = j + 1;
    } else {
      let j = i;
      while (j < filter.length && !' \t\n\r()[]"'.includes(filter[j]!)) j++;
      tokens.push({ type: "word", text: filter.slice(i, j) });
      i = j;
    }
  }
  return tokens;
}

/** Parses a filter, or throws the 400 invalidFilter. */
export function parseScimFilter(filter: string): ScimFilter {
  if (filter.length > MAX_FILTER_LENGTH)
    throw invalid(`A filter is at most ${MAX_FILTER_LENGTH} characters.`);
  const tokens = tokenize(filter);
  let at = 0;
  const peek = () => tokens[at];
  const keyword = (word: string) => {
    const token = peek();
    return token?.type === "word" && token.text.toLowerCase() === word;
  };
  const expect = (type: "(" | ")" | "]") => {
    if (peek()?.type !== type) throw invalid(`Expected "${type}" in the filter.`);
    at++;
  };

  const parseOr = (depth: number): ScimFilter => {
    if (depth > MAX_DEPTH) throw invalid("The filter is nested too deeply.");
    let left = parseAnd(depth);
    while (keyword("or")) {
      at++;
      left = { kind: "or", left, right: parseAnd(depth) };
    }
    return left;
  };
  const parseAnd = (depth: number): ScimFilter => {
    let left = parseUnit(depth);
    while (keyword("and")) {
      at++;
      left = { kind: "and", left, right: parseUnit(depth) };
    }
    return left;
  };
  const parseUnit = (depth: number): ScimFilter => {
    if (keyword("not")) {
      at++;
      expect("(");
      const filter = parseOr(depth + 1);
      expect(")");
      return { kind: "not", filter };
    }
    if (peek()?.type === "(") {
      at++;
      const filter = parseOr(depth + 1);
      expect(")");
      return filter;
    }
    const token = peek();
    if (token?.type !== "word") throw invalid("Expected an attribute name in the filter.");
    at++;
    const path = attributePath(token.text);
    if (peek()?.type === "[") {
      at++;
      const inner = parseOr(depth + 1);
      expect("]");
      const next = peek();
      if (next?.type === "word" && next.text.startsWith(".")) {
        at++;
        const sub = next.text.slice(1);
        if (!sub || sub.includes(".")) throw invalid(`"${next.text}" is not a sub-attribute.`);
        const { op, value } = comparison();
        if (op === "pr") throw invalid("A value path's sub-attribute takes a comparison, not pr.");
        return { kind: "valuePath", path, filter: inner, subCompare: { sub, op, value } };
      }
      return { kind: "valuePath", path, filter: inner };
    }
    const { op, value } = comparison();
    return op === "pr" ? { kind: "present", path } : { kind: "compare", path, op, value };
  };
  const comparison = (): { op: CompareOp | "pr"; value: Literal } => {
    const opToken = peek();
    if (opToken?.type !== "word")
      throw invalid("Expected an operator (eq, ne, co, sw, ew, gt, ge, lt, le, pr).");
    const op = opToken.text.toLowerCase();
    at++;
    if (op === "pr") return { op, value: null };
    if (!COMPARE_OPS.has(op)) throw invalid(`"${opToken.text}" is not a filter operator.`);
    const valueToken = peek();
    if (valueToken?.type === "string") {
      at++;
      return { op: op as CompareOp, value: valueToken.text };
    }
    if (valueToken?.type !== "word") throw invalid(`Expected a value after "${opToken.text}".`);
    at++;
    return { op: op as CompareOp, value: literal(valueToken.text) };
  };

  if (tokens.length === 0) throw invalid("The filter is empty.");
  const parsed = parseOr(0);
  if (at < tokens.length) throw invalid("The filter has text after its end.");
  return parsed;
}

function attributePath(text: string): AttributePath {
  const path = parseAttributePath(text);
  if (!path) throw invalid(`"${text}" is not an attribute name.`);
  return path;
}

function literal(text: string): Literal {
  const lower = text.toLowerCase();
  if (lower === "true") return true;
  if (lower === "false") return false;
  if (lower === "null") return null;
  const number = Number(text);
  if (text !== "" && Number.isFinite(number)) return number;
  throw invalid(`"${text}" is not a value: quote a string.`);
}

/**
 * Attributes compared exactly (RFC 7643: `caseExact: true`); every other string compares without
 * regard to case, userName and e-mail addresses among them.
 */
const CASE_EXACT = new Set(["id", "externalid"]);

function compare(actual: unknown, op: CompareOp, expected: Literal, caseExact: boolean): boolean {
  if (actual === undefined || actual === null)
    return op === "ne" ? expected !== null : expected === null && op === "eq";
  if (typeof actual === "boolean" || typeof expected === "boolean") {
    if (op === "eq") return actual === expected;
    if (op === "ne") return actual !== expected;
    return false;
  }
  const a = caseExact ? String(actual) : String(actual).toLowerCase();
  const b = caseExact ? String(expected) : String(expected).toLowerCase();
  switch (op) {
    case "eq":
      return a === b;
    case "ne":
      return a !== b;
    case "co":
      return a.includes(b);
    case "sw":
      return a.startsWith(b);
    case "ew":
      return a.endsWith(b);
    case "gt":
      return a > b;
    case "ge":
      return a >= b;
    case "lt":
      return a < b;
    case "le":
      return a <= b;
  }
}

const isCaseExact = (path: AttributePath) =>
  path.attribute.length === 1 && CASE_EXACT.has(path.attribute[0]!);

/** Whether a SCIM resource (as the service answers it) matches the filter. */
export function matchesScimFilter(resource: Record<string, unknown>, filter: ScimFilter): boolean {
  switch (filter.kind) {
    case "and":
      return matchesScimFilter(resource, filter.left) && matchesScimFilter(resource, filter.right);
    case "or":
      return matchesScimFilter(resource, filter.left) || matchesScimFilter(resource, filter.right);
    case "not":
      return !matchesScimFilter(resource, filter.filter);
    case "present":
      return valuesAt(resource, filter.path).some(
        (v) => v !== null && v !== "" && !(Array.isArray(v) && v.length === 0),
      );
    case "compare": {
      // A multi-valued attribute compared as a whole compares its `value`s (RFC 7644 §3.4.2.2).
      const values = valuesAt(resource, filter.path).map((value) =>
        typeof value === "object" && value !== null && "value" in value
          ? (value as { value: unknown }).value
          : value,
      );
      const exact = isCaseExact(filter.path);
      if (values.length === 0) return compare(undefined, filter.op, filter.value, exact);
      return values.some((value) => compare(value, filter.op, filter.value, exact));
    }
    case "valuePath": {
      const elements = valuesAt(resource, filter.path).filter(
        (v): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v),
      );
      return elements.some((element) => {
        if (!matchesScimFilter(element, filter.filter)) return false;
        if (!filter.subCompare) return true;
        const sub = { urn: null, attribute: [filter.subCompare.sub.toLowerCase()] };
        return valuesAt(element, sub).some((value) =>
          compare(value, filter.subCompare!.op, filter.subCompare!.value, false),
        );
      });
    }
  }
}

/** What one indexed query can narrow a filter to, before the rest is checked on the rows it finds. */
export type FilterKey = { by: "email" | "externalId" | "id"; value: string };

/**
 * An equality every match must satisfy — `userName eq`, an e-mail's `value eq`, `externalId eq` or
 * `id eq` among the filter's top-level `and` terms — so the service looks the candidates up by index.
 */
export function filterKey(filter: ScimFilter): FilterKey | null {
  if (filter.kind === "and") return filterKey(filter.left) ?? filterKey(filter.right);
  if (
    filter.kind === "compare" &&
    filter.op === "eq" &&
    typeof filter.value === "string" &&
    !filter.path.urn
  ) {
    const name = filter.path.attribute.join(".");
    if (name === "username" || name === "emails.value") return { by: "email", value: filter.value };
    if (name === "externalid") return { by: "externalId", value: filter.value };
    if (name === "id") return { by: "id", value: filter.value };
  }
  if (
    filter.kind === "valuePath" &&
    filter.path.attribute.join(".") === "emails" &&
    filter.subCompare?.sub.toLowerCase() === "value" &&
    filter.subCompare.op === "eq" &&
    typeof filter.subCompare.value === "string"
  )
    return { by: "email", value: filter.subCompare.value };
  return null;
}
