import { env } from "cloudflare:test";
import type {
  AcknowledgementStatusDto,
  ChatMessageDto,
  SlackAnswerDto,
  SlackInstallationDto,
  SlackToReadDto,
} from "@charterly/domain/contract";
import { rateLimitedMessage, slackWrongChannelMessage } from "@charterly/domain/contract";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  chatFeedback,
  chatMessages,
  documentAcknowledgements,
  slackEventClaims,
} from "../../worker/db/schema";
import {
  callApi,
  companyDatabaseOf,
  createCompany,
  createDocument,
  domain,
  person,
} from "../support/fixtures";
import { callService, setUpSlack, slackCompany, slackId, withServiceToken } from "./slack-support";

// The Slack bot's service routes (decision 017), called as the bot calls them.

const LEAVE_POLICY = [
  "1. Annual leave",
  "",
  "Every employee receives 28 days of paid annual leave per year, including public holidays. Leave is requested through the HR portal at least two weeks in advance.",
  "",
  "2. Sick leave",
  "",
  "Employees who are ill notify their manager before 10am on the first day of absence.",
].join("\n");
const QUESTION = "How many days of paid annual leave do employees receive per year?";

async function leavePolicy(companyId: number, title = "Leave Policy", content = LEAVE_POLICY) {
  return createDocument(companyId, { title, content, status: "approved", category: "hr" });
}

const caller = (teamId: string, channelId: string, extra: Record<string, unknown> = {}) => ({
  teamId,
  channelId,
  channelType: "channel",
  slackUserId: slackId("U"),
  email: null,
  ...extra,
});

const askBody = (teamId: string, channelId: string, extra: Record<string, unknown> = {}) => ({
  ...caller(teamId, channelId),
  eventId: slackId("Ev"),
  question: QUESTION,
  ...extra,
});

describe("POST /api/slack/authorize", () => {
  it("answers the company's bot token, bot user id, channel and name for its workspace", async () => {
    const { company, teamId, channelId, token } = await slackCompany("Authorize Co");
    const res = await callService("/api/slack/authorize", { teamId });
    expect(res.status).toBe(200);
    expect((await res.json()) as SlackInstallationDto).toEqual({
      teamId,
      botToken: token,
      botUserId: "U0FAKEBOT",
      channelId,
      companyName: company.name,
    });
  });

  it("refuses a workspace whose company turned Slack off, is not on Enterprise, or has no channel", async () => {
    const off = await slackCompany("Off Co", { enabled: false });
    const perDocument = await createCompany("per_document", "Per Document Co");
    const { teamId: perDocumentTeam } = await setUpSlack(perDocument.id);
    for (const teamId of [off.teamId, perDocumentTeam, "T0UNKNOWN99"]) {
      const res = await callService("/api/slack/authorize", { teamId });
      expect(res.status, teamId).toBe(404);
      expect(JSON.stringify(await res.json())).not.toContain("xoxb-");
    }
  });

  it("a workspace shared by two companies: the channel picks one; without it, refused as ambiguous", async () => {
    const teamId = slackId("T");
    const a = await slackCompany("Shared A", { teamId });
    const b = await slackCompany("Shared B", { teamId });
    const forA = (await (
      await callService("/api/slack/authorize", { teamId, channelId: a.channelId })
    ).json()) as SlackInstallationDto;
    expect(forA).toMatchObject({ companyName: "Shared A", botToken: a.token, channelId: a.channelId });
    const forB = (await (
      await callService("/api/slack/authorize", { teamId, channelId: b.channelId })
    ).json()) as SlackInstallationDto;
    expect(forB).toMatchObject({ companyName: "Shared B", botToken: b.token });
    expect((await callService("/api/slack/authorize", { teamId })).status).toBe(409);
    expect((await callService("/api/slack/authorize", { teamId, channelId: slackId("C") })).status).toBe(409);
  });
});

describe("POST /api/slack/ask", () => {
  it("answers as the person the e-mail matched: cited from their company's policy, kept in their history with channel slack", async () => {
    const { company, teamId, channelId } = await slackCompany("Ask Co");
    const someone = await person({ company, email: `ask.${slackId("x").toLowerCase()}@example.test` });
    const documentId = await leavePolicy(company.id);
    const res = await callService(
      "/api/slack/ask",
      askBody(teamId, channelId, { email: someone.user.email.toUpperCase() }),
    );
    expect(res.status).toBe(200);
    const answer = (await res.json()) as SlackAnswerDto;
    if (answer.status !== "answered") throw new Error(`expected an answer, got ${answer.status}`);
    expect(answer.appUrl).toBe("http://localhost");
    expect(answer.question.message).toBe(QUESTION);
    expect(answer.reply.message).toContain("28 days");
    expect(answer.reply.referencedDocuments).toEqual([
      expect.objectContaining({ id: documentId, source: "document", title: "Leave Policy", version: 1 }),
    ]);
    const rows = await domain()
      .companyDb.select()
      .from(chatMessages)
      .where(eq(chatMessages.companyId, company.id))
      .orderBy(chatMessages.id);
    expect(rows.map((r) => [r.messageType, r.userId, r.slackUserId, r.channel])).toEqual([
      ["user", someone.user.id, null, "slack"],
      ["assistant", someone.user.id, null, "slack"],
    ]);
    // In the web app, the person's own history holds it.
    const history = (await (
      await callApi("GET", "/api/chat/history", { cookie: someone.cookie })
    ).json()) as { messages: ChatMessageDto[] };
    expect(history.messages.map((m) => m.id)).toEqual([answer.question.id, answer.reply.id]);
  });

  it("answers in a company on the second company database from its policy there, and keeps the exchange there", async () => {
    const company = await createCompany("enterprise", { name: "Second Database Ask Co", databaseNumber: 2 });
    const { teamId, channelId } = await setUpSlack(company.id);
    const someone = await person({ company, email: `ask2.${slackId("x").toLowerCase()}@example.test` });
    const documentId = await leavePolicy(company.id);
    const res = await callService(
      "/api/slack/ask",
      askBody(teamId, channelId, { email: someone.user.email }),
    );
    expect(res.status).toBe(200);
    const answer = (await res.json()) as SlackAnswerDto;
    if (answer.status !== "answered") throw new Error(`expected an answer, got ${answer.status}`);
    expect(answer.reply.message).toContain("28 days");
    expect(answer.reply.referencedDocuments).toEqual([
      expect.objectContaining({ id: documentId, version: 1 }),
    ]);
    const second = await companyDatabaseOf(company.id);
    expect(second).not.toBe(domain().companyDb);
    const kept = await second.select().from(chatMessages).where(eq(chatMessages.companyId, company.id));
    expect(kept.map((r) => [r.messageType, r.channel])).toEqual([
      ["user", "slack"],
      ["assistant", "slack"],
    ]);
  });

  it("answers someone with no account as a member, recorded by Slack id", async () => {
    const { company, teamId, channelId } = await slackCompany("Slack Only Co");
    await leavePolicy(company.id);
    const body = askBody(teamId, channelId, { email: "nobody.here@example.test" });
    const res = await callService("/api/slack/ask", body);
    expect(res.status).toBe(200);
    expect(((await res.json()) as SlackAnswerDto).status).toBe("answered");
    const rows = await domain()
      .companyDb.select()
      .from(chatMessages)
      .where(eq(chatMessages.companyId, company.id));
    expect(rows.map((r) => [r.userId, r.slackUserId, r.channel])).toEqual([
      [null, body.slackUserId, "slack"],
      [null, body.slackUserId, "slack"],
    ]);
  });

  it("answers a direct message (im) by the workspace alone", async () => {
    const { company, teamId } = await slackCompany("Direct Co");
    await leavePolicy(company.id);
    const res = await callService("/api/slack/ask", askBody(teamId, slackId("D"), { channelType: "im" }));
    expect(res.status).toBe(200);
    expect(((await res.json()) as SlackAnswerDto).status).toBe("answered");
  });

  it("a retried event (same event id) is answered once: the retries get `duplicate`", async () => {
    const { company, teamId, channelId } = await slackCompany("Retry Co");
    await leavePolicy(company.id);
    const body = askBody(teamId, channelId);
    const answers = await Promise.all(
      [1, 2, 3].map(async () => (await (await callService("/api/slack/ask", body)).json()) as SlackAnswerDto),
    );
    expect(answers.map((a) => a.status).sort()).toEqual(["answered", "duplicate", "duplicate"]);
    expect(((await (await callService("/api/slack/ask", body)).json()) as SlackAnswerDto).status).toBe(
      "duplicate",
    );
    const replies = await domain()
      .companyDb.select()
      .from(chatMessages)
      .where(and(eq(chatMessages.companyId, company.id), eq(chatMessages.messageType, "assistant")));
    expect(replies).toHaveLength(1);
    const claims = await domain()
      .companyDb.select()
      .from(slackEventClaims)
      .where(eq(slackEventClaims.eventId, body.eventId));
    expect(claims).toHaveLength(1);
  });

  it("counts questions per Slack user: one asking too often gets 429 with Retry-After, another is still answered", async () => {
    const { company, teamId, channelId } = await slackCompany("Busy Co");
    await leavePolicy(company.id);
    // The assistant's binding replaced by one of 3 a minute (vitest.config.ts).
    const bindings = { ...withServiceToken, RATE_LIMIT_ASSISTANT: env.RATE_LIMIT_TEST_LOW };
    const eager = slackId("U");
    const statuses: number[] = [];
    let limited: Response | null = null;
    // The binding counts in windows aligned to the clock: the 429 comes after 3 to 6 questions.
    for (let i = 0; i < 8 && !limited; i++) {
      const res = await callService("/api/slack/ask", askBody(teamId, channelId, { slackUserId: eager }), {
        bindings,
      });
      if (res.status === 429) limited = res;
      else statuses.push(res.status);
    }
    expect(statuses.length).toBeGreaterThanOrEqual(3);
    expect(new Set(statuses)).toEqual(new Set([200]));
    expect(limited?.headers.get("retry-after")).toBe("60");
    expect(await limited?.json()).toMatchObject({
      code: "rate_limited",
      message: rateLimitedMessage("assistant"),
    });
    const other = await callService("/api/slack/ask", askBody(teamId, channelId), { bindings });
    expect(other.status).toBe(200);
  });

  it("refuses when the company turned Slack off, or the AI assistant off; nothing is stored", async () => {
    const off = await slackCompany("Slack Off Co", { enabled: false });
    await leavePolicy(off.company.id);
    expect((await callService("/api/slack/ask", askBody(off.teamId, off.channelId))).status).toBe(404);

    const noAssistant = await createCompany("enterprise", {
      name: "No Assistant Co",
      features: { aiAssistant: false },
    });
    const slack = await setUpSlack(noAssistant.id);
    await leavePolicy(noAssistant.id);
    const res = await callService("/api/slack/ask", askBody(slack.teamId, slack.channelId));
    expect(res.status).toBe(403);
    expect(((await res.json()) as { message: string }).message).toContain("AI assistant is turned off");
    for (const companyId of [off.company.id, noAssistant.id])
      expect(
        await domain().companyDb.select().from(chatMessages).where(eq(chatMessages.companyId, companyId)),
      ).toEqual([]);
  });

  it("another company's channel never reads this company's documents; a channel of no company is refused", async () => {
    const teamId = slackId("T");
    const secret = await slackCompany("Secret Co", { teamId });
    await leavePolicy(secret.company.id, "Secret Leave Policy");
    const other = await slackCompany("Other Co", { teamId });
    // Asked in Other Co's channel: Other Co has no leave policy, so no answer from Secret Co's.
    const res = await callService("/api/slack/ask", askBody(teamId, other.channelId));
    expect(res.status).toBe(200);
    const answer = (await res.json()) as SlackAnswerDto;
    if (answer.status !== "answered") throw new Error("expected an answer");
    expect(answer.reply.referencedDocuments).toEqual([]);
    expect(answer.reply.message).not.toContain("28 days");
    expect(
      await domain()
        .companyDb.select()
        .from(chatMessages)
        .where(eq(chatMessages.companyId, secret.company.id)),
    ).toEqual([]);
    // A channel configured by neither.
    expect((await callService("/api/slack/ask", askBody(teamId, slackId("C")))).status).toBe(404);
    // A direct message in a shared workspace: the company of the asker's e-mail, else ambiguous.
    expect(
      (await callService("/api/slack/ask", askBody(teamId, slackId("D"), { channelType: "im" }))).status,
    ).toBe(409);
    const member = await person({
      company: secret.company,
      email: `dm.${slackId("x").toLowerCase()}@example.test`,
    });
    const dm = await callService(
      "/api/slack/ask",
      askBody(teamId, slackId("D"), { channelType: "im", email: member.user.email }),
    );
    const dmAnswer = (await dm.json()) as SlackAnswerDto;
    expect(dmAnswer.status === "answered" && dmAnswer.reply.message).toContain("28 days");
  });

  it("a mention in another channel of a one-company workspace is refused, naming the right channel", async () => {
    const { teamId, channelId } = await slackCompany("Pointer Co");
    const res = await callService("/api/slack/ask", askBody(teamId, slackId("C")));
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ code: "forbidden", message: slackWrongChannelMessage(channelId) });
  });
});

describe("POST /api/slack/feedback", () => {
  it("records one rating per person per reply; a later click replaces it; another company's reply is 404", async () => {
    const { company, teamId, channelId } = await slackCompany("Feedback Co");
    const someone = await person({ company, email: `fb.${slackId("x").toLowerCase()}@example.test` });
    await leavePolicy(company.id);
    const answer = (await (
      await callService("/api/slack/ask", askBody(teamId, channelId, { email: someone.user.email }))
    ).json()) as SlackAnswerDto;
    if (answer.status !== "answered") throw new Error("expected an answer");
    const click = (helpful: boolean, extra: Record<string, unknown> = {}) =>
      callService("/api/slack/feedback", {
        ...caller(teamId, channelId, { email: someone.user.email }),
        messageId: answer.reply.id,
        helpful,
        ...extra,
      });
    expect(await (await click(true)).json()).toEqual({ messageId: answer.reply.id, helpful: true });
    expect((await click(false)).status).toBe(200);
    // A Slack user without an account rates too, by Slack id.
    expect((await click(true, { email: null, slackUserId: "U0NOACCOUNT" })).status).toBe(200);
    const rows = await domain()
      .companyDb.select()
      .from(chatFeedback)
      .where(eq(chatFeedback.messageId, answer.reply.id))
      .orderBy(chatFeedback.id);
    expect(rows.map((r) => [r.userId, r.slackUserId, r.helpful, r.channel])).toEqual([
      [someone.user.id, null, false, "slack"],
      [null, "U0NOACCOUNT", true, "slack"],
    ]);
    // The question is not a reply; and another company's workspace cannot rate this reply.
    expect((await click(true, { messageId: answer.question.id })).status).toBe(404);
    const other = await slackCompany("Other Feedback Co");
    const foreign = await callService("/api/slack/feedback", {
      ...caller(other.teamId, other.channelId),
      messageId: answer.reply.id,
      helpful: false,
    });
    expect(foreign.status).toBe(404);
    expect(
      await domain()
        .companyDb.select()
        .from(chatFeedback)
        .where(eq(chatFeedback.companyId, other.company.id)),
    ).toEqual([]);
  });
});

describe("POST /api/slack/acknowledgements and /api/slack/to-read", () => {
  it("'I have read this' from Slack is idempotent, leaves the 'To read' list, and shows in the admin's 'Who has read it' with channel Slack", async () => {
    const { company, teamId, channelId } = await slackCompany("Ack Co");
    const admin = await person({ company, role: "company_admin" });
    const someone = await person({ company, email: `ack.${slackId("x").toLowerCase()}@example.test` });
    const first = await leavePolicy(company.id, "Leave Policy");
    const second = await leavePolicy(company.id, "Travel Policy", "1. Travel\n\nBook trains.");
    const who = caller(teamId, channelId, { email: someone.user.email });

    const toRead = async (body: Record<string, unknown>) => {
      const res = await callService("/api/slack/to-read", body);
      expect(res.status).toBe(200);
      return (await res.json()) as SlackToReadDto;
    };
    const before = await toRead(who);
    expect(before.appUrl).toBe("http://localhost");
    expect(before.items.map((i) => i.documentId).sort()).toEqual([first, second].sort());

    const acks = await Promise.all(
      [1, 2].map(() => callService("/api/slack/acknowledgements", { ...who, documentId: first, version: 1 })),
    );
    expect(acks.map((r) => r.status)).toEqual([200, 200]);
    expect(await acks[0]!.json()).toMatchObject({ documentId: first, version: 1, channel: "slack" });
    const rows = await domain()
      .companyDb.select()
      .from(documentAcknowledgements)
      .where(eq(documentAcknowledgements.documentId, first));
    expect(rows.map((r) => [r.userId, r.channel])).toEqual([[someone.user.id, "slack"]]);
    expect((await toRead(who)).items.map((i) => i.documentId)).toEqual([second]);

    // Someone with no account: acknowledged by Slack id; their list is a member's.
    const stranger = caller(teamId, channelId, { slackUserId: "U0STRANGER" });
    expect((await toRead(stranger)).items).toHaveLength(2);
    expect(
      (await callService("/api/slack/acknowledgements", { ...stranger, documentId: second, version: 1 }))
        .status,
    ).toBe(200);
    expect((await toRead(stranger)).items.map((i) => i.documentId)).toEqual([first]);

    // The admin's 'Who has read it' shows the person, with channel Slack, and the Slack-only reader.
    const status = (await (
      await callApi("GET", `/api/documents/${first}/acknowledgements`, { cookie: admin.cookie })
    ).json()) as AcknowledgementStatusDto;
    expect(status.acknowledged).toEqual([
      expect.objectContaining({ userId: someone.user.id, channel: "slack" }),
    ]);
    const secondStatus = (await (
      await callApi("GET", `/api/documents/${second}/acknowledgements`, { cookie: admin.cookie })
    ).json()) as AcknowledgementStatusDto;
    expect(secondStatus.slackOnly).toEqual([
      expect.objectContaining({ slackUserId: "U0STRANGER", channel: "slack" }),
    ]);
    const csv = await (
      await callApi("GET", `/api/documents/${second}/acknowledgements/export`, { cookie: admin.cookie })
    ).text();
    expect(csv).toContain('"Slack user U0STRANGER","","Acknowledged"');
  });

  it("another company's document reads as missing; a stale version is refused", async () => {
    const mine = await slackCompany("Mine Co");
    const theirs = await createCompany("enterprise", "Theirs Co");
    const foreign = await leavePolicy(theirs.id);
    const res = await callService("/api/slack/acknowledgements", {
      ...caller(mine.teamId, mine.channelId),
      documentId: foreign,
      version: 1,
    });
    expect(res.status).toBe(404);
    const own = await leavePolicy(mine.company.id);
    const stale = await callService("/api/slack/acknowledgements", {
      ...caller(mine.teamId, mine.channelId),
      documentId: own,
      version: 7,
    });
    expect(stale.status).toBe(409);
  });
});
