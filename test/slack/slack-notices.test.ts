import { SLACK_ACTIONS } from "@charterly/domain/contract";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { slackWebApi } from "../../worker/adapters/slack/slack-web-api";
import { companies, documents, slackEventClaims, slackNotices } from "../../worker/db/schema";
import {
  deliverSlackNotices,
  MAX_NOTICE_ATTEMPTS,
  NOTICE_BACKOFF_MS,
  NOTICE_SLACK_OFF,
  NOTICE_SUPERSEDED,
} from "../../worker/domain/slack/deliver-slack-notices";
import { purgeSlackEventClaims } from "../../worker/domain/slack/purge-slack-event-claims";
import { type SlackApi, SlackRateLimitedError } from "../../worker/domain/slack/slack-api";
import { runScheduledJobs } from "../../worker/jobs/registry";
import {
  callApi,
  createCompany,
  createDocument,
  createTemplate,
  domain,
  person,
  uploadForImport,
} from "../support/fixtures";
import { setUpSlack, slackCalls, slackCompany, slackId } from "./slack-support";

// 'New policy in force' (decision 017): a trigger queues one notice per document version that comes
// into force, in the writing transaction; the Worker posts it to the company's channel right after
// the write, and the five-minute job retries what failed.

const noticesOf = (documentId: number) =>
  domain()
    .companyDb.select()
    .from(slackNotices)
    .where(eq(slackNotices.documentId, documentId))
    .orderBy(slackNotices.id);
const noticesOfCompany = (companyId: number) =>
  domain()
    .companyDb.select()
    .from(slackNotices)
    .where(eq(slackNotices.companyId, companyId))
    .orderBy(slackNotices.id);
const postsOf = async (token: string) =>
  (await slackCalls(token)).filter((call) => call.method === "chat.postMessage");

const draft = (companyId: number, title = "Expenses Policy") =>
  createDocument(companyId, { title, content: "1. Expenses\n\nReceipts are kept.", status: "draft" });
const approve = (cookie: string, id: number) =>
  callApi("PUT", `/api/documents/${id}`, { cookie, body: { status: "approved" } });

/** An Enterprise company with Slack set up, and its admin. */
async function slackAdmin(name: string, setup: Parameters<typeof setUpSlack>[1] = {}) {
  const slack = await slackCompany(name, setup);
  const admin = await person({ company: slack.company, role: "company_admin" });
  return { ...slack, admin };
}

describe("notices are queued with the write that brings a text into force", () => {
  it("an approval queues exactly one, posted to the channel right after the write with the 'I have read this' button", async () => {
    const { company, admin, token, channelId } = await slackAdmin("Approve Co");
    const id = await draft(company.id);
    expect(await noticesOf(id)).toEqual([]);
    const res = await approve(admin.cookie, id);
    expect(res.status).toBe(200);
    const [document] = await domain().companyDb.select().from(documents).where(eq(documents.id, id));
    const notices = await noticesOf(id);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      companyId: company.id,
      version: document!.version,
      status: "sent",
      attempts: 1,
      channelId,
    });
    expect(notices[0]!.messageTs).toBeTruthy();

    const posts = await postsOf(token);
    expect(posts).toHaveLength(1);
    const body = posts[0]!.body as { channel: string; text: string; blocks: Array<Record<string, unknown>> };
    expect(body.channel).toBe(channelId);
    expect(body.text).toBe(`New policy in force: Expenses Policy (v${document!.version})`);
    const blocks = JSON.stringify(body.blocks);
    expect(blocks).toContain("*New policy in force*");
    expect(blocks).toContain(`http://localhost/documents?highlight=${id}`);
    expect(blocks).toContain(SLACK_ACTIONS.acknowledge);
    expect(blocks).toContain(
      JSON.stringify(JSON.stringify({ documentId: id, version: document!.version })).slice(1, -1),
    );
  });

  it("a generation queues exactly one", async () => {
    const { company, admin, token } = await slackAdmin("Generate Co");
    const template = await createTemplate({ name: "Clean Desk Policy", category: "it" });
    const res = await callApi("POST", "/api/documents/generate", {
      cookie: admin.cookie,
      body: { templateType: "it", templateId: template.id, companyName: "Generate Co", department: "it" },
    });
    expect(res.status).toBe(200);
    const { id } = (await res.json()) as { id: number };
    expect((await noticesOf(id)).map((n) => [n.version, n.status])).toEqual([[1, "sent"]]);
    expect(await postsOf(token)).toHaveLength(1);
    expect((await noticesOfCompany(company.id)).length).toBe(1);
  });

  it("an import queues none (it is a draft) until it is approved: then exactly one", async () => {
    const { company, admin } = await slackAdmin("Import Co");
    const res = await uploadForImport(
      admin.cookie,
      "leave.txt",
      new TextEncoder().encode("Leave Policy\n\n1. Leave\n\nEveryone gets 28 days."),
    );
    expect(res.status).toBe(200);
    const { documentId } = (await res.json()) as { documentId: number };
    expect(await noticesOfCompany(company.id)).toEqual([]);
    expect((await approve(admin.cookie, documentId)).status).toBe(200);
    expect((await noticesOf(documentId)).map((n) => n.status)).toEqual(["sent"]);
  });

  it("'Mark reviewed' queues none; a new text in force queues one for its version", async () => {
    const { company, admin } = await slackAdmin("Review Co");
    const id = await draft(company.id);
    await approve(admin.cookie, id);
    expect(await noticesOf(id)).toHaveLength(1);
    const reviewed = await callApi("POST", `/api/documents/${id}/review`, { cookie: admin.cookie });
    expect(reviewed.status).toBe(200);
    expect(await noticesOf(id)).toHaveLength(1);
    // A new text (back under review, then approved again): one more, for the new version.
    const edited = await callApi("PUT", `/api/documents/${id}`, {
      cookie: admin.cookie,
      body: { title: "Expenses Policy", content: "1. Expenses\n\nReceipts are kept for seven years." },
    });
    expect(edited.status).toBe(200);
    expect(await noticesOf(id)).toHaveLength(1);
    await approve(admin.cookie, id);
    const notices = await noticesOf(id);
    expect(notices).toHaveLength(2);
    expect(notices[1]!.version).toBeGreaterThan(notices[0]!.version);
  });

  it("a company without Slack on has none posted", async () => {
    const { company, admin, token } = await slackAdmin("Quiet Co", { enabled: false });
    const id = await draft(company.id);
    expect((await approve(admin.cookie, id)).status).toBe(200);
    // The job finds its notice, reads that Slack is off, and sets it aside.
    await deliverSlackNotices(domain(), { appUrl: "http://localhost" });
    expect(await postsOf(token)).toEqual([]);
    expect(await noticesOf(id)).toMatchObject([{ status: "skipped", lastError: NOTICE_SLACK_OFF }]);
  });

  it("a company on the second company database gets its notice too", async () => {
    // Its settings are in the directory, its documents in its own database (decision 027).
    const company = await createCompany("enterprise", { name: "Second Database Co", databaseNumber: 2 });
    const { token, channelId } = await setUpSlack(company.id);
    const admin = await person({ company, role: "company_admin" });
    const imported = await uploadForImport(
      admin.cookie,
      "expenses.txt",
      new TextEncoder().encode("EXPENSES POLICY\n\nReceipts are kept for every claim."),
    );
    const { documentId } = (await imported.json()) as { documentId: number };
    expect((await approve(admin.cookie, documentId)).status).toBe(200);
    const posts = await postsOf(token);
    expect(posts).toHaveLength(1);
    expect((posts[0]!.body as { channel: string }).channel).toBe(channelId);
  });
});

describe("deliverSlackNotices", () => {
  /** A company with a queued notice that the write's own delivery has not posted (queued directly). */
  async function queued(name: string, setup: Parameters<typeof setUpSlack>[1] = {}) {
    const slack = await slackCompany(name, setup);
    const id = await createDocument(slack.company.id, { title: `${name} Policy`, status: "approved" });
    const [notice] = await noticesOf(id);
    expect(notice).toMatchObject({ status: "pending", version: 1 });
    return { ...slack, documentId: id, noticeId: notice!.id };
  }
  const appUrl = "https://charterly.example";

  it("skips a notice when the company turned Slack off, or the version is no longer the one in force", async () => {
    const off = await queued("Turned Off Co");
    await setUpSlack(off.company.id, { enabled: false, teamId: off.teamId, channelId: off.channelId });
    const superseded = await queued("Superseded Co");
    await domain()
      .companyDb.update(documents)
      .set({ status: "archived" })
      .where(eq(documents.id, superseded.documentId));

    const downgraded = await queued("Downgraded Co");
    await domain()
      .companyDb.update(companies)
      .set({ tier: "per_document" })
      .where(eq(companies.id, downgraded.company.id));

    for (const companyId of [off.company.id, superseded.company.id, downgraded.company.id])
      await deliverSlackNotices(domain(), { appUrl, companyId });
    expect((await noticesOf(downgraded.documentId))[0]).toMatchObject({
      status: "skipped",
      lastError: NOTICE_SLACK_OFF,
    });
    expect((await noticesOf(off.documentId))[0]).toMatchObject({
      status: "skipped",
      lastError: NOTICE_SLACK_OFF,
    });
    expect((await noticesOf(superseded.documentId))[0]).toMatchObject({
      status: "skipped",
      lastError: NOTICE_SUPERSEDED,
    });
    expect(await postsOf(off.token)).toEqual([]);
    expect(await postsOf(superseded.token)).toEqual([]);
  });

  it("posts nothing for a company in the recycle bin: its notice waits, and goes out once it is restored", async () => {
    const binned = await queued("Binned Co");
    const setDeleted = (deletedAt: Date | null) =>
      domain().companyDb.update(companies).set({ deletedAt }).where(eq(companies.id, binned.company.id));
    await setDeleted(new Date());
    await deliverSlackNotices(domain(), { appUrl });
    await deliverSlackNotices(domain(), { appUrl, companyId: binned.company.id });
    expect((await noticesOf(binned.documentId))[0]).toMatchObject({ status: "pending", attempts: 0 });
    expect(await postsOf(binned.token)).toEqual([]);

    await setDeleted(null);
    await deliverSlackNotices(domain(), { appUrl, companyId: binned.company.id });
    expect((await noticesOf(binned.documentId))[0]).toMatchObject({ status: "sent" });
    expect(await postsOf(binned.token)).toHaveLength(1);
  });

  it("retries a failed post with a growing wait, and marks it failed after the last try", async () => {
    const { company, documentId, token } = await queued("Missing Channel Co", {
      channelId: slackId("CMISSING"),
    });
    let now = Date.now();
    const at = () => ({ ...domain(), clock: { now: () => new Date(now) } });
    for (let attempt = 1; attempt <= MAX_NOTICE_ATTEMPTS; attempt++) {
      const report = await deliverSlackNotices(at(), { appUrl, companyId: company.id });
      const [notice] = await noticesOf(documentId);
      expect(notice!.attempts).toBe(attempt);
      expect(notice!.lastError).toContain("channel_not_found");
      if (attempt < MAX_NOTICE_ATTEMPTS) {
        expect(report).toMatchObject({ retrying: 1, failed: 0 });
        expect(notice!.status).toBe("pending");
        const wait = NOTICE_BACKOFF_MS[attempt - 1]!;
        expect(notice!.nextAttemptAt.getTime()).toBe(now + wait);
        // Not due before its wait is over.
        now += wait - 1000;
        expect(await deliverSlackNotices(at(), { appUrl, companyId: company.id })).toMatchObject({
          retrying: 0,
        });
        now += 1000;
      } else {
        expect(report).toMatchObject({ retrying: 0, failed: 1 });
        expect(notice!.status).toBe("failed");
      }
    }
    expect(await postsOf(token)).toHaveLength(MAX_NOTICE_ATTEMPTS);
    now += 24 * 60 * 60 * 1000;
    expect(await deliverSlackNotices(at(), { appUrl, companyId: company.id })).toMatchObject({ failed: 0 });
  });

  it("honours Slack's rate limit: waits Retry-After, does not count it as a try, holds the company's other notices", async () => {
    const first = await queued("Rate Limited Co");
    const secondId = await createDocument(first.company.id, { title: "Second Policy", status: "approved" });
    const posted: string[] = [];
    let limited = true;
    const slack: SlackApi = {
      ...domain().slack,
      postMessage: async (_token, _channel, text) => {
        if (limited) throw new SlackRateLimitedError("chat.postMessage", 30);
        posted.push(text);
        return { ts: "1.0" };
      },
    };
    const now = Date.now();
    const ctx = { ...domain(), slack, clock: { now: () => new Date(now) } };
    expect(await deliverSlackNotices(ctx, { appUrl, companyId: first.company.id })).toEqual({
      sent: 0,
      skipped: 0,
      retrying: 1,
      failed: 0,
    });
    const [notice] = await noticesOf(first.documentId);
    expect(notice).toMatchObject({ status: "pending", attempts: 0 });
    expect(notice!.nextAttemptAt.getTime()).toBe(now + 30_000);
    expect((await noticesOf(secondId))[0]).toMatchObject({ status: "pending", attempts: 0 });

    limited = false;
    const later = { ...ctx, clock: { now: () => new Date(now + 30_000) } };
    expect(await deliverSlackNotices(later, { appUrl, companyId: first.company.id })).toMatchObject({
      sent: 2,
    });
    expect(posted.sort()).toEqual(
      ["New policy in force: Rate Limited Co Policy (v1)", "New policy in force: Second Policy (v1)"].sort(),
    );
  });

  it("the Web API adapter reads a 429's Retry-After, and sends blocks with the text", async () => {
    const requests: Array<Record<string, unknown>> = [];
    const limited = slackWebApi(
      "https://slack.test/api",
      async () => new Response("", { status: 429, headers: { "retry-after": "7" } }),
    );
    const error = await limited.postMessage("xoxb-x", "C1", "hi").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SlackRateLimitedError);
    expect((error as SlackRateLimitedError).retryAfterSeconds).toBe(7);
    const ok = slackWebApi("https://slack.test/api", async (_url, init) => {
      requests.push(JSON.parse(String(init?.body)));
      return Response.json({ ok: true, ts: "2.0" });
    });
    expect(await ok.postMessage("xoxb-x", "C1", "fallback", [{ type: "divider" }])).toEqual({ ts: "2.0" });
    expect(requests).toEqual([{ channel: "C1", text: "fallback", blocks: [{ type: "divider" }] }]);
  });

  it("the five-minute job posts due notices (with APP_URL's links) and removes event claims older than a day", async () => {
    const { token, documentId } = await queued("Job Co");
    const ctx = domain();
    const old = await ctx.companyDb
      .insert(slackEventClaims)
      .values({
        companyId: (await noticesOf(documentId))[0]!.companyId,
        teamId: "T0JOB",
        eventId: slackId("Ev"),
        createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000),
      })
      .returning();
    const fresh = await ctx.companyDb
      .insert(slackEventClaims)
      .values({ companyId: old[0]!.companyId, teamId: "T0JOB", eventId: slackId("Ev") })
      .returning();
    const results = await runScheduledJobs("*/5 * * * *", ctx, undefined, { appOrigin: appUrl });
    expect(results).toContainEqual(expect.objectContaining({ job: "deliver-slack-notices", ok: true }));
    expect(results).toContainEqual(expect.objectContaining({ job: "purge-slack-event-claims", ok: true }));
    expect((await noticesOf(documentId))[0]!.status).toBe("sent");
    expect(JSON.stringify((await postsOf(token))[0]!.body)).toContain(
      `${appUrl}/documents?highlight=${documentId}`,
    );
    const claims = await ctx.companyDb
      .select()
      .from(slackEventClaims)
      .where(and(eq(slackEventClaims.teamId, "T0JOB")));
    expect(claims.map((c) => c.id)).toEqual([fresh[0]!.id]);
    expect(await purgeSlackEventClaims(ctx)).toBe(0);
  });
});
