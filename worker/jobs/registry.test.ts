import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { actorFor } from "../../test/support/factories";
import { cookieFor, createCompany, createUser, domain, findCompany } from "../../test/support/fixtures";
import { companies, jobRuns, sessions } from "../db/schema";
import { hashToken } from "../domain/auth/session-token";
import { AppError, UNEXPECTED_JOB_FAILURE } from "../domain/contract";
import { listScheduledJobs } from "../domain/platform/scheduled-job-runs";
import { deleteCompany } from "../domain/recycle-bin/delete-company";
import { runScheduledJobs, type ScheduledJob } from "./registry";

describe("scheduled jobs", () => {
  it("the five-minute run purges expired sessions and keeps live ones", async () => {
    const ctx = domain();
    const company = await createCompany("enterprise");
    const user = await createUser(company.id, "user");
    const live = await hashToken((await cookieFor(user.id)).split("=")[1]!);
    const expired = await hashToken((await cookieFor(user.id)).split("=")[1]!);
    await ctx.companyDb
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, expired));

    const results = await runScheduledJobs("*/5 * * * *", ctx);
    expect(results).toContainEqual(expect.objectContaining({ job: "purge-expired-sessions", ok: true }));
    const remaining = (await ctx.companyDb.select().from(sessions).where(eq(sessions.userId, user.id))).map(
      (s) => s.id,
    );
    expect(remaining).toEqual([live]);
  });

  it("the five-minute run purges a company whose 5 days in the recycle bin are over, not one still within them", async () => {
    const ctx = domain();
    const platformAdmin = actorFor({
      userId: 1,
      companyId: 10001,
      role: "platform_admin",
      tier: "system_admin",
    });
    const expired = await createCompany("freemium");
    const recent = await createCompany("freemium");
    const fiveDaysAgo = new Date(Date.now() - 5 * 24 * 60 * 60 * 1000 - 60_000);
    await deleteCompany({ ...ctx, clock: { now: () => fiveDaysAgo } }, platformAdmin, expired.id);
    await deleteCompany(ctx, platformAdmin, recent.id);

    const results = await runScheduledJobs("*/5 * * * *", ctx);
    expect(results).toContainEqual(expect.objectContaining({ job: "purge-recycle-bin", ok: true }));
    expect(await ctx.companyDb.select().from(companies).where(eq(companies.id, expired.id))).toEqual([]);
    expect((await findCompany(recent.id)).deletedAt).toBeInstanceOf(Date);
  });

  it("a failing job is reported and does not stop the others", async () => {
    const ran: string[] = [];
    const jobs: ScheduledJob[] = [
      { name: "broken", schedules: ["0 * * * *"], run: async () => Promise.reject(new Error("boom")) },
      {
        name: "fine",
        schedules: ["0 * * * *"],
        run: async () => {
          ran.push("fine");
          return { summary: "done" };
        },
      },
      {
        name: "other-schedule",
        schedules: ["0 0 * * *"],
        run: async () => {
          ran.push("other");
          return { summary: "x" };
        },
      },
    ];
    const results = await runScheduledJobs("0 * * * *", domain(), jobs);
    expect(results).toEqual([
      { job: "broken", ok: false, summary: "boom" },
      { job: "fine", ok: true, summary: "done" },
    ]);
    expect(ran).toEqual(["fine"]);
  });

  it("keeps each job's last run, one row per job: its report, or its failure in words for people", async () => {
    const ctx = domain();
    let calls = 0;
    const jobs: ScheduledJob[] = [
      {
        name: "test-counting",
        schedules: ["7 * * * *"],
        run: async () => ({ summary: `${++calls} things counted` }),
      },
      {
        name: "test-internal-failure",
        schedules: ["7 * * * *"],
        run: async () => Promise.reject(new Error("D1_ERROR: no such table: secret_internals")),
      },
      {
        name: "test-worded-failure",
        schedules: ["7 * * * *"],
        run: async () => Promise.reject(new AppError("conflict", "Slack answered 'channel_not_found'")),
      },
      { name: "test-never-run", schedules: ["8 * * * *"], run: async () => ({ summary: "x" }) },
    ];
    await runScheduledJobs("7 * * * *", ctx, jobs);
    await runScheduledJobs("7 * * * *", ctx, jobs);

    const listed = await listScheduledJobs(ctx, jobs);
    expect(listed.map((j) => [j.name, j.lastRun?.outcome ?? null, j.lastRun?.summary ?? null])).toEqual([
      ["test-counting", "ok", "2 things counted"],
      ["test-internal-failure", "failed", UNEXPECTED_JOB_FAILURE],
      ["test-worded-failure", "failed", "Slack answered 'channel_not_found'"],
      ["test-never-run", null, null],
    ]);
    expect(listed[0]!.lastRun!.cron).toBe("7 * * * *");
    // Written over, not added to: one row per job whatever the number of runs.
    const rows = await ctx.directory.select().from(jobRuns).where(eq(jobRuns.job, "test-counting"));
    expect(rows).toHaveLength(1);
  });
});
