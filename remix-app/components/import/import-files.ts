import {
  type Category,
  extensionOf,
  IMPORT_FORMATS,
  INVALID_FILES_MESSAGE,
  type importResultSchema,
  MAX_IMPORT_BYTES,
} from "@charterly/domain/contract";
import type { z } from "zod";
import { checkedFetch } from "../../lib/api-client";

// Which files the import dialog takes (the API's own rules, spec §5, §9) and the upload of one.

export type ImportResultDto = z.infer<typeof importResultSchema>;

export const INVALID_FILES = { title: "Invalid Files", description: INVALID_FILES_MESSAGE };

/** For the file picker: the extensions the import reads. */
export const ACCEPTED_EXTENSIONS = IMPORT_FORMATS.map((format) => `.${format}`).join(",");

/** PDF, DOCX, DOC, TXT or MD, at most 10 MB. (The server also checks the content matches the name.) */
export const isImportable = (file: File) =>
  (IMPORT_FORMATS as readonly string[]).includes(extensionOf(file.name)) && file.size <= MAX_IMPORT_BYTES;

export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * POSTs one file as multipart/form-data (field `file`, optional `category`): a plain fetch (the
 * browser sets the multipart boundary), with the typed client's error handling.
 */
export async function uploadImportFile(file: File, category: Category | ""): Promise<ImportResultDto> {
  const form = new FormData();
  form.append("file", file, file.name);
  if (category) form.append("category", category);
  const response = await checkedFetch("/api/documents/import", {
    method: "POST",
    body: form,
    credentials: "include",
  });
  return (await response.json()) as ImportResultDto;
}
