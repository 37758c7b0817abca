import { PERMISSION_KEYS, permissionDenial } from "@charterly/domain/contract";
import { beforeAll, describe, expect, it } from "vitest";
import { createApiApp } from "../../worker/api/app";
import { listRoutes } from "../../worker/api/route-table";
import { checkAccess, type ServiceName } from "../../worker/domain/access/access-rule";
import type { Actor } from "../../worker/domain/access/actor";
import { buildCallerWorld } from "../support/caller-world";
import { callApi, cookieFor } from "../support/fixtures";
import { EXPECTED_ACCESS, MATRIX_CALLERS } from "./access-matrix.expected";

/**
 * Every registered /api route × every kind of caller (people of each role and tier, the Slack bot's
 * service credential and a wrong one), checked against the outcome written down for it in
 * access-matrix.expected.ts — not against the route's declaration, which is what is being tested.
 * Path ids are taken from a second company: no caller outside it may read or change its data.
 * A new route fails this test until its row is written; so does one that declares no access, or
 * whose path parameter has no fixture below.
 */

interface Caller {
  name: string;
  actor: Actor | null;
  /** A machine caller's `Authorization: Bearer` credential (decision 017), and the service it proves. */
  bearer?: string;
  service?: ServiceName;
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
  callers.push({ name: "wrong service bearer", actor: null, bearer: `${SERVICE_TOKEN}-wrong` });
});

type Outcome = "401" | "403" | "404" | "ok";
const OUTCOMES: readonly string[] = ["401", "403", "404", "ok"];

/** The table's rows by "METHOD /path", each an outcome per caller of MATRIX_CALLERS. */
const expected = new Map<string, Outcome[]>(
  EXPECTED_ACCESS.map((row) => {
    const [method, path, ...outcomes] = row.trim().split(/\s+/);
    return [`${method} ${path}`, outcomes as Outcome[]];
  }),
);

/** Whether an answer is the outcome the table states (see the legend of access-matrix.expected.ts). */
function answersAs(outcome: Outcome, status: number): boolean {
  if (status >= 500) return false;
  if (outcome === "ok") return status !== 401 && status !== 403 && status !== 404;
  return status === Number(outcome);
}

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

  it("the expected table has one row per registered route, with an outcome for each caller", () => {
    expect(callers.map((c) => c.name)).toEqual([...MATRIX_CALLERS]);
    const registered = routes.map((r) => `${r.method} ${r.path}`);
    expect(
      registered.filter((key) => !expected.has(key)),
      "routes without a row in access-matrix.expected.ts",
    ).toEqual([]);
    expect(
      [...expected.keys()].filter((key) => !registered.includes(key)),
      "rows for routes that do not exist",
    ).toEqual([]);
    expect(expected.size, "a route listed twice").toBe(EXPECTED_ACCESS.length);
    const malformed = [...expected].filter(
      ([, outcomes]) =>
        outcomes.length !== MATRIX_CALLERS.length || outcomes.some((o) => !OUTCOMES.includes(o)),
    );
    expect(malformed.map(([key]) => key)).toEqual([]);
  });

  // The operation behind a route checks its permission again (decision 008), so a route declared
  // too openly can still answer 403, from the operation: its HTTP answers cannot show the mistake.
  // Its declaration, as the route middleware reads it, must refuse exactly whom the table refuses.
  it("every route's declaration refuses exactly the callers the expected table refuses", () => {
    const disagreements: string[] = [];
    for (const route of routes) {
      const outcomes = expected.get(`${route.method} ${route.path}`);
      if (!outcomes) continue; // a missing row is reported by the test above
      for (const [i, caller] of callers.entries()) {
        const refusal = checkAccess(route.meta!.access, caller.actor, caller.service ?? null);
        const declared = !refusal ? "admitted" : refusal.code === "unauthenticated" ? "401" : "403";
        const table = outcomes[i] === "ok" || outcomes[i] === "404" ? "admitted" : outcomes[i];
        if (declared !== table)
          disagreements.push(
            `${route.method} ${route.path} as ${caller.name}: declared ${declared}, table ${outcomes[i]}`,
          );
      }
    }
    expect(disagreements).toEqual([]);
  });

  it("every route × caller answers as the expected table says", async () => {
    let checked = 0;
    const failures: string[] = [];
    for (const route of routes) {
      const meta = route.meta!;
      const outcomes = expected.get(`${route.method} ${route.path}`);
      if (!outcomes) continue; // a missing row is reported by the test above
      for (const [i, caller] of callers.entries()) {
        const cookie = caller.actor ? await cookieFor(caller.actor.userId) : undefined;
        const res = await callApi(route.method, pathFor(route.path), {
          cookie,
          body: meta.body ? meta.example : undefined,
          headers: caller.bearer ? { authorization: `Bearer ${caller.bearer}` } : undefined,
          bindings,
        });
        checked++;
        const outcome = outcomes[i]!;
        if (!answersAs(outcome, res.status))
          failures.push(
            `${route.method} ${route.path} as ${caller.name}: got ${res.status}, expected ${outcome}`,
          );
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
