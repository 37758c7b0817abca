import type { Context } from "hono";
import { readUploadForm, type UploadLimits } from "../domain/files/upload-limits";
import type { ApiEnv } from "./types";

/**
 * A multipart upload's form, read by the domain's rule (worker/domain/files/upload-limits.ts: the
 * content type and the declared length before anything is buffered). route() only parses JSON, so
 * upload routes read their form here.
 */
export const readMultipartForm = (c: Context<ApiEnv>, limits: UploadLimits): Promise<FormData> =>
  readUploadForm({ headers: c.req.raw.headers, formData: () => c.req.formData() }, limits);
