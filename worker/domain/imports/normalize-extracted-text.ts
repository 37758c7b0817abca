/**
 * Extracted text as a document holds it: Unix line ends, no trailing spaces, no control characters
 * other than tabs and line ends, at most one blank line in a row, nothing around the whole.
 */
export function normalizeExtractedText(text: string): string {
  return (
    text
      .replace(/\r\n?/g, "\n")
      .replace(/\f/g, "\n\n")
      // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
      .replace(/[\u0000-\u0008\u000b\u000e-\u001f\u007f]/g, "")
      .replace(/(?<![ \t\u00a0])[ \t\u00a0]+$/gm, "")
      .replace(/\n{3,}/g, "\n\n")
      .trim()
  );
}
