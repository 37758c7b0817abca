import { importResultSchema } from "@charterly/domain/contract";
import { Hono } from "hono";
import { can } from "../domain/access/access-rule";
import { IMPORT_UPLOAD_LIMITS, importUploadOf } from "../domain/files/upload-limits";
import { importDocument } from "../domain/imports/import-document";
import { readMultipartForm } from "./multipart-upload";
import { actorOf, route } from "./route";
import type { ApiEnv } from "./types";

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
    // The file and category as sent, read by the domain's upload rule (its limits).
    const upload = await importUploadOf(await readMultipartForm(c, IMPORT_UPLOAD_LIMITS));
    const result = await importDocument(c.get("domain"), actorOf(c), upload);
    return c.json({ category: result.category, title: result.title, documentId: result.documentId });
  },
);
