import {
  AppError,
  INVALID_FILES_MESSAGE,
  importResultSchema,
  invalidInput,
  MAX_IMPORT_BYTES,
} from "@charterly/domain/contract";
import { type Context, Hono } from "hono";
import { can } from "../domain/access/access-rule";
import { importDocument } from "../domain/imports/import-document";
import { readMultipartForm } from "./multipart-upload";
import { actorOf, route } from "./route";
import type { ApiEnv } from "./types";

const MULTIPART_MESSAGE = 'Send the document as multipart/form-data, with the file in the field "file".';

export const documentImportRoutes = new Hono<ApiEnv>().post(
  "/documents/import",
  route({
    operationId: "importDocument",
    summary:
      "Import one PDF, DOCX, TXT or MD file (multipart field `file`, optional `category`) as a draft document",
    tags: ["documents"],
    access: can("document.import"),
    rateLimit: "upload",
    response: importResultSchema,
  }),
  async (c) => {
    const upload = await readUpload(c);
    const result = await importDocument(c.get("domain"), actorOf(c), upload);
    return c.json({ category: result.category, title: result.title, documentId: result.documentId });
  },
);

/** The file and category as sent (an empty file goes on to the import, which says it holds no text). */
async function readUpload(c: Context<ApiEnv>) {
  const form = await readMultipartForm(c, {
    maxBytes: MAX_IMPORT_BYTES,
    tooLargeMessage: INVALID_FILES_MESSAGE,
    formatMessage: MULTIPART_MESSAGE,
  });
  const file = form.get("file");
  if (!file || typeof file === "string") {
    throw invalidInput("Choose a file to import.", { file: "Choose a file to import." });
  }
  if (file.size > MAX_IMPORT_BYTES) throw new AppError("payload_too_large", INVALID_FILES_MESSAGE);
  const category = form.get("category");
  return {
    fileName: file.name,
    bytes: new Uint8Array(await file.arrayBuffer()),
    category: typeof category === "string" ? category : null,
  };
}
