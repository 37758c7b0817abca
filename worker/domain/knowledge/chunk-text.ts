// Cuts a document's text into the passages the knowledge index keeps. The structure is the exports'
// (export/document-structure.ts: blocks on blank lines, the same heading rule), so a passage never
// straddles two sections unless they are too small to stand alone, and each passage carries its
// heading path ("4. Expenses › 4.2 Meals"). Passages are sized for retrieval: sentences are packed
// up to a target length, never cut in the middle, with the previous passage's last sentence
// repeated at the start of the next one of the same section (a little overlap).
import { type DocumentBlock, structureDocument } from "../export/document-structure";
import { splitSentences } from "../text/sentences";

export interface TextChunk {
  /** Heading path, "›"-separated; empty before the first heading. */
  heading: string;
  body: string;
  /** 0, 1, 2… in reading order. */
  position: number;
}

export interface ChunkOptions {
  /** A passage is closed once it reaches this many words… */
  targetWords: number;
  /** …and never grows past this many (a single longer sentence is cut at word boundaries). */
  maxWords: number;
  /** A section shorter than this is merged with the next one rather than standing alone. */
  minWords: number;
  /** At most this many words of the previous passage's end open the next one (whole sentences). */
  overlapWords: number;
}

// About 250–350 model tokens: a section or a few paragraphs, enough for the answer and its context.
// Chosen on the tune part of `npm run bench:rag` against BM25 over windows of the same length
// (bench/RESULTS.md, 2026-11-25): 200/260 found the answer in the top five 1.12× (PolicyQA) and
// 1.15× (H2O) as often as BM25, against 1.07× and 1.06× at 300/380 and 1.14× and 1.04× at 120/160,
// with answers as good as at either. Passages already stored keep their size until their source
// changes; search reads any size.
export const DEFAULT_CHUNK_OPTIONS: ChunkOptions = {
  targetWords: 200,
  maxWords: 260,
  minWords: 50,
  overlapWords: 40,
};

export const HEADING_SEPARATOR = " › ";

interface Section {
  path: string[];
  /** Headings of merged-in subsections, written into the body where they start. */
  units: Unit[];
}

interface Unit {
  text: string;
  words: number;
  /** A heading line kept in the body (a merged subsection's title, or a lead-in "…as follows:"). */
  isHeading?: boolean;
  /** Starts a new list item or paragraph (joined with a line break rather than a space). */
  startsBlock: boolean;
  /** Part of a sentence that introduces what follows ("Records to be preserved permanently:"). */
  leadIn?: boolean;
}

/** The passages of a text, in reading order. */
export function chunkText(text: string, options: Partial<ChunkOptions> = {}): TextChunk[] {
  const opts = { ...DEFAULT_CHUNK_OPTIONS, ...options };
  const sections = sectionsOf(structureDocument(text));
  const merged = mergeSmallSections(sections, opts.minWords);
  const chunks: TextChunk[] = [];
  for (const section of merged) {
    const heading = section.path.join(HEADING_SEPARATOR);
    for (const body of packSection(section.units, opts)) {
      chunks.push({ heading, body, position: chunks.length });
    }
  }
  return chunks;
}

/** Groups blocks into sections by heading, splitting paragraphs into sentences. */
function sectionsOf(blocks: DocumentBlock[]): Section[] {
  const sections: Section[] = [];
  let path: string[] = [];
  let current: Section = { path, units: [] };
  const startSection = (nextPath: string[]) => {
    if (current.units.length > 0) sections.push(current);
    path = nextPath;
    current = { path, units: [] };
  };
  for (const block of blocks) {
    if (block.kind === "heading") {
      if (isLeadIn(block.text)) {
        // "…the following guidelines should be followed:" — a sentence that introduces what comes
        // next, not a title: it stays in the text.
        current.units.push(...sentenceUnits(block.text).map((unit) => ({ ...unit, leadIn: true })));
        continue;
      }
      const title = block.text.replace(/:$/, "");
      if (block.level === 1) startSection([title]);
      else startSection([...path.slice(0, 1), title]);
      continue;
    }
    if (block.kind === "paragraph") {
      current.units.push(...sentenceUnits(block.text));
      continue;
    }
    for (const item of block.items) current.units.push(...sentenceUnits(`- ${item}`));
  }
  if (current.units.length > 0) sections.push(current);
  return sections;
}

/** A colon-ended "heading" that reads as a sentence: starts in lower case, or is long. */
function isLeadIn(line: string): boolean {
  if (!line.endsWith(":")) return false;
  if (/^\d/.test(line)) return false;
  if (/^\p{Ll}/u.test(line)) return true;
  return countWords(line) > 8;
}

/**
 * Sections shorter than `minWords` are joined to the next section (their heading lines go into the
 * body so the passage still reads as the document does). The merged passage keeps the first
 * section's heading path, trimmed to what the sections share when they differ at the top.
 */
function mergeSmallSections(sections: Section[], minWords: number): Section[] {
  const out: Section[] = [];
  let pending: Section | null = null;
  for (const section of sections) {
    if (pending) {
      const headingLine = section.path[section.path.length - 1];
      const units: Unit[] = headingLine
        ? [{ text: headingLine, words: countWords(headingLine), isHeading: true, startsBlock: true }]
        : [];
      pending = {
        path: commonPath(pending.path, section.path),
        units: [...pending.units, ...units, ...section.units],
      };
    } else {
      pending = section;
    }
    if (wordsIn(pending.units) >= minWords) {
      out.push(pending);
      pending = null;
    }
  }
  if (pending) {
    const last = out[out.length - 1];
    if (last && wordsIn(pending.units) < minWords / 2) {
      const headingLine = pending.path[pending.path.length - 1];
      const units: Unit[] =
        headingLine && headingLine !== last.path[last.path.length - 1]
          ? [{ text: headingLine, words: countWords(headingLine), isHeading: true, startsBlock: true }]
          : [];
      last.units.push(...units, ...pending.units);
    } else {
      out.push(pending);
    }
  }
  return out;
}

function commonPath(a: string[], b: string[]): string[] {
  const shared: string[] = [];
  for (let i = 0; i < Math.min(a.length, b.length) && a[i] === b[i]; i++) shared.push(a[i]!);
  return shared.length > 0 ? shared : a;
}

/** A paragraph or list item (its sentences), or one sentence of a paragraph too long to keep whole. */
interface Piece {
  units: Unit[];
  words: number;
  /** The paragraph this sentence belongs to, when the paragraph was split. */
  splitOf?: number;
}

/**
 * Packs a section's paragraphs into passages of about `targetWords`: whole paragraphs while they
 * fit, so a passage ends where a paragraph ends; a paragraph too long for the room left is split at
 * its sentences, and the passage that continues it opens with its last sentence(s) (the overlap).
 */
function packSection(units: Unit[], opts: ChunkOptions): string[] {
  const queue: Piece[] = [];
  let paragraph: Unit[] = [];
  const flushParagraph = () => {
    if (paragraph.length) queue.push({ units: paragraph, words: wordsIn(paragraph) });
    paragraph = [];
  };
  for (const unit of units.flatMap((u) => splitLongUnit(u, opts.maxWords))) {
    if (unit.startsBlock || unit.isHeading) flushParagraph();
    paragraph.push(unit);
  }
  flushParagraph();

  const bodies: string[] = [];
  let current: Unit[] = [];
  let words = 0;
  let fresh = false; // holds more than the overlap carried from the previous passage
  let splitCounter = 0;
  const close = () => {
    if (fresh) bodies.push(joinUnits(current));
    current = [];
    words = 0;
    fresh = false;
  };
  let carried: Unit[] = [];
  // The lead-in of the list or table being packed: a passage that continues it opens with it, so
  // that "14 Provident Fund Registers. Permanent" still says what the rows are about.
  let leadIn: Unit[] = [];
  const reopen = (next: Piece | undefined) => {
    const context = next?.units[0]?.leadIn ? [] : leadIn.filter((unit) => !carried.includes(unit));
    current = [...context, ...carried];
    words = wordsIn(current);
  };
  for (let i = 0; i < queue.length; i++) {
    const piece = queue[i]!;
    if (piece.units[0]?.leadIn) leadIn = piece.units.filter((unit) => unit.leadIn);
    const fits = words + piece.words <= opts.maxWords;
    if (!fits && piece.units.length > 1 && (words < opts.minWords || piece.words > opts.maxWords)) {
      // Too long for the room left (or for any passage): split it into its sentences.
      const id = ++splitCounter;
      queue.splice(i, 1, ...piece.units.map((u) => ({ units: [u], words: u.words, splitOf: id })));
      i--;
      continue;
    }
    if (!fits && fresh) {
      const last = queue[i - 1];
      close();
      if (piece.splitOf === undefined || last?.splitOf !== piece.splitOf) carried = [];
      reopen(piece);
    }
    current.push(...piece.units);
    words += piece.words;
    fresh = true;
    carried =
      piece.splitOf === undefined
        ? []
        : trailing(
            [...(queue[i - 1]?.splitOf === piece.splitOf ? carried : []), ...piece.units],
            opts.overlapWords,
          );
    if (words >= opts.targetWords) {
      const next = queue[i + 1];
      close();
      if (next?.splitOf === undefined || next.splitOf !== piece.splitOf) carried = [];
      if (next) reopen(next);
    }
  }
  if (fresh) {
    // A short remainder joins the previous passage when it fits, rather than standing alone.
    const previous = bodies[bodies.length - 1];
    if (previous && words < opts.minWords / 2 && countWords(previous) + words <= opts.maxWords) {
      bodies[bodies.length - 1] = `${previous}\n${joinUnits(current)}`;
    } else {
      bodies.push(joinUnits(current));
    }
  }
  return bodies;
}

/** The last sentences of a paragraph, up to `limit` words in all. */
function trailing(units: Unit[], limit: number): Unit[] {
  const out: Unit[] = [];
  let words = 0;
  for (let i = units.length - 1; i >= 0; i--) {
    const unit = units[i]!;
    if (unit.isHeading || words + unit.words > limit) break;
    out.unshift(unit);
    words += unit.words;
  }
  return out;
}

function joinUnits(units: Unit[]): string {
  let out = "";
  for (const unit of units) {
    if (out) out += unit.startsBlock ? "\n" : " ";
    out += unit.text;
  }
  return out;
}

/** A sentence longer than the passage limit is cut at word boundaries. */
function splitLongUnit(unit: Unit, maxWords: number): Unit[] {
  if (unit.words <= maxWords) return [unit];
  const words = unit.text.split(/\s+/);
  const parts: Unit[] = [];
  for (let i = 0; i < words.length; i += maxWords) {
    const slice = words.slice(i, i + maxWords);
    parts.push({ text: slice.join(" "), words: slice.length, startsBlock: i === 0 && unit.startsBlock });
  }
  return parts;
}

/** The sentences of a paragraph (or list item) as units; the first one starts the block. */
function sentenceUnits(paragraph: string): Unit[] {
  return splitSentences(paragraph).map((text, i) => ({
    text,
    words: countWords(text),
    startsBlock: i === 0,
  }));
}

function countWords(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

function wordsIn(units: Unit[]): number {
  return units.reduce((n, u) => n + u.words, 0);
}
