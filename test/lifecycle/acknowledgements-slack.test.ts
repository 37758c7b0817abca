import { AppError } from "@charterly/domain/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { documentAcknowledgements, documents } from "../../worker/db/schema";
import { acknowledgeAsSlackUser } from "../../worker/domain/lifecycle/acknowledge-as-slack-user";
import { listToRead } from "../../worker/domain/lifecycle/to-read";
import { createCompany, createDocument, createUser, domain, person } from "../support/fixtures";

// The Slack bot's 'I have read this' (decision 017: called from a service route): the domain function.

const rowsOf = (documentId: number) =>
  domain()
    .companyDb.select()
    .from(documentAcknowledgements)
    .where(eq(documentAcknowledgements.documentId, documentId));

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );

describe("acknowledgeAsSlackUser", () => {
  it("records a matched person by user id with channel slack, idempotently; it leaves their 'To read' list", async () => {
    const someone = await person({ role: "user" });
    const id = await createDocument(someone.company.id, { status: "approved" });
    const input = {
      companyId: someone.company.id,
      documentId: id,
      version: 1,
      slackUserId: "U123",
      userId: someone.user.id,
    };
    const answers = await Promise.all([1, 2, 3].map(() => acknowledgeAsSlackUser(domain(), input)));
    expect(answers[0]).toMatchObject({ documentId: id, version: 1, channel: "slack" });
    expect(new Set(answers.map((a) => a.acknowledgedAt)).size).toBe(1);
    const rows = await rowsOf(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: someone.user.id, slackUserId: null, channel: "slack" });
    expect((await listToRead(domain(), someone.actor)).items).toEqual([]);
  });

  it("records a Slack user without an account by Slack id, as a member (role user)", async () => {
    const company = await createCompany("enterprise");
    const id = await createDocument(company.id, { status: "generated" });
    const input = { companyId: company.id, documentId: id, version: 1, slackUserId: "U999", userId: null };
    await acknowledgeAsSlackUser(domain(), input);
    await acknowledgeAsSlackUser(domain(), input);
    const rows = await rowsOf(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: null, slackUserId: "U999", channel: "slack" });

    // Addressed to admins only: a member may not acknowledge it.
    const adminsOnly = await createDocument(company.id, { status: "approved" });
    await domain()
      .companyDb.update(documents)
      .set({ readerRoles: ["company_admin"] })
      .where(eq(documents.id, adminsOnly));
    const refused = await failureOf(acknowledgeAsSlackUser(domain(), { ...input, documentId: adminsOnly }));
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ code: "forbidden" });
  });

  it("keeps the web's rules: only the version in force, only the company's documents and people, paid plans", async () => {
    const someone = await person({ role: "user" });
    const id = await createDocument(someone.company.id, { status: "approved" });
    const base = {
      companyId: someone.company.id,
      documentId: id,
      version: 1,
      slackUserId: "U1",
      userId: someone.user.id,
    };
    expect(await failureOf(acknowledgeAsSlackUser(domain(), { ...base, version: 2 }))).toMatchObject({
      code: "conflict",
      message: "This document changed; read the new version.",
    });
    const draft = await createDocument(someone.company.id, { status: "draft" });
    expect(await failureOf(acknowledgeAsSlackUser(domain(), { ...base, documentId: draft }))).toMatchObject({
      code: "conflict",
    });
    const other = await createCompany("enterprise");
    const foreign = await createDocument(other.id, { status: "approved" });
    expect(await failureOf(acknowledgeAsSlackUser(domain(), { ...base, documentId: foreign }))).toMatchObject(
      {
        code: "not_found",
      },
    );
    const stranger = await createUser(other.id, "user");
    expect(await failureOf(acknowledgeAsSlackUser(domain(), { ...base, userId: stranger.id }))).toMatchObject(
      {
        code: "not_found",
      },
    );
    const freemium = await person({ tier: "freemium" });
    const free = await createDocument(freemium.company.id, { status: "approved" });
    expect(
      await failureOf(
        acknowledgeAsSlackUser(domain(), {
          ...base,
          companyId: freemium.company.id,
          documentId: free,
          userId: null,
        }),
      ),
    ).toMatchObject({ code: "forbidden" });
    expect(await rowsOf(id)).toEqual([]);
  });
});
