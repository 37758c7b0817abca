import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { cookieFor, createCompany, createUser, domain } from "../../test/support/fixtures";
import { sessions } from "../db/schema";
import { hashToken } from "../domain/auth/session-token";
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
