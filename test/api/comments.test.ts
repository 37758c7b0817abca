import type { CommentDto, Tier } from "@charterly/domain/contract";
import { describe, expect, it } from "vitest";
import { callApi, commentsOf, createDocument, person } from "../support/fixtures";

/** A document under review (pending approval on Pay Per Use) with an admin, its author and a colleague. */
async function documentWithPeople(tier: Tier = "enterprise") {
  const admin = await person({ tier, role: "company_admin" });
  const { company } = admin;
  const author = await person({ company, role: "user" });
  const colleague = await person({ company, role: "user" });
  const documentId = await createDocument(company.id, {
    author: { userId: admin.user.id, displayName: "Admin" },
    title: "Code of Conduct",
    content: "Be kind.",
    status: tier === "per_document" ? "pending_approval" : "under_review",
  });
  return {
    company,
    documentId,
    admin: admin.user,
    author: author.user,
    adminCookie: admin.cookie,
    authorCookie: author.cookie,
    colleagueCookie: colleague.cookie,
  };
}

async function addComment(cookie: string, documentId: number, body: unknown) {
  const res = await callApi("POST", `/api/documents/${documentId}/comments`, { cookie, body });
  expect(res.status).toBe(200);
  return (await res.json()) as CommentDto;
}

describe("comments", () => {
  it("are added with their author's name and listed oldest first", async () => {
    const { documentId, author, authorCookie, colleagueCookie } = await documentWithPeople();
    const first = await addComment(authorCookie, documentId, { comment: "  Please define 'kind'.  " });
    expect(first).toMatchObject({
      userId: author.id,
      authorName: "Test user",
      comment: "Please define 'kind'.",
      commentType: "general",
      isResolved: false,
    });
    const second = await addComment(colleagueCookie, documentId, {
      comment: "Add examples",
      commentType: "suggestion",
    });

    const res = await callApi("GET", `/api/documents/${documentId}/comments`, { cookie: colleagueCookie });
    expect(res.status).toBe(200);
    const listed = (await res.json()) as CommentDto[];
    expect(listed.map((c) => c.id)).toEqual([first.id, second.id]);
    expect(listed[0]).toEqual(first);
  });

  it("may be added to a document waiting for approval (per_document)", async () => {
    const { documentId, authorCookie } = await documentWithPeople("per_document");
    await addComment(authorCookie, documentId, {
      comment: "Approve after legal review",
      commentType: "approval",
    });
  });

  it("refuses an empty comment and an unknown type with fields", async () => {
    const { documentId, authorCookie } = await documentWithPeople();
    const empty = await callApi("POST", `/api/documents/${documentId}/comments`, {
      cookie: authorCookie,
      body: { comment: "   " },
    });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toEqual({
      code: "invalid_input",
      message: "comment: A comment cannot be empty.",
      fields: { comment: "A comment cannot be empty." },
    });
    const badType = await callApi("POST", `/api/documents/${documentId}/comments`, {
      cookie: authorCookie,
      body: { comment: "Hi", commentType: "praise" },
    });
    expect(badType.status).toBe(400);
    expect(await badType.json()).toMatchObject({
      code: "invalid_input",
      fields: { commentType: expect.any(String) },
    });
    expect(await commentsOf(documentId)).toHaveLength(0);
  });

  it("other than general ones are resolved and reopened by anyone who sees them", async () => {
    const { documentId, authorCookie, colleagueCookie } = await documentWithPeople();
    const suggestion = await addComment(authorCookie, documentId, {
      comment: "Shorter",
      commentType: "suggestion",
    });
    const resolve = await callApi("PUT", `/api/comments/${suggestion.id}`, {
      cookie: colleagueCookie,
      body: { isResolved: true },
    });
    expect(resolve.status).toBe(200);
    expect(await resolve.json()).toMatchObject({
      id: suggestion.id,
      isResolved: true,
      authorName: "Test user",
    });
    const reopen = await callApi("PUT", `/api/comments/${suggestion.id}`, {
      cookie: authorCookie,
      body: { isResolved: false },
    });
    expect(await reopen.json()).toMatchObject({ isResolved: false });
    expect((await commentsOf(documentId))[0]?.isResolved).toBe(false);

    const bad = await callApi("PUT", `/api/comments/${suggestion.id}`, {
      cookie: authorCookie,
      body: { isResolved: "yes" },
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      code: "invalid_input",
      fields: { isResolved: expect.any(String) },
    });
  });

  it("that are general cannot be resolved", async () => {
    const { documentId, authorCookie } = await documentWithPeople();
    const general = await addComment(authorCookie, documentId, { comment: "Nice" });
    const res = await callApi("PUT", `/api/comments/${general.id}`, {
      cookie: authorCookie,
      body: { isResolved: true },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      code: "invalid_input",
      message: "General comments cannot be resolved.",
    });
    expect((await commentsOf(documentId))[0]?.isResolved).toBe(false);
  });

  it("are deleted by their author only, not even by an admin", async () => {
    const { documentId, authorCookie, adminCookie, colleagueCookie } = await documentWithPeople();
    const mine = await addComment(authorCookie, documentId, { comment: "Mine" });
    for (const cookie of [adminCookie, colleagueCookie]) {
      const res = await callApi("DELETE", `/api/comments/${mine.id}`, { cookie });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({
        code: "forbidden",
        message: "Only the author can delete a comment.",
      });
    }
    expect(await commentsOf(documentId)).toHaveLength(1);
    const res = await callApi("DELETE", `/api/comments/${mine.id}`, { cookie: authorCookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ deleted: true });
    expect(await commentsOf(documentId)).toHaveLength(0);
    expect((await callApi("DELETE", `/api/comments/${mine.id}`, { cookie: authorCookie })).status).toBe(404);
  });

  it("answer at their old path, /api/documents/comments/{id}, for one release: the same operations, each answer naming the new path", async () => {
    const { documentId, authorCookie, colleagueCookie } = await documentWithPeople();
    const suggestion = await addComment(authorCookie, documentId, {
      comment: "Old",
      commentType: "suggestion",
    });
    const resolve = await callApi("PUT", `/api/documents/comments/${suggestion.id}`, {
      cookie: colleagueCookie,
      body: { isResolved: true },
    });
    expect(resolve.status).toBe(200);
    expect(await resolve.json()).toMatchObject({ id: suggestion.id, isResolved: true });
    expect(resolve.headers.get("deprecation")).toBe("true");
    expect(resolve.headers.get("link")).toBe(`</api/comments/${suggestion.id}>; rel="successor-version"`);
    expect((await commentsOf(documentId))[0]?.isResolved).toBe(true);

    // The same rules: only the author deletes.
    const refused = await callApi("DELETE", `/api/documents/comments/${suggestion.id}`, {
      cookie: colleagueCookie,
    });
    expect(refused.status).toBe(403);
    const removed = await callApi("DELETE", `/api/documents/comments/${suggestion.id}`, {
      cookie: authorCookie,
    });
    expect(removed.status).toBe(200);
    expect(await removed.json()).toEqual({ deleted: true });
    expect(removed.headers.get("deprecation")).toBe("true");
    expect(await commentsOf(documentId)).toHaveLength(0);

    // The new path's neighbours under /documents are untouched by the old one.
    expect(
      (await callApi("GET", `/api/documents/${documentId}/comments`, { cookie: authorCookie })).status,
    ).toBe(200);
  });

  it("are refused to a freemium company", async () => {
    const { cookie } = await person({ tier: "freemium", role: "company_admin" });
    const res = await callApi("GET", "/api/documents/1/comments", { cookie });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({
      message: "Your plan includes the template library only. Upgrade to keep documents in Charterly.",
    });
  });

  it("answer 404 for a missing document or comment", async () => {
    const { authorCookie } = await documentWithPeople();
    expect((await callApi("GET", "/api/documents/99999999/comments", { cookie: authorCookie })).status).toBe(
      404,
    );
    const add = await callApi("POST", "/api/documents/99999999/comments", {
      cookie: authorCookie,
      body: { comment: "x" },
    });
    expect(add.status).toBe(404);
    const update = await callApi("PUT", "/api/comments/abc", {
      cookie: authorCookie,
      body: { isResolved: true },
    });
    expect(update.status).toBe(404);
  });

  it("of another company answer 404 and stay as they are", async () => {
    const owner = await documentWithPeople();
    const comment = await addComment(owner.authorCookie, owner.documentId, {
      comment: "Ours",
      commentType: "suggestion",
    });
    const before = await commentsOf(owner.documentId);
    const stranger = await documentWithPeople();
    for (const cookie of [stranger.adminCookie, stranger.authorCookie]) {
      for (const [method, path, body] of [
        ["GET", `/api/documents/${owner.documentId}/comments`],
        ["POST", `/api/documents/${owner.documentId}/comments`, { comment: "Theirs" }],
        ["PUT", `/api/comments/${comment.id}`, { isResolved: true }],
        ["DELETE", `/api/comments/${comment.id}`],
      ] as Array<[string, string, unknown?]>) {
        const res = await callApi(method, path, { cookie, body });
        expect(res.status, `${method} ${path}`).toBe(404);
      }
    }
    expect(await commentsOf(owner.documentId)).toEqual(before);
  });
});
