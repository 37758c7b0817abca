import { z } from "zod";
import {
  CONTENT_TOO_LONG_MESSAGE,
  CONTROL_BUT_LINE_BREAKS_AND_TABS,
  fitsOneDocument,
  isPlainLine,
  isPlainLines,
  MAX_DOCUMENT_CONTENT_BYTES,
  type PlainTextOptions,
  plainTextMessage,
} from "../plain/text-rules";

// What text a person may type into the app's fields, defined once for every schema that takes
// text (the API validates bodies with them, the browser its forms).
//
// Titles, names and other one-line fields refuse every control character and the bidirectional
// overrides and isolates (U+202A–U+202E, U+2066–U+2069), which make text display other than it is
// stored ("Trojan Source"). Comments, reasons and other multi-line fields keep line breaks and
// tabs. Document content keeps line breaks and tabs and may carry direction controls, which
// right-to-left documents use; it refuses the other control characters, as the import removes them.

/**
 * A trimmed string of plain text, refused with a message naming the field (`label`) when it holds
 * control characters or text-direction overrides. Chain the field's own bounds after it:
 * `plainText("Title").min(1, "Title is required").max(200, …)`.
 */
export function plainText(label: string, { multiline = false, error }: PlainTextOptions = {}) {
  return z
    .string(error === undefined ? undefined : { error })
    .trim()
    .refine(multiline ? isPlainLines : isPlainLine, plainTextMessage(label, multiline));
}

/**
 * A document's text: line breaks, tabs and direction controls allowed, other control characters
 * refused, at most MAX_DOCUMENT_CONTENT_BYTES of UTF-8.
 */
export const documentContent = () =>
  z
    .string({ error: "Content is required" })
    // Cheap first: a string longer than the bound in UTF-16 units is longer in bytes too.
    .max(MAX_DOCUMENT_CONTENT_BYTES, CONTENT_TOO_LONG_MESSAGE)
    .refine(fitsOneDocument, CONTENT_TOO_LONG_MESSAGE)
    .refine(
      (text) => !CONTROL_BUT_LINE_BREAKS_AND_TABS.test(text),
      "Content cannot contain control characters other than line breaks and tabs.",
    );
