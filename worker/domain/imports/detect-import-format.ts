import {
  AppError,
  extensionOf,
  IMPORT_FORMATS,
  type ImportFormat,
  INVALID_FILES_MESSAGE,
  LEGACY_DOC_MESSAGE,
  MAX_IMPORT_BYTES,
} from "../contract";

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04]; // PK\3\4, a ZIP archive (every .docx is one)
const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]; // OLE compound file (Word 97-2003)

/**
 * Decides how a file is read from its name AND its first bytes: a file is accepted only when both
 * agree, so a renamed executable is refused before any parser sees it. Size first (413), then type (415).
 * Legacy .doc files are recognised and refused with their own message (no maintained reader runs in
 * the Worker; see docs/decisions/007-import-and-mail.md).
 */
export function detectImportFormat(fileName: string, bytes: Uint8Array): ImportFormat {
  if (bytes.byteLength > MAX_IMPORT_BYTES) throw new AppError("payload_too_large", INVALID_FILES_MESSAGE);
  const extension = extensionOf(fileName);
  const format = IMPORT_FORMATS.find((f) => f === extension);
  if (!format) throw new AppError("unsupported_media_type", INVALID_FILES_MESSAGE);
  switch (format) {
    case "pdf":
      // PDF readers accept the header anywhere in the first 1024 bytes; so do we.
      if (indexOf(bytes.subarray(0, 1024), PDF_MAGIC) < 0) throw unsupported();
      return format;
    case "docx":
      if (!startsWith(bytes, ZIP_MAGIC)) throw unsupported();
      return format;
    case "doc":
      if (!startsWith(bytes, OLE_MAGIC)) throw unsupported();
      throw new AppError("unsupported_media_type", LEGACY_DOC_MESSAGE);
    case "txt":
    case "md":
      // Checked when decoding: valid UTF-8 without NUL bytes (decodeTextFile).
      return format;
  }
}

const unsupported = () => new AppError("unsupported_media_type", INVALID_FILES_MESSAGE);

function startsWith(bytes: Uint8Array, magic: number[]): boolean {
  return bytes.byteLength >= magic.length && magic.every((b, i) => bytes[i] === b);
}

function indexOf(bytes: Uint8Array, magic: number[]): number {
  outer: for (let i = 0; i + magic.length <= bytes.byteLength; i++) {
    for (let j = 0; j < magic.length; j++) if (bytes[i + j] !== magic[j]) continue outer;
    return i;
  }
  return -1;
}
