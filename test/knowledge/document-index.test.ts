import type { KnowledgeSearchResultDto } from "@charterly/domain/contract";
import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { documents, knowledgeBaseDocuments, knowledgeChunks } from "../../worker/db/schema";
import type { DomainContext } from "../../worker/domain/context";
import { updateDocument } from "../../worker/domain/documents/update-document";
import { writeDocumentChange } from "../../worker/domain/documents/write-document-change";
import { indexNewDocument } from "../../worker/domain/knowledge/document-index";
import type { ChunkToEmbed, KnowledgeVectors } from "../../worker/domain/knowledge/knowledge-vectors";
import { removeKnowledgeEntry } from "../../worker/domain/knowledge/remove-knowledge-entry";
import { uploadKnowledgeDocument } from "../../worker/domain/knowledge/upload-knowledge-document";
import {
  callApi,
  createDocument,
  createTemplate,
  createTokenBalance,
  domain,
  findDocument,
  person,
  versionsOf,
} from "../support/fixtures";

// A library document is in the knowledge index exactly while a version of it is in force (approved
// or generated), and the index changes in the same batch as the document (decision 011).

const TRAVEL = `Business Travel Policy

1. Booking

Flights and hotels are booked through the travel desk. Economy class is used for flights under six hours.

2. Mileage

Private cars are reimbursed per kilometre driven, at the statutory rate.`;

const TRAVEL_REVISED = `Business Travel Policy

1. Booking

Rail is preferred to flying for journeys under four hours. The travel desk books every trip.`;

const admin = () => person({ role: "company_admin" });

async function search(cookie: string, query: string) {
  const res = await callApi("POST", "/api/admin/knowledge-base/search", { cookie, body: { query } });
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as { results: KnowledgeSearchResultDto[] }).results;
}

/** The ids of the library documents a search finds. */
const foundDocuments = async (cookie: string, query: string) =>
  (await search(cookie, query)).filter((r) => r.source === "document").map((r) => r.id);

const chunksOf = (documentId: number) =>
  domain()
    .companyDb.select()
    .from(knowledgeChunks)
    .where(eq(knowledgeChunks.documentId, documentId))
    .orderBy(asc(knowledgeChunks.position));

async function put(cookie: string, documentId: number, body: unknown) {
  const res = await callApi("PUT", `/api/documents/${documentId}`, { cookie, body });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as { status: string; version: number };
}

/** A KnowledgeVectors that records what it is asked (no embeddings: nothing here is semantic). */
function recordingVectors(options: { failWith?: Error } = {}) {
  const upserted: ChunkToEmbed[] = [];
  const removed: number[] = [];
  const vectors: KnowledgeVectors = {
    async upsert(chunks) {
      if (options.failWith) throw options.failWith;
      upserted.push(...chunks);
    },
    async remove(ids) {
      if (options.failWith) throw options.failWith;
      removed.push(...ids);
    },
    async query() {
      return [];
    },
  };
  return { vectors, upserted, removed };
}

describe("library documents in the knowledge index", () => {
  it("never uses a draft; once approved, its version in force; an edit of the approved text takes it out until approved again", async () => {
    const { company, cookie } = await admin();
    const id = await createDocument(company.id, {
      title: "Business Travel Policy",
      content: TRAVEL,
      status: "draft",
    });
    expect(await foundDocuments(cookie, "kilometre driven mileage")).toEqual([]);
    expect(await chunksOf(id)).toEqual([]);

    const approved = await put(cookie, id, { status: "approved" });
    expect(await foundDocuments(cookie, "kilometre driven mileage")).toEqual([id]);
    const chunks = await chunksOf(id);
    expect(chunks.length).toBeGreaterThan(0);
    for (const chunk of chunks) {
      expect(chunk).toMatchObject({
        companyId: company.id,
        documentVersion: approved.version,
        category: "hr",
        documentType: "policy",
        isActive: true,
        title: "Business Travel Policy",
        knowledgeBaseDocumentId: null,
      });
      expect(chunk.inForceSince).toBeInstanceOf(Date);
    }

    // Decision 009: editing the approved text moves the document to Under Review — out of force.
    const edited = await put(cookie, id, { title: "Business Travel Policy", content: TRAVEL_REVISED });
    expect(edited.status).toBe("under_review");
    expect(await foundDocuments(cookie, "kilometre driven mileage")).toEqual([]);
    expect(await foundDocuments(cookie, "rail journeys four hours")).toEqual([]);
    expect(await chunksOf(id)).toEqual([]);

    const reapproved = await put(cookie, id, { status: "approved" });
    expect(await foundDocuments(cookie, "rail journeys four hours")).toEqual([id]);
    expect(await foundDocuments(cookie, "kilometre driven mileage")).toEqual([]);
    expect((await chunksOf(id)).every((c) => c.documentVersion === reapproved.version)).toBe(true);
  });

  it("archive takes a document out of force; delete removes its passages and its knowledge-base link", async () => {
    const { company, cookie } = await admin();
    const id = await createDocument(company.id, { content: TRAVEL, status: "approved" });
    expect(await foundDocuments(cookie, "kilometre driven")).toEqual([id]);

    const archived = await callApi("POST", `/api/documents/${id}/archive`, {
      cookie,
      body: { reason: "Replaced" },
    });
    expect(archived.status).toBe(200);
    expect(await foundDocuments(cookie, "kilometre driven")).toEqual([]);
    expect(await chunksOf(id)).toEqual([]);

    await put(cookie, id, { status: "approved" });
    const imported = await callApi("POST", "/api/admin/knowledge-base/import", {
      cookie,
      body: { documentId: id },
    });
    expect(imported.status).toBe(200);
    expect(await foundDocuments(cookie, "kilometre driven")).toEqual([id]);

    expect((await callApi("DELETE", `/api/documents/${id}`, { cookie })).status).toBe(200);
    expect(await foundDocuments(cookie, "kilometre driven")).toEqual([]);
    expect(await chunksOf(id)).toEqual([]);
    const links = await domain()
      .companyDb.select()
      .from(knowledgeBaseDocuments)
      .where(eq(knowledgeBaseDocuments.companyId, company.id));
    expect(links).toEqual([]);
  });

  it("indexes a document created in force (generated) right after it is written", async () => {
    const { company, cookie } = await admin();
    const id = await createDocument(company.id, { content: TRAVEL, status: "generated" });
    expect(await foundDocuments(cookie, "economy class flights")).toEqual([id]);
    expect((await chunksOf(id))[0]).toMatchObject({ documentVersion: 1 });
  });

  it("a policy generated from a template (POST /api/documents/generate) is found at once", async () => {
    const { cookie } = await admin();
    const template = await createTemplate({
      name: "Index Travel Policy",
      category: "travel",
      requiredTier: "freemium",
      content: "1. Booking\n\n[Company Name] books every trip through the travel desk.",
    });
    const res = await callApi("POST", "/api/documents/generate", {
      cookie,
      body: { templateId: template.id, templateType: "travel", companyName: "Indexco", department: "hr" },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const generated = (await res.json()) as { id: number; status: string };
    expect(generated.status).toBe("generated");
    expect((await chunksOf(generated.id))[0]).toMatchObject({ documentVersion: 1, category: "travel" });
    expect(await foundDocuments(cookie, "Indexco travel desk")).toEqual([generated.id]);
  });

  it("a Pay Per Use approval (one token) indexes the approved version in the same batch", async () => {
    const { company, cookie } = await person({ tier: "per_document", role: "company_admin" });
    await createTokenBalance(company.id, 1);
    const id = await createDocument(company.id, { content: TRAVEL, status: "pending_approval" });
    expect(await foundDocuments(cookie, "kilometre driven")).toEqual([]);

    const res = await callApi("POST", `/api/documents/${id}/approve`, { cookie });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await foundDocuments(cookie, "kilometre driven")).toEqual([id]);
    expect((await chunksOf(id))[0]).toMatchObject({ documentVersion: 2 });
  });

  it("restoring other text into a document in force takes it out of force", async () => {
    const { company, cookie } = await admin();
    const id = await createDocument(company.id, { content: TRAVEL, status: "draft" });
    await put(cookie, id, { title: "Remote Work Policy", content: TRAVEL_REVISED });
    await put(cookie, id, { status: "approved" });
    expect(await foundDocuments(cookie, "rail journeys")).toEqual([id]);

    const first = (await versionsOf(id)).find((v) => v.version === 1)!;
    const res = await callApi("POST", `/api/documents/${id}/restore/${first.id}`, { cookie });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { status: string }).status).toBe("under_review");
    expect(await foundDocuments(cookie, "rail journeys")).toEqual([]);
    expect(await foundDocuments(cookie, "kilometre driven")).toEqual([]);
    expect(await chunksOf(id)).toEqual([]);
  });

  it("a description edit keeps the text in force, and the date it came into force", async () => {
    const { company, cookie } = await admin();
    const id = await createDocument(company.id, { content: TRAVEL, status: "approved" });
    const [before] = await chunksOf(id);
    const row = (await findDocument(id))!;
    const edited = await put(cookie, id, {
      title: row.title,
      description: "Now with a summary",
      content: TRAVEL,
    });
    expect(edited.status).toBe("approved");
    const [after] = await chunksOf(id);
    expect(after).toMatchObject({ documentVersion: edited.version, inForceSince: before!.inForceSince });
    expect(await foundDocuments(cookie, "kilometre driven")).toEqual([id]);
  });

  it("a late index of a created document leaves nothing when the document has moved on", async () => {
    const { company, cookie } = await admin();
    const id = await createDocument(company.id, { content: TRAVEL, status: "approved" });
    const created = (await findDocument(id))!;
    await put(cookie, id, { title: created.title, content: TRAVEL_REVISED });
    expect(await chunksOf(id)).toEqual([]);
    // The create's "index right after the insert" arriving after that edit:
    await indexNewDocument(domain(), created);
    expect(await chunksOf(id)).toEqual([]);
    expect(await foundDocuments(cookie, "kilometre driven")).toEqual([]);
  });

  it("rejecting a pending document removes its knowledge-base link", async () => {
    const { company, cookie } = await person({ tier: "per_document", role: "company_admin" });
    const id = await createDocument(company.id, { content: TRAVEL, status: "pending_approval" });
    const imported = await callApi("POST", "/api/admin/knowledge-base/import", {
      cookie,
      body: { documentId: id },
    });
    expect(imported.status).toBe(200);
    const res = await callApi("POST", `/api/documents/${id}/reject`, {
      cookie,
      body: { rejectionReason: "No" },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const links = await domain()
      .companyDb.select()
      .from(knowledgeBaseDocuments)
      .where(eq(knowledgeBaseDocuments.companyId, company.id));
    expect(links).toEqual([]);
  });

  it("never shows another company's documents", async () => {
    const owner = await admin();
    await createDocument(owner.company.id, { content: TRAVEL, status: "approved" });
    const other = await admin();
    expect(await search(other.cookie, "kilometre driven")).toEqual([]);
  });

  it("a write that loses a race changes neither the document nor its passages", async () => {
    const { company, actor, cookie } = await admin();
    const id = await createDocument(company.id, { content: TRAVEL, status: "approved" });
    const stale = (await findDocument(id))!;
    await put(cookie, id, { status: "approved" }); // no change: approved stays
    await callApi("PUT", `/api/documents/${id}`, {
      cookie,
      body: { title: stale.title, description: "moved on", content: TRAVEL },
    });
    const chunksBefore = await chunksOf(id);

    const attempt = writeDocumentChange(domain(), actor, stale, {
      title: stale.title,
      description: stale.description,
      content: stale.content,
      status: "archived",
      archiveReason: null,
      changeType: "status_changed",
      changeDescription: "Archived",
    });
    await expect(attempt).rejects.toMatchObject({ code: "conflict" });
    expect(await chunksOf(id)).toEqual(chunksBefore);
    expect((await findDocument(id))!.status).toBe("approved");
    const [row] = await domain().companyDb.select().from(documents).where(eq(documents.id, id));
    expect(row!.version).toBe(stale.version + 1);
  });
});

describe("the vector index follows the passages (after the batch, never failing it)", () => {
  it("embeds the passages a change writes and removes the ones it replaces", async () => {
    const { company, actor } = await admin();
    const { vectors, upserted, removed } = recordingVectors();
    const ctx: DomainContext = { ...domain(), vectors };
    const id = await createDocument(company.id, { content: TRAVEL, status: "draft" });

    await updateDocument(ctx, actor, id, { status: "approved" });
    const chunks = await chunksOf(id);
    expect(upserted.map((c) => c.chunkId).sort()).toEqual(chunks.map((c) => c.id).sort());
    expect(upserted[0]!.metadata).toMatchObject({
      companyId: company.id,
      source: "document",
      sourceId: id,
      documentVersion: 2,
      category: "hr",
      documentType: "policy",
    });
    expect(upserted[0]!.text).toContain("Business Travel Policy");

    await updateDocument(ctx, actor, id, { status: "archived" });
    expect(removed.sort()).toEqual(chunks.map((c) => c.id).sort());
  });

  it("embeds an upload's passages and removes them with the entry", async () => {
    const { company, actor } = await admin();
    const { vectors, upserted, removed } = recordingVectors();
    const ctx: DomainContext = { ...domain(), vectors };
    const entry = await uploadKnowledgeDocument(ctx, actor, {
      file: { name: "travel.txt", bytes: new TextEncoder().encode(TRAVEL) },
      fields: { title: "Travel", category: "travel" },
    });
    expect(upserted).toHaveLength(entry.chunkCount);
    expect(upserted[0]!.metadata).toMatchObject({
      companyId: company.id,
      source: "knowledge_base",
      sourceId: entry.id,
      documentVersion: null,
      category: "travel",
    });
    await removeKnowledgeEntry(ctx, actor, entry.id);
    expect(removed.sort()).toEqual(upserted.map((c) => c.chunkId).sort());
  });

  it("a failing vector index is logged; the document change and its D1 passages stand", async () => {
    const { company, actor, cookie } = await admin();
    const { vectors } = recordingVectors({ failWith: new Error("Vectorize is down") });
    const ctx: DomainContext = { ...domain(), vectors };
    const id = await createDocument(company.id, { content: TRAVEL, status: "draft" });
    const approved = await updateDocument(ctx, actor, id, { status: "approved" });
    expect(approved.status).toBe("approved");
    expect(await foundDocuments(cookie, "kilometre driven")).toEqual([id]);
  });
});
