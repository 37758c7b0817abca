import type { CommentDto, Tier } from "@charterly/domain/contract";
import { describe, expect, it } from "vitest";
import type { StatusChangeOutcome } from "../../remix-app/lib/document-intents";
import { action as libraryAction } from "../../remix-app/routes/documents";
import { action as commentsAction } from "../../remix-app/routes/documents_.$documentId.comments";
import {
  commentsOf,
  createDocument,
  createTokenBalance,
  findDocument,
  type Person,
  person,
  tokenBalanceOf,
  versionsOf,
} from "../support/fixtures";
import { formAnswerOf, formPost, routeContextOf } from "../support/route-context";

// The library's route actions (decision 026): a row's status change and adding a
// comment, posted as forms. They answer as the API would — 400 with one message per field, the
// domain's 403/404/409 with its message, never a 500 — and a double submit writes once.

async function changeStatus(who: Person, fields: Record<string, string | number>) {
  const request = formPost("/documents", { intent: "change-status", ...fields });
  const answer = await libraryAction({ request, context: await routeContextOf(who), params: {} });
  return formAnswerOf<StatusChangeOutcome>(answer);
}

async function addComment(who: Person, documentId: number | string, fields: Record<string, string>) {
  const path = `/documents/${documentId}/comments`;
  const request = formPost(path, { intent: "add-comment", ...fields });
  const answer = await commentsAction({
    request,
    context: await routeContextOf(who),
    params: { documentId: String(documentId) },
  });
  return formAnswerOf<CommentDto>(answer);
}

const editor = (tier: Tier = "enterprise") => person({ tier, role: "company_admin" });

describe("changing a document's status (intent change-status)", () => {
  it("changes it for the version shown, as the API does", async () => {
    const admin = await editor();
    const id = await createDocument(admin.company.id, { status: "draft" });
    const { status, body } = await changeStatus(admin, {
      documentId: id,
      version: 1,
      status: "under_review",
    });
    expect(status).toBe(200);
    expect(body.ok && body.value.kind === "changed" && body.value.document.status).toBe("under_review");
    expect((await findDocument(id))?.status).toBe("under_review");
  });

  it("answers a status that is not offered with 400 and the message for the field", async () => {
    const admin = await editor();
    const id = await createDocument(admin.company.id, { status: "draft" });
    const { status, body } = await changeStatus(admin, { documentId: id, version: 1, status: "published" });
    expect(status).toBe(400);
    expect(!body.ok && body.fieldErrors.status).toBe("Choose Draft, Under Review, Approved or Archived.");
    expect((await findDocument(id))?.status).toBe("draft");
  });

  it("refuses a document changed since the row was shown (409), and one deleted or not the company's (404)", async () => {
    const admin = await editor();
    const id = await createDocument(admin.company.id, { status: "draft" });
    await changeStatus(admin, { documentId: id, version: 1, status: "under_review" });

    const stale = await changeStatus(admin, { documentId: id, version: 1, status: "archived" });
    expect(stale.status).toBe(409);
    expect(!stale.body.ok && stale.body.message).toMatch(
      /changed since you chose its status: it is now Under Review/,
    );
    expect((await findDocument(id))?.status).toBe("under_review");

    const other = await editor();
    const foreign = await changeStatus(other, { documentId: id, version: 2, status: "archived" });
    expect(foreign.status).toBe(404);
    const missing = await changeStatus(admin, { documentId: "not-an-id", version: 2, status: "archived" });
    expect(missing.status).toBe(404);
  });

  it("writes a double submit once: the repeat finds the change made", async () => {
    const admin = await editor();
    const id = await createDocument(admin.company.id, { status: "draft" });
    const fields = { documentId: id, version: 1, status: "archived" };
    const answers = await Promise.all([changeStatus(admin, fields), changeStatus(admin, fields)]);
    // One wins; the other either finds it archived already (200) or lost the race (409): never two writes.
    expect(answers.map((a) => a.status).sort()).toEqual(expect.arrayContaining([200]));
    const again = await changeStatus(admin, fields);
    expect(again.status).toBe(200);
    expect(await versionsOf(id)).toHaveLength(2);
    expect((await findDocument(id))?.status).toBe("archived");
  });

  it("refuses a plan without the library (403) with the domain's message", async () => {
    const freemium = await editor("freemium");
    const id = await createDocument(freemium.company.id, { status: "draft" });
    const { status, body } = await changeStatus(freemium, { documentId: id, version: 1, status: "archived" });
    expect(status).toBe(403);
    expect(!body.ok && body.code).toBe("forbidden");
  });

  it("on Pay Per Use asks before spending a token, and spends it once confirmed", async () => {
    const admin = await editor("per_document");
    await createTokenBalance(admin.company.id, 3);
    const id = await createDocument(admin.company.id, { status: "draft" });

    const asked = await changeStatus(admin, { documentId: id, version: 1, status: "approved" });
    expect(asked.status).toBe(200);
    expect(asked.body.ok && asked.body.value).toMatchObject({
      kind: "confirm",
      balance: 3,
      status: "approved",
    });
    expect((await findDocument(id))?.status).toBe("draft");
    expect((await tokenBalanceOf(admin.company.id))?.balance).toBe(3);

    const confirmed = { documentId: id, version: 1, status: "approved", confirmTokenSpend: "yes" };
    const made = await changeStatus(admin, confirmed);
    expect(made.body.ok && made.body.value).toMatchObject({ kind: "changed", tokenSpent: true });
    // The confirming form posted twice spends one token.
    expect((await changeStatus(admin, confirmed)).status).toBe(200);
    expect((await tokenBalanceOf(admin.company.id))?.balance).toBe(2);
  });
});

describe("adding a comment (routes/documents_.$documentId.comments)", () => {
  it("adds it, and a double submit writes one comment", async () => {
    const admin = await editor();
    const id = await createDocument(admin.company.id);
    const fields = { comment: "Please add the on-call allowance.", commentType: "suggestion" };
    const answers = await Promise.all([addComment(admin, id, fields), addComment(admin, id, fields)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const rows = await commentsOf(id);
    expect(rows).toHaveLength(1);
    expect(answers.map((a) => a.body.ok && a.body.value.id)).toEqual([rows[0]!.id, rows[0]!.id]);
  });

  it("answers an empty comment with 400 and the message for the field, the text put back", async () => {
    const admin = await editor();
    const id = await createDocument(admin.company.id);
    const { status, body } = await addComment(admin, id, { comment: "   ", commentType: "general" });
    expect(status).toBe(400);
    expect(!body.ok && body.fieldErrors.comment).toBeTruthy();
    expect(await commentsOf(id)).toHaveLength(0);
  });

  it("says a deleted or foreign document is not found (404), and refuses a plan without the library (403)", async () => {
    const admin = await editor();
    const other = await editor();
    const id = await createDocument(admin.company.id);
    const foreign = await addComment(other, id, { comment: "Hello", commentType: "general" });
    expect(foreign.status).toBe(404);
    expect(!foreign.body.ok && foreign.body.message).toMatch(/not found/i);

    const freemium = await editor("freemium");
    const own = await createDocument(freemium.company.id);
    const refused = await addComment(freemium, own, { comment: "Hello", commentType: "general" });
    expect(refused.status).toBe(403);
  });
});
