// Decision 024: a reader far from the database waits for every sequential D1 round
// trip. Every API read (every GET route) and every page's loaders are run here as each kind of
// signed-in person, with the request's round trips counted (worker/db/round-trips.ts), and fail
// above the budget. Counts, not times: the times under a fixed delay are `npm run bench:latency`'s.
// Each person's browser keeps the identity hint the Worker gives it, so the session lookup rides
// with the first reads (worker/http/session-rides-along.ts).
import { env } from "cloudflare:workers";
import type { AppLoadContext, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createApiApp } from "../../worker/api/app";
import { listRoutes } from "../../worker/api/route-table";
import { IDENTITY_HINT_COOKIE } from "../../worker/http/identity-hint";
import { pageLoadContext } from "../../worker/http/request-context";
import { confirmRideAlong, startRidingAlong } from "../../worker/http/session-rides-along";
import { buildCallerWorld, type WorldCaller } from "../support/caller-world";
import { APP_ORIGIN, cookieFor } from "../support/fixtures";
import { fetchWorker } from "../support/worker-pages";

// The route modules' imports of Remix's Cloudflare build and of the dashboard's chunk URLs are
// resolved by vitest.config.ts for tests.

/**
 * Sequential round trips an API read may take: one, its first reads with the session lookup
 * alongside (a route declared `readOnly`)…
 */
const READ_ONLY_BUDGET = 1;
/** …or the session, then its query (decision 024's target), for a GET route that may write. */
const API_BUDGET = 2;
/**
 * …and a page, its root and route loaders together, the session lookup alongside (all measure 1;
 * decision 024's target is 3).
 */
const PAGE_BUDGET = 2;

/**
 * Routes allowed more, each with the reason. Keep it short: a route belongs here only while it
 * cannot be brought within the budget.
 */
const API_EXCEPTIONS: Record<string, { budget: number; reason: string }> = {
  "GET /api/documents/:documentId/acknowledgement": {
    budget: 2,
    reason:
      "the version in force and its reader roles are read first: the acknowledgement is of that version",
  },
  "GET /api/documents/:documentId/acknowledgements": {
    budget: 2,
    reason: "as above: who the document is addressed to depends on its reader roles",
  },
  "GET /api/documents/:documentId/acknowledgements/export": {
    budget: 3,
    reason:
      "as above, after the session (the export is audited after the file is built: a write, so not readOnly)",
  },
  "GET /api/admin/customers/export": {
    budget: 3,
    reason: "the export is audited after the file is built (a write, so not readOnly: the session first)",
  },
};

/** Reads whose query takes another path than the bare route's: measured as well. */
const QUERY_VARIANTS: Record<string, string[]> = {
  "GET /api/documents": ["?search=policy", "?tab=archived&category=hr"],
};

/** Every page route and the address that reaches it (a route module without one fails the test). */
const PAGES: Record<string, string | null> = {
  "routes/_index": "/",
  "routes/documents": "/documents",
  "routes/documents_.$documentId.comments": "/documents/:documentId/comments",
  "routes/documents_.$documentId.status": "/documents/:documentId/status",
  "routes/documents_.$documentId.versions": "/documents/:documentId/versions",
  "routes/documents_.$documentId.readers": "/documents/:documentId/readers",
  "routes/documents_.$documentId.edit": "/documents/:documentId/edit",
  "routes/documents_.$documentId.owner": "/documents/:documentId/owner",
  "routes/documents_.$documentId.preview": "/documents/:documentId/preview",
  // Two versions chosen (the second one any other id): the comparison is read with the versions.
  "routes/documents_.$documentId.compare": "/documents/:documentId/compare?from=:versionId&to=1",
  "routes/templates": "/templates",
  "routes/templates_.$templateId.preview": "/templates/:templateId/preview",
  "routes/chat": "/chat",
  "routes/generate": "/generate",
  // The Admin Panel's layout and its tabs: Remix runs the layout's loader beside the tab's.
  "routes/admin": "/admin/team",
  "routes/admin._index": "/admin",
  "routes/admin.team": "/admin/team",
  "routes/admin.settings": "/admin/settings",
  "routes/admin.knowledge": "/admin/knowledge",
  "routes/admin.documents": "/admin/documents",
  // Customer Management: the layout and its sections.
  "routes/admin_.customers": "/admin/customers/overview",
  "routes/admin_.customers._index": "/admin/customers",
  "routes/admin_.customers.overview": "/admin/customers/overview",
  // An opened row: its people are read with the list.
  "routes/admin_.customers.list": "/admin/customers/list?search=a&open=:companyId",
  "routes/admin_.customers.tokens": "/admin/customers/tokens",
  "routes/admin_.customers.deletion": "/admin/customers/deletion",
  "routes/admin_.customers.analytics": "/admin/customers/analytics",
  // Platform Settings: the layout and its sections.
  "routes/platform-settings": "/platform-settings/templates",
  "routes/platform-settings._index": "/platform-settings",
  "routes/platform-settings.templates": "/platform-settings/templates",
  "routes/platform-settings.crm": "/platform-settings/crm",
  "routes/platform-settings.system": "/platform-settings/system",
  "routes/platform-settings.deployment": "/platform-settings/deployment",
  // The profile's pages (the profile menu's dialogs post to them and load /profile/email).
  "routes/profile": "/profile",
  "routes/profile_.email": "/profile/email",
  // Pay Per Use's token pages (the token panel's dialogs load and post to them).
  "routes/tokens.request": "/tokens/request",
  "routes/tokens.history": "/tokens/history",
  // The sales inquiry (the upgrade prompts' Contact Sales posts to it).
  "routes/upgrade.enterprise": "/upgrade/enterprise",
  // Not a page: the figures the Freemium dashboard's banner polls (a fetcher).
  "routes/registration-limit": "/registration-limit",
  "routes/verify-domain": "/verify-domain?token=not-a-real-token",
  // Where sign-in leads while an offer to join the prover of one's domain is open (decision 032).
  "routes/domain-offer": "/domain-offer",
  "routes/login": "/login",
  "routes/$": "/no-such-page",
  // Not a page: the API under `remix vite:dev` (counted with the API routes above).
  "routes/api.$": null,
};

const routeModules = import.meta.glob<{ loader?: (args: LoaderFunctionArgs) => unknown }>(
  "../../remix-app/routes/*.tsx",
);
const moduleName = (file: string) => file.replace("../../remix-app/", "").replace(/\.tsx$/, "");

const SERVER_TIMING = /d1;desc="(\d+) sequential, (\d+) in all, (\d+) writing"/;

let callers: WorldCaller[] = [];
/** Ids owned by the second company, whose own admin is among the callers (so reads are admitted). */
let ownIds: Record<string, number> = {};

afterEach(() => vi.restoreAllMocks());

beforeAll(async () => {
  const world = await buildCallerWorld();
  ownIds = { ...world.foreignIds, ...world.sharedIds };
  const secondAdmin = {
    name: "second company's admin",
    actor: null,
    cookie: await cookieFor(world.foreignIds.userId!),
  };
  callers = await Promise.all(
    [...world.callers.filter((c) => c.cookie), secondAdmin].map(async (caller) => ({
      ...caller,
      cookie: `${caller.cookie}; ${await identityHintFor(caller.cookie!)}`,
    })),
  );
});

/** The identity hint cookie (`name=value`) the Worker gives a signed-in browser on its first answer. */
async function identityHintFor(cookie: string) {
  const res = await fetchWorker("GET", "/api/auth/user", { cookie });
  await res.arrayBuffer();
  const hint = res.headers.getSetCookie().find((c) => c.startsWith(`${IDENTITY_HINT_COOKIE}=`));
  if (!hint) throw new Error("No identity hint was given");
  return hint.split(";")[0]!;
}

const pathFor = (path: string) =>
  path.replace(/:(\w+)/g, (_, name: string) => {
    const id = ownIds[name];
    if (id === undefined) throw new Error(`No fixture for path parameter :${name}`);
    return String(id);
  });

describe("sequential D1 round trips per route", () => {
  it(`every API read takes at most ${READ_ONLY_BUDGET} (${API_BUDGET} if it may write) as any signed-in person`, async () => {
    const reads = listRoutes(createApiApp()).filter((r) => r.method === "GET");
    const over: string[] = [];
    const readOnlyWrites: string[] = [];
    let admitted = 0;
    // Sign-in finds no identity provider here and logs it: not this test's concern.
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const variants = reads.flatMap((route) =>
      ["", ...(QUERY_VARIANTS[`${route.method} ${route.path}`] ?? [])].map((query) => ({ route, query })),
    );
    for (const { route, query } of variants) {
      const key = `${route.method} ${route.path}${query}`;
      const readOnly = route.meta?.readOnly === true;
      const budget = API_EXCEPTIONS[key]?.budget ?? (readOnly ? READ_ONLY_BUDGET : API_BUDGET);
      for (const caller of callers) {
        const res = await fetchWorker("GET", `${pathFor(route.path)}${query}`, { cookie: caller.cookie });
        await res.arrayBuffer();
        const timing = SERVER_TIMING.exec(res.headers.get("server-timing") ?? "");
        expect(timing, `${key}: no D1 Server-Timing`).not.toBeNull();
        const sequential = Number(timing![1]);
        if (res.status < 400) admitted++;
        if (sequential > budget) over.push(`${key} as ${caller.name} (${res.status}): ${sequential}`);
        // Answered on the hint's word before the lookup confirms it: such a route must not write.
        if (readOnly && Number(timing![3]) > 0) readOnlyWrites.push(`${key} as ${caller.name}`);
      }
    }
    expect(over).toEqual([]);
    expect(readOnlyWrites, "routes declared readOnly that wrote").toEqual([]);
    // The routes were read, not refused: most answers are a person's own data.
    expect(admitted).toBeGreaterThan(reads.length);
  }, 120_000);

  it(`every page's loaders take at most ${PAGE_BUDGET}, each one round trip, as any signed-in person`, async () => {
    const names = Object.keys(routeModules).map(moduleName);
    expect(
      names.filter((name) => !(name in PAGES)),
      "pages without an address here",
    ).toEqual([]);
    const root = await import("../../remix-app/root");
    const over: string[] = [];
    const apart: string[] = [];
    for (const [file, load] of Object.entries(routeModules)) {
      const path = PAGES[moduleName(file)];
      if (path === null || path === undefined) continue;
      const page = await load();
      for (const caller of callers) {
        const request = new Request(`${APP_ORIGIN}${pathFor(path)}`, {
          headers: { cookie: caller.cookie ?? "" },
        });
        // As the Worker answers a page: the session lookup on its way alongside the loaders' reads.
        const context = await startRidingAlong(env, request);
        expect(context, "the page request rides along").not.toBeNull();
        const loadContext: AppLoadContext = pageLoadContext(env, request, context!, () => {});
        const params = Object.fromEntries(
          [...path.matchAll(/:(\w+)/g)].map(([, name]) => [name!, pathFor(`:${name}`)]),
        );
        const args = { request, context: loadContext, params } as LoaderFunctionArgs;
        // Remix runs the root's loader and the page's together; a thrown answer (a redirect, a 403) ends both.
        await Promise.allSettled([(async () => root.loader(args))(), (async () => page.loader?.(args))()]);
        expect(await confirmRideAlong(context!), "the hint was confirmed").toBeNull();
        const { sequential, total } = context!.database.trips;
        if (sequential > PAGE_BUDGET) over.push(`${path} as ${caller.name}: ${sequential}`);
        // Reads started together go out as one batch per database (worker/db/reads-together.ts):
        // each step of the waterfall is one round trip to each database it reads, not one per operation.
        const { perDatabase } = context!.database.trips;
        if (Math.max(0, ...perDatabase) > sequential)
          apart.push(`${path} as ${caller.name}: ${total} in ${sequential} steps`);
      }
    }
    expect(over).toEqual([]);
    expect(apart, "pages whose reads started together went out apart").toEqual([]);
  }, 120_000);
});
