import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { actorFor } from "../../../test/support/factories";
import { createCompany, createUser, domain } from "../../../test/support/fixtures";
import { auditEvents, documents, documentVersions, tokenBalances, tokenTransactions } from "../../db/schema";
import type { DomainContext } from "../context";
import type { DocumentStatus } from "../contract";
import { createDocument } from "../documents/create-document";
import { documentWithContent } from "../documents/load-document";
import { updateDocument } from "../documents/update-document";
import { approveDocument } from "./approve-document";
import { rejectDocument } from "./reject-document";

// Each test lets another writer act between an operation's reads and its batch — deterministically,
// by running it just before the batch — and checks that the database, not the read, decides.

async function setUp(balance: number, status: DocumentStatus = "pending_approval") {
  const company = await createCompany("per_document");
  const user = await createUser(company.id, "user");
  await domain()
    .companyDb.insert(tokenBalances)
    .values({ companyId: company.id, balance, purchased: balance });
  const actor = actorFor({
    userId: user.id,
    companyId: company.id,
    role: "user",
    tier: "per_document",
    email: user.email,
    displayName: "Test",
  });
  const documentId = await createDocument(domain(), {
    companyId: company.id,
    author: { userId: null, displayName: "Generator" },
    title: "Pending policy",
    category: "hr",
    content: "Text.",
    status,
  });
  return { actor, companyId: company.id, documentId };
}

/** A context whose next batch first lets `interloper` write. */
function withInterloper(interloper: () => Promise<unknown>): DomainContext {
  const ctx = domain();
  const db = new Proxy(ctx.companyDb, {
    get(target, property, receiver) {
      if (property !== "batch") return Reflect.get(target, property, receiver);
      return async (statements: Parameters<typeof target.batch>[0]) => {
        await interloper();
        return target.batch(statements);
      };
    },
  });
  return { ...ctx, companyDb: db };
}

const state = async (companyId: number, documentId: number) => {
  const ctx = domain();
  const [balance] = await ctx.companyDb
    .select()
    .from(tokenBalances)
    .where(eq(tokenBalances.companyId, companyId));
  const ledger = await ctx.companyDb
    .select()
    .from(tokenTransactions)
    .where(eq(tokenTransactions.companyId, companyId));
  const [document] = await ctx.companyDb
    .select(documentWithContent)
    .from(documents)
    .where(eq(documents.id, documentId));
  const versions = await ctx.companyDb
    .select()
    .from(documentVersions)
    .where(eq(documentVersions.documentId, documentId));
  return { balance, ledger, document, versions };
};

describe("approveDocument when the balance read is stale", () => {
  it("the CHECK (balance >= 0) refuses the spend: 402, and nothing is written", async () => {
    const { actor, companyId, documentId } = await setUp(1);
    // Another approval spends the last token after this one checked the balance.
    const ctx = withInterloper(() =>
      domain()
        .companyDb.update(tokenBalances)
        .set({ balance: 0, used: 1 })
        .where(eq(tokenBalances.companyId, companyId)),
    );
    await expect(approveDocument(ctx, actor, documentId)).rejects.toMatchObject({
      code: "insufficient_tokens",
    });
    const after = await state(companyId, documentId);
    expect(after.balance).toMatchObject({ balance: 0, used: 1 });
    expect(after.ledger).toHaveLength(0);
    expect(after.document).toMatchObject({ status: "pending_approval", version: 1 });
    expect(after.versions).toHaveLength(1);
  });

  it("a balance row removed meanwhile fails the ledger's NOT NULL: 402, nothing written", async () => {
    const { actor, companyId, documentId } = await setUp(3);
    const ctx = withInterloper(() =>
      domain().companyDb.delete(tokenBalances).where(eq(tokenBalances.companyId, companyId)),
    );
    await expect(approveDocument(ctx, actor, documentId)).rejects.toMatchObject({
      code: "insufficient_tokens",
    });
    const after = await state(companyId, documentId);
    expect(after.ledger).toHaveLength(0);
    expect(after.document).toMatchObject({ status: "pending_approval", version: 1 });
  });
});

describe("approveDocument when the document read is stale", () => {
  it("a document approved meanwhile is not approved (or paid for) twice: 409", async () => {
    const { actor, companyId, documentId } = await setUp(5);
    const ctx = withInterloper(() => approveDocument(domain(), actor, documentId));
    await expect(approveDocument(ctx, actor, documentId)).rejects.toMatchObject({ code: "conflict" });
    const after = await state(companyId, documentId);
    expect(after.balance).toMatchObject({ balance: 4, used: 1 });
    expect(after.ledger).toHaveLength(1);
    expect(after.versions).toHaveLength(2);
  });

  it("a change made without a version row (outside decision 004) still cannot make it spend: 409", async () => {
    const { actor, companyId, documentId } = await setUp(5);
    // The update's guard no longer matches and version 2 is free: only the version row's NULL
    // document id (the update did not apply) stops the batch.
    const ctx = withInterloper(() =>
      domain().companyDb.update(documents).set({ status: "draft" }).where(eq(documents.id, documentId)),
    );
    await expect(approveDocument(ctx, actor, documentId)).rejects.toMatchObject({ code: "conflict" });
    const after = await state(companyId, documentId);
    expect(after.balance).toMatchObject({ balance: 5, used: 0 });
    expect(after.ledger).toHaveLength(0);
    expect(after.versions).toHaveLength(1);
  });

  it("a document rejected meanwhile costs nothing: 409", async () => {
    const { actor, companyId, documentId } = await setUp(5);
    const ctx = withInterloper(() => rejectDocument(domain(), actor, documentId, "no"));
    await expect(approveDocument(ctx, actor, documentId)).rejects.toMatchObject({ code: "conflict" });
    const after = await state(companyId, documentId);
    expect(after.balance).toMatchObject({ balance: 5, used: 0 });
    expect(after.ledger).toHaveLength(0);
    expect(after.document).toBeUndefined();
  });
});

describe("rejectDocument when the document read is stale", () => {
  it("a document approved meanwhile is kept, with its versions, and no rejection is recorded: 409", async () => {
    const { actor, companyId, documentId } = await setUp(5);
    const ctx = withInterloper(() => approveDocument(domain(), actor, documentId));
    await expect(rejectDocument(ctx, actor, documentId, "too late")).rejects.toMatchObject({
      code: "conflict",
    });
    const after = await state(companyId, documentId);
    expect(after.document).toMatchObject({ status: "approved", version: 2 });
    expect(after.versions).toHaveLength(2);
    expect(after.ledger).toHaveLength(1);
    const audits = await domain()
      .companyDb.select()
      .from(auditEvents)
      .where(and(eq(auditEvents.companyId, companyId), eq(auditEvents.action, "document.rejected")));
    expect(audits).toHaveLength(0);
  });
});

describe("choosing Approved in the library's select (Pay Per Use) when a read is stale", () => {
  it("the last token spent meanwhile: the CHECK refuses, 402, and nothing is written", async () => {
    const { actor, companyId, documentId } = await setUp(1, "under_review");
    const ctx = withInterloper(() =>
      domain()
        .companyDb.update(tokenBalances)
        .set({ balance: 0, used: 1 })
        .where(eq(tokenBalances.companyId, companyId)),
    );
    await expect(updateDocument(ctx, actor, documentId, { status: "approved" })).rejects.toMatchObject({
      code: "insufficient_tokens",
    });
    const after = await state(companyId, documentId);
    expect(after.ledger).toHaveLength(0);
    expect(after.document).toMatchObject({ status: "under_review", version: 1 });
    expect(after.versions).toHaveLength(1);
  });

  it("a document edited meanwhile is not approved unread, and costs nothing: 409", async () => {
    const { actor, companyId, documentId } = await setUp(5, "under_review");
    const ctx = withInterloper(() =>
      updateDocument(domain(), actor, documentId, { title: "Pending policy", content: "Other text." }),
    );
    await expect(updateDocument(ctx, actor, documentId, { status: "approved" })).rejects.toMatchObject({
      code: "conflict",
    });
    const after = await state(companyId, documentId);
    expect(after.balance).toMatchObject({ balance: 5, used: 0 });
    expect(after.ledger).toHaveLength(0);
    expect(after.document).toMatchObject({ status: "under_review", version: 2, content: "Other text." });
  });

  it("a status changed without a version row (outside decision 004) still cannot make it spend: 409", async () => {
    const { actor, companyId, documentId } = await setUp(5, "under_review");
    const ctx = withInterloper(() =>
      domain().companyDb.update(documents).set({ status: "draft" }).where(eq(documents.id, documentId)),
    );
    await expect(updateDocument(ctx, actor, documentId, { status: "approved" })).rejects.toMatchObject({
      code: "conflict",
    });
    const after = await state(companyId, documentId);
    expect(after.balance).toMatchObject({ balance: 5, used: 0 });
    expect(after.ledger).toHaveLength(0);
    expect(after.versions).toHaveLength(1);
  });
});

describe("an edit when the document read is stale", () => {
  it("a change made without a version row leaves no orphan version rows: 409, nothing written", async () => {
    const { actor, companyId, documentId } = await setUp(0, "approved");
    const ctx = withInterloper(() =>
      domain().companyDb.update(documents).set({ version: 7 }).where(eq(documents.id, documentId)),
    );
    await expect(
      updateDocument(ctx, actor, documentId, { title: "Pending policy", content: "Pasted text." }),
    ).rejects.toMatchObject({ code: "conflict" });
    const after = await state(companyId, documentId);
    // The interloper's version 7 has no text (it wrote no version row); the edit wrote none either.
    expect(after.document).toMatchObject({ status: "approved", version: 7 });
    expect(after.document?.content).not.toBe("Pasted text.");
    expect(after.versions.map((v) => v.content)).toEqual(["Text."]);
  });
});
