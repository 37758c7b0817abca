// The bulk import's limits and messages (spec §5 and §9: PDF, DOCX, DOC, TXT or MD, at most 10 MB each).

export const IMPORT_FORMATS = ["pdf", "docx", "doc", "txt", "md"] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/** 10 MB, as the import dialog says. */
export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;

/** Text beyond this does not fit one document (the same bound as the Edit dialog's content). */
export const MAX_IMPORTED_CHARACTERS = 1_000_000;
/** D1 stores at most 2,000,000 bytes in a row; the text must leave room for the rest of it. */
export const MAX_IMPORTED_TEXT_BYTES = 1_900_000;

export const INVALID_FILES_MESSAGE = "Please select PDF, DOCX, TXT, or MD files under 10MB.";
export const LEGACY_DOC_MESSAGE =
  "Legacy .doc files can't be read. Save the file as .docx or PDF and import it again.";

export const CONTENT_TYPES: Record<ImportFormat, string> = {
  pdf: "application/pdf",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  doc: "application/msword",
  txt: "text/plain; charset=utf-8",
  md: "text/markdown; charset=utf-8",
};

export const noTextMessage = (fileName: string) =>
  `No text could be found in ${fileName}. Is it a scanned image?`;
export const unreadableMessage = (fileName: string) =>
  `${fileName} could not be read. The file may be damaged or password-protected.`;
export const tooMuchTextMessage = (fileName: string) =>
  `${fileName} holds more text than one document can (1,000,000 characters). Split it and import the parts.`;
