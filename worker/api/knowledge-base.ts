import {
  deletedSchema,
  knowledgeBaseEntrySchema,
  knowledgeBaseImportBody,
  knowledgeBaseImportResultSchema,
  knowledgeBaseListQuery,
  knowledgeBaseListSchema,
  knowledgeBaseSearchBody,
  knowledgeBaseStatusBody,
  knowledgeSearchResponseSchema,
} from "@charterly/domain/contract";
import { type Context, Hono } from "hono";
import { can } from "../domain/access/access-rule";
import { KNOWLEDGE_UPLOAD_LIMITS, textFields, uploadedFile } from "../domain/files/upload-limits";
import { importIntoKnowledgeBase } from "../domain/knowledge/import-into-knowledge-base";
import { listKnowledgeBase } from "../domain/knowledge/list-knowledge-base";
import { removeKnowledgeEntry } from "../domain/knowledge/remove-knowledge-entry";
import { searchKnowledgeBase } from "../domain/knowledge/search-knowledge-base";
import { setKnowledgeEntryActive } from "../domain/knowledge/set-knowledge-entry-active";
import { type KnowledgeUpload, uploadKnowledgeDocument } from "../domain/knowledge/upload-knowledge-document";
import { readMultipartForm } from "./multipart-upload";
import { actorOf, bodyOf, idParam, queryOf, route } from "./route";
import type { ApiEnv } from "./types";

const tags = ["knowledge base"];
const access = can("knowledge.manage");

// The admin panel's 'RAG Knowledge Base' (administration side §7).
export const knowledgeBaseRoutes = new Hono<ApiEnv>()
  .get(
    "/admin/knowledge-base",
    route({
      operationId: "listKnowledgeBase",
      readOnly: true,
      summary: "The company's knowledge base, newest first (filters: search, category, documentType, status)",
      tags,
      access,
      query: knowledgeBaseListQuery,
      response: knowledgeBaseListSchema,
    }),
    async (c) =>
      c.json(await listKnowledgeBase(c.get("domain"), actorOf(c), queryOf(c, knowledgeBaseListQuery))),
  )
  .post(
    "/admin/knowledge-base/upload",
    route({
      operationId: "uploadKnowledgeDocument",
      summary:
        "Upload a PDF, DOCX, TXT or MD file (at most 10 MB) to the knowledge base (multipart: file, title, documentType, category)",
      tags,
      access,
      rateLimit: "upload",
      response: knowledgeBaseEntrySchema,
    }),
    async (c) => c.json(await uploadKnowledgeDocument(c.get("domain"), actorOf(c), await readUpload(c))),
  )
  .post(
    "/admin/knowledge-base/import",
    route({
      operationId: "importIntoKnowledgeBase",
      summary: "Add a library document to the knowledge base (used while its current version is in force)",
      tags,
      access,
      body: knowledgeBaseImportBody,
      response: knowledgeBaseImportResultSchema,
      example: { documentId: 1, documentType: "policy", category: "hr" },
    }),
    async (c) =>
      c.json(await importIntoKnowledgeBase(c.get("domain"), actorOf(c), bodyOf(c, knowledgeBaseImportBody))),
  )
  .post(
    "/admin/knowledge-base/search",
    route({
      operationId: "searchKnowledgeBase",
      summary: "Search the knowledge base and the documents in force (percent match and snippet)",
      tags,
      access,
      body: knowledgeBaseSearchBody,
      response: knowledgeSearchResponseSchema,
      example: { query: "remote work equipment", limit: 10 },
    }),
    async (c) =>
      c.json(await searchKnowledgeBase(c.get("domain"), actorOf(c), bodyOf(c, knowledgeBaseSearchBody))),
  )
  .put(
    "/admin/knowledge-base/:entryId/status",
    route({
      operationId: "setKnowledgeEntryActive",
      summary: "Switch a knowledge-base entry on or off",
      tags,
      access,
      body: knowledgeBaseStatusBody,
      response: knowledgeBaseEntrySchema,
      example: { isActive: false },
    }),
    async (c) => {
      const { isActive } = bodyOf(c, knowledgeBaseStatusBody);
      return c.json(
        await setKnowledgeEntryActive(c.get("domain"), actorOf(c), idParam(c, "entryId"), isActive),
      );
    },
  )
  .delete(
    "/admin/knowledge-base/:entryId",
    route({
      operationId: "removeKnowledgeEntry",
      summary:
        "Remove a knowledge-base entry (an upload with its passages and file; a library document stays in the library)",
      tags,
      access,
      response: deletedSchema,
    }),
    async (c) => {
      await removeKnowledgeEntry(c.get("domain"), actorOf(c), idParam(c, "entryId"));
      return c.json({ deleted: true as const });
    },
  );

/** The upload's file and fields as sent; the operation checks them. */
async function readUpload(c: Context<ApiEnv>): Promise<KnowledgeUpload> {
  const form = await readMultipartForm(c, KNOWLEDGE_UPLOAD_LIMITS);
  return {
    file: await uploadedFile(form, KNOWLEDGE_UPLOAD_LIMITS),
    fields: textFields(form, ["title", "documentType", "category"]),
  };
}
