import type { Tier } from "@charterly/domain/contract";
import { and, count, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditEvents, documents } from "../../worker/db/schema";
import {
  callApi,
  commentsOf,
  createComment,
  createDocument,
  createTokenBalance,
  domain,
  findDocument,
  person,
  tokenBalanceOf,
  usageRows,
  versionsOf,
} from "../support/fixtures";

const INSUFFICIENT =
  "Insufficient Tokens - You need at least 1 token to approve a document. Please purchase more tokens.";
const NOT_PENDING = "Only documents pending approval can be approved or rejected.";
const TIER_MESSAGE = "Token credits are part of the Pay Per Use plan.";

/** A person of a Pay Per Use company holding `balance` tokens (no balance row at all for null). */
async function payPerUseCompany(balance: number | null, tier: Tier = "per_document") {
  const someone = await person({ tier });
  if (balance !== null) await createTokenBalance(someone.company.id, balance);
  return someone;
}

const approve = (cookie: string, id: number) => callApi("POST", `/api/documents/${id}/approve`, { cookie });
const reject = (cookie: string, id: number, body: unknown = {}) =>
  callApi("POST", `/api/documents/${id}/reject`, { cookie, body });

describe("POST /api/documents/:documentId/approve", () => {
  it("approves a pending document for exactly one token, as a new version with a ledger row", async () => {
    const { company, user, cookie } = await payPerUseCompany(5);
    const id = await createDocument(company.id, { status: "pending_approval", title: "Leave Policy — Acme" });
    const res = await approve(cookie, id);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ tokenConsumed: 1, balance: 4 });

    expect(await findDocument(id)).toMatchObject({ status: "approved", version: 2 });
    const versions = await versionsOf(id);
    expect(versions.map((v) => [v.version, v.changeType, v.changeDescription, v.status])).toEqual([
      [1, "created", "Document created", "pending_approval"],
      [2, "status_changed", "Approved (1 token used)", "approved"],
    ]);
    expect(await tokenBalanceOf(company.id)).toMatchObject({ balance: 4, used: 1, purchased: 5 });
    const ledger = await usageRows(company.id);
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({
      amount: -1,
      balanceAfter: 4,
      documentId: id,
      createdByUserId: user.id,
      description: "Document approved: Leave Policy — Acme",
    });
    expect(await (await callApi("GET", "/api/tokens/balance", { cookie })).json()).toEqual({
      balance: 4,
      used: 1,
      purchased: 5,
    });
  });

  it("answers 402 with the spec's message at a balance of 0, or with no balance at all, and changes nothing", async () => {
    for (const balance of [0, null]) {
      const { company, cookie } = await payPerUseCompany(balance);
      const id = await createDocument(company.id, { status: "pending_approval" });
      const res = await approve(cookie, id);
      expect(res.status).toBe(402);
      expect(await res.json()).toEqual({ code: "insufficient_tokens", message: INSUFFICIENT });
      expect(await findDocument(id)).toMatchObject({ status: "pending_approval", version: 1 });
      expect(await versionsOf(id)).toHaveLength(1);
      expect(await usageRows(company.id)).toHaveLength(0);
    }
  });

  it("answers 409 for a document that is not pending, 404 for another company's, 403 outside Pay Per Use", async () => {
    const { company, cookie } = await payPerUseCompany(5);
    const approved = await createDocument(company.id, { status: "approved" });
    const notPending = await approve(cookie, approved);
    expect(notPending.status).toBe(409);
    expect(((await notPending.json()) as { message: string }).message).toBe(NOT_PENDING);

    const other = await payPerUseCompany(5);
    const foreign = await createDocument(other.company.id, { status: "pending_approval" });
    expect((await approve(cookie, foreign)).status).toBe(404);
    expect((await approve(cookie, 999_999)).status).toBe(404);
    expect((await callApi("POST", "/api/documents/abc/approve", { cookie })).status).toBe(404);
    expect(await findDocument(foreign)).toMatchObject({ status: "pending_approval" });

    const enterprise = await payPerUseCompany(5, "enterprise");
    const theirs = await createDocument(enterprise.company.id, { status: "pending_approval" });
    const refused = await approve(enterprise.cookie, theirs);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ code: "forbidden", message: TIER_MESSAGE });
    expect(await tokenBalanceOf(company.id)).toMatchObject({ balance: 5, used: 0 });
  });

  it("20 concurrent approvals with 5 tokens: exactly 5 succeed, 15 answer 402, the balance ends at 0", async () => {
    const { company, cookie } = await payPerUseCompany(5);
    const ids: number[] = [];
    for (let i = 0; i < 20; i++)
      ids.push(await createDocument(company.id, { status: "pending_approval", title: `Policy ${i}` }));

    const responses = await Promise.all(ids.map((id) => approve(cookie, id)));
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 402)).toHaveLength(15);
    for (const r of responses.filter((r) => r.status === 402))
      expect(((await r.json()) as { message: string }).message).toBe(INSUFFICIENT);

    expect(await tokenBalanceOf(company.id)).toMatchObject({ balance: 0, used: 5, purchased: 5 });
    const ledger = await usageRows(company.id);
    expect(ledger).toHaveLength(5);
    expect(ledger.map((t) => t.balanceAfter).sort()).toEqual([0, 1, 2, 3, 4]);
    const approvedIds = (
      await domain()
        .companyDb.select({ id: documents.id })
        .from(documents)
        .where(and(eq(documents.companyId, company.id), eq(documents.status, "approved")))
    ).map((d) => d.id);
    expect(approvedIds).toHaveLength(5);
    expect(ledger.map((t) => t.documentId).sort()).toEqual([...approvedIds].sort());
    const pending = await domain()
      .companyDb.select({ n: count() })
      .from(documents)
      .where(and(eq(documents.companyId, company.id), eq(documents.status, "pending_approval")));
    expect(pending[0]!.n).toBe(15);
  });

  it("20 concurrent approvals of the same document: exactly 1 succeeds and 1 token is spent", async () => {
    const { company, cookie } = await payPerUseCompany(5);
    const id = await createDocument(company.id, { status: "pending_approval" });
    const responses = await Promise.all(Array.from({ length: 20 }, () => approve(cookie, id)));
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    expect(await tokenBalanceOf(company.id)).toMatchObject({ balance: 4, used: 1 });
    expect(await usageRows(company.id)).toHaveLength(1);
    expect(await findDocument(id)).toMatchObject({ status: "approved", version: 2 });
    expect(await versionsOf(id)).toHaveLength(2);
  });
});

describe("POST /api/documents/:documentId/reject", () => {
  it("removes the pending document with its versions and comments, spends nothing and audits the reason", async () => {
    const { company, user, cookie } = await payPerUseCompany(3);
    const id = await createDocument(company.id, {
      status: "pending_approval",
      title: "Travel Policy — Acme",
    });
    await createComment({ documentId: id, companyId: company.id, userId: user.id, comment: "Looks wrong" });
    const res = await reject(cookie, id, { rejectionReason: "  Wrong per diem rates  " });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ rejected: true, tokenConsumed: 0 });

    expect(await findDocument(id)).toBeUndefined();
    expect(await versionsOf(id)).toHaveLength(0);
    expect(await commentsOf(id)).toHaveLength(0);
    expect(await tokenBalanceOf(company.id)).toMatchObject({ balance: 3, used: 0 });
    expect(await usageRows(company.id)).toHaveLength(0);
    const [audit] = await domain()
      .companyDb.select()
      .from(auditEvents)
      .where(and(eq(auditEvents.companyId, company.id), eq(auditEvents.action, "document.rejected")));
    expect(audit).toMatchObject({
      actorUserId: user.id,
      targetType: "document",
      targetId: String(id),
      details: { title: "Travel Policy — Acme", version: 1, reason: "Wrong per diem rates" },
    });
  });

  it("takes no reason (the library's dialog) and records none", async () => {
    const { company, cookie } = await payPerUseCompany(0);
    const id = await createDocument(company.id, { status: "pending_approval" });
    expect((await reject(cookie, id, {})).status).toBe(200);
    const second = await createDocument(company.id, { status: "pending_approval" });
    expect((await reject(cookie, second, { rejectionReason: "" })).status).toBe(200);
    const audits = await domain()
      .companyDb.select()
      .from(auditEvents)
      .where(inArray(auditEvents.targetId, [String(id), String(second)]));
    expect(audits.map((a) => a.details?.reason)).toEqual([null, null]);
  });

  it("refuses a document that is not pending (409), a too-long reason (400), and changes nothing", async () => {
    const { company, cookie } = await payPerUseCompany(3);
    const approved = await createDocument(company.id, { status: "approved" });
    const res = await reject(cookie, approved, { rejectionReason: "No" });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { message: string }).message).toBe(NOT_PENDING);
    expect(await findDocument(approved)).toBeDefined();

    const pending = await createDocument(company.id, { status: "pending_approval" });
    const tooLong = await reject(cookie, pending, { rejectionReason: "x".repeat(1001) });
    expect(tooLong.status).toBe(400);
    expect(await tooLong.json()).toMatchObject({
      code: "invalid_input",
      fields: { rejectionReason: "The rejection reason is at most 1000 characters" },
    });
    const notJson = await callApi("POST", `/api/documents/${pending}/reject`, {
      cookie,
      headers: { "content-type": "application/json" },
    });
    expect(notJson.status).toBe(400);
    expect(await findDocument(pending)).toMatchObject({ status: "pending_approval", version: 1 });
  });

  it("racing approve and reject on the same documents: each ends approved (1 token) or rejected (0 tokens)", async () => {
    const { company, cookie } = await payPerUseCompany(10);
    const ids: number[] = [];
    for (let i = 0; i < 10; i++)
      ids.push(await createDocument(company.id, { status: "pending_approval", title: `Race ${i}` }));
    await Promise.all(
      ids.flatMap((id) => [approve(cookie, id), reject(cookie, id, { rejectionReason: "race" })]),
    );

    const remaining = await domain()
      .companyDb.select()
      .from(documents)
      .where(eq(documents.companyId, company.id));
    expect(remaining.every((d) => d.status === "approved")).toBe(true);
    const rejected = await domain()
      .companyDb.select()
      .from(auditEvents)
      .where(and(eq(auditEvents.companyId, company.id), eq(auditEvents.action, "document.rejected")));
    expect(remaining.length + rejected.length).toBe(10);
    expect(new Set([...remaining.map((d) => String(d.id)), ...rejected.map((a) => a.targetId)]).size).toBe(
      10,
    );
    const ledger = await usageRows(company.id);
    expect(ledger).toHaveLength(remaining.length);
    expect(await tokenBalanceOf(company.id)).toMatchObject({
      balance: 10 - remaining.length,
      used: remaining.length,
    });
  });
});
