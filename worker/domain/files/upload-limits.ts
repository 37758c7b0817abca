import {
  AppError,
  IMPORT_FORM_TOO_LARGE_MESSAGE,
  INVALID_FILES_MESSAGE,
  invalidInput,
  KNOWLEDGE_FILE_SIZE_MESSAGE,
  MAX_IMPORT_BYTES,
  MAX_IMPORT_FILES_PER_FORM,
  MAX_IMPORT_FORM_BYTES,
  MAX_KNOWLEDGE_FILE_BYTES,
  TOO_MANY_IMPORT_FILES_MESSAGE,
} from "../contract";

// How large an upload may be and how it must be sent: one rule for the API's upload routes
// (worker/api/knowledge-base.ts, document-import.ts, document-management.ts) and the web app's route
// actions that take the same files (the Admin Panel's Knowledge Base and Documents tabs, the
// Document Import). The operations check the file's content (its type, its text) themselves.

/** Room for the multipart framing and the form fields around a file of the maximum size. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

export interface UploadLimits {
  /** The largest file accepted, in bytes. */
  maxBytes: number;
  /** What a caller whose upload is larger reads (413). */
  tooLargeMessage: string;
  /** How to send the upload, for a request that is not a readable multipart form (415 or 400). */
  formatMessage: string;
  /**
   * A form that may carry several files: the most they may be together, and what a caller whose
   * form is larger reads (413). Without it a form holds one file of at most `maxBytes`.
   */
  form?: { maxBytes: number; tooLargeMessage: string };
}

/** A knowledge-base upload: PDF, DOCX, TXT or MD up to 10 MB (administration side §7). */
export const KNOWLEDGE_UPLOAD_LIMITS: UploadLimits = {
  maxBytes: MAX_KNOWLEDGE_FILE_BYTES,
  tooLargeMessage: KNOWLEDGE_FILE_SIZE_MESSAGE,
  formatMessage:
    'Send the upload as multipart/form-data, with the file in the field "file" and the title in "title".',
};

/** A document imported into the library, or a file replacing a document's text. */
export const IMPORT_UPLOAD_LIMITS: UploadLimits = {
  maxBytes: MAX_IMPORT_BYTES,
  tooLargeMessage: INVALID_FILES_MESSAGE,
  formatMessage: 'Send the document as multipart/form-data, with the file in the field "file".',
};

/**
 * Documents imported into the library by one form (the library's Import Documents without
 * JavaScript): each file as IMPORT_UPLOAD_LIMITS, at most MAX_IMPORT_FORM_BYTES together. The
 * library's route reads every multipart form by these, the one-file import (a fetcher's) included.
 */
export const IMPORT_FORM_UPLOAD_LIMITS: UploadLimits = {
  ...IMPORT_UPLOAD_LIMITS,
  formatMessage: 'Send the documents as multipart/form-data, each file in a field "file".',
  form: { maxBytes: MAX_IMPORT_FORM_BYTES, tooLargeMessage: IMPORT_FORM_TOO_LARGE_MESSAGE },
};

/** A file whose text becomes a document's next version (the Documents tab's 'replace version'). */
export const REPLACEMENT_UPLOAD_LIMITS: UploadLimits = {
  ...IMPORT_UPLOAD_LIMITS,
  formatMessage:
    'Send the file as multipart/form-data, in the field "file" (and optionally "changeDescription").',
};

/**
 * The largest multipart body an upload may come in — its file (or a form's files together) and room
 * for the framing and fields around it — and what a caller whose body is larger reads (413).
 */
export function uploadBodyLimit(limits: UploadLimits): { maxBytes: number; message: string } {
  const whole = limits.form ?? limits;
  return { maxBytes: whole.maxBytes + MULTIPART_OVERHEAD_BYTES, message: whole.tooLargeMessage };
}

/** What an upload's form is read from: a Request, or the API's request wrapper. */
export interface UploadRequest {
  headers: Headers;
  formData(): Promise<FormData>;
}

/**
 * An upload's form, read with the size limit applied before anything is buffered: the content type,
 * then the declared length (415 / 413: one file's limit, or a form's for several); a body that is not a readable form is 400. `uploadedFile`
 * then checks the file's own size.
 */
export async function readUploadForm(request: UploadRequest, limits: UploadLimits): Promise<FormData> {
  if (!/^multipart\/form-data\b/i.test(request.headers.get("content-type") ?? "")) {
    throw new AppError("unsupported_media_type", limits.formatMessage);
  }
  const whole = uploadBodyLimit(limits);
  if (Number(request.headers.get("content-length")) > whole.maxBytes) {
    throw new AppError("payload_too_large", whole.message);
  }
  try {
    return await request.formData();
  } catch {
    throw invalidInput(limits.formatMessage, { file: limits.formatMessage });
  }
}

/** The form's `file` read, or null when it has none (or an empty one); larger than the limit: 413. */
export async function uploadedFile(
  form: FormData,
  limits: UploadLimits,
  { keepEmpty = false }: { keepEmpty?: boolean } = {},
): Promise<{ name: string; bytes: Uint8Array } | null> {
  const file = form.get("file");
  if (!file || typeof file === "string" || (file.size === 0 && !keepEmpty)) return null;
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

export const IMPORT_FILE_MISSING_MESSAGE = "Choose a file to import.";

/**
 * A document import's file and category as the form sends them (field `file`, optional `category`);
 * an empty file goes on to the import, which says it holds no text. No file: 400 by the file field.
 */
export async function importUploadOf(form: FormData) {
  const file = await uploadedFile(form, IMPORT_UPLOAD_LIMITS, { keepEmpty: true });
  if (!file) throw invalidInput(IMPORT_FILE_MISSING_MESSAGE, { file: IMPORT_FILE_MISSING_MESSAGE });
  const category = form.get("category");
  return { fileName: file.name, bytes: file.bytes, category: typeof category === "string" ? category : null };
}

/**
 * The files of a form that imports several documents at once (field `file` repeated, optional
 * `category` for all of them), leaving out the empty part a browser sends for a file input with
 * nothing chosen. None: 400 by the file field; more than MAX_IMPORT_FILES_PER_FORM: 400, none
 * imported. Each file is then read on its own (`importUploadOfFile`), so a file refused is that
 * file's outcome, not the form's.
 */
export function importUploadsOf(form: FormData): { files: File[]; category: string | null } {
  const files = form
    .getAll("file")
    .filter((part): part is File => typeof part !== "string" && !(part.name === "" && part.size === 0));
  if (files.length === 0)
    throw invalidInput(IMPORT_FILE_MISSING_MESSAGE, { file: IMPORT_FILE_MISSING_MESSAGE });
  if (files.length > MAX_IMPORT_FILES_PER_FORM)
    throw invalidInput(TOO_MANY_IMPORT_FILES_MESSAGE, { file: TOO_MANY_IMPORT_FILES_MESSAGE });
  const category = form.get("category");
  return { files, category: typeof category === "string" ? category : null };
}

/** One file of such a form as the import takes it; larger than MAX_IMPORT_BYTES: 413 (the spec's message). */
export async function importUploadOfFile(file: File, category: string | null) {
  if (file.size > MAX_IMPORT_BYTES) throw new AppError("payload_too_large", INVALID_FILES_MESSAGE);
  return { fileName: file.name, bytes: new Uint8Array(await file.arrayBuffer()), category };
}
