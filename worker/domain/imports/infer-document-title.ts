/** Titles longer than this are sentences, not titles. */
const MAX_INFERRED_TITLE_LENGTH = 120;

/**
 * The title of an imported document: the first heading (for Markdown, given by the caller) or else
 * the first non-empty line, when it is shorter than 120 characters; otherwise the file name without
 * its extension ("remote_work-policy.pdf" → "remote work-policy").
 */
export function inferDocumentTitle(text: string, fileName: string, heading?: string | null): string {
  for (const candidate of [heading, firstNonEmptyLine(text)]) {
    const title = cleanTitle(candidate ?? "");
    if (title && title.length < MAX_INFERRED_TITLE_LENGTH) return title;
    if (title) break; // the first line is a sentence: fall back to the file name
  }
  return titleFromFileName(fileName);
}

function firstNonEmptyLine(text: string): string | null {
  for (const line of text.split("\n")) if (line.trim()) return line;
  return null;
}

/** Titles are plain text (contract: text-rules): no control characters, no text-direction overrides. */
function cleanTitle(line: string): string {
  return (
    line
      .replace(/\s+/g, " ")
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed.
      .replace(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g, "")
      .trim()
  );
}

export function titleFromFileName(fileName: string): string {
  const base = fileName.replace(/^.*[\\/]/, "");
  const dot = base.lastIndexOf(".");
  const stem = cleanTitle((dot > 0 ? base.slice(0, dot) : base).replace(/_+/g, " "));
  return stem.slice(0, 200) || "Imported document";
}
