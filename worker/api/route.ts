import { AppError, invalidInput, MAX_JSON_BODY_BYTES, type RateLimitName } from "@charterly/domain/contract";
import type { Context, Input, MiddlewareHandler } from "hono";
import { matchedRoutes } from "hono/route";
import type { BlankInput } from "hono/types";
import type { z } from "zod";
import { type AccessRule, checkAccess } from "../domain/access/access-rule";
import { checkRateLimit } from "../http/rate-limit";
import { errorResponse, rateLimitedResponse } from "./errors";
import { readJsonBody } from "./json-body";
import { presentedService, SERVICE_NOT_CONFIGURED_MESSAGE } from "./service-credential";
import type { ApiEnv } from "./types";

/**
 * The declaration every /api route starts with: who may call it, what it takes and what it
 * answers. The middleware enforces access, then validates the body and query, before the handler.
 * The access test and the OpenAPI document both read these declarations from the router.
 */
export interface RouteMeta {
  /**
   * The operation's name in the OpenAPI document, which generated clients turn into a method name:
   * camelCase, unique, usually the domain operation the handler calls (`approveDocument`). Written
   * here rather than derived from the path so that it outlives a path's renaming; renaming it
   * breaks every generated client (decision 019).
   */
  operationId: string;
  summary: string;
  tags?: string[];
  access: AccessRule;
  /**
   * The route only reads (a GET that writes nothing, calls no service that acts, sends nothing):
   * it may be answered on the identity hint's word while the session lookup is on its way, its
   * answer kept only if the lookup confirms the person (decision 024). Any other route waits for
   * the lookup before it starts. test/http/round-trip-budget.test.ts checks that such routes write nothing.
   */
  readOnly?: true;
  body?: z.ZodType;
  /** The largest JSON body it reads (default MAX_JSON_BODY_BYTES, 1 MB); over it, 413 before parsing. */
  maxBodyBytes?: number;
  query?: z.ZodType;
  response?: z.ZodType;
  /** A valid body: documents the route and lets the access test reach the handler. Required with `body`. */
  example?: unknown;
  /** Non-JSON answers: a redirect, a file download, a stream of JSON lines (each one `response`). */
  produces?: "redirect" | "pdf" | "binary" | "ndjson";
  /**
   * How often one person (or address) may call it (contract/rate-limits.ts): counted after access
   * is granted, before the body is read; over the limit, a 429 with Retry-After.
   */
  rateLimit?: RateLimitName;
  /**
   * Whom a service route counts each call against, read from its validated body: a service acts
   * for the people it names (the Slack bot: one count per Slack user), not for its own address.
   */
  rateLimitPer?: (body: never) => string;
  /**
   * An old path kept working for one release after its route moved: the OpenAPI document marks the
   * operation `deprecated: true` and names the successor, and every answer carries a `Deprecation`
   * header and a `Link` to the successor (with this request's path parameters), so a client sees the
   * move before the old path goes. `successor` is the new path as the API declares it (`:id` params).
   */
  deprecated?: { successor: string };
}

/**
 * Query strings carry text: a schema field that takes a string (or a choice of strings) keeps its
 * type for the client; any other field (numbers, booleans) is sent as a string.
 */
type QueryInput<T> = { [K in keyof T]: T[K] extends string | string[] | undefined ? T[K] : string };

/**
 * The declared body and query as Hono's validated input (what `hc` sends, what `c.req.valid()`
 * answers), as Hono's own validators declare theirs.
 */
export type RouteInput<M extends RouteMeta> = (M["body"] extends z.ZodType
  ? { in: { json: z.input<M["body"]> }; out: { json: z.output<M["body"]> } }
  : BlankInput) &
  (M["query"] extends z.ZodType
    ? { in: { query: QueryInput<z.input<M["query"]>> }; out: { query: z.output<M["query"]> } }
    : BlankInput);

export type RouteMiddleware<I extends Input = BlankInput> = MiddlewareHandler<ApiEnv, string, I> & {
  meta: RouteMeta;
};

export function route<M extends RouteMeta>(meta: M): RouteMiddleware<RouteInput<M>> {
  const middleware: MiddlewareHandler<ApiEnv> = async (c, next) => {
    if (meta.deprecated) {
      const successor = meta.deprecated.successor.replace(/:(\w+)/g, (_, name: string) =>
        encodeURIComponent(c.req.param(name) ?? ""),
      );
      // RFC 9745's Deprecation (the date it was deprecated would do too) and the successor's address.
      c.header("Deprecation", "true");
      c.header("Link", `<${successor}>; rel="successor-version"`);
    }
    // Not confirmed: IdentityNotConfirmed, and the request runs again with the person found.
    const sessionCheck = c.get("sessionCheck");
    if (sessionCheck && !meta.readOnly) await sessionCheck.confirmed;
    const access = meta.access;
    let refused: AppError | null;
    if (access.kind === "service") {
      // A service route: the bearer credential only, never the session cookie.
      const service = await presentedService(c, access.service);
      if (service === "unconfigured")
        return c.json({ code: "misconfigured", message: SERVICE_NOT_CONFIGURED_MESSAGE }, 503);
      refused = checkAccess(access, null, service);
    } else {
      refused = checkAccess(access, c.get("session")?.actor ?? null);
    }
    if (refused) return errorResponse(c, refused);
    if (meta.rateLimit && !meta.rateLimitPer) {
      const userId = c.get("session")?.actor.userId ?? null;
      const limited = await checkRateLimit(c.env, meta.rateLimit, c.req.raw, userId);
      if (limited) return rateLimitedResponse(c, limited, meta.produces === "redirect");
    }
    if (meta.query) {
      c.req.addValidatedData("query", parse(meta.query, c.req.query()) as Record<string, unknown>);
    }
    if (meta.body) {
      if (!isJson(c.req.header("content-type")))
        throw new AppError("unsupported_media_type", JSON_ONLY_MESSAGE);
      const raw = await readJsonBody(c.req.raw, meta.maxBodyBytes ?? MAX_JSON_BODY_BYTES);
      const body = parse(meta.body, raw) as Record<string, unknown>;
      c.req.addValidatedData("json", body);
      if (meta.rateLimit && meta.rateLimitPer) {
        const subject = (meta.rateLimitPer as (body: unknown) => string)(body);
        const limited = await checkRateLimit(c.env, meta.rateLimit, c.req.raw, null, subject);
        if (limited) return errorResponse(c, limited);
      }
    }
    await next();
  };
  return Object.assign(middleware, { meta }) as RouteMiddleware<RouteInput<M>>;
}

const JSON_ONLY_MESSAGE = 'Send the request body as JSON, with the header "Content-Type: application/json".';

/** `application/json`, with or without parameters (`; charset=utf-8`). */
function isJson(contentType: string | undefined): boolean {
  const [type = ""] = (contentType ?? "").split(";", 1);
  return type.trim().toLowerCase() === "application/json";
}

function parse<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of closestIssues(result.error.issues)) {
    const key = issue.path.join(".") || "body";
    fields[key] ??= issue.message;
  }
  const message = Object.entries(fields)
    .map(([field, text]) => `${field}: ${text}`)
    .join("; ");
  throw invalidInput(message, fields);
}

type Issue = { code: string; path: PropertyKey[]; message: string; errors?: Issue[][] };

/**
 * A union that matches no branch reports every branch's issues under one "Invalid input"; the
 * person is better served by the branch that came closest (fewest issues), e.g. `status: Choose …`.
 */
function closestIssues(issues: readonly Issue[]): Issue[] {
  return issues.flatMap((issue) => {
    if (issue.code !== "invalid_union" || !issue.errors?.length) return [issue];
    const closest = issue.errors.reduce((best, branch) => (branch.length < best.length ? branch : best));
    return closestIssues(closest.map((inner) => ({ ...inner, path: [...issue.path, ...inner.path] })));
  });
}

/** The validated body (Hono's validated `json`), typed by the schema the route declared. */
export const bodyOf = <S extends z.ZodType>(c: Context<ApiEnv>, _schema: S) => validated<S>(c, "json");
/** The validated query (Hono's validated `query`), typed by the schema the route declared. */
export const queryOf = <S extends z.ZodType>(c: Context<ApiEnv>, _schema: S) => validated<S>(c, "query");

const validated = <S extends z.ZodType>(c: Context<ApiEnv>, target: "json" | "query") =>
  (c.req.valid as (target: "json" | "query") => unknown)(target) as z.infer<S>;

/** Whether the request matched a route declared for a service (the Slack bot): sameOriginWrites exempts it. */
export function isServiceRoute(c: Context<ApiEnv>): boolean {
  return matchedRoutes(c).some((r) => declarationOf(r.handler)?.access.kind === "service");
}

/**
 * The declaration a matched handler carries. Mounting an app that has its own error handler (the
 * API inside the Worker's router) wraps each handler and keeps the original under Hono's
 * `__COMPOSED_HANDLER` key (test/slack/service-access.test.ts goes through the Worker's router).
 */
function declarationOf(handler: unknown): RouteMeta | undefined {
  let current = handler as { meta?: RouteMeta; __COMPOSED_HANDLER?: unknown } | undefined;
  for (let depth = 0; current && depth < 5; depth++) {
    if (current.meta) return current.meta;
    current = current.__COMPOSED_HANDLER as typeof current;
  }
  return undefined;
}

/** The signed-in caller; only valid in handlers whose access rule requires a session. */
export function actorOf(c: Context<ApiEnv>) {
  const session = c.get("session");
  if (!session) throw new Error("actorOf() used on a route that does not require a session");
  return session.actor;
}

/**
 * A numeric id from the path, written the one way ids are written (decimal digits, no sign, no
 * leading zero); anything else is a 404 like an id that does not exist. `Number()` alone took
 * " 7", "0x7", "7e0" and "+7" as record 7: one record under many addresses.
 */
export function idParam(c: Context<ApiEnv>, name: string): number {
  const raw = c.req.param(name);
  if (!raw || !/^[1-9][0-9]*$/.test(raw)) return -1;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : -1;
}
