import { env } from "cloudflare:workers";
import type {
  DeploymentDto,
  EmailTaskListDto,
  MaintenanceResultDto,
  PlatformFiguresDto,
  PlatformSettingsDto,
  SystemStatusDto,
} from "@charterly/domain/contract";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditEvents, emailOutbox, knowledgeChunks, sessions, users } from "../../worker/db/schema";
import { hashToken } from "../../worker/domain/auth/session-token";
import { UNEXPECTED_CHECK_FAILURE } from "../../worker/domain/platform/system-status";
import { registeredJobs } from "../../worker/jobs/registry";
import { runCronTrigger } from "../../worker/jobs/run-cron-trigger";
import {
  callApi,
  cookieFor,
  createDocument,
  createUser,
  domain,
  person,
  platformAdmin,
} from "../support/fixtures";

// Platform Settings → System Settings and Deployment, and the e-mail queue (administration side §2,
// §7): real checks, real figures, maintenance that does what it says.

const getJson = async <T>(cookie: string, path: string) => {
  const res = await callApi("GET", path, { cookie });
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
};
const post = (cookie: string, path: string, body?: unknown) => callApi("POST", path, { cookie, body });

describe("global maximum users", () => {
  it("a platform admin reads and changes it, with today's count beside it and an audit row", async () => {
    const admin = await platformAdmin();
    const before = await getJson<PlatformSettingsDto>(admin.cookie, "/api/admin/platform-settings");
    expect(before.currentUsers).toBeGreaterThan(0);

    const res = await callApi("PUT", "/api/admin/platform-settings", {
      cookie: admin.cookie,
      body: { maxUsersGlobal: 2500 },
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as PlatformSettingsDto).maxUsersGlobal).toBe(2500);
    expect(
      (await getJson<PlatformSettingsDto>(admin.cookie, "/api/admin/platform-settings")).maxUsersGlobal,
    ).toBe(2500);
    const audit = await domain()
      .companyDb.select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.action, "platform.settings.update"), eq(auditEvents.actorUserId, admin.user.id)),
      );
    expect(audit[0]?.details).toMatchObject({ maxUsersGlobal: { to: 2500 } });
  });

  it("refuses a value that is not a whole number from 1 and changes nothing", async () => {
    const admin = await platformAdmin();
    const current = (await getJson<PlatformSettingsDto>(admin.cookie, "/api/admin/platform-settings"))
      .maxUsersGlobal;
    for (const maxUsersGlobal of [0, -5, 2.5, "100", null]) {
      const res = await callApi("PUT", "/api/admin/platform-settings", {
        cookie: admin.cookie,
        body: { maxUsersGlobal },
      });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toMatch(/maxUsersGlobal: Maximum users/);
    }
    expect(
      (await getJson<PlatformSettingsDto>(admin.cookie, "/api/admin/platform-settings")).maxUsersGlobal,
    ).toBe(current);
  });

  it("is the platform admin's only: a company admin is refused", async () => {
    const companyAdmin = await person({ tier: "enterprise", role: "company_admin" });
    const res = await callApi("PUT", "/api/admin/platform-settings", {
      cookie: companyAdmin.cookie,
      body: { maxUsersGlobal: 1 },
    });
    expect(res.status).toBe(403);
  });
});

describe("system status", () => {
  it("checks each part for real: D1 and R2 answer, the unreachable identity provider is down, AI and vectors on their embedded defaults, the local outbox, Slack's API answers", async () => {
    const admin = await platformAdmin();
    const status = await getJson<SystemStatusDto>(admin.cookie, "/api/admin/system-status");
    const state = Object.fromEntries(status.checks.map((c) => [c.key, c.state]));
    expect(state).toEqual({
      database: "ok",
      files: "ok",
      // The tests' OIDC_ISSUER is the discard port: nothing answers there.
      identity: "down",
      ai: "embedded",
      vectorize: "embedded",
      mail: "embedded",
      slack: "ok",
    });
    expect(status.checks.find((c) => c.key === "identity")?.detail).not.toBe("");
    expect(status.checks.find((c) => c.key === "database")?.latencyMs).toBeGreaterThanOrEqual(0);
  });

  it("unreachable services never show 'internal error; reference = …': each check says what failed in our words", async () => {
    const admin = await platformAdmin();
    // An R2 binding failing as workerd's bindings do when the service behind them is unreachable.
    const brokenFiles = {
      head: async () => {
        throw new Error("internal error; reference = 7ab3kq0c2f9e4h1m");
      },
    } as unknown as R2Bucket;
    const res = await callApi("GET", "/api/admin/system-status", {
      cookie: admin.cookie,
      bindings: { FILES: brokenFiles },
    });
    const { checks } = (await res.json()) as SystemStatusDto;
    const byKey = Object.fromEntries(checks.map((c) => [c.key, c]));
    expect(byKey.files).toMatchObject({ state: "down", detail: UNEXPECTED_CHECK_FAILURE });
    // The identity provider at the discard port: named, and said to be unreachable.
    expect(byKey.identity).toMatchObject({ state: "down", detail: "127.0.0.1:9 could not be reached" });
    for (const check of checks) expect(check.detail).not.toMatch(/internal error|reference =/);
  });

  it("reports the security controls as they are: audit logging with its recent count, the rate limiters bound", async () => {
    const admin = await platformAdmin();
    await callApi("PUT", "/api/admin/platform-settings", {
      cookie: admin.cookie,
      body: { maxUsersGlobal: 9000 },
    });
    const { security } = await getJson<SystemStatusDto>(admin.cookie, "/api/admin/system-status");
    const byKey = Object.fromEntries(security.map((s) => [s.key, s]));
    expect(byKey["audit-logging"]).toMatchObject({ enabled: true });
    expect(byKey["audit-logging"]!.detail).toMatch(/[1-9]\d* events in the last 24 hours/);
    // wrangler.toml's [[ratelimits]] bindings (vitest.config.ts binds them for the tests).
    expect(byKey["rate-limiting"]).toMatchObject({ enabled: true });
    expect(byKey.mfa).toMatchObject({ enabled: true });

    // A Worker deployed without them says so.
    const unbound = Object.fromEntries(
      Object.keys(env)
        .filter((n) => n.startsWith("RATE_LIMIT"))
        .map((n) => [n, undefined]),
    );
    const res = await callApi("GET", "/api/admin/system-status", { cookie: admin.cookie, bindings: unbound });
    const without = ((await res.json()) as SystemStatusDto).security.find((s) => s.key === "rate-limiting");
    expect(without).toMatchObject({ enabled: false });
  });
});

describe("scheduled jobs in System Status", () => {
  it("lists every registered job, and after the cron trigger fires, each of its jobs with its last run", async () => {
    const admin = await platformAdmin();
    const firedAt = Date.now();
    // What the Worker's scheduled handler does when the five-minute cron fires (worker/index.ts).
    const results = await runCronTrigger(
      "*/5 * * * *",
      env as unknown as Parameters<typeof runCronTrigger>[1],
    );
    expect(results.length).toBeGreaterThan(0);

    const { scheduledJobs } = await getJson<SystemStatusDto>(admin.cookie, "/api/admin/system-status");
    expect(scheduledJobs.map((j) => j.name)).toEqual(registeredJobs().map((j) => j.name));
    for (const job of scheduledJobs.filter((j) => j.schedules.includes("*/5 * * * *"))) {
      const result = results.find((r) => r.job === job.name);
      expect(job.lastRun, job.name).toMatchObject({
        cron: "*/5 * * * *",
        outcome: result?.ok ? "ok" : "failed",
      });
      expect(Date.parse(job.lastRun!.startedAt)).toBeGreaterThanOrEqual(firedAt - 1000);
      expect(Date.parse(job.lastRun!.finishedAt)).toBeGreaterThanOrEqual(Date.parse(job.lastRun!.startedAt));
      if (result?.ok) expect(job.lastRun!.summary).toBe(result.summary);
    }
    // The daily jobs are listed with their schedule whether or not they have run.
    const daily = scheduledJobs.filter((j) => j.schedules.includes("0 6 * * *"));
    expect(daily.map((j) => j.name)).toContain("review-reminders");
  });
});

describe("platform figures", () => {
  it("count what is there: a new company's people and documents move the tiles", async () => {
    const admin = await platformAdmin();
    const before = await getJson<PlatformFiguresDto>(admin.cookie, "/api/admin/platform-figures");
    const { company, user } = await person({ tier: "enterprise", role: "company_admin" });
    await createUser(company.id, "user", { lastLoginAt: new Date() });
    await createDocument(company.id, { author: { userId: user.id, displayName: "A" }, title: "Travel" });
    await createDocument(company.id, { author: { userId: user.id, displayName: "A" }, title: "Expenses" });

    const after = await getJson<PlatformFiguresDto>(admin.cookie, "/api/admin/platform-figures");
    expect(after.companies - before.companies).toBe(1);
    expect(after.users - before.users).toBe(2);
    expect(after.activeUsers - before.activeUsers).toBe(1);
    expect(after.documents - before.documents).toBe(2);
    expect(after.documentsLast30Days - before.documentsLast30Days).toBe(2);
  });
});

describe("'Active users (30 days)' never exceeds 'Users'", () => {
  it("counts a deactivated person in neither, however recently they signed in", async () => {
    const admin = await platformAdmin();
    const before = await getJson<PlatformFiguresDto>(admin.cookie, "/api/admin/platform-figures");
    const { company } = await person({ tier: "enterprise", role: "company_admin" });
    const leaver = await createUser(company.id, "user", { lastLoginAt: new Date() });
    await domain().companyDb.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, leaver.id));

    const after = await getJson<PlatformFiguresDto>(admin.cookie, "/api/admin/platform-figures");
    expect(after.users - before.users).toBe(1);
    // The admin from person() has not signed in (no lastLoginAt); the leaver is not counted.
    expect(after.activeUsers - before.activeUsers).toBe(0);
    expect(after.activeUsers).toBeLessThanOrEqual(after.users);
  });
});

describe("maintenance", () => {
  it("purge expired sessions removes the expired ones now and keeps live ones", async () => {
    const admin = await platformAdmin();
    const { company } = await person();
    const user = await createUser(company.id, "user");
    const live = await hashToken((await cookieFor(user.id)).split("=")[1]!);
    const expired = await hashToken((await cookieFor(user.id)).split("=")[1]!);
    await domain()
      .companyDb.update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, expired));

    const res = await post(admin.cookie, "/api/admin/maintenance/purge-expired-sessions");
    const result = (await res.json()) as MaintenanceResultDto;
    expect(result.count).toBeGreaterThanOrEqual(1);
    expect(result.message).toMatch(/expired sessions? removed/);
    const left = await domain()
      .companyDb.select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.userId, user.id));
    expect(left.map((s) => s.id)).toEqual([live]);
  });

  it("rebuild search index repairs a full-text index that lost its rows and indexes documents in force without passages", async () => {
    const admin = await platformAdmin();
    const owner = await person({ tier: "enterprise", role: "company_admin" });
    const word = `zebracrossing${crypto.randomUUID().slice(0, 6)}`;
    const documentId = await createDocument(owner.company.id, {
      author: { userId: owner.user.id, displayName: "Owner" },
      title: "Road safety",
      content: `1. Purpose\n\nEvery ${word} is marked. Staff cross only at a marked ${word}.`,
      status: "approved",
    });
    const ctx = domain();
    const ftsHits = async () =>
      (
        await ctx.companyDb.all<{ n: number }>(
          sql`SELECT count(*) AS n FROM knowledge_chunks_fts WHERE knowledge_chunks_fts MATCH ${word}`,
        )
      )[0]!.n;
    // Drift: the passages are gone and the full-text index was wiped.
    await ctx.companyDb.delete(knowledgeChunks).where(eq(knowledgeChunks.documentId, documentId));
    await ctx.companyDb.run(
      sql`INSERT INTO knowledge_chunks_fts(knowledge_chunks_fts) VALUES ('delete-all')`,
    );
    expect(await ftsHits()).toBe(0);

    const res = await post(admin.cookie, "/api/admin/maintenance/rebuild-search-index");
    expect(res.status).toBe(200);
    const result = (await res.json()) as MaintenanceResultDto;
    expect(result.message).toMatch(/^Search index rebuilt/);
    expect(await ftsHits()).toBeGreaterThan(0);
    const passages = await ctx.companyDb
      .select()
      .from(knowledgeChunks)
      .where(eq(knowledgeChunks.documentId, documentId));
    expect(passages.length).toBeGreaterThan(0);
  });
});

describe("the outgoing e-mail queue", () => {
  const queueMail = async (status: "queued" | "sent" | "failed", companyId: number | null = null) => {
    const [row] = await domain()
      .companyDb.insert(emailOutbox)
      .values({
        companyId,
        toAddress: `mail-${crypto.randomUUID().slice(0, 8)}@example.test`,
        subject: "Verify your e-mail",
        textBody: "Secret link https://example.test/verify?token=abc",
        kind: "email-verification",
        status,
        attempts: status === "failed" ? 5 : 1,
        lastError: status === "failed" ? "550 mailbox unavailable" : null,
      })
      .returning();
    return row!;
  };

  it("lists kind, recipient, status, attempts, last error and the company — never the bodies", async () => {
    const admin = await platformAdmin();
    const { company } = await person();
    const failed = await queueMail("failed", company.id);
    const list = await getJson<EmailTaskListDto>(
      admin.cookie,
      "/api/admin/email-tasks?status=failed&limit=200",
    );
    const task = list.tasks.find((t) => t.id === failed.id);
    expect(task).toMatchObject({
      kind: "email-verification",
      to: failed.toAddress,
      status: "failed",
      attempts: 5,
      lastError: "550 mailbox unavailable",
      companyName: company.name,
    });
    expect(list.tasks.every((t) => t.status === "failed")).toBe(true);
    expect(list.counts.failed).toBeGreaterThanOrEqual(1);
    expect(JSON.stringify(list)).not.toContain("token=abc");
  });

  it("retries a failed e-mail once: queued again with fresh attempts; a sent one is never sent twice", async () => {
    const admin = await platformAdmin();
    const failed = await queueMail("failed");
    const sent = await queueMail("sent");

    const retried = await post(admin.cookie, `/api/admin/email-tasks/${failed.id}/retry`);
    expect(retried.status).toBe(200);
    expect(await retried.json()).toMatchObject({ status: "queued", attempts: 0, lastError: null });
    const again = await post(admin.cookie, `/api/admin/email-tasks/${failed.id}/retry`);
    expect(again.status).toBe(409);
    const refused = await post(admin.cookie, `/api/admin/email-tasks/${sent.id}/retry`);
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toMatch(/already sent/);
    expect((await post(admin.cookie, "/api/admin/email-tasks/999999999/retry")).status).toBe(404);
  });

  it("the Retry failed e-mails button requeues every failed one and only those", async () => {
    const admin = await platformAdmin();
    const failedOne = await queueMail("failed");
    const failedTwo = await queueMail("failed");
    const sent = await queueMail("sent");
    const res = await post(admin.cookie, "/api/admin/maintenance/retry-failed-emails");
    expect(((await res.json()) as MaintenanceResultDto).count).toBeGreaterThanOrEqual(2);
    const rows = await domain().companyDb.select().from(emailOutbox);
    const status = (id: number) => rows.find((r) => r.id === id)?.status;
    expect([status(failedOne.id), status(failedTwo.id), status(sent.id)]).toEqual([
      "queued",
      "queued",
      "sent",
    ]);
  });
});

describe("deployment", () => {
  it("describes the running Worker: compatibility date, the bindings present and the jobs each cron runs", async () => {
    const admin = await platformAdmin();
    const deployment = await getJson<DeploymentDto>(admin.cookie, "/api/admin/deployment");
    expect(deployment.environment).toBe("test");
    expect(deployment.worker.compatibilityDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const present = Object.fromEntries(deployment.bindings.map((b) => [b.name, b.present]));
    expect(present).toMatchObject({ DB: true, FILES: true, AI: false, VECTORIZE: false });
    // Every company database is listed, not only the directory's own (tests bind two).
    expect(deployment.bindings.find((b) => b.name === "COMPANY_DB_2")).toMatchObject({
      kind: "D1 database",
      present: true,
      purpose: expect.stringContaining("Company database 2"),
    });
    const fiveMinutes = deployment.schedules.find((s) => s.cron === "*/5 * * * *");
    expect(fiveMinutes?.jobs).toEqual(
      expect.arrayContaining(["purge-expired-sessions", "deliver-queued-email", "index-documents-in-force"]),
    );
  });
});
