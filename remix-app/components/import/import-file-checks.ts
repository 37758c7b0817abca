import {
  extensionOf,
  IMPORT_FORMATS,
  INVALID_FILES_MESSAGE,
  MAX_IMPORT_BYTES,
} from "@charterly/domain/contract";

// Which files the import dialog takes (the API's own rules, spec §5, §9), checked in the browser
// before a file is listed; the route's action checks them again (lib/document-actions.server.ts).

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
