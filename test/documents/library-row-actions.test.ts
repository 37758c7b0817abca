import type { ApproveDocumentResultDto, CommentDto, DocumentDto, Tier } from "@charterly/domain/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { CommentDeleted, DocumentRemoved } from "../../remix-app/lib/document-intents";
import { action as libraryAction } from "../../remix-app/routes/documents";
import { action as commentsAction } from "../../remix-app/routes/documents_.$documentId.comments";
import { emailOutbox } from "../../worker/db/schema";
import {
  commentsOf,
  createComment,
  createDocument,
  createTokenBalance,
  domain,
  findDocument,
  type Person,
  person,
  tokenBalanceOf,
  versionsOf,
} from "../support/fixtures";
import { type FormFields, formAnswerOf, formPost, routeContextOf } from "../support/route-context";

// The library's row writes as intents of the /documents action, and a comment's resolve, reopen and
// delete as intents of the comments route's action (decision 026): the API's schema,
// operation and statuses; a stale form is the domain's 404/409 with its message; a double submit
// writes once. Edit, Restore, Owner & review and Send reminder are the document pages' actions
// (test/documents/document-pages.test.ts); /documents no longer takes them.

async function library<T>(who: Person, intent: string, fields: FormFields) {
  const request = formPost("/documents", { intent, ...fields });
  return formAnswerOf<T>(await libraryAction({ request, context: await routeContextOf(who), params: {} }));
}

async function onComment<T>(who: Person, documentId: number, intent: string, commentId: number) {
  const request = formPost(`/documents/${documentId}/comments`, { intent, commentId });
  const context = await routeContextOf(who);
  return formAnswerOf<T>(
    await commentsAction({ request, context, params: { documentId: String(documentId) } }),
  );
}

const admin = (tier: Tier = "enterprise") => person({ tier, role: "company_admin" });

describe("deleting a document (intent delete-document)", () => {
  it("deletes it for an admin; a second submit finds nothing (404) and writes nothing", async () => {
    const who = await admin();
    const id = await createDocument(who.company.id);
    const done = await library<DocumentRemoved>(who, "delete-document", { documentId: id });
    expect(done.status).toBe(200);
    expect(done.body.ok && done.body.value).toEqual({ documentId: id });
    expect(await findDocument(id)).toBeUndefined();

    const again = await library<DocumentRemoved>(who, "delete-document", { documentId: id });
    expect(again.status).toBe(404);
    expect(!again.body.ok && again.body.message).toBe("The requested document was not found.");
  });

  it("refuses a person who is not an admin (403) with the spec's message, and keeps the document", async () => {
    const who = await admin();
    const colleague = await person({ company: who.company, role: "user" });
    const id = await createDocument(who.company.id);
    const refused = await library<DocumentRemoved>(colleague, "delete-document", { documentId: id });
    expect(refused.status).toBe(403);
    expect(!refused.body.ok && refused.body.message).toBe("Admin privileges required to delete documents.");
    expect(await findDocument(id)).toBeDefined();
  });
});

describe("approving and rejecting on Pay Per Use (intents approve-document, reject-document)", () => {
  it("approves for one token; a double submit spends one (the second is 409, already approved)", async () => {
    const who = await admin("per_document");
    await createTokenBalance(who.company.id, 3);
    const id = await createDocument(who.company.id, { status: "pending_approval" });
    const fields = { documentId: id };
    const answers = await Promise.all([
      library<ApproveDocumentResultDto>(who, "approve-document", fields),
      library<ApproveDocumentResultDto>(who, "approve-document", fields),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const refused = answers.find((a) => a.status === 409)!;
    expect(!refused.body.ok && refused.body.message).toMatch(/approved or rejected|pending approval/);
    expect((await findDocument(id))?.status).toBe("approved");
    expect((await tokenBalanceOf(who.company.id))?.balance).toBe(2);
  });

  it("refuses a plan without tokens (403) and a rejection reason over 1000 characters (400)", async () => {
    const enterprise = await admin("enterprise");
    const own = await createDocument(enterprise.company.id, { status: "pending_approval" });
    const refused = await library(enterprise, "approve-document", { documentId: own });
    expect(refused.status).toBe(403);

    const who = await admin("per_document");
    const id = await createDocument(who.company.id, { status: "pending_approval" });
    const tooLong = await library(who, "reject-document", {
      documentId: id,
      rejectionReason: "x".repeat(1001),
    });
    expect(tooLong.status).toBe(400);
    expect(!tooLong.body.ok && tooLong.body.fieldErrors.rejectionReason).toBe(
      "The rejection reason is at most 1000 characters",
    );
    expect(await findDocument(id)).toBeDefined();
  });

  it("rejects a pending document for free; one approved meanwhile is refused (409) and kept", async () => {
    const who = await admin("per_document");
    await createTokenBalance(who.company.id, 3);
    const rejected = await createDocument(who.company.id, { status: "pending_approval" });
    const done = await library<DocumentRemoved>(who, "reject-document", {
      documentId: rejected,
      rejectionReason: "",
    });
    expect(done.status).toBe(200);
    expect(await findDocument(rejected)).toBeUndefined();
    expect((await tokenBalanceOf(who.company.id))?.balance).toBe(3);

    const approved = await createDocument(who.company.id, { status: "pending_approval" });
    await library(who, "approve-document", { documentId: approved });
    const stale = await library(who, "reject-document", { documentId: approved, rejectionReason: "Late" });
    expect(stale.status).toBe(409);
    expect(!stale.body.ok && stale.body.message).toBe(
      "Only documents pending approval can be approved or rejected.",
    );
    expect((await findDocument(approved))?.status).toBe("approved");
  });
});

describe("a comment's resolve, reopen and delete (the comments route's action)", () => {
  it("resolves and reopens a suggestion; a repeat is the same answer and no change", async () => {
    const who = await admin();
    const id = await createDocument(who.company.id);
    const comment = await createComment({
      documentId: id,
      companyId: who.company.id,
      userId: who.user.id,
      commentType: "suggestion",
    });
    const resolved = await onComment<CommentDto>(who, id, "resolve-comment", comment.id);
    expect(resolved.status).toBe(200);
    expect(resolved.body.ok && resolved.body.value.isResolved).toBe(true);
    expect((await onComment<CommentDto>(who, id, "resolve-comment", comment.id)).status).toBe(200);
    expect((await commentsOf(id))[0]?.isResolved).toBe(true);

    const reopened = await onComment<CommentDto>(who, id, "reopen-comment", comment.id);
    expect(reopened.body.ok && reopened.body.value.isResolved).toBe(false);
    expect((await commentsOf(id))[0]?.isResolved).toBe(false);
  });

  it("refuses to resolve a general comment (400) with the domain's message", async () => {
    const who = await admin();
    const id = await createDocument(who.company.id);
    const comment = await createComment({ documentId: id, companyId: who.company.id, userId: who.user.id });
    const refused = await onComment(who, id, "resolve-comment", comment.id);
    expect(refused.status).toBe(400);
    expect(!refused.body.ok && refused.body.message).toBe("General comments cannot be resolved.");
  });

  it("deletes the author's own comment once; another person may not (403); deleted, it is 404", async () => {
    const who = await admin();
    const colleague = await person({ company: who.company, role: "user" });
    const id = await createDocument(who.company.id);
    const comment = await createComment({ documentId: id, companyId: who.company.id, userId: who.user.id });

    const notTheirs = await onComment(colleague, id, "delete-comment", comment.id);
    expect(notTheirs.status).toBe(403);
    expect(!notTheirs.body.ok && notTheirs.body.message).toBe("Only the author can delete a comment.");

    const deleted = await onComment<CommentDeleted>(who, id, "delete-comment", comment.id);
    expect(deleted.status).toBe(200);
    expect(await commentsOf(id)).toHaveLength(0);
    const again = await onComment(who, id, "delete-comment", comment.id);
    expect(again.status).toBe(404);
    expect(!again.body.ok && again.body.message).toBe("The requested comment was not found.");

    // Reopening a comment deleted meanwhile (a stale page) says so too.
    const stale = await onComment(colleague, id, "reopen-comment", comment.id);
    expect(stale.status).toBe(404);
  });
});

describe("marking reviewed (intent mark-reviewed)", () => {
  it("marks the version shown reviewed once; a second submit or another person is refused", async () => {
    const who = await admin();
    const id = await createDocument(who.company.id, { status: "approved" });
    const fields = { documentId: id, version: 1 };
    const reviewed = await library<DocumentDto>(who, "mark-reviewed", fields);
    expect(reviewed.status).toBe(200);
    expect(reviewed.body.ok && reviewed.body.value.version).toBe(2);

    const again = await library(who, "mark-reviewed", fields);
    expect(again.status).toBe(409);
    expect(!again.body.ok && again.body.message).toMatch(
      /changed since you opened it: it is now Approved \(version 2\)/,
    );
    expect(await versionsOf(id)).toHaveLength(2);

    const colleague = await person({ company: who.company, role: "user" });
    const refused = await library(colleague, "mark-reviewed", { documentId: id, version: 2 });
    expect(refused.status).toBe(403);
  });
});

describe("the page routes' writes are not intents of /documents any more", () => {
  it("refuses edit-document, restore-version, set-lifecycle and remind-readers (400) and writes nothing", async () => {
    const who = await admin();
    const id = await createDocument(who.company.id, { status: "approved", title: "Leave Policy" });
    const [first] = await versionsOf(id);
    for (const [intent, fields] of [
      ["edit-document", { version: 1, title: "Edited", description: "", content: "New" }],
      ["restore-version", { versionId: first!.id }],
      ["set-lifecycle", { ownerUserId: who.user.id, reviewIntervalMonths: "12", readers: "everyone" }],
      ["remind-readers", {}],
    ] as const) {
      const refused = await library(who, intent, { documentId: id, ...fields }).catch(
        (thrown: unknown) => thrown as { init: ResponseInit | null; data: { message: string } },
      );
      expect((refused as { init: ResponseInit | null }).init?.status, intent).toBe(400);
      expect((refused as { data: { message: string } }).data.message).toBe(
        "This form is not known here. Reload the page and try again.",
      );
    }
    expect(await findDocument(id)).toMatchObject({ title: "Leave Policy", ownerUserId: null });
    expect(await versionsOf(id)).toHaveLength(1);
    const mail = await domain()
      .companyDb.select()
      .from(emailOutbox)
      .where(eq(emailOutbox.companyId, who.company.id));
    expect(mail).toEqual([]);
  });
});
