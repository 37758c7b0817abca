// What text a person may type into the app's fields, defined once for every schema that takes
// text (the API validates bodies with them, the browser its forms).
//
// Titles, names and other one-line fields refuse every control character and the bidirectional
// overrides and isolates (U+202A–U+202E, U+2066–U+2069), which make text display other than it is
// stored ("Trojan Source"). Comments, reasons and other multi-line fields keep line breaks and
// tabs. Document content keeps line breaks and tabs and may carry direction controls, which
// right-to-left documents use; it refuses the other control characters, as the import removes them.

// The zod-free part of this area (limits, options, messages, small rules): the browser imports
// it without loading zod. Its schemas are in ../schemas/text-rules.ts.

/** C0 controls, DEL and C1 controls. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
export const CONTROL_BUT_LINE_BREAKS_AND_TABS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
const BIDI_OVERRIDES = /[\u202a-\u202e\u2066-\u2069]/;

/** One line of text: no control characters (line breaks and tabs included), no direction overrides. */
export const isPlainLine = (text: string) => !CONTROL.test(text) && !BIDI_OVERRIDES.test(text);
/** Lines of text: line breaks and tabs allowed, no other control character, no direction overrides. */
export const isPlainLines = (text: string) =>
  !CONTROL_BUT_LINE_BREAKS_AND_TABS.test(text) && !BIDI_OVERRIDES.test(text);

export const plainTextMessage = (label: string, multiline = false) =>
  multiline
    ? `${label} cannot contain control characters (other than line breaks and tabs) or text-direction overrides.`
    : `${label} cannot contain line breaks, tabs, other control characters or text-direction overrides.`;

export interface PlainTextOptions {
  /** Line breaks and tabs are allowed (comments, reasons, notes). */
  multiline?: boolean;
  /** The message when the value is missing or not a string. */
  error?: string;
}

/**
 * The most text one document holds, counted in UTF-8 bytes: D1 stores at most 2,000,000 bytes in a
 * row, and the document and each of its versions are rows that must leave room for the rest. The
 * same bound for editing, generating and importing.
 */
export const MAX_DOCUMENT_CONTENT_BYTES = 1_900_000;

/** "1.9 MB": the bound as people read it. */
export const MAX_DOCUMENT_CONTENT_LABEL = `${(MAX_DOCUMENT_CONTENT_BYTES / 1_000_000).toLocaleString("en")} MB`;

export const CONTENT_TOO_LONG_MESSAGE = `Content is too long: a document holds at most ${MAX_DOCUMENT_CONTENT_LABEL} of text (${MAX_DOCUMENT_CONTENT_BYTES.toLocaleString("en")} bytes in UTF-8). Split it into several documents.`;

/** The UTF-8 size of a string, without encoding it. */
export function utf8ByteLength(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit < 0x80) bytes += 1;
    else if (unit < 0x800) bytes += 2;
    else if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        bytes += 4;
        i++;
      } else bytes += 3;
    } else bytes += 3; // the rest of the BMP, and a lone surrogate (encoded as U+FFFD)
  }
  return bytes;
}

export const fitsOneDocument = (text: string) => utf8ByteLength(text) <= MAX_DOCUMENT_CONTENT_BYTES;
