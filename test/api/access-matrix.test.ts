import { PERMISSION_KEYS, permissionDenial, SYSTEM_COMPANY_ID } from "@charterly/domain/contract";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createApiApp } from "../../worker/api/app";
import { listRoutes } from "../../worker/api/route-table";
import {
  companies,
  crmFieldMappings,
  emailOutbox,
  invitations,
  knowledgeBaseDocuments,
  questionGaps,
  tokenRequests,
} from "../../worker/db/schema";
import { type AccessRule, checkAccess, type ServiceName } from "../../worker/domain/access/access-rule";
import type { Actor } from "../../worker/domain/access/actor";
import { companyRow } from "../support/factories";
import {
  callApi,
  cookieFor,
  createComment,
  createDocument,
  createTemplate,
  domain,
  person,
  versionsOf,
} from "../support/fixtures";

/**
 * Every registered /api route × every kind of caller (people of each role and tier, the Slack bot's
 * service credential and a wrong one), checked against the route's own declaration.
 * Path ids are taken from a second company: no caller outside it may read or change its data.
 * A new route is covered automatically; one that declares no access, or whose path parameter has
 * no fixture below, fails this test.
 */

type CallerName =
  | "anonymous"
  | "freemium user"
  | "freemium company_admin"
  | "per_document user"
  | "enterprise user"
  | "enterprise company_admin"
  | "platform_admin"
  | "slack service"
  | "wrong service bearer";

interface Caller {
  name: CallerName;
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
const foreignIds: Record<string, number> = {};
/** Ids of platform-wide records (templates), readable by anyone the route admits. */
const sharedIds: Record<string, number> = {};

beforeAll(async () => {
  const ctx = domain();
  await ctx.db
    .insert(companies)
    .values(companyRow({ id: SYSTEM_COMPANY_ID, name: "Charterly", tier: "system_admin" }))
    .onConflictDoNothing();
  const [platformCompany] = await ctx.db.select().from(companies).where(eq(companies.id, SYSTEM_COMPANY_ID));
  const make = async (name: CallerName, tier: Actor["tier"] | null, role: Actor["role"]) => {
    if (!tier) return callers.push({ name, actor: null });
    const company = role === "platform_admin" ? platformCompany : undefined;
    const { actor } = await person({ tier, role, company });
    callers.push({ name, actor });
  };
  await make("anonymous", null, "user");
  await make("freemium user", "freemium", "user");
  await make("freemium company_admin", "freemium", "company_admin");
  await make("per_document user", "per_document", "user");
  await make("enterprise user", "enterprise", "user");
  await make("enterprise company_admin", "enterprise", "company_admin");
  await make("platform_admin", "system_admin", "platform_admin");
  // Machine callers: the bearer opens the service routes only; elsewhere it is no credential.
  callers.push({ name: "slack service", actor: null, bearer: SERVICE_TOKEN, service: "slack" });
  callers.push({
    name: "wrong service bearer",
    actor: null,
    bearer: `${SERVICE_TOKEN}-wrong`,
    service: null,
  });

  const other = await person({ tier: "enterprise", role: "company_admin", companyName: "Second Company" });
  const otherAdmin = other.user;
  foreignIds.documentId = await createDocument(other.company.id, {
    author: { userId: otherAdmin.id, displayName: "Other Admin" },
    title: "Second company's secret policy",
    category: "hr",
    content: "CONFIDENTIAL",
    status: "approved",
  });
  const [foreignVersion] = await versionsOf(foreignIds.documentId);
  foreignIds.versionId = foreignVersion!.id;
  const foreignComment = await createComment({
    documentId: foreignIds.documentId,
    companyId: other.company.id,
    userId: otherAdmin.id,
    comment: "Second company's comment",
    commentType: "suggestion",
  });
  foreignIds.commentId = foreignComment.id;
  const [foreignGap] = await ctx.db
    .insert(questionGaps)
    .values({
      companyId: other.company.id,
      question: "Second company's question",
      terms: "compani question second",
      lastAskedAt: new Date(),
    })
    .returning();
  foreignIds.gapId = foreignGap!.id;
  foreignIds.userId = otherAdmin.id;
  const [foreignEntry] = await ctx.db
    .insert(knowledgeBaseDocuments)
    .values({
      companyId: other.company.id,
      title: "Second company's knowledge",
      fileName: "k.txt",
      fileKey: "none",
    })
    .returning();
  foreignIds.entryId = foreignEntry!.id;
  foreignIds.companyId = other.company.id;
  const [foreignInvitation] = await ctx.db
    .insert(invitations)
    .values({
      companyId: other.company.id,
      email: "second.company.invitee@example.test",
      expiresAt: new Date(Date.now() + 7 * 24 * 60 * 60 * 1000),
    })
    .returning();
  foreignIds.invitationId = foreignInvitation!.id;
  const [foreignRequest] = await ctx.db
    .insert(tokenRequests)
    .values({
      companyId: other.company.id,
      requestedByUserId: otherAdmin.id,
      requestedTokens: 20,
      businessJustification: "Second company's request",
      contactEmail: "second.company@example.test",
    })
    .returning();
  foreignIds.requestId = foreignRequest!.id;
  const [foreignEmail] = await ctx.db
    .insert(emailOutbox)
    .values({
      companyId: other.company.id,
      toAddress: "second.company@example.test",
      subject: "Second company's e-mail",
      textBody: "Body",
      kind: "test",
      status: "failed",
      attempts: 5,
      lastError: "550 mailbox unavailable",
    })
    .returning();
  foreignIds.taskId = foreignEmail!.id;
  // A template of the generate route's example type, so its callers reach the (embedded) model.
  const template = await createTemplate({
    name: "Matrix HR Policy",
    category: "hr",
    requiredTier: "freemium",
    // Signed-in only: visitors must get 404 for it, signed-in callers the template.
    isPublic: false,
    content: "1. Purpose\n\n[Company Name] has a policy.",
  });
  sharedIds.templateId = template.id;
  // A platform-wide record: the CRM field mappings a fresh install starts with (migration 0005).
  const [mapping] = await ctx.db.select().from(crmFieldMappings).limit(1);
  sharedIds.mappingId = mapping!.id;
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
