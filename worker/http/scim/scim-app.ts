import {
  appErrorIn,
  HTTP_STATUS_BY_CODE,
  MAX_JSON_BODY_BYTES,
  retryAfterOf,
} from "@charterly/domain/contract";
import { type Context, Hono } from "hono";
import { readJsonBody } from "../../api/json-body";
import { requestContext, securityHeaders } from "../../api/middleware";
import type { ApiEnv } from "../../api/types";
import type { DomainContext } from "../../domain/context";
import { forCompanyDatabase } from "../../domain/platform/company-placement";
import { ScimError, scimBadRequest, scimErrorBody } from "../../domain/scim/scim-error";
import { authenticateScimToken, type ScimCaller } from "../../domain/scim/scim-token-auth";
import {
  createScimUser,
  deleteScimUser,
  getScimUser,
  listScimUsersWithToken,
  patchScimUser,
  replaceScimUser,
} from "../../domain/scim/scim-users";
import { readConfig } from "../../env";
import { logError } from "../log";
import { checkRateLimit } from "../rate-limit";
import { resourceType, resourceTypes, schema, schemas, serviceProviderConfig } from "./scim-discovery";

// The SCIM 2.0 service provider (RFC 7644) at /scim/v2, for the identity provider of an Enterprise
// company (decision 035). Outside /api: its contract is SCIM's, not the app's — bearer tokens of
// Company Settings, never a cookie; application/scim+json; errors in the RFC's form, never a 500's
// internals. Each request: the token (401), the company's plan (403), the rate limit (429), the body
// within 1 MB (413), then the domain's SCIM operations in the company's database.

type ScimEnv = { Bindings: ApiEnv["Bindings"]; Variables: ApiEnv["Variables"] & { scim: ScimCaller } };

const SCIM_CONTENT_TYPE = "application/scim+json; charset=utf-8";

const scimJson = (c: Context<ScimEnv>, body: unknown, status = 200, headers: Record<string, string> = {}) =>
  c.body(JSON.stringify(body), status as 200, { "Content-Type": SCIM_CONTENT_TYPE, ...headers });

function scimError(c: Context<ScimEnv>, error: ScimError, headers: Record<string, string> = {}) {
  return scimJson(c, scimErrorBody(error), error.status, headers);
}

/** The company database the token's company lives in (decision 027). */
const companyContext = (c: Context<ScimEnv>): DomainContext =>
  forCompanyDatabase(c.get("domain"), c.get("scim").databaseNumber);

async function body(c: Context<ScimEnv>): Promise<unknown> {
  try {
    return await readJsonBody(c.req.raw, MAX_JSON_BODY_BYTES);
  } catch (error) {
    const refusal = appErrorIn(error);
    if (refusal?.code === "payload_too_large") throw new ScimError(413, refusal.message);
    if (refusal) throw scimBadRequest("invalidSyntax", "The request body is not valid JSON.");
    throw error;
  }
}

/** startIndex and count as whole numbers (RFC 7644 §3.4.2.4): below 1 reads as 1, count below 0 as 0. */
function integerParam(c: Context<ScimEnv>, name: string): number | undefined {
  const raw = c.req.query(name);
  if (raw === undefined || raw === "") return undefined;
  if (!/^-?[0-9]{1,9}$/.test(raw)) throw scimBadRequest("invalidValue", `${name} must be a whole number.`);
  return Number(raw);
}

/** Counts the request against its token's rate limit (429 when over). */
async function limitRate(c: Context<ScimEnv>, caller: ScimCaller) {
  const limited = await checkRateLimit(c.env, "scim", c.req.raw, null, `scim-token:${caller.tokenId}`);
  if (limited) throw limited;
}

const appOrigin = (c: Context<ScimEnv>) => readConfig(c.env).APP_URL ?? new URL(c.req.url).origin;

export function createScimApp() {
  const app = new Hono<ScimEnv>().basePath("/scim/v2");
  app.use("*", requestContext, securityHeaders);
  // Before the token middleware: the lookup a provider makes before every change reads the token
  // and the person in one D1 round trip (listScimUsersWithToken), then counts the rate limit.
  app.get("/Users", async (c) => {
    let paging: { startIndex?: number; count?: number };
    try {
      paging = { startIndex: integerParam(c, "startIndex"), count: integerParam(c, "count") };
    } catch (error) {
      // Who asks comes first, as on every other endpoint: an unknown token is a 401 whatever its paging.
      await authenticateScimToken(c.get("domain"), c.req.header("authorization") ?? null, appOrigin(c));
      throw error;
    }
    const { caller, list } = await listScimUsersWithToken(
      c.get("domain"),
      c.req.header("authorization") ?? null,
      appOrigin(c),
      { filter: c.req.query("filter"), ...paging },
    );
    c.set("scim", caller);
    await limitRate(c, caller);
    return scimJson(c, list);
  });
  app.use("*", async (c, next) => {
    const caller = await authenticateScimToken(
      c.get("domain"),
      c.req.header("authorization") ?? null,
      appOrigin(c),
    );
    c.set("scim", caller);
    await limitRate(c, caller);
    await next();
  });

  app.get("/ServiceProviderConfig", (c) => scimJson(c, serviceProviderConfig(c.get("scim").baseUrl)));
  app.get("/ResourceTypes", (c) => scimJson(c, resourceTypes(c.get("scim").baseUrl)));
  app.get("/ResourceTypes/:name", (c) =>
    scimJson(c, resourceType(c.get("scim").baseUrl, c.req.param("name"))),
  );
  app.get("/Schemas", (c) => scimJson(c, schemas(c.get("scim").baseUrl)));
  app.get("/Schemas/:id", (c) => scimJson(c, schema(c.get("scim").baseUrl, c.req.param("id"))));

  app.post("/Users", async (c) => {
    const created = await createScimUser(companyContext(c), c.get("scim"), await body(c));
    return scimJson(c, created, 201, { Location: (created.meta as { location: string }).location });
  });
  app.get("/Users/:id", async (c) =>
    scimJson(c, await getScimUser(companyContext(c), c.get("scim"), c.req.param("id"))),
  );
  app.put("/Users/:id", async (c) =>
    scimJson(c, await replaceScimUser(companyContext(c), c.get("scim"), c.req.param("id"), await body(c))),
  );
  app.patch("/Users/:id", async (c) =>
    scimJson(c, await patchScimUser(companyContext(c), c.get("scim"), c.req.param("id"), await body(c))),
  );
  app.delete("/Users/:id", async (c) => {
    await deleteScimUser(companyContext(c), c.get("scim"), c.req.param("id"));
    return c.body(null, 204);
  });

  // Charterly has no groups (decision 035): ResourceTypes does not list them, and their endpoint
  // says so in SCIM's form rather than an HTML page.
  app.all("/Groups/*", (c) =>
    scimError(c, new ScimError(404, "Groups are not supported by this service provider.")),
  );
  app.all("/Groups", (c) =>
    scimError(c, new ScimError(404, "Groups are not supported by this service provider.")),
  );
  // Last: any other path or method under /scim/v2 (mounted in the Worker, a sub-app's notFound is not asked).
  app.all("/*", (c) => scimError(c, new ScimError(404, "There is no such SCIM endpoint.")));
  app.onError((error, c) => {
    if (error instanceof ScimError) return scimError(c, error);
    const refusal = appErrorIn(error);
    if (refusal) {
      const retry = retryAfterOf(refusal);
      const status = HTTP_STATUS_BY_CODE[refusal.code];
      return scimError(
        c,
        new ScimError(status, refusal.message),
        retry ? { "Retry-After": String(retry) } : {},
      );
    }
    logError("unhandled SCIM error", error, {
      requestId: c.get("requestId"),
      method: c.req.method,
      path: c.req.path,
    });
    return scimError(
      c,
      new ScimError(500, "A server error occurred; nothing may have been saved. Try again."),
    );
  });
  return app;
}
