import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditEvents, knowledgeChunks } from "../../worker/db/schema";
import {
  APP_ORIGIN,
  createDocument,
  domain,
  fetchApi,
  findDocument,
  person,
  versionsOf,
} from "../support/fixtures";

const OLD = new Date("2020-03-01T10:00:00Z");
const RECENT = new Date();

const chunksOf = (documentId: number) =>
  domain().companyDb.select().from(knowledgeChunks).where(eq(knowledgeChunks.documentId, documentId));

const CONTENT = "1. Purpose\n\nEmployees may work remotely two days a week.\n\n2. Scope\n\nAll staff.";

async function enterpriseWithDocuments() {
  const admin = await person({ tier: "enterprise", role: "company_admin" });
  const author = { userId: admin.user.id, displayName: "Admin" };
  const doc = (title: string, status: "draft" | "approved" | "archived" | "pending_approval", at: Date) =>
    createDocument(admin.company.id, { author, title, category: "hr", content: CONTENT, status, at });
  const ids = {
    oldDraft: await doc("Old draft", "draft", OLD),
    oldApproved: await doc("Old approved", "approved", OLD),
    oldArchived: await doc("Old archived", "archived", OLD),
    oldPending: await doc("Old pending", "pending_approval", OLD),
    recent: await doc("Recent", "approved", RECENT),
  };
  return { admin, ids };
}

function replaceVersion(
  cookie: string,
  documentId: number,
  name: string,
  text: string,
  description?: string,
) {
  const form = new FormData();
  form.set("file", new File([new TextEncoder().encode(text)], name));
  if (description) form.set("changeDescription", description);
  return fetchApi(
    new Request(`${APP_ORIGIN}/api/admin/documents/${documentId}/replace-version`, {
      method: "POST",
      headers: { cookie, origin: APP_ORIGIN },
      body: form,
    }),
  );
}

describe("archive old documents", () => {
  it("previews how many documents were last changed before the date, then archives them in one go", async () => {
    const { admin, ids } = await enterpriseWithDocuments();
    const other = await enterpriseWithDocuments();
    const preview = await fetchApi(
      new Request(`${APP_ORIGIN}/api/admin/documents/archive-preview?before=2021-01-01`, {
        headers: { cookie: admin.cookie },
      }),
    );
    expect(preview.status).toBe(200);
    expect(await preview.json()).toEqual({ before: "2021-01-01", count: 2 });
    expect((await chunksOf(ids.oldApproved)).length).toBeGreaterThan(0);

    const res = await fetchApi(
      new Request(`${APP_ORIGIN}/api/admin/documents/archive-old`, {
        method: "POST",
        headers: { cookie: admin.cookie, origin: APP_ORIGIN, "content-type": "application/json" },
        body: JSON.stringify({ before: "2021-01-01", reason: "Superseded by the 2024 handbook" }),
      }),
    );
    expect(res.status).toBe(200);
    const body = (await res.json()) as { archived: number; documentIds: number[]; remaining: number };
    expect(body.archived).toBe(2);
    expect(body.remaining).toBe(0);
    expect(body.documentIds.sort()).toEqual([ids.oldDraft, ids.oldApproved].sort());

    for (const id of [ids.oldDraft, ids.oldApproved]) {
      const document = await findDocument(id);
      expect(document).toMatchObject({
        status: "archived",
        archiveReason: "Superseded by the 2024 handbook",
        version: 2,
      });
      const versions = await versionsOf(id);
      expect(versions.at(-1)).toMatchObject({
        version: 2,
        status: "archived",
        changeType: "status_changed",
        changeDescription: "Archived: Superseded by the 2024 handbook",
        changedByUserId: admin.user.id,
      });
    }
    // Out of force: its passages left the knowledge index in the same batch.
    expect(await chunksOf(ids.oldApproved)).toEqual([]);
    // Untouched: the recent one, the pending one, the already archived one, and the other company's.
    expect((await findDocument(ids.recent))!.status).toBe("approved");
    expect((await findDocument(ids.oldPending))!.status).toBe("pending_approval");
    expect((await findDocument(ids.oldArchived))!.version).toBe(1);
    expect((await findDocument(other.ids.oldDraft))!.status).toBe("draft");

    const audit = await domain()
      .companyDb.select()
      .from(auditEvents)
      .where(eq(auditEvents.companyId, admin.company.id));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: "documents.archive_old", actorUserId: admin.user.id });
  });

  it("refuses a bad date and a missing reason; is for enterprise admins only", async () => {
    const { admin } = await enterpriseWithDocuments();
    const post = (cookie: string, body: unknown) =>
      fetchApi(
        new Request(`${APP_ORIGIN}/api/admin/documents/archive-old`, {
          method: "POST",
          headers: { cookie, origin: APP_ORIGIN, "content-type": "application/json" },
          body: JSON.stringify(body),
        }),
      );
    expect((await post(admin.cookie, { before: "01/01/2021", reason: "Old" })).status).toBe(400);
    expect((await post(admin.cookie, { before: "2021-01-01", reason: "  " })).status).toBe(400);
    const payPerUse = await person({ tier: "per_document", role: "company_admin" });
    expect((await post(payPerUse.cookie, { before: "2021-01-01", reason: "Old" })).status).toBe(403);
    const user = await person({ tier: "enterprise", role: "user" });
    expect((await post(user.cookie, { before: "2021-01-01", reason: "Old" })).status).toBe(403);
  });
});

describe("replace a document's version", () => {
  it("the file's text becomes the next version, recorded with the change description", async () => {
    const { admin, ids } = await enterpriseWithDocuments();
    const res = await replaceVersion(
      admin.cookie,
      ids.oldDraft,
      "handbook-v2.md",
      "# Remote work\n\nThree days a week.",
      "Board update",
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      documentId: ids.oldDraft,
      version: 2,
      status: "draft",
      tookOutOfForce: false,
    });
    const document = await findDocument(ids.oldDraft);
    expect(document!.content).toContain("Three days a week.");
    const versions = await versionsOf(ids.oldDraft);
    expect(versions.at(-1)).toMatchObject({
      version: 2,
      changeType: "content_updated",
      changeDescription: "Board update",
    });
  });

  it("a document in force goes to Under Review (decision 009) and leaves the knowledge index", async () => {
    const { admin, ids } = await enterpriseWithDocuments();
    const res = await replaceVersion(
      admin.cookie,
      ids.recent,
      "policy.txt",
      "Remote work: three days a week.",
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      documentId: ids.recent,
      version: 3,
      status: "under_review",
      tookOutOfForce: true,
    });
    const versions = await versionsOf(ids.recent);
    expect(versions.slice(-2)).toMatchObject([
      {
        version: 2,
        status: "under_review",
        changeType: "content_updated",
        changeDescription: "Version replaced with the text of policy.txt",
      },
      { version: 3, status: "under_review", changeType: "status_changed" },
    ]);
    expect(await chunksOf(ids.recent)).toEqual([]);
  });

  it("refuses no file, the same text, a pending document and another company's document", async () => {
    const { admin, ids } = await enterpriseWithDocuments();
    const other = await enterpriseWithDocuments();
    const form = new FormData();
    const empty = await fetchApi(
      new Request(`${APP_ORIGIN}/api/admin/documents/${ids.oldDraft}/replace-version`, {
        method: "POST",
        headers: { cookie: admin.cookie, origin: APP_ORIGIN },
        body: form,
      }),
    );
    expect(empty.status).toBe(400);
    expect((await replaceVersion(admin.cookie, ids.oldDraft, "same.txt", CONTENT)).status).toBe(400);
    expect((await replaceVersion(admin.cookie, ids.oldPending, "p.txt", "New text")).status).toBe(409);
    expect((await replaceVersion(admin.cookie, other.ids.oldDraft, "p.txt", "New text")).status).toBe(404);
    expect((await findDocument(other.ids.oldDraft))!.version).toBe(1);
  });
});
