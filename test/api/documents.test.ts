import { env } from "cloudflare:workers";
import type { DocumentDto, DocumentListDto, DocumentVersionDto, Tier } from "@charterly/domain/contract";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { documents, documentVersions } from "../../worker/db/schema";
import {
  callApi,
  commentsOf,
  createCompany,
  createDocument,
  domain,
  findDocument,
  person,
  versionsOf,
} from "../support/fixtures";

const TIER_MESSAGE = "Your plan includes the template library only. Upgrade to keep documents in Charterly.";
const PENDING_EDIT = "This document is waiting for approval. Approve it (1 token) or reject it first.";
const PENDING_DOWNLOAD =
  "Document downloads are not available while pending approval. Please approve the document first to consume a token and enable downloads.";

/** A company with a company admin and a plain user, each signed in. */
async function companyWithPeople(tier: Tier = "enterprise") {
  const admin = await person({ tier, role: "company_admin" });
  const user = await person({ company: admin.company, role: "user" });
  return {
    company: admin.company,
    admin: admin.user,
    user: user.user,
    adminCookie: admin.cookie,
    userCookie: user.cookie,
  };
}

async function list(cookie: string, query = "") {
  const res = await callApi("GET", `/api/documents${query}`, { cookie });
  expect(res.status).toBe(200);
  return (await res.json()) as DocumentListDto;
}

describe("GET /api/documents", () => {
  it("refuses a freemium company with the upgrade message", async () => {
    const { adminCookie, userCookie } = await companyWithPeople("freemium");
    for (const cookie of [adminCookie, userCookie]) {
      const res = await callApi("GET", "/api/documents", { cookie });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ code: "forbidden", message: TIER_MESSAGE });
    }
  });

  it("lists the company's documents newest change first, without content, with Active and Archived counts", async () => {
    const { company, userCookie } = await companyWithPeople("per_document");
    const other = await createCompany("enterprise");
    await createDocument(other.id, { title: "Not ours" });
    const oldest = await createDocument(company.id, {
      title: "Oldest",
      at: new Date("2026-01-01T00:00:00Z"),
    });
    const newest = await createDocument(company.id, {
      title: "Newest",
      at: new Date("2026-03-01T00:00:00Z"),
    });
    const archived = await createDocument(company.id, {
      title: "Archived",
      status: "archived",
      at: new Date("2026-02-01T00:00:00Z"),
    });

    const body = await list(userCookie);
    expect(body.documents.map((d) => d.id)).toEqual([newest, archived, oldest]);
    expect(body.documents[0]).toEqual({
      id: newest,
      title: "Newest",
      description: null,
      category: "hr",
      status: "draft",
      version: 1,
      templateId: null,
      createdAt: "2026-03-01T00:00:00.000Z",
      updatedAt: "2026-03-01T00:00:00.000Z",
      ownerUserId: null,
      reviewIntervalMonths: null,
      inForceSince: null,
      nextReviewAt: null,
      readerRoles: null,
    });
    expect(body.documents[0]).not.toHaveProperty("content");
    expect(body.counts).toEqual({ active: 2, archived: 1 });
    expect(body.nextCursor).toBeNull();
  });

  it("filters by tab, status (approved includes generated) and category; counts ignore tab and status", async () => {
    const { company, userCookie } = await companyWithPeople();
    const ids = {
      draft: await createDocument(company.id, { status: "draft", category: "hr" }),
      generated: await createDocument(company.id, { status: "generated", category: "hr" }),
      approved: await createDocument(company.id, { status: "approved", category: "it" }),
      underReview: await createDocument(company.id, { status: "under_review", category: "it" }),
      archived: await createDocument(company.id, { status: "archived", category: "hr" }),
    };
    const idsOf = (body: DocumentListDto) => body.documents.map((d) => d.id).sort((a, b) => a - b);
    const sorted = (...values: number[]) => values.sort((a, b) => a - b);

    const active = await list(userCookie, "?tab=active");
    expect(idsOf(active)).toEqual(sorted(ids.draft, ids.generated, ids.approved, ids.underReview));
    expect(active.counts).toEqual({ active: 4, archived: 1 });
    expect(idsOf(await list(userCookie, "?tab=archived"))).toEqual([ids.archived]);

    const approved = await list(userCookie, "?status=approved");
    expect(idsOf(approved)).toEqual(sorted(ids.generated, ids.approved));
    expect(approved.counts).toEqual({ active: 4, archived: 1 });
    expect(idsOf(await list(userCookie, "?status=generated"))).toEqual([ids.generated]);
    expect(idsOf(await list(userCookie, "?status=draft"))).toEqual([ids.draft]);
    expect(idsOf(await list(userCookie, "?tab=archived&status=draft"))).toEqual([]);

    const hr = await list(userCookie, "?category=hr");
    expect(idsOf(hr)).toEqual(sorted(ids.draft, ids.generated, ids.archived));
    expect(hr.counts).toEqual({ active: 2, archived: 1 });
  });

  it("searches title, description and text as words, any case; % and _ are never wildcards", async () => {
    const { company, userCookie } = await companyWithPeople();
    const byTitle = await createDocument(company.id, { title: "Travel Expenses", description: null });
    const byDescription = await createDocument(company.id, {
      title: "Trips",
      description: "How we book TRAVEL and claim costs",
    });
    const byText = await createDocument(company.id, {
      title: "Security",
      description: "Passwords",
      content: "Laptops never travel unencrypted.",
    });
    const percent = await createDocument(company.id, { title: "100% remote", description: "a_b" });
    await createDocument(company.id, { title: "1000 remote", description: "axb" });

    const travel = await list(userCookie, "?search=travel");
    expect(travel.documents.map((d) => d.id)).toEqual([byTitle, byDescription, byText]);
    expect(travel.counts).toMatchObject({ active: 3, archived: 0 });
    expect((await list(userCookie, "?search=100%25%20remote")).documents.map((d) => d.id)).toEqual([percent]);
    expect((await list(userCookie, "?search=a_b")).documents.map((d) => d.id)).toEqual([percent]);
    // A wildcard would match everything: these match nothing.
    expect((await list(userCookie, "?search=%25")).documents).toEqual([]);
    expect((await list(userCookie, "?search=_")).documents).toEqual([]);
    expect((await list(userCookie, "?search=%20%20")).documents).toHaveLength(5);
  });

  it("pages with an opaque cursor, ties in updatedAt broken by id", async () => {
    const { company, userCookie } = await companyWithPeople();
    const sameTime = new Date("2026-05-05T10:00:00Z");
    const created: number[] = [];
    for (let i = 0; i < 5; i++)
      created.push(await createDocument(company.id, { title: `Doc ${i}`, at: sameTime }));
    const later = await createDocument(company.id, { title: "Later", at: new Date("2026-05-06T10:00:00Z") });
    const expected = [later, ...created.reverse()];

    const seen: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const body: DocumentListDto = await list(
        userCookie,
        `?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`,
      );
      seen.push(...body.documents.map((d) => d.id));
      expect(body.counts).toEqual({ active: 6, archived: 0 });
      cursor = body.nextCursor;
      pages++;
    } while (cursor && pages < 10);
    expect(seen).toEqual(expected);
    expect(pages).toBe(3);
  });

  it("answers 400 with fields for a bad query or cursor", async () => {
    const { userCookie } = await companyWithPeople();
    const badLimit = await callApi("GET", "/api/documents?limit=500&status=lost", { cookie: userCookie });
    expect(badLimit.status).toBe(400);
    const body = (await badLimit.json()) as { code: string; fields: Record<string, string> };
    expect(body.code).toBe("invalid_input");
    expect(Object.keys(body.fields).sort()).toEqual(["limit", "status"]);
    const badCursor = await callApi("GET", "/api/documents?cursor=bm90LWEtY3Vyc29y", { cookie: userCookie });
    expect(badCursor.status).toBe(400);
    expect(await badCursor.json()).toMatchObject({
      code: "invalid_input",
      fields: { cursor: expect.any(String) },
    });
  });

  it("shows a platform admin only their own company's documents", async () => {
    const { company } = await companyWithPeople();
    await createDocument(company.id, { title: "Customer's document" });
    const platformAdmin = await person({ tier: "system_admin", role: "platform_admin" });
    const mine = await createDocument(platformAdmin.company.id, { title: "Platform's own" });
    const body = await list(platformAdmin.cookie);
    expect(body.documents.map((d) => d.id)).toEqual([mine]);
  });

  describe("with 2,000 documents", () => {
    let companyId: number;
    let cookie: string;
    beforeAll(async () => {
      const setup = await companyWithPeople();
      companyId = setup.company.id;
      cookie = setup.userCookie;
      const big = "Lorem ipsum dolor sit amet. ".repeat(300);
      await env.DB.prepare(
        `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 2000)
         INSERT INTO documents (company_id, title, description, category, status, version, created_at, updated_at)
         SELECT ?1, 'Policy ' || i, 'Description ' || i, CASE i % 3 WHEN 0 THEN 'hr' WHEN 1 THEN 'it' ELSE 'legal' END,
                CASE WHEN i % 10 = 0 THEN 'archived' ELSE 'approved' END, 1,
                1767225600000 + i * 1000, 1767225600000 + i * 1000
         FROM n`,
      )
        .bind(companyId)
        .run();
      // Each document's text is its version 1 (decision 015).
      await env.DB.prepare(
        `INSERT INTO document_versions (document_id, company_id, version, title, content, status, change_type)
         SELECT id, company_id, 1, title, ?2, status, 'created' FROM documents WHERE company_id = ?1`,
      )
        .bind(companyId, big)
        .run();
    });

    // How the queries walk the indexes: test/api/library-query-plans.test.ts.
    it("pages through all of them once, newest first, with the tab counts of all", async () => {
      const first = await list(cookie, "?limit=50");
      expect(first.documents).toHaveLength(50);
      expect(first.documents[0]!.title).toBe("Policy 2000");
      expect(first.counts).toEqual({ active: 1800, archived: 200 });

      let cursor = first.nextCursor;
      const seen = new Set(first.documents.map((d) => d.id));
      while (cursor) {
        const page = await list(cookie, `?limit=200&cursor=${encodeURIComponent(cursor)}`);
        for (const d of page.documents) seen.add(d.id);
        cursor = page.nextCursor;
      }
      expect(seen.size).toBe(2000);

      const legal = await list(cookie, "?category=legal&tab=archived&limit=200");
      expect(legal.counts).toEqual({ active: 600, archived: 67 });
      expect(legal.documents).toHaveLength(67);
      expect(legal.documents.every((d) => d.category === "legal" && d.status === "archived")).toBe(true);
    });
  });
});

describe("GET /api/documents/:documentId", () => {
  it("answers the whole document", async () => {
    const { company, userCookie } = await companyWithPeople("per_document");
    const id = await createDocument(company.id, {
      title: "Leave",
      content: "Twenty days a year.",
      description: "Leave rules",
    });
    const res = await callApi("GET", `/api/documents/${id}`, { cookie: userCookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      id,
      title: "Leave",
      description: "Leave rules",
      content: "Twenty days a year.",
      status: "draft",
      version: 1,
    });
  });

  it("answers 404 for a missing or non-numeric id", async () => {
    const { userCookie } = await companyWithPeople();
    for (const path of ["/api/documents/99999999", "/api/documents/abc", "/api/documents/0"]) {
      const res = await callApi("GET", path, { cookie: userCookie });
      expect(res.status, path).toBe(404);
      expect(await res.json()).toMatchObject({ code: "not_found" });
    }
  });
});

describe("PUT /api/documents/:documentId", () => {
  it("an edit of the content records a content_updated version with the word count and bumps the version", async () => {
    const { company, user, userCookie } = await companyWithPeople();
    const id = await createDocument(company.id, { content: "one two" });
    const res = await callApi("PUT", `/api/documents/${id}`, {
      cookie: userCookie,
      body: { title: "Remote Work Policy", description: "Who may work where", content: "one two three four" },
    });
    expect(res.status).toBe(200);
    const document = (await res.json()) as DocumentDto;
    expect(document).toMatchObject({
      version: 2,
      content: "one two three four",
      description: "Who may work where",
    });

    const versions = await versionsOf(id);
    expect(versions).toHaveLength(2);
    expect(versions.find((v) => v.version === 2)).toMatchObject({
      changeType: "content_updated",
      changeDescription: "Content updated",
      changedByUserId: user.id,
      changedByName: "Test user",
      wordCount: 4,
      title: "Remote Work Policy",
      content: "one two three four",
      status: "draft",
    });
  });

  it("names what changed: content and title, or the title alone", async () => {
    const { company, userCookie } = await companyWithPeople();
    const id = await createDocument(company.id, { title: "Old", content: "Body" });
    await callApi("PUT", `/api/documents/${id}`, {
      cookie: userCookie,
      body: { title: "New", content: "New body" },
    });
    await callApi("PUT", `/api/documents/${id}`, {
      cookie: userCookie,
      body: { title: "Newer", content: "New body" },
    });
    const versions = (await versionsOf(id)).sort((a, b) => a.version - b.version);
    expect(versions.map((v) => [v.version, v.changeType, v.changeDescription])).toEqual([
      [1, "created", "Document created"],
      [2, "content_updated", "Content and title updated"],
      [3, "title_changed", 'Title changed to "Newer"'],
    ]);
    expect((await findDocument(id))?.version).toBe(3);
  });

  it("an edit that changes nothing writes nothing", async () => {
    const { company, userCookie } = await companyWithPeople();
    const id = await createDocument(company.id, {
      title: "Same",
      content: "Same body",
      description: "Same description",
    });
    const before = await findDocument(id);
    const res = await callApi("PUT", `/api/documents/${id}`, {
      cookie: userCookie,
      body: { title: "  Same ", content: "Same body" },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ version: 1, description: "Same description" });
    expect(await findDocument(id)).toEqual(before);
    expect(await versionsOf(id)).toHaveLength(1);
  });

  it("sets the status from the library's select, and setting the same status does nothing", async () => {
    const { company, userCookie } = await companyWithPeople("per_document");
    const id = await createDocument(company.id, { status: "draft" });
    const res = await callApi("PUT", `/api/documents/${id}`, {
      cookie: userCookie,
      body: { status: "under_review" },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: "under_review", version: 2 });
    const again = await callApi("PUT", `/api/documents/${id}`, {
      cookie: userCookie,
      body: { status: "under_review" },
    });
    expect(await again.json()).toMatchObject({ status: "under_review", version: 2 });
    const versions = await versionsOf(id);
    expect(versions).toHaveLength(2);
    expect(versions.find((v) => v.version === 2)).toMatchObject({
      changeType: "status_changed",
      changeDescription: "Status changed from Draft to Under Review",
      status: "under_review",
    });
  });

  it("refuses statuses the select does not offer, and mixed or invalid bodies, with fields", async () => {
    const { company, userCookie } = await companyWithPeople();
    const id = await createDocument(company.id);
    for (const body of [
      { status: "pending_approval" },
      { status: "generated" },
      { title: "", content: "x" },
      { status: "draft", title: "T", content: "x" },
      { title: "T" },
    ]) {
      const res = await callApi("PUT", `/api/documents/${id}`, { cookie: userCookie, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      const error = (await res.json()) as { code: string; message: string; fields: Record<string, string> };
      expect(error.code).toBe("invalid_input");
      expect(error.message).toEqual(expect.any(String));
      expect(Object.keys(error.fields).length).toBeGreaterThan(0);
    }
    const pending = await callApi("PUT", `/api/documents/${id}`, {
      cookie: userCookie,
      body: { status: "pending_approval" },
    });
    expect(await pending.json()).toEqual({
      code: "invalid_input",
      message: "status: Choose Draft, Under Review, Approved or Archived.",
      fields: { status: "Choose Draft, Under Review, Approved or Archived." },
    });
    const notJson = await callApi("PUT", `/api/documents/${id}`, {
      cookie: userCookie,
      headers: { "content-type": "application/json" },
    });
    expect(notJson.status).toBe(400);
    expect(await versionsOf(id)).toHaveLength(1);
  });

  it("refuses to edit or change the status of a document waiting for approval", async () => {
    const { company, userCookie } = await companyWithPeople("per_document");
    const id = await createDocument(company.id, { status: "pending_approval" });
    for (const body of [{ status: "approved" }, { title: "T", content: "changed" }]) {
      const res = await callApi("PUT", `/api/documents/${id}`, { cookie: userCookie, body });
      expect(res.status).toBe(409);
      expect(await res.json()).toEqual({ code: "conflict", message: PENDING_EDIT });
    }
    expect(await findDocument(id)).toMatchObject({ status: "pending_approval", version: 1 });
  });

  it("answers 409 and changes nothing when another edit took the next version number first", async () => {
    const { company, userCookie } = await companyWithPeople();
    const id = await createDocument(company.id, { content: "original" });
    // The other writer's version row is there; its document update has not been read by us.
    await domain().companyDb.insert(documentVersions).values({
      documentId: id,
      companyId: company.id,
      version: 2,
      title: "Remote Work Policy",
      content: "theirs",
      status: "draft",
      changeType: "content_updated",
    });
    const res = await callApi("PUT", `/api/documents/${id}`, {
      cookie: userCookie,
      body: { title: "Remote Work Policy", content: "mine" },
    });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      code: "conflict",
      message: "The document changed while you were editing. Reload and try again.",
    });
    expect(await findDocument(id)).toMatchObject({ content: "original", version: 1 });
    expect(await versionsOf(id)).toHaveLength(2);
  });

  it("lets only one of two simultaneous edits write each version number", async () => {
    const { company, userCookie } = await companyWithPeople();
    const id = await createDocument(company.id, { content: "original" });
    const results = await Promise.all(
      ["first", "second", "third"].map((content) =>
        callApi("PUT", `/api/documents/${id}`, {
          cookie: userCookie,
          body: { title: "Remote Work Policy", content },
        }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
    const row = await findDocument(id);
    expect(row!.version).toBe(1 + statuses.filter((s) => s === 200).length);
    const versions = await versionsOf(id);
    expect(versions).toHaveLength(row!.version);
    expect(versions.find((v) => v.version === row!.version)?.content).toBe(row!.content);
  });
});

describe("DELETE /api/documents/:documentId", () => {
  it("refuses a plain user with the admin message", async () => {
    const { company, userCookie } = await companyWithPeople();
    const id = await createDocument(company.id);
    const res = await callApi("DELETE", `/api/documents/${id}`, { cookie: userCookie });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      code: "forbidden",
      message: "Admin privileges required to delete documents.",
    });
    expect(await findDocument(id)).toBeDefined();
  });

  it("refuses a freemium admin with the upgrade message", async () => {
    const { adminCookie } = await companyWithPeople("freemium");
    const res = await callApi("DELETE", "/api/documents/1", { cookie: adminCookie });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ code: "forbidden", message: TIER_MESSAGE });
  });

  it("lets an admin delete the document with its versions and comments", async () => {
    const { company, admin, adminCookie, userCookie } = await companyWithPeople();
    const id = await createDocument(company.id);
    const keep = await createDocument(company.id, { title: "Keep me" });
    await callApi("PUT", `/api/documents/${id}`, { cookie: userCookie, body: { status: "approved" } });
    await callApi("POST", `/api/documents/${id}/comments`, {
      cookie: userCookie,
      body: { comment: "Looks good" },
    });
    await callApi("POST", `/api/documents/${keep}/comments`, {
      cookie: userCookie,
      body: { comment: "Keep" },
    });

    const res = await callApi("DELETE", `/api/documents/${id}`, { cookie: adminCookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ deleted: true });
    expect(await findDocument(id)).toBeUndefined();
    expect(await versionsOf(id)).toHaveLength(0);
    expect(await commentsOf(id)).toHaveLength(0);
    expect(await versionsOf(keep)).toHaveLength(1);
    expect(await commentsOf(keep)).toHaveLength(1);
    expect((await callApi("DELETE", `/api/documents/${id}`, { cookie: adminCookie })).status).toBe(404);
    expect(admin.role).toBe("company_admin");
  });
});

describe("POST /api/documents/:documentId/archive", () => {
  it("archives with the reason and records it", async () => {
    const { company, userCookie } = await companyWithPeople();
    const id = await createDocument(company.id, { status: "approved" });
    const res = await callApi("POST", `/api/documents/${id}/archive`, {
      cookie: userCookie,
      body: { reason: "Replaced by the 2026 policy" },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: "archived", version: 2 });
    expect(await findDocument(id)).toMatchObject({ archiveReason: "Replaced by the 2026 policy" });
    expect((await versionsOf(id)).find((v) => v.version === 2)).toMatchObject({
      changeType: "status_changed",
      changeDescription: "Archived: Replaced by the 2026 policy",
      status: "archived",
    });
    expect((await list(userCookie, "?tab=archived")).documents.map((d) => d.id)).toEqual([id]);
    const again = await callApi("POST", `/api/documents/${id}/archive`, { cookie: userCookie, body: {} });
    expect(await again.json()).toMatchObject({ status: "archived", version: 2 });
  });
});

describe("versions, restore and compare", () => {
  async function documentWithHistory() {
    const setup = await companyWithPeople("per_document");
    const id = await createDocument(setup.company.id, {
      title: "Expenses",
      content: "Line one\nLine two\nLine three",
    });
    await callApi("PUT", `/api/documents/${id}`, {
      cookie: setup.userCookie,
      body: { title: "Expenses", content: "Line one\nLine 2\nLine three\nLine four" },
    });
    const res = await callApi("GET", `/api/documents/${id}/versions`, { cookie: setup.userCookie });
    expect(res.status).toBe(200);
    return { ...setup, id, versions: (await res.json()) as DocumentVersionDto[] };
  }

  it("lists versions newest first", async () => {
    const { versions, user } = await documentWithHistory();
    expect(versions.map((v) => [v.version, v.changeType])).toEqual([
      [2, "content_updated"],
      [1, "created"],
    ]);
    expect(versions[0]).toMatchObject({
      changedBy: user.id,
      changedByName: "Test user",
      wordCount: 8,
      title: "Expenses",
    });
  });

  it("restores an earlier version as a new version", async () => {
    const { id, versions, userCookie } = await documentWithHistory();
    const first = versions.find((v) => v.version === 1)!;
    const res = await callApi("POST", `/api/documents/${id}/restore/${first.id}`, { cookie: userCookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ version: 3, content: "Line one\nLine two\nLine three" });
    const latest = (await versionsOf(id)).find((v) => v.version === 3);
    expect(latest).toMatchObject({
      changeType: "restored",
      changeDescription: "Restored version 1",
      content: "Line one\nLine two\nLine three",
      wordCount: 6,
    });
  });

  it("answers 404 for a version of another document", async () => {
    const { id, company, userCookie } = await documentWithHistory();
    const otherDocument = await createDocument(company.id);
    const [otherVersion] = await versionsOf(otherDocument);
    const res = await callApi("POST", `/api/documents/${id}/restore/${otherVersion!.id}`, {
      cookie: userCookie,
    });
    expect(res.status).toBe(404);
    expect((await findDocument(id))?.version).toBe(2);
  });

  it("refuses to restore or export a document waiting for approval", async () => {
    const { company, userCookie } = await companyWithPeople("per_document");
    const id = await createDocument(company.id, { status: "pending_approval" });
    const [version] = await versionsOf(id);
    const restore = await callApi("POST", `/api/documents/${id}/restore/${version!.id}`, {
      cookie: userCookie,
    });
    expect(restore.status).toBe(409);
    expect(await restore.json()).toEqual({ code: "conflict", message: PENDING_EDIT });
    const exported = await callApi("GET", `/api/documents/${id}/export`, { cookie: userCookie });
    expect(exported.status).toBe(409);
    expect(await exported.json()).toEqual({ code: "conflict", message: PENDING_DOWNLOAD });
  });

  it("compares two versions, the older first, whichever order they are given in", async () => {
    const { versions, userCookie } = await documentWithHistory();
    const [newer, older] = versions;
    const res = await callApi("POST", "/api/documents/versions/compare", {
      cookie: userCookie,
      body: { versionId1: newer!.id, versionId2: older!.id },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      version1: {
        version: 1,
        createdAt: older!.createdAt,
        changeDescription: "Document created",
        content: "Line one\nLine two\nLine three",
      },
      version2: {
        version: 2,
        createdAt: newer!.createdAt,
        changeDescription: "Content updated",
        content: "Line one\nLine 2\nLine three\nLine four",
      },
      differences: [
        { type: "changed", content: "Line 2", oldContent: "Line two", newContent: "Line 2", position: 2 },
        { type: "added", content: "Line four", position: 4 },
      ],
    });
  });

  it("refuses versions of two different documents, and versions it cannot see", async () => {
    const { company, versions, userCookie } = await documentWithHistory();
    const [otherVersion] = await versionsOf(await createDocument(company.id));
    const mixed = await callApi("POST", "/api/documents/versions/compare", {
      cookie: userCookie,
      body: { versionId1: versions[0]!.id, versionId2: otherVersion!.id },
    });
    expect(mixed.status).toBe(400);
    expect(await mixed.json()).toMatchObject({ message: "Both versions must belong to the same document." });

    const stranger = await companyWithPeople();
    const foreign = await callApi("POST", "/api/documents/versions/compare", {
      cookie: stranger.userCookie,
      body: { versionId1: versions[0]!.id, versionId2: versions[1]!.id },
    });
    expect(foreign.status).toBe(404);

    const missing = await callApi("POST", "/api/documents/versions/compare", {
      cookie: userCookie,
      body: { versionId1: versions[0]!.id },
    });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({
      code: "invalid_input",
      fields: { versionId2: expect.any(String) },
    });
  });
});

describe("GET /api/documents/:documentId/export", () => {
  it("answers what the browser needs to build the file", async () => {
    const { company, userCookie } = await companyWithPeople("per_document");
    const id = await createDocument(company.id, {
      title: "Travel",
      content: "Book early.",
      category: "travel",
      status: "approved",
      at: new Date("2026-04-01T00:00:00Z"),
    });
    const res = await callApi("GET", `/api/documents/${id}/export`, { cookie: userCookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      id,
      title: "Travel",
      content: "Book early.",
      category: "travel",
      status: "approved",
      createdAt: "2026-04-01T00:00:00.000Z",
      updatedAt: "2026-04-01T00:00:00.000Z",
      marking: null,
    });
  });
});

describe("another company's ids", () => {
  it("answer 404 on every document and comment route, and change nothing", async () => {
    const owner = await companyWithPeople("enterprise");
    const id = await createDocument(owner.company.id, {
      title: "Secret",
      content: "CONFIDENTIAL",
      status: "approved",
    });
    const [version] = await versionsOf(id);
    const commentRes = await callApi("POST", `/api/documents/${id}/comments`, {
      cookie: owner.userCookie,
      body: { comment: "Internal note", commentType: "suggestion" },
    });
    const commentId = ((await commentRes.json()) as { id: number }).id;
    const snapshot = async () => ({
      document: await findDocument(id),
      versions: await versionsOf(id),
      comments: await commentsOf(id),
    });
    const before = await snapshot();

    const intruders = [await companyWithPeople("per_document"), await companyWithPeople("enterprise")];
    const platformAdmin = await person({ tier: "system_admin", role: "platform_admin" });
    const cookies = [...intruders.flatMap((i) => [i.userCookie, i.adminCookie]), platformAdmin.cookie];
    const calls: Array<[string, string, unknown?]> = [
      ["GET", `/api/documents/${id}`],
      ["PUT", `/api/documents/${id}`, { status: "archived" }],
      ["PUT", `/api/documents/${id}`, { title: "Stolen", content: "x" }],
      ["DELETE", `/api/documents/${id}`],
      ["POST", `/api/documents/${id}/archive`, { reason: "x" }],
      ["GET", `/api/documents/${id}/versions`],
      ["POST", `/api/documents/${id}/restore/${version!.id}`],
      ["GET", `/api/documents/${id}/export`],
      ["POST", "/api/documents/versions/compare", { versionId1: version!.id, versionId2: version!.id }],
      ["GET", `/api/documents/${id}/comments`],
      ["POST", `/api/documents/${id}/comments`, { comment: "x" }],
      ["PUT", `/api/comments/${commentId}`, { isResolved: true }],
      ["DELETE", `/api/comments/${commentId}`],
    ];
    for (const cookie of cookies) {
      for (const [method, path, body] of calls) {
        const res = await callApi(method, path, { cookie, body });
        const label = `${method} ${path}`;
        if (
          method === "DELETE" &&
          path.startsWith("/api/documents/") &&
          !path.includes("comments") &&
          res.status === 403
        ) {
          continue; // a plain user is refused delete before the id is looked at
        }
        expect(res.status, label).toBe(404);
        expect(((await res.json()) as { code: string }).code, label).toBe("not_found");
      }
    }
    expect(await snapshot()).toEqual(before);
    // Sanity: the owner still sees everything.
    const own = await callApi("GET", `/api/documents/${id}`, { cookie: owner.userCookie });
    expect(own.status).toBe(200);
    expect(
      await domain()
        .companyDb.select()
        .from(documents)
        .where(and(eq(documents.id, id), eq(documents.companyId, owner.company.id))),
    ).toHaveLength(1);
  });
});
