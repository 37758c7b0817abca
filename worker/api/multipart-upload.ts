import { AppError, invalidInput } from "@charterly/domain/contract";
import type { Context } from "hono";
import type { ApiEnv } from "./types";

/** Room for the multipart framing and the form fields around a file of the maximum size. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

export interface UploadLimits {
  /** The largest file accepted, in bytes. */
  maxBytes: number;
  /** What a caller whose upload is larger reads (413). */
  tooLargeMessage: string;
  /** How to send the upload, for a request that is not a readable multipart form (415 or 400). */
  formatMessage: string;
}

/**
 * A multipart upload's form, read with the size limit applied before anything is buffered: the
 * content type, then the declared length. route() only parses JSON, so upload routes read their
 * form here; `fileOf` then checks the file's own size.
 */
export async function readMultipartForm(c: Context<ApiEnv>, limits: UploadLimits): Promise<FormData> {
  if (!/^multipart\/form-data\b/i.test(c.req.header("content-type") ?? "")) {
    throw new AppError("unsupported_media_type", limits.formatMessage);
  }
  if (Number(c.req.header("content-length")) > limits.maxBytes + MULTIPART_OVERHEAD_BYTES) {
    throw new AppError("payload_too_large", limits.tooLargeMessage);
  }
  try {
    return await c.req.formData();
  } catch {
    throw invalidInput(limits.formatMessage, { file: limits.formatMessage });
  }
}

/** The form's `file`, or null when it has none (or an empty one); larger than the limit: 413. */
export async function fileOf(
  form: FormData,
  limits: UploadLimits,
): Promise<{ name: string; bytes: Uint8Array } | null> {
  const file = form.get("file");
  if (!file || typeof file === "string" || file.size === 0) return null;
  if (file.size > limits.maxBytes) throw new AppError("payload_too_large", limits.tooLargeMessage);
  return { name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) };
}

/** The named text fields that were sent and are not empty (an empty select sends ""). */
export function textFields(form: FormData, names: readonly string[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const name of names) {
    const value = form.get(name);
    if (typeof value === "string" && value !== "") fields[name] = value;
  }
  return fields;
}
