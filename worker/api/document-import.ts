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
import { actorOf, route } from "./route";
import type { ApiEnv } from "./types";

const MULTIPART_MESSAGE = 'Send the document as multipart/form-data, with the file in the field "file".';
/** Room for the multipart framing and the category field around a file of the maximum size. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

export const documentImportRoutes = new Hono<ApiEnv>().post(
  "/documents/import",
  route({
    summary:
      "Import one PDF, DOCX, TXT or MD file (multipart field `file`, optional `category`) as a draft document",
    tags: ["documents"],
    access: can("document.import"),
    response: importResultSchema,
  }),
  async (c) => {
    const upload = await readUpload(c);
    const result = await importDocument(c.get("domain"), actorOf(c), upload);
    return c.json({ category: result.category, title: result.title, documentId: result.documentId });
  },
);

/**
 * The multipart upload, read with the limits applied before the file is buffered: the declared
 * length first, then the file's own size. route() only parses JSON, so the form is checked here.
 */
async function readUpload(c: Context<ApiEnv>) {
  if (!/^multipart\/form-data\b/i.test(c.req.header("content-type") ?? "")) {
    throw new AppError("unsupported_media_type", MULTIPART_MESSAGE);
  }
  const declared = Number(c.req.header("content-length"));
  if (declared > MAX_IMPORT_BYTES + MULTIPART_OVERHEAD_BYTES) {
    throw new AppError("payload_too_large", INVALID_FILES_MESSAGE);
  }
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    throw invalidInput(MULTIPART_MESSAGE, { file: MULTIPART_MESSAGE });
  }
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
