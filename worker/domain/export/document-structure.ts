// How plain policy text becomes a document: the one reading shared by the on-screen preview, the
// PDF (server and browser), the DOCX and any other export. Pure: no runtime, no dependencies.
//
// The text is split into blocks on blank lines. Within a block, a line is a heading when it is under
// 100 characters and is UPPERCASE (has letters and equals its upper case), is numbered ("1. Purpose",
// "2.3 Limits", "4) Scope") or ends with a colon. Lines starting with "- " or "• " are list items;
// other consecutive lines form one paragraph, joined with a space — except "Label: value" lines
// (a policy's "Company: …", "Effective Date: …", "Policy Owner: …"), which each keep their own line.

export type HeadingLevel = 1 | 2;

export type DocumentBlock =
  | { kind: "heading"; level: HeadingLevel; text: string }
  | {
      kind: "paragraph";
      text: string;
      /**
       * Set for a run of "Label: value" lines: each is shown on its own line (text joins them, for
       * readers that take a paragraph as running text: search passages, change summaries).
       */
      lines?: string[];
    }
  | { kind: "list"; items: string[] };

/** A heading is a line shorter than this many characters. */
const MAX_HEADING_LENGTH = 100;

const TOP_LEVEL_NUMBER = /^\d+[.)]\s+\S/; // "3. Scope", "4) Scope"
const SUB_NUMBER = /^\d+(?:\.\d+)+\.?\s+\S/; // "3.2 Limits", "3.2.1. Limits"
const LIST_MARKER = /^[-•]\s+/; // "- item", "• item"
const HAS_LETTER = /\p{L}/u;
// "Company: Acme", "Effective Date: 1 March 2026", "Policy Owner: HR": one to four capitalised words
// (or of/and/for/the between them), a colon and a value. Sentences rarely open that way, so a
// hard-wrapped paragraph is not cut apart by it.
const FIELD_LINE = /^\p{Lu}[\p{L}\p{N}'’&/-]*(?: (?:\p{Lu}[\p{L}\p{N}'’&/-]*|of|and|for|the)){0,3}: \S/u;

/**
 * Characters that cannot appear in a PDF text run or in DOCX XML: C0/C1 controls other than line
 * breaks, and unpaired UTF-16 surrogates. Tabs become spaces; the rest become U+FFFD or disappear.
 */
export function cleanText(text: string): string {
  return (
    text
      .replace(/\r\n?/g, "\n")
      .replace(/\t/g, " ")
      // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uFEFF]/g, "")
      .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "\uFFFD")
  );
}

/** The heading level of one (trimmed) line, or null when the line is body text. */
export function headingLevelOf(line: string): HeadingLevel | null {
  if (line.length === 0 || line.length >= MAX_HEADING_LENGTH || LIST_MARKER.test(line)) return null;
  if (SUB_NUMBER.test(line)) return 2;
  if (TOP_LEVEL_NUMBER.test(line)) return 1;
  if (HAS_LETTER.test(line) && line === line.toUpperCase()) return 1;
  if (line.endsWith(":")) return 2;
  return null;
}

/** Whether a (trimmed, body-text) line is a "Label: value" line that keeps its own line. */
export const isFieldLine = (line: string) => line.length < MAX_HEADING_LENGTH && FIELD_LINE.test(line);

/** Splits plain text into headings, paragraphs and lists. */
export function structureDocument(content: string): DocumentBlock[] {
  const blocks: DocumentBlock[] = [];
  for (const rawBlock of cleanText(content).split(/\n[ \u00A0]*\n/)) {
    let paragraph: string[] = [];
    let fields = false;
    let list: string[] | null = null;
    const flushParagraph = () => {
      if (paragraph.length) {
        const text = paragraph.join(" ");
        blocks.push(fields ? { kind: "paragraph", text, lines: paragraph } : { kind: "paragraph", text });
      }
      paragraph = [];
      fields = false;
    };
    const flushList = () => {
      if (list?.length) blocks.push({ kind: "list", items: list });
      list = null;
    };
    for (const rawLine of rawBlock.split("\n")) {
      const line = collapseSpaces(rawLine);
      if (!line) continue;
      const marker = LIST_MARKER.exec(line);
      if (marker) {
        flushParagraph();
        list ??= [];
        list.push(line.slice(marker[0].length));
        continue;
      }
      const level = headingLevelOf(line);
      if (level) {
        flushParagraph();
        flushList();
        blocks.push({ kind: "heading", level, text: line });
        continue;
      }
      // An indented line right after a list item continues that item (a hard-wrapped bullet).
      const openList: string[] | null = list;
      if (openList && /^\s/.test(rawLine)) {
        openList[openList.length - 1] += ` ${line}`;
        continue;
      }
      flushList();
      // A run of "Label: value" lines is a paragraph of its own, apart from running text.
      const field = isFieldLine(line);
      if (paragraph.length && field !== fields) flushParagraph();
      fields = field;
      paragraph.push(line);
    }
    flushParagraph();
    flushList();
  }
  return blocks;
}

/**
 * Drops a first heading that only repeats the document's title (policies usually open with their
 * name in capitals), so exports that print the title themselves do not show it twice.
 */
export function withoutRepeatedTitle(blocks: DocumentBlock[], title: string): DocumentBlock[] {
  const first = blocks[0];
  if (first?.kind === "heading" && sameText(first.text, title)) return blocks.slice(1);
  return blocks;
}

/** Case- and spacing-insensitive comparison of two short texts. */
export function sameText(a: string, b: string): boolean {
  return collapseSpaces(a).toLocaleLowerCase() === collapseSpaces(b).toLocaleLowerCase();
}

function collapseSpaces(text: string): string {
  return text.replace(/[ \u00A0]+/g, " ").trim();
}
