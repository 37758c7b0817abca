import { AppError, INVALID_FILES_MESSAGE } from "../contract";

/**
 * The text of a .txt or .md file: strict UTF-8 (a byte-order mark is dropped), refused as not a text
 * file when the bytes are not valid UTF-8 or contain NUL bytes.
 */
export function decodeTextFile(bytes: Uint8Array): string {
  let text: string;
  try {
    // ignoreBOM: false (the default, spelled out for Node's types) strips a leading BOM.
    text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw new AppError("unsupported_media_type", INVALID_FILES_MESSAGE);
  }
  if (text.includes("\u0000")) throw new AppError("unsupported_media_type", INVALID_FILES_MESSAGE);
  return text;
}

/** The opening of a Markdown ATX heading: up to three spaces, one to six #s, then a space, a tab or the end. */
const ATX_OPENING = /^ {0,3}#{1,6}(?=[ \t]|$)/;
/** Its optional closing sequence: spaces or tabs, then #s, at the end (read from the run's start). */
const ATX_CLOSING = /(?<![ \t])[ \t]+#+$/;

/**
 * The text of a line that is an ATX heading ("## Scope ##" → "Scope"; "" for "##"), or null. In
 * steps, each linear: one pattern with a lazy text between optional runs of spaces was cubic
 * (decision 034).
 */
function atxHeadingText(line: string): string | null {
  const opening = ATX_OPENING.exec(line);
  if (!opening) return null;
  const text = line.slice(opening[0].length).replace(/^[ \t]+/, "");
  return text.replace(/(?<![ \t])[ \t]+$/, "").replace(ATX_CLOSING, "");
}

/**
 * Markdown headings (`## Scope ##`) become heading lines of their own without the #s (`Scope`), set
 * apart by blank lines so the preview shows each as its own block; the rest is kept as written.
 */
export function markdownHeadingsToLines(markdown: string): string {
  const out: string[] = [];
  let inFence = false;
  for (const line of markdown.replace(/\r\n?/g, "\n").split("\n")) {
    if (/^ {0,3}(```|~~~)/.test(line)) inFence = !inFence;
    const heading = inFence ? null : atxHeadingText(line);
    if (heading === null) {
      out.push(line);
      continue;
    }
    const text = heading.trim();
    if (!text) continue;
    if (out.length && out[out.length - 1] !== "") out.push("");
    out.push(text, "");
  }
  return out.join("\n");
}

/** The first Markdown heading's text, if the file has one (the title of choice for .md files). */
export function firstMarkdownHeading(markdown: string): string | null {
  let inFence = false;
  for (const line of markdown.replace(/\r\n?/g, "\n").split("\n")) {
    if (/^ {0,3}(```|~~~)/.test(line)) inFence = !inFence;
    if (inFence) continue;
    const text = atxHeadingText(line)?.trim();
    if (text) return text;
  }
  return null;
}
