import {
  type DocumentDto,
  exportMarking,
  INSUFFICIENT_TOKENS_MESSAGE,
  NOT_IN_FORCE_DOWNLOAD_MESSAGE,
  PENDING_APPROVAL_DOWNLOAD_MESSAGE,
  type Tier,
} from "@charterly/domain/contract";
import { describe, expect, it } from "vitest";
import {
  callApi,
  createDocument,
  createTokenBalance,
  findDocument,
  person,
  systemCompany,
  tokenBalanceOf,
  usageRows,
  versionsOf,
} from "../support/fixtures";

// Decision 009: an approval belongs to the text that was approved. A document is in force while it
// is approved (or generated); changing its title or content takes it out of force; exports follow the
// plan (Pay Per Use: text in force only; Enterprise and System Admin: also unapproved text, marked;
// nobody: a document pending approval), and on Pay Per Use every move into Approved spends exactly
// one token.

const EDITED = "Status changed from Approved to Under Review: the approved text was edited";
const RESTORED = "Status changed from Approved to Under Review: an earlier version was restored";
const APPROVED_TEXT = "1. Purpose\n\nStaff may work from home two days a week.";
const UNPAID_TEXT = "1. Purpose\n\nA freshly generated policy nobody paid to approve.";

/** Someone of a company of the tier, holding `tokens` tokens when given. */
async function someone(tier: Tier, tokens?: number) {
  const who = await person({ tier });
  if (tokens !== undefined) await createTokenBalance(who.company.id, tokens);
  return who;
}

const history = async (documentId: number) =>
  (await versionsOf(documentId))
    .sort((a, b) => a.version - b.version)
    .map((v) => [v.version, v.changeType, v.changeDescription, v.status]);
const edit = (cookie: string, id: number, body: { title: string; content: string; description?: string }) =>
  callApi("PUT", `/api/documents/${id}`, { cookie, body });
const setStatus = (cookie: string, id: number, status: string) =>
  callApi("PUT", `/api/documents/${id}`, { cookie, body: { status } });
const exportOf = (cookie: string, id: number) => callApi("GET", `/api/documents/${id}/export`, { cookie });

describe("changing the approved text takes a document out of force", () => {
  it("editing the content of an approved document moves it to Under Review, with the reason in its history", async () => {
    const { company, cookie } = await someone("enterprise");
    const id = await createDocument(company.id, {
      title: "Remote Work",
      content: APPROVED_TEXT,
      status: "approved",
    });
    const res = await edit(cookie, id, { title: "Remote Work", content: `${APPROVED_TEXT}\n\nAnd Fridays.` });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: "under_review", version: 3 });
    expect(await history(id)).toEqual([
      [1, "created", "Document created", "approved"],
      [2, "content_updated", "Content updated", "under_review"],
      [3, "status_changed", EDITED, "under_review"],
    ]);
    expect(await findDocument(id)).toMatchObject({ status: "under_review", version: 3 });
  });

  it("editing the title of a generated document (shown as Approved) does the same", async () => {
    const { company, cookie } = await someone("enterprise");
    const id = await createDocument(company.id, {
      title: "Remote Work",
      content: APPROVED_TEXT,
      status: "generated",
    });
    const res = await edit(cookie, id, { title: "Remote Work (no limits)", content: APPROVED_TEXT });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: "under_review", version: 3 });
    expect(await history(id)).toEqual([
      [1, "created", "Document created", "generated"],
      [2, "title_changed", 'Title changed to "Remote Work (no limits)"', "under_review"],
      [3, "status_changed", EDITED, "under_review"],
    ]);
  });

  it("the description is not part of the approved text: editing it alone keeps the document in force, editing it with the content does not", async () => {
    const { company, cookie } = await someone("per_document", 0);
    const id = await createDocument(company.id, {
      title: "Remote Work",
      content: APPROVED_TEXT,
      status: "approved",
    });
    const described = await edit(cookie, id, {
      title: "Remote Work",
      content: APPROVED_TEXT,
      description: "Who may work where",
    });
    expect(described.status).toBe(200);
    expect(await described.json()).toMatchObject({
      status: "approved",
      version: 2,
      description: "Who may work where",
    });
    expect((await exportOf(cookie, id)).status).toBe(200);

    const both = await edit(cookie, id, {
      title: "Remote Work",
      content: UNPAID_TEXT,
      description: "Rewritten",
    });
    expect(await both.json()).toMatchObject({ status: "under_review", version: 4 });
    expect(await history(id)).toEqual([
      [1, "created", "Document created", "approved"],
      [2, "content_updated", "Description updated", "approved"],
      [3, "content_updated", "Content updated", "under_review"],
      [4, "status_changed", EDITED, "under_review"],
    ]);
  });

  it("restoring an earlier version into an approved document moves it to Under Review", async () => {
    const { company, cookie } = await someone("enterprise");
    const id = await createDocument(company.id, { title: "Remote Work", content: "First draft." });
    await edit(cookie, id, { title: "Remote Work", content: APPROVED_TEXT });
    expect(await (await setStatus(cookie, id, "approved")).json()).toMatchObject({
      status: "approved",
      version: 3,
    });
    const first = (await versionsOf(id)).find((v) => v.version === 1)!;

    const res = await callApi("POST", `/api/documents/${id}/restore/${first.id}`, { cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: "under_review", version: 5, content: "First draft." });
    expect((await history(id)).slice(2)).toEqual([
      [3, "status_changed", "Status changed from Draft to Approved", "approved"],
      [4, "restored", "Restored version 1", "under_review"],
      [5, "status_changed", RESTORED, "under_review"],
    ]);
    // Out of force: on Enterprise it still exports, marked as not approved.
    expect(await (await exportOf(cookie, id)).json()).toMatchObject({
      marking: exportMarking("under_review"),
    });
  });
});

describe("exports follow the plan (decision 009)", () => {
  it("text in force exports on every plan, unmarked", async () => {
    for (const tier of ["per_document", "enterprise"] as const) {
      const { company, cookie } = await someone(tier);
      for (const status of ["approved", "generated"] as const) {
        const id = await createDocument(company.id, { status, content: APPROVED_TEXT });
        const res = await exportOf(cookie, id);
        expect(res.status, `${tier} ${status}`).toBe(200);
        expect(await res.json()).toMatchObject({ id, content: APPROVED_TEXT, marking: null });
      }
    }
  });

  it("Pay Per Use exports only approved (paid) text: drafts, documents under review and archived ones answer 409", async () => {
    const { company, cookie } = await someone("per_document");
    for (const status of ["draft", "under_review", "archived"] as const) {
      const id = await createDocument(company.id, { status });
      const res = await exportOf(cookie, id);
      expect(res.status, status).toBe(409);
      expect(await res.json()).toEqual({ code: "conflict", message: NOT_IN_FORCE_DOWNLOAD_MESSAGE });
    }
  });

  it("Enterprise and System Admin export drafts and documents under review too, marked DRAFT / UNDER REVIEW in the file", async () => {
    const enterprise = await someone("enterprise");
    const system = await person({ role: "platform_admin", company: await systemCompany() });
    for (const { company, cookie } of [enterprise, system]) {
      for (const [status, word] of [
        ["draft", "DRAFT"],
        ["under_review", "UNDER REVIEW"],
        ["archived", "ARCHIVED"],
      ] as const) {
        const id = await createDocument(company.id, { status, content: UNPAID_TEXT });
        const res = await exportOf(cookie, id);
        expect(res.status, `${company.tier} ${status}`).toBe(200);
        expect(await res.json()).toMatchObject({
          id,
          status,
          content: UNPAID_TEXT,
          marking: `${word} — not approved; not the policy in force`,
        });
      }
    }
  });

  it("only pending approval stays blocked, on every plan, with the spec's wording", async () => {
    for (const tier of ["per_document", "enterprise"] as const) {
      const { company, cookie } = await someone(tier);
      const pending = await createDocument(company.id, { status: "pending_approval" });
      const res = await exportOf(cookie, pending);
      expect(res.status, tier).toBe(409);
      expect(await res.json()).toEqual({ code: "conflict", message: PENDING_APPROVAL_DOWNLOAD_MESSAGE });
    }
  });
});

describe("on Pay Per Use every move into Approved spends exactly one token", () => {
  it("text pasted into an approved document cannot be downloaded or re-approved without a token", async () => {
    const { company, cookie } = await someone("per_document", 0);
    const id = await createDocument(company.id, {
      title: "Remote Work",
      content: APPROVED_TEXT,
      status: "approved",
    });
    const pasted = await edit(cookie, id, { title: "Remote Work", content: UNPAID_TEXT });
    expect(pasted.status).toBe(200);
    expect(await pasted.json()).toMatchObject({ status: "under_review" });

    const exported = await exportOf(cookie, id);
    expect(exported.status).toBe(409);
    expect(await exported.json()).toEqual({ code: "conflict", message: NOT_IN_FORCE_DOWNLOAD_MESSAGE });

    const before = { document: await findDocument(id), versions: await versionsOf(id) };
    const approved = await setStatus(cookie, id, "approved");
    expect(approved.status).toBe(402);
    expect(await approved.json()).toEqual({
      code: "insufficient_tokens",
      message: INSUFFICIENT_TOKENS_MESSAGE,
    });
    expect(await findDocument(id)).toEqual(before.document);
    expect(await versionsOf(id)).toEqual(before.versions);
    expect(await tokenBalanceOf(company.id)).toMatchObject({ balance: 0, used: 0 });
    expect(await usageRows(company.id)).toHaveLength(0);
    expect((await exportOf(cookie, id)).status).toBe(409);
  });

  it("choosing Approved in the library's select spends one token and writes one ledger row", async () => {
    const { company, user, cookie } = await someone("per_document", 3);
    const draft = await createDocument(company.id, { title: "Leave Policy", status: "draft" });
    const res = await setStatus(cookie, draft, "approved");
    expect(res.status).toBe(200);
    expect((await res.json()) as DocumentDto).toMatchObject({ status: "approved", version: 2 });
    expect((await history(draft)).at(-1)).toEqual([
      2,
      "status_changed",
      "Status changed from Draft to Approved (1 token used)",
      "approved",
    ]);
    expect(await tokenBalanceOf(company.id)).toMatchObject({ balance: 2, used: 1, purchased: 3 });
    const ledger = await usageRows(company.id);
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({
      amount: -1,
      balanceAfter: 2,
      documentId: draft,
      createdByUserId: user.id,
      description: "Document approved: Leave Policy",
    });
    expect((await exportOf(cookie, draft)).status).toBe(200);

    // From Under Review and Archived alike; choosing Approved again changes and spends nothing.
    for (const status of ["under_review", "archived"] as const) {
      const id = await createDocument(company.id, { status });
      expect((await setStatus(cookie, id, "approved")).status, status).toBe(200);
    }
    expect(await (await setStatus(cookie, draft, "approved")).json()).toMatchObject({ version: 2 });
    expect(await tokenBalanceOf(company.id)).toMatchObject({ balance: 0, used: 3 });
    expect(await usageRows(company.id)).toHaveLength(3);
  });

  it("10 simultaneous choices of Approved with 1 token left spend exactly one token", async () => {
    const { company, cookie } = await someone("per_document", 1);
    const id = await createDocument(company.id, { status: "under_review" });
    const responses = await Promise.all(Array.from({ length: 10 }, () => setStatus(cookie, id, "approved")));
    const statuses = responses.map((r) => r.status);
    // The first approves; the others lose the race (409), find no token (402) or find it approved (200, no change).
    expect(statuses.every((s) => s === 200 || s === 402 || s === 409)).toBe(true);
    expect(statuses).toContain(200);
    expect(await tokenBalanceOf(company.id)).toMatchObject({ balance: 0, used: 1 });
    expect(await usageRows(company.id)).toHaveLength(1);
    expect(await findDocument(id)).toMatchObject({ status: "approved", version: 2 });
    expect(await versionsOf(id)).toHaveLength(2);
  });

  it("10 simultaneous choices of Approved on 10 documents with 1 token left approve exactly one", async () => {
    const { company, cookie } = await someone("per_document", 1);
    const ids: number[] = [];
    for (let i = 0; i < 10; i++) ids.push(await createDocument(company.id, { status: "draft" }));
    const statuses = (await Promise.all(ids.map((id) => setStatus(cookie, id, "approved")))).map(
      (r) => r.status,
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 402)).toHaveLength(9);
    expect(await tokenBalanceOf(company.id)).toMatchObject({ balance: 0, used: 1 });
    expect(await usageRows(company.id)).toHaveLength(1);
    const approved = (await Promise.all(ids.map(findDocument))).filter((d) => d!.status === "approved");
    expect(approved).toHaveLength(1);
  });

  it("other plans approve from the select without tokens: on Enterprise, approving puts edited text back in force for free", async () => {
    const { company, cookie } = await someone("enterprise", 2);
    const id = await createDocument(company.id, { content: APPROVED_TEXT, status: "approved" });
    await edit(cookie, id, { title: "Remote Work Policy", content: UNPAID_TEXT });
    expect(await findDocument(id)).toMatchObject({ status: "under_review", version: 3 });
    expect(await (await exportOf(cookie, id)).json()).toMatchObject({
      marking: exportMarking("under_review"),
    });

    const approved = await setStatus(cookie, id, "approved");
    expect(approved.status).toBe(200);
    expect(await approved.json()).toMatchObject({ status: "approved", version: 4 });
    expect((await history(id)).at(-1)).toEqual([
      4,
      "status_changed",
      "Status changed from Under Review to Approved",
      "approved",
    ]);
    const exported = await exportOf(cookie, id);
    expect(exported.status).toBe(200);
    expect(await exported.json()).toMatchObject({ content: UNPAID_TEXT, marking: null });

    const draft = await createDocument(company.id, { status: "draft" });
    expect(await (await setStatus(cookie, draft, "approved")).json()).toMatchObject({ status: "approved" });
    expect(await tokenBalanceOf(company.id)).toMatchObject({ balance: 2, used: 0 });
    expect(await usageRows(company.id)).toHaveLength(0);
  });
});
