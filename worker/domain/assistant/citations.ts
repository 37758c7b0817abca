import { formatDayMonthYear, type StoredReferenceDto } from "../contract";
import type { KnowledgeHit } from "../knowledge/knowledge-hit";

// A model cites the numbered passages of its prompt ([1] … [n]). A reply cites documents: each
// passage number becomes the number of the document (or knowledge-base entry) it came from, in
// order of first citation, so "[1] [3]" over two passages of the Travel Policy reads "[1]" and the
// Sources line lists each document once. A citation that names no retrieved passage is dropped.

/**
 * A run of bracketed groups ("[1]", "[2, 3]", "[1][4]", " [Passage 2]") with its leading space,
 * from the start of that space (the look-behind keeps the search linear, decision 034).
 */
const CITATION_RUN = /(?<!\s)\s*\[[^[\]\n]{1,24}\](?:\s*\[[^[\]\n]{1,24}\])*/g;
const GROUP = /\[([^[\]\n]{1,24})\]/g;
/** The inside of a citation group: numbers, maybe a word before them, commas, "and", ranges. */
const CITATION_GROUP =
  /^\s*(?:(?:passages?|sources?|docs?|documents?|ref(?:erence)?s?)\s*)?\d{1,3}(?:\s*(?:,|;|-|–|and|&)\s*\d{1,3})*\s*$/i;
/** The most characters inside one bracket group of a citation. */
const GROUP_INSIDE = 24;

/**
 * Where what may still grow into a citation run at the end of streamed text starts: trailing
 * space, and bracket groups of at most GROUP_INSIDE characters (no brackets, no line break), any
 * maybe unclosed. Held back until the next piece (or the end) settles it. Read from the end, one
 * group at a time: each step is forced, so the first that fails marks the start. (The pattern
 * `(?:\s*\[[^[\]\n]{0,24}\]?)*\s*$` backtracked exponentially, decision 034.)
 */
function openTailStart(text: string): number {
  let start = text.length;
  for (;;) {
    let spaceStart = start;
    while (spaceStart > 0 && /\s/.test(text[spaceStart - 1]!)) spaceStart--;
    const end = spaceStart > 0 && text[spaceStart - 1] === "]" ? spaceStart - 1 : spaceStart;
    let inside = end;
    while (inside > 0 && end - inside < GROUP_INSIDE && !"[]\n".includes(text[inside - 1]!)) inside--;
    if (inside === 0 || text[inside - 1] !== "[") return spaceStart;
    start = inside - 1;
  }
}

/** The passage numbers a group names, in order: "2, 3" → [2, 3]; "1-3" → [1, 2, 3]. */
function numbersIn(inside: string): number[] {
  const numbers: number[] = [];
  for (const part of inside.split(/(?<!\s)\s*(?:,|;|and|&)\s*/i)) {
    const range = /(\d{1,3})\s*[-–]\s*(\d{1,3})/.exec(part);
    if (range) {
      const [from, to] = [Number(range[1]), Number(range[2])];
      for (let n = from; n <= Math.min(to, from + 10); n++) numbers.push(n);
    } else {
      const single = /(\d{1,3})/.exec(part);
      if (single) numbers.push(Number(single[1]));
    }
  }
  return numbers;
}

/** Every passage number a text cites, in order of first appearance, without repeats. */
export function citedPassageNumbers(text: string): number[] {
  const seen = new Set<number>();
  for (const group of text.matchAll(GROUP)) {
    if (!CITATION_GROUP.test(group[1]!)) continue;
    for (const n of numbersIn(group[1]!)) seen.add(n);
  }
  return [...seen];
}

const sourceKey = (hit: Pick<KnowledgeHit, "source" | "sourceId">) => `${hit.source}:${hit.sourceId}`;

/** The reference a passage's source makes: the document, its version and since when it is in force. */
export function referenceOf(hit: KnowledgeHit): StoredReferenceDto {
  return {
    id: hit.sourceId,
    source: hit.source,
    title: hit.title,
    version: hit.source === "document" ? hit.documentVersion : null,
    inForceSince: hit.inForceSince ? hit.inForceSince.toISOString() : null,
  };
}

/** "Travel Policy, version 3, approved 2 Mar 2026"; "Staff Handbook (knowledge base, added 5 Jan 2026)". */
export function citationLabel(reference: StoredReferenceDto): string {
  const date = reference.inForceSince ? formatDayMonthYear(reference.inForceSince) : null;
  if (reference.source === "knowledge_base") {
    return date
      ? `${reference.title} (knowledge base, added ${date})`
      : `${reference.title} (knowledge base)`;
  }
  return [
    reference.title,
    reference.version != null ? `version ${reference.version}` : null,
    date ? `approved ${date}` : null,
  ]
    .filter(Boolean)
    .join(", ");
}

/** The closing line of a reply: each referenced document, numbered as the text cites it. */
export function sourcesLine(references: readonly StoredReferenceDto[]): string {
  return `Sources: ${references.map((r, i) => `[${i + 1}] ${citationLabel(r)}`).join("; ")}.`;
}

/**
 * The heading of a list of sources a model wrote at the end despite being asked not to ("Sources:"
 * on a line of its own): ours replaces it. Matched from the start of the white space before it
 * (look-behind), through its first line break, so the search stays linear (decision 034).
 */
const MODEL_SOURCES_HEADING =
  /(?<!\s)[^\S\n]*\n\s*(?:\*\*)?(?:sources?|references?|citations?)(?:\*\*)?\s*:/i;

/** The text without a model's own list of sources: cut at the line break before its heading. */
function withoutModelSources(text: string): string {
  const heading = MODEL_SOURCES_HEADING.exec(text);
  return heading ? text.slice(0, heading.index + heading[0].indexOf("\n")) : text;
}

/**
 * Turns a model's text, whole or as it streams, into a reply's text: passage citations renumbered
 * to documents, citations of passages that were not retrieved dropped. Streaming: `push` each piece
 * and send what it answers, then `end()`; the concatenation is `text()` less the Sources line.
 */
export class CitationWriter {
  private readonly passages: readonly KnowledgeHit[];
  private readonly documentNumbers = new Map<string, number>();
  private readonly cited: StoredReferenceDto[] = [];
  private readonly passagesCited: KnowledgeHit[] = [];
  private pending = "";
  private written = "";
  private started = false;

  /** `passages[i]` is the passage the prompt numbered i + 1. */
  constructor(passages: readonly KnowledgeHit[]) {
    this.passages = passages;
  }

  /** Takes the next piece of model text; answers the text that is settled and can be shown. */
  push(delta: string): string {
    const buffer = this.pending + delta;
    const cut = openTailStart(buffer);
    this.pending = buffer.slice(cut);
    return this.emit(this.rewrite(buffer.slice(0, cut)));
  }

  /** The end of the model's text: answers what was held back, without trailing space. */
  end(): string {
    const rest = this.rewrite(this.pending).trimEnd();
    this.pending = "";
    return this.emit(rest);
  }

  /** A whole text at once (push + end). */
  rewriteAll(text: string): string {
    return this.push(text) + this.end();
  }

  /** Everything shown so far. */
  get shown(): string {
    return this.written;
  }

  /** The referenced documents, in the order the text first cites them. */
  get references(): StoredReferenceDto[] {
    return [...this.cited];
  }

  /** The retrieved passages the text cites (valid citations only), in order of first citation. */
  get citedPassages(): KnowledgeHit[] {
    return [...this.passagesCited];
  }

  /**
   * The reply's text: what was shown, less any list of sources the model wrote itself, then ours
   * (when anything was cited).
   */
  text(): string {
    const body = withoutModelSources(this.written).trim();
    if (this.cited.length === 0) return body;
    return `${body}\n\n${sourcesLine(this.cited)}`;
  }

  private emit(text: string): string {
    let out = text;
    if (!this.started) {
      out = out.trimStart();
      if (out) this.started = true;
    }
    this.written += out;
    return out;
  }

  private rewrite(text: string): string {
    return text.replace(CITATION_RUN, (run) => {
      const groups = [...run.matchAll(GROUP)].map((g) => g[1]!);
      if (!groups.some((g) => CITATION_GROUP.test(g))) return run;
      const numbers: number[] = [];
      for (const group of groups) {
        if (!CITATION_GROUP.test(group)) continue;
        for (const n of numbersIn(group)) {
          const documentNumber = this.documentNumberOf(n);
          if (documentNumber !== null && !numbers.includes(documentNumber)) numbers.push(documentNumber);
        }
      }
      if (numbers.length === 0) return "";
      const space = /^\s+/.exec(run)?.[0] ?? "";
      return `${space}${numbers.map((n) => `[${n}]`).join("")}`;
    });
  }

  /** The document number of a passage number; null for a number no retrieved passage has. */
  private documentNumberOf(passageNumber: number): number | null {
    const hit = this.passages[passageNumber - 1];
    if (!Number.isInteger(passageNumber) || passageNumber < 1 || !hit) return null;
    if (!this.passagesCited.includes(hit)) this.passagesCited.push(hit);
    const key = sourceKey(hit);
    let number = this.documentNumbers.get(key);
    if (number === undefined) {
      number = this.cited.length + 1;
      this.documentNumbers.set(key, number);
      this.cited.push(referenceOf(hit));
    }
    return number;
  }
}
