import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { actorFor } from "../../test/support/factories";
import { cookieFor, createCompany, createUser, domain, findCompany } from "../../test/support/fixtures";
import { companies, sessions } from "../db/schema";
import { hashToken } from "../domain/auth/session-token";
import { deleteCompany } from "../domain/recycle-bin/delete-company";
import { runScheduledJobs, type ScheduledJob } from "./registry";

describe("scheduled jobs", () => {
  it("the five-minute run purges expired sessions and keeps live ones", async () => {
    const ctx = domain();
    const company = await createCompany("enterprise");
    const user = await createUser(company.id, "user");
    const live = await hashToken((await cookieFor(user.id)).split("=")[1]!);
    const expired = await hashToken((await cookieFor(user.id)).split("=")[1]!);
    await ctx.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, expired));

    const results = await runScheduledJobs("*/5 * * * *", ctx);
    expect(results).toContainEqual(expect.objectContaining({ job: "purge-expired-sessions", ok: true }));
    const remaining = (await ctx.db.select().from(sessions).where(eq(sessions.userId, user.id))).map(
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
    expect(await ctx.db.select().from(companies).where(eq(companies.id, expired.id))).toEqual([]);
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
});
