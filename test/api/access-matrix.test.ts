import { PERMISSION_KEYS, permissionDenial } from "@charterly/domain/contract";
import { beforeAll, describe, expect, it } from "vitest";
import { createApiApp } from "../../worker/api/app";
import { listRoutes } from "../../worker/api/route-table";
import { type AccessRule, checkAccess, type ServiceName } from "../../worker/domain/access/access-rule";
import type { Actor } from "../../worker/domain/access/actor";
import { buildCallerWorld } from "../support/caller-world";
import { callApi, cookieFor } from "../support/fixtures";

/**
 * Every registered /api route × every kind of caller (people of each role and tier, the Slack bot's
 * service credential and a wrong one), checked against the route's own declaration.
 * Path ids are taken from a second company: no caller outside it may read or change its data.
 * A new route is covered automatically; one that declares no access, or whose path parameter has
 * no fixture below, fails this test.
 */

interface Caller {
  name: string;
  actor: Actor | null;
  /** A machine caller's `Authorization: Bearer` credential (decision 017), and the service it proves. */
  bearer?: string;
  service?: ServiceName | null;
}

/** The Slack bot's credential, configured for every call below (so service routes are not 503). */
const SERVICE_TOKEN = "matrix-slack-service-token-0123456789abcdef";
const bindings = { SLACK_SERVICE_TOKEN: SERVICE_TOKEN };

const routes = listRoutes(createApiApp());
const callers: Caller[] = [];
/** Ids owned by the second company, by path parameter name: callers from elsewhere must get 404. */
let foreignIds: Record<string, number> = {};
/** Ids of platform-wide records (a template, a CRM mapping), usable by anyone the route admits. */
let sharedIds: Record<string, number> = {};

beforeAll(async () => {
  const world = await buildCallerWorld();
  ({ foreignIds, sharedIds } = world);
  for (const { name, actor } of world.callers) callers.push({ name, actor });
  // Machine callers: the bearer opens the service routes only; elsewhere it is no credential.
  callers.push({ name: "slack service", actor: null, bearer: SERVICE_TOKEN, service: "slack" });
  callers.push({
    name: "wrong service bearer",
    actor: null,
    bearer: `${SERVICE_TOKEN}-wrong`,
    service: null,
  });
});

/** Only the platform's own permissions act across companies; every other route scopes ids to the caller's. */
const crossCompany = (rule: AccessRule) => rule.kind === "permission" && rule.key.startsWith("platform.");

function pathFor(path: string) {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const id = foreignIds[name] ?? sharedIds[name];
    if (id === undefined)
      throw new Error(`No fixture for path parameter :${name} — add one to access-matrix.test.ts`);
    return String(id);
  });
}

describe("route access declarations", () => {
  it("every route declares who may call it, and every route with a body has a valid example", () => {
    const undeclared = routes.filter((r) => !r.meta).map((r) => `${r.method} ${r.path}`);
    expect(undeclared).toEqual([]);
    const missingExample = routes.filter((r) => r.meta?.body && r.meta.example === undefined);
    expect(missingExample.map((r) => `${r.method} ${r.path}`)).toEqual([]);
    for (const r of routes) {
      if (r.meta?.body)
        expect(r.meta.body.safeParse(r.meta.example).success, `${r.method} ${r.path} example`).toBe(true);
    }
  });

  it("every permission a route declares is a key of the permission table, refused to some callers and granted to others", () => {
    const declared = new Set(
      routes.flatMap((r) => (r.meta?.access.kind === "permission" ? [r.meta.access.key] : [])),
    );
    const uncovered: string[] = [];
    for (const key of declared) {
      expect(PERMISSION_KEYS).toContain(key);
      const refused = callers.filter((c) => c.actor && permissionDenial(c.actor, key)).length;
      const granted = callers.filter((c) => c.actor && !permissionDenial(c.actor, key)).length;
      // A key the callers cannot tell apart would make the matrix below prove nothing about it.
      if (refused === 0 || granted === 0) uncovered.push(`${key}: ${granted} granted, ${refused} refused`);
    }
    expect(uncovered).toEqual([]);
    // The library, generation, import, approvals and tokens are all guarded through the table.
    for (const key of ["library.read", "document.generate", "document.import", "document.approve"] as const)
      expect(declared).toContain(key);
  });

  it("every route × caller answers as its declaration says", async () => {
    let checked = 0;
    const failures: string[] = [];
    for (const route of routes) {
      const meta = route.meta!;
      const hasForeignId = [...route.path.matchAll(/:(\w+)/g)].some((m) => m[1]! in foreignIds);
      for (const caller of callers) {
        const cookie = caller.actor ? await cookieFor(caller.actor.userId) : undefined;
        const res = await callApi(route.method, pathFor(route.path), {
          cookie,
          body: meta.body ? meta.example : undefined,
          headers: caller.bearer ? { authorization: `Bearer ${caller.bearer}` } : undefined,
          bindings,
        });
        checked++;
        const refusal = checkAccess(meta.access, caller.actor, caller.service ?? null);
        const label = `${route.method} ${route.path} as ${caller.name}: got ${res.status}`;
        if (refusal) {
          const expected = refusal.code === "unauthenticated" ? 401 : 403;
          if (res.status !== expected) failures.push(`${label}, expected ${expected}`);
        } else if (res.status === 401 || res.status === 403 || res.status >= 500) {
          failures.push(`${label}, expected the call to be allowed`);
        } else if (hasForeignId && !crossCompany(meta.access) && res.status !== 404) {
          failures.push(`${label}, expected 404 for another company's id`);
        }
      }
    }
    console.log(
      `access matrix: ${routes.length} routes × ${callers.length} callers = ${checked} combinations checked`,
    );
    expect(failures).toEqual([]);
    expect(checked).toBe(routes.length * callers.length);
    // Hundreds of sequential requests: well past vitest's 5 s default on a busy machine.
  }, 90_000);
});
