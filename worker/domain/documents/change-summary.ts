import type { ChangeSummary } from "../contract";
import { type DocumentBlock, structureDocument } from "../export/document-structure";
import { splitSentences } from "../text/sentences";
import { compareContents } from "./compare-contents";

// "What changed" in a new version since the version in force before it (decision 016): exact and
// structural. Pure: no runtime, no clock, no model.
//
// Both texts are read with the export's heading rule (document-structure.ts) into sections: a
// heading and the sentences under it up to the next heading; a level-2 heading belongs to the
// level-1 heading above it ("4. Policy › 4.2 Eligible Expenses"); text before the first heading is
// the section "". A paragraph is split into sentences; a list item is one sentence.
//
// Sections of the two texts are paired by their heading path, then by the path without its
// numbering (a section renumbered because another was inserted), then by their own heading alone
// (its parent was renamed), then by their sentences (the heading itself was renamed). A paired section
// is 'changed' when sentences went or came (the existing line comparison, one sentence a line; a
// sentence that only moved within the section is not a change) or when its own heading's words
// changed (the old and new heading lines are then its removed and added sentences). Moving or
// renumbering a section is not a change of what it says; the added or removed section that caused a
// renumbering is reported itself. Unpaired sections are 'added' or 'removed', without their sentences.
//
// Bounded, so it stays short: at most MAX_SECTIONS sections (in the new text's order, a removed
// section where it used to be), MAX_SENTENCES sentences per side of a section, sentences cut at
// MAX_SENTENCE_LENGTH characters with "…"; `omitted` counts the sections and sentences left out.

export const MAX_SECTIONS = 8;
export const MAX_SENTENCES = 3;
export const MAX_SENTENCE_LENGTH = 160;
/** Pairing renamed sections by their sentences compares every unpaired pair; past this it stops. */
const MAX_UNPAIRED_FOR_SIMILARITY = 60;
/** How much two sections' sentences must share (Dice coefficient) to be the same, renamed section. */
const SAME_SECTION_SIMILARITY = 0.5;

/** The version a summary is compared with: the previous version in force. */
export interface VersionText {
  version: number;
  content: string;
}

interface Section {
  /** The headings from the top level down to this section's own (empty for the opening text). */
  path: string[];
  sentences: string[];
  /** Its place in its text. */
  index: number;
}

type Entry = ChangeSummary["sections"][number];

/** What changed from `previous` (the previous version in force, or null: none) to `content`. */
export function summarizeChange(previous: VersionText | null, content: string): ChangeSummary {
  if (previous === null) {
    const added = sectionsOf(content).filter((section) => !isEmpty(section));
    return bounded(
      null,
      added.map((section) => ({ heading: headingOf(section), change: "added" })),
    );
  }
  if (previous.content === content) return { sinceVersion: previous.version, sections: [], omitted: 0 };

  const older = sectionsOf(previous.content);
  const newer = sectionsOf(content);
  const pairs = pairSections(older, newer);

  // Where each entry goes: a section of the new text at its place; a removed one right after the
  // section that followed its old predecessor (or at the top).
  const placed: { at: number; tie: number; entry: Partial<Entry> & Pick<Entry, "heading" | "change"> }[] = [];
  const newFor = new Map<number, number>();
  for (const [oldIndex, newIndex] of pairs) newFor.set(oldIndex, newIndex);
  const pairedNew = new Set(pairs.values());

  for (const section of newer) {
    if (pairedNew.has(section.index) || isEmpty(section)) continue;
    placed.push({ at: section.index, tie: 0, entry: { heading: headingOf(section), change: "added" } });
  }
  for (const section of older) {
    const newIndex = newFor.get(section.index);
    if (newIndex !== undefined) {
      const entry = changedEntry(section, newer[newIndex]!);
      if (entry) placed.push({ at: newIndex, tie: 0, entry });
      continue;
    }
    if (isEmpty(section)) continue;
    let anchor = -1;
    for (let before = section.index - 1; before >= 0 && anchor < 0; before--) {
      anchor = newFor.get(before) ?? -1;
    }
    placed.push({
      at: anchor + 0.5,
      tie: section.index,
      entry: { heading: headingOf(section), change: "removed" },
    });
  }
  placed.sort((a, b) => a.at - b.at || a.tie - b.tie);
  return bounded(
    previous.version,
    placed.map((item) => item.entry),
  );
}

/**
 * The summary as plain text, one line a section and one a sentence: what a plain-language
 * summary must not be longer than, and what the model is shown.
 */
export function changeSummaryText(summary: ChangeSummary): string {
  const labels = { added: "Added", removed: "Removed", changed: "Changed" } as const;
  const lines: string[] = [];
  for (const section of summary.sections) {
    lines.push(`${labels[section.change]}: ${section.heading || "Opening text"}`);
    for (const sentence of section.removedSentences) lines.push(`- ${sentence}`);
    for (const sentence of section.addedSentences) lines.push(`+ ${sentence}`);
  }
  if (summary.omitted > 0) lines.push(`(${summary.omitted} more changes not listed)`);
  return lines.join("\n");
}

// ---------------------------------------------------------------------------------------------
// Reading a text into sections and sentences

function sectionsOf(content: string): Section[] {
  const sections: Section[] = [];
  let current: Section = { path: [], sentences: [], index: 0 };
  let topLevel: string | null = null;
  const start = (path: string[]) => {
    // The opening text is a section only when it has text.
    if (current.path.length > 0 || current.sentences.length > 0) sections.push(current);
    current = { path, sentences: [], index: sections.length };
  };
  for (const block of structureDocument(content)) {
    if (block.kind === "heading") {
      if (block.level === 1) topLevel = block.text;
      start(block.level === 2 && topLevel !== null ? [topLevel, block.text] : [block.text]);
    } else {
      current.sentences.push(...sentencesOf(block));
    }
  }
  start([]);
  return sections;
}

function sentencesOf(block: Exclude<DocumentBlock, { kind: "heading" }>): string[] {
  if (block.kind === "list") return block.items.map((item) => item.trim()).filter(Boolean);
  return splitSentences(block.text);
}

// ---------------------------------------------------------------------------------------------
// Pairing the sections of the two texts

function pairSections(older: Section[], newer: Section[]): Map<number, number> {
  const pairs = new Map<number, number>();
  const taken = new Set<number>();
  /** Pairs the unpaired sections with equal keys, in order; `onlyUnique`: only keys one section of each text has. */
  const pairBy = (key: (section: Section) => string | null, onlyUnique = false) => {
    const candidates = new Map<string, number[]>();
    for (const section of newer) {
      if (taken.has(section.index)) continue;
      const k = key(section);
      if (k !== null) candidates.set(k, [...(candidates.get(k) ?? []), section.index]);
    }
    const oldCounts = new Map<string, number>();
    for (const section of older) {
      const k = pairs.has(section.index) ? null : key(section);
      if (k !== null) oldCounts.set(k, (oldCounts.get(k) ?? 0) + 1);
    }
    for (const section of older) {
      if (pairs.has(section.index)) continue;
      const k = key(section);
      if (k === null) continue;
      if (onlyUnique && (oldCounts.get(k) !== 1 || candidates.get(k)?.length !== 1)) continue;
      const next = candidates.get(k)?.shift();
      if (next === undefined) continue;
      pairs.set(section.index, next);
      taken.add(next);
    }
  };
  pairBy((section) => section.path.join("\n"));
  pairBy((section) => section.path.map(withoutNumbering).join("\n"));
  pairBy((section) => (section.path.length > 0 ? withoutNumbering(section.path.at(-1)!) : null), true);

  // Renamed: the most similar remaining pairs, most similar first.
  const oldLeft = older.filter((section) => !pairs.has(section.index) && !isEmpty(section));
  const newLeft = newer.filter((section) => !taken.has(section.index) && !isEmpty(section));
  const scored: { oldIndex: number; newIndex: number; score: number }[] = [];
  const compareAll =
    oldLeft.length <= MAX_UNPAIRED_FOR_SIMILARITY && newLeft.length <= MAX_UNPAIRED_FOR_SIMILARITY;
  for (const a of compareAll ? oldLeft : []) {
    for (const b of newLeft) {
      const score = similarity(a.sentences, b.sentences);
      if (score >= SAME_SECTION_SIMILARITY) scored.push({ oldIndex: a.index, newIndex: b.index, score });
    }
  }
  scored.sort((x, y) => y.score - x.score || x.oldIndex - y.oldIndex);
  for (const { oldIndex, newIndex } of scored) {
    if (pairs.has(oldIndex) || taken.has(newIndex)) continue;
    pairs.set(oldIndex, newIndex);
    taken.add(newIndex);
  }
  pairRenamedParents(older, newer, pairs, taken);
  return pairs;
}

/**
 * A heading with no text of its own ("4. Policy" above its subsections) has no sentences to pair it
 * by: it is the same, renamed section when the sections right after it in both texts are paired.
 */
function pairRenamedParents(
  older: Section[],
  newer: Section[],
  pairs: Map<number, number>,
  taken: Set<number>,
) {
  for (const section of older) {
    if (pairs.has(section.index) || section.sentences.length > 0) continue;
    const next = pairs.get(section.index + 1);
    if (next === undefined || next === 0) continue;
    const candidate = newer[next - 1]!;
    if (taken.has(candidate.index) || candidate.sentences.length > 0 || candidate.path.length === 0) continue;
    pairs.set(section.index, candidate.index);
    taken.add(candidate.index);
  }
}

/** The Dice coefficient of two sections' sentences (as multisets). */
function similarity(a: string[], b: string[]): number {
  if (a.length === 0 || b.length === 0) return 0;
  const counts = new Map<string, number>();
  for (const sentence of a) counts.set(sentence, (counts.get(sentence) ?? 0) + 1);
  let shared = 0;
  for (const sentence of b) {
    const left = counts.get(sentence) ?? 0;
    if (left > 0) {
      shared++;
      counts.set(sentence, left - 1);
    }
  }
  return (2 * shared) / (a.length + b.length);
}

/** A heading without its numbering, case or spacing: "4.2 Eligible  Expenses" → "eligible expenses". */
function withoutNumbering(heading: string): string {
  return heading
    .replace(/^\d+(?:\.\d+)*[.)]?\s+/, "")
    .replace(/\s+/g, " ")
    .trim()
    .toLocaleLowerCase();
}

// ---------------------------------------------------------------------------------------------
// What changed in a paired section

function changedEntry(older: Section, newer: Section): Entry | null {
  const removed: string[] = [];
  const added: string[] = [];
  const oldHeading = older.path.at(-1) ?? "";
  const newHeading = newer.path.at(-1) ?? "";
  if (withoutNumbering(oldHeading) !== withoutNumbering(newHeading)) {
    if (oldHeading) removed.push(oldHeading);
    if (newHeading) added.push(newHeading);
  }
  // The line comparison, one sentence a line (a line break inside a sentence cannot occur: blocks
  // join their lines with spaces).
  for (const difference of compareContents(older.sentences.join("\n"), newer.sentences.join("\n"))) {
    if (difference.type === "changed") {
      removed.push(...linesOf(difference.oldContent));
      added.push(...linesOf(difference.newContent));
    } else if (difference.type === "removed") removed.push(...linesOf(difference.content));
    else added.push(...linesOf(difference.content));
  }
  // A sentence that went from one place and came to another in the same section only moved.
  const [went, came] = withoutMoves(removed, added);
  if (went.length === 0 && came.length === 0) return null;
  return { heading: headingOf(newer), change: "changed", removedSentences: went, addedSentences: came };
}

function linesOf(text: string | undefined): string[] {
  return (text ?? "").split("\n").filter((line) => line.trim().length > 0);
}

function withoutMoves(removed: string[], added: string[]): [string[], string[]] {
  const addedLeft = [...added];
  const removedLeft: string[] = [];
  for (const sentence of removed) {
    const at = addedLeft.indexOf(sentence);
    if (at >= 0) addedLeft.splice(at, 1);
    else removedLeft.push(sentence);
  }
  return [removedLeft, addedLeft];
}

// ---------------------------------------------------------------------------------------------
// Keeping it short

function bounded(
  sinceVersion: number | null,
  entries: (Partial<Entry> & Pick<Entry, "heading" | "change">)[],
): ChangeSummary {
  let omitted = 0;
  const sections: Entry[] = [];
  for (const entry of entries) {
    const removed = entry.removedSentences ?? [];
    const added = entry.addedSentences ?? [];
    if (sections.length >= MAX_SECTIONS) {
      omitted += 1 + removed.length + added.length;
      continue;
    }
    omitted += Math.max(0, removed.length - MAX_SENTENCES) + Math.max(0, added.length - MAX_SENTENCES);
    sections.push({
      heading: entry.heading,
      change: entry.change,
      removedSentences: removed.slice(0, MAX_SENTENCES).map(cut),
      addedSentences: added.slice(0, MAX_SENTENCES).map(cut),
    });
  }
  return { sinceVersion, sections, omitted };
}

/** A long sentence cut at a word boundary, with "…". */
function cut(sentence: string): string {
  if (sentence.length <= MAX_SENTENCE_LENGTH) return sentence;
  const head = sentence.slice(0, MAX_SENTENCE_LENGTH - 1);
  const space = head.lastIndexOf(" ");
  return `${(space > MAX_SENTENCE_LENGTH / 2 ? head.slice(0, space) : head).trimEnd()}…`;
}

function headingOf(section: Section): string {
  return section.path.join(" › ");
}

function isEmpty(section: Section): boolean {
  return section.path.length === 0 && section.sentences.length === 0;
}
