import {
  archiveOldDocumentsBody,
  archiveOldDocumentsResultSchema,
  archivePreviewQuery,
  archivePreviewSchema,
  invalidInput,
  replaceVersionFields,
  replaceVersionResultSchema,
} from "@charterly/domain/contract";
import { type Context, Hono } from "hono";
import { can } from "../domain/access/access-rule";
import { archiveOldDocuments, previewArchiveOldDocuments } from "../domain/documents/archive-old-documents";
import { type ReplacementUpload, replaceDocumentVersion } from "../domain/documents/replace-document-version";
import { REPLACEMENT_UPLOAD_LIMITS, textFields, uploadedFile } from "../domain/files/upload-limits";
import { readMultipartForm } from "./multipart-upload";
import { actorOf, bodyOf, idParam, queryOf, route } from "./route";
import type { ApiEnv } from "./types";

const tags = ["document management"];
const access = can("documents.manage");

// The Admin Panel's Documents tab → Document Management (Enterprise and System Admin).
export const documentManagementRoutes = new Hono<ApiEnv>()
  .get(
    "/admin/documents/archive-preview",
    route({
      operationId: "previewArchiveOldDocuments",
      readOnly: true,
      summary: "How many documents were last changed before a date (and would be archived)",
      tags,
      access,
      query: archivePreviewQuery,
      response: archivePreviewSchema,
    }),
    async (c) => {
      const { before } = queryOf(c, archivePreviewQuery);
      return c.json(await previewArchiveOldDocuments(c.get("domain"), actorOf(c), before));
    },
  )
  .post(
    "/admin/documents/archive-old",
    route({
      operationId: "archiveOldDocuments",
      summary: "Archive the documents last changed before a date, with a reason, in one batch",
      tags,
      access,
      body: archiveOldDocumentsBody,
      response: archiveOldDocumentsResultSchema,
      example: { before: "2000-01-01", reason: "Superseded by the new handbook" },
    }),
    async (c) =>
      c.json(await archiveOldDocuments(c.get("domain"), actorOf(c), bodyOf(c, archiveOldDocumentsBody))),
  )
  .post(
    "/admin/documents/:documentId/replace-version",
    route({
      operationId: "replaceDocumentVersion",
      summary:
        "Upload a PDF, DOCX, TXT or MD file whose text becomes the document's next version (multipart: file, changeDescription)",
      tags,
      access,
      response: replaceVersionResultSchema,
    }),
    async (c) =>
      c.json(
        await replaceDocumentVersion(c.get("domain"), actorOf(c), idParam(c, "documentId"), () =>
          readReplacement(c),
        ),
      ),
  );

/** The replacement file and its change description; the operation checks the file. */
async function readReplacement(c: Context<ApiEnv>): Promise<ReplacementUpload> {
  const form = await readMultipartForm(c, REPLACEMENT_UPLOAD_LIMITS);
  const parsed = replaceVersionFields.safeParse(textFields(form, ["changeDescription"]));
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? "Invalid change description";
    throw invalidInput(message, { changeDescription: message });
  }
  return { file: await uploadedFile(form, REPLACEMENT_UPLOAD_LIMITS), ...parsed.data };
}
