import {
  archiveDocumentBody,
  compareVersionsBody,
  deletedSchema,
  documentExportSchema,
  documentListQuery,
  documentListSchema,
  documentSchema,
  documentVersionSchema,
  MAX_DOCUMENT_JSON_BODY_BYTES,
  updateDocumentBody,
  versionComparisonSchema,
} from "@charterly/domain/contract";
import { Hono } from "hono";
import { can } from "../domain/access/access-rule";
import { archiveDocument } from "../domain/documents/archive-document";
import { compareDocumentVersions } from "../domain/documents/compare-document-versions";
import { deleteDocument } from "../domain/documents/delete-document";
import { exportDocument } from "../domain/documents/export-document";
import { getDocument } from "../domain/documents/get-document";
import { listDocumentVersions } from "../domain/documents/list-document-versions";
import { listDocuments } from "../domain/documents/list-documents";
import { restoreDocumentVersion } from "../domain/documents/restore-document-version";
import { updateDocument } from "../domain/documents/update-document";
import { actorOf, bodyOf, idParam, queryOf, route } from "./route";
import type { ApiEnv } from "./types";

const tags = ["documents"];

// Literal paths are registered before the `:documentId` ones.
export const documentRoutes = new Hono<ApiEnv>()
  .get(
    "/documents",
    route({
      operationId: "listDocuments",
      readOnly: true,
      summary:
        "The company's document library: one page without content — newest change first, or with `search` best match first (title, description and text; the last word as a prefix) with a snippet of where each matched",
      tags,
      access: can("library.read"),
      query: documentListQuery,
      response: documentListSchema,
    }),
    async (c) => c.json(await listDocuments(c.get("domain"), actorOf(c), queryOf(c, documentListQuery))),
  )
  .post(
    "/documents/versions/compare",
    route({
      operationId: "compareDocumentVersions",
      summary: "Compare two versions of one document (the older is version1)",
      tags,
      access: can("library.read"),
      body: compareVersionsBody,
      response: versionComparisonSchema,
      example: { versionId1: 1, versionId2: 2 },
    }),
    async (c) => {
      const { versionId1, versionId2 } = bodyOf(c, compareVersionsBody);
      return c.json(await compareDocumentVersions(c.get("domain"), actorOf(c), versionId1, versionId2));
    },
  )
  .get(
    "/documents/:documentId",
    route({
      operationId: "getDocument",
      readOnly: true,
      summary: "One document with its content",
      tags,
      access: can("library.read"),
      response: documentSchema,
    }),
    async (c) => c.json(await getDocument(c.get("domain"), actorOf(c), idParam(c, "documentId"))),
  )
  .put(
    "/documents/:documentId",
    route({
      operationId: "updateDocument",
      summary:
        "Change a document's status, or its title, description and content (records a version). Editing the title or content of an approved document moves it to Under Review; choosing Approved costs 1 token on Pay Per Use (402 when the balance is 0)",
      tags,
      access: can("library.write"),
      body: updateDocumentBody,
      // The whole text of a document may be 1.9 MB: more than the 1 MB every other body may carry.
      maxBodyBytes: MAX_DOCUMENT_JSON_BODY_BYTES,
      response: documentSchema,
      example: { status: "under_review" },
    }),
    async (c) =>
      c.json(
        await updateDocument(
          c.get("domain"),
          actorOf(c),
          idParam(c, "documentId"),
          bodyOf(c, updateDocumentBody),
        ),
      ),
  )
  .delete(
    "/documents/:documentId",
    route({
      operationId: "deleteDocument",
      summary: "Delete a document for good, with its versions and comments",
      tags,
      access: can("document.delete"),
      response: deletedSchema,
    }),
    async (c) => {
      await deleteDocument(c.get("domain"), actorOf(c), idParam(c, "documentId"));
      return c.json({ deleted: true as const });
    },
  )
  .post(
    "/documents/:documentId/archive",
    route({
      operationId: "archiveDocument",
      summary: "Archive a document with a reason",
      tags,
      access: can("library.write"),
      body: archiveDocumentBody,
      response: documentSchema,
      example: { reason: "Replaced by the 2026 policy" },
    }),
    async (c) => {
      const { reason } = bodyOf(c, archiveDocumentBody);
      return c.json(await archiveDocument(c.get("domain"), actorOf(c), idParam(c, "documentId"), reason));
    },
  )
  .get(
    "/documents/:documentId/versions",
    route({
      operationId: "listDocumentVersions",
      readOnly: true,
      summary: "A document's version history, newest first",
      tags,
      access: can("library.read"),
      response: documentVersionSchema.array(),
    }),
    async (c) => c.json(await listDocumentVersions(c.get("domain"), actorOf(c), idParam(c, "documentId"))),
  )
  .post(
    "/documents/:documentId/restore/:versionId",
    route({
      operationId: "restoreDocumentVersion",
      summary:
        "Restore an earlier version's title and content as a new version (an approved document moves to Under Review)",
      tags,
      access: can("library.write"),
      response: documentSchema,
    }),
    async (c) =>
      c.json(
        await restoreDocumentVersion(
          c.get("domain"),
          actorOf(c),
          idParam(c, "documentId"),
          idParam(c, "versionId"),
        ),
      ),
  )
  .get(
    "/documents/:documentId/export",
    route({
      operationId: "exportDocument",
      readOnly: true,
      summary:
        "A document's text for a PDF, DOCX or TXT export: approved text on every plan, drafts, documents under review and archived ones (marked) on Enterprise; 409 'Download Restricted' otherwise and while pending approval",
      tags,
      access: can("document.export"),
      response: documentExportSchema,
    }),
    async (c) => c.json(await exportDocument(c.get("domain"), actorOf(c), idParam(c, "documentId"))),
  );
