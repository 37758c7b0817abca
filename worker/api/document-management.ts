import {
  AppError,
  archiveOldDocumentsBody,
  archiveOldDocumentsResultSchema,
  archivePreviewQuery,
  archivePreviewSchema,
  INVALID_FILES_MESSAGE,
  invalidInput,
  MAX_IMPORT_BYTES,
  replaceVersionFields,
  replaceVersionResultSchema,
} from "@charterly/domain/contract";
import { type Context, Hono } from "hono";
import { can } from "../domain/access/access-rule";
import { archiveOldDocuments, previewArchiveOldDocuments } from "../domain/documents/archive-old-documents";
import { type ReplacementUpload, replaceDocumentVersion } from "../domain/documents/replace-document-version";
import { actorOf, bodyOf, idParam, queryOf, route } from "./route";
import type { ApiEnv } from "./types";

const tags = ["document management"];
const access = can("documents.manage");

const MULTIPART_MESSAGE =
  'Send the file as multipart/form-data, in the field "file" (and optionally "changeDescription").';
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

// The Admin Panel's Documents tab → Document Management (Enterprise and System Admin).
export const documentManagementRoutes = new Hono<ApiEnv>()
  .get(
    "/admin/documents/archive-preview",
    route({
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

/** The multipart upload, with the size limit applied before the file is buffered. */
async function readReplacement(c: Context<ApiEnv>): Promise<ReplacementUpload> {
  if (!/^multipart\/form-data\b/i.test(c.req.header("content-type") ?? "")) {
    throw new AppError("unsupported_media_type", MULTIPART_MESSAGE);
  }
  if (Number(c.req.header("content-length")) > MAX_IMPORT_BYTES + MULTIPART_OVERHEAD_BYTES) {
    throw new AppError("payload_too_large", INVALID_FILES_MESSAGE);
  }
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    throw invalidInput(MULTIPART_MESSAGE, { file: MULTIPART_MESSAGE });
  }
  const description = form.get("changeDescription");
  const parsed = replaceVersionFields.safeParse({
    changeDescription: typeof description === "string" && description !== "" ? description : undefined,
  });
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? "Invalid change description";
    throw invalidInput(message, { changeDescription: message });
  }
  const file = form.get("file");
  if (!file || typeof file === "string" || file.size === 0) return { file: null, ...parsed.data };
  if (file.size > MAX_IMPORT_BYTES) throw new AppError("payload_too_large", INVALID_FILES_MESSAGE);
  return { file: { name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) }, ...parsed.data };
}
