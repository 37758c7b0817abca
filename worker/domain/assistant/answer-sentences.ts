// The sentences of retrieved passages, as an answer may quote them: split into sentences and list
// items, and cleaned of what a PDF or a template leaves in the text — page numbers and clause
// numbers in front of a sentence ("31 3.3 When a staff resigns…"), bullet glyphs, runs of spaces,
// and a heading a web page glued to the front of a sentence ("Business Partners and Other Third
// Parties From time to time we…"). A sentence with a form blank ("a ________-minute lunch") or a
// run of titles (a flattened menu or table of contents) is kept out: neither is an answer. Pure.
import { contentWords } from "../knowledge/query-terms";
import { splitSentences } from "../text/sentences";
import type { AnswerPassage } from "./answer-prompt";

export interface CandidateSentence {
  passage: AnswerPassage;
  /** Rank of the passage among those read (0 = best retrieved). */
  rank: number;
  /** Position within the passage. */
  index: number;
  /** The sentence as an answer would quote it (cleaned). */
  text: string;
  /** Stems of its content words, with those of the list items it introduces. */
  terms: Set<string>;
  /** Stems of its own content words. */
  ownTerms: Set<string>;
  /** A heading line: context, never quoted on its own. */
  heading: boolean;
  /**
   * The heading a web page or PDF glued to the front of this sentence ("Business Partners and Other
   * Third Parties From time to time we…"): split off so it is never quoted, but scored with the
   * sentence as it was (`scoredText`).
   */
  gluedHeading: string;
  /** Holds a form blank, or is too broken to quote. */
  unquotable: boolean;
  /** List items that complete it (it ends with ':'). */
  items: string[];
  /** For a list item: the line it completes. */
  parent: CandidateSentence | null;
}

/** Bullet glyphs and list markers at the start of a line (PDF symbol fonts give "", "ü", "Ø"). */
const BULLET =
  /^\s*(?:[-*•·▪▫◦●○■□➢➤►▶✓✔√→⇒»]|[üØ§](?=\s)|\(?\d{1,3}[.)](?!\d)|\(?[a-z][.)]|\(?(?:i{1,3}|iv|v|vi{1,3}|ix|x)[.)])\s+/i;
/** A clause number in front of a sentence ("3.3 ", "4.2.1. ", "12. ", "(b) "), maybe after a page number. */
const LEADING_NUMBERS =
  /^(?:(?:page\s+)?\d{1,4}(?:\s+of\s+\d{1,4})?\s+(?=(?:\d+\.)+\d*\s+\S))?(?:(?:\d+\.)+\d*|\(?[a-z]\)|\(?(?:i{1,3}|iv|v|vi{1,3}|ix|x)[.)]|[IVX]{1,4}\.)\s+(?=\S)/i;
/** Glyphs a PDF leaves inside a line. */
const STRAY_GLYPHS = /[\u2022\u25aa\u25cf\u25a0\u27a2\uf0b7\uf0a7\uf0d8\uf076]/g;
/** What the answer prompt puts where a sentence addressed to an AI assistant was (write-answer.ts). */
const LEFT_OUT = "[A sentence addressed to an AI assistant";

/**
 * A form blank: a run of underscores or dots left for someone to fill in, or a bracketed
 * placeholder ("[Insert name]", "[XX]"). The placeholder holds no bracket of either kind, so a
 * search over many unclosed "[" stays linear (decision 034).
 */
export const FORM_BLANK = /_{3,}|\.{6,}|…{2,}|\[\s*(?:insert|enter|name|date|x)[^[\]]*\]/i;
/** A line that is only a page marker ("12", "Page 3 of 50", "- 7 -"). */
const PAGE_MARKER = /^(?:page(?=\s))?[-–—\s]*\d{1,4}(?:\s*(?:of|\/)\s*\d{1,4})?[-–—\s]*$/i;

/** The text of a sentence as an answer quotes it: no leading numbers or bullets, single spaces. */
export function cleanSentence(text: string): string {
  let out = text.replace(STRAY_GLYPHS, " ").replace(/\s+/g, " ").trim();
  for (let i = 0; i < 3; i++) {
    const next = out.replace(BULLET, "").replace(LEADING_NUMBERS, "").trim();
    if (next === out) break;
    out = next;
  }
  return out;
}

/** The candidate sentences of passages (in the order given: best retrieved first). */
export function sentencesOfPassages(passages: readonly AnswerPassage[]): CandidateSentence[] {
  return passages.flatMap((passage, rank) => sentencesOf(passage, rank));
}

/** A passage's sentences: blocks by blank line, list items by line, sentences by full stop. */
export function sentencesOf(passage: AnswerPassage, rank: number): CandidateSentence[] {
  const units: { text: string; kind: "heading" | "item" | "text" }[] = [];
  for (const block of passage.content.split(/\n\s*\n/)) {
    const lines = block
      .split("\n")
      .map((line) => line.trim())
      .filter((line) => line && !PAGE_MARKER.test(line));
    let paragraph: string[] = [];
    const flush = () => {
      if (paragraph.length) units.push({ text: paragraph.join(" "), kind: "text" });
      paragraph = [];
    };
    lines.forEach((line, i) => {
      const next = lines[i + 1];
      if (isHeading(line, i === 0 && (next === undefined || /^[A-Z0-9]/.test(next)))) {
        flush();
        units.push({ text: line, kind: "heading" });
      } else if (BULLET.test(line)) {
        flush();
        units.push({ text: line.replace(BULLET, "").trim(), kind: "item" });
      } else paragraph.push(line);
    });
    flush();
  }

  const sentences: CandidateSentence[] = [];
  // List items complete the sentence before them when it introduces a list: it ends with ':' or says
  // so ("The following requirements apply."). Other bullets stand alone.
  let introduction: CandidateSentence | null = null;
  for (const unit of units) {
    // A numbered or lettered paragraph ("3. Claims must… They should…") reads as a list item, but
    // only its first sentence is the item: the rest are sentences of their own, so an answer quotes
    // one sentence, not the whole paragraph.
    const pieces: Array<{ text: string; heading?: true }> =
      unit.kind === "heading"
        ? [{ text: unit.text }]
        : splitSentences(unit.text).flatMap((piece) => withoutGluedHeading(piece));
    // A heading split off the sentence it was glued to still says what that sentence is about.
    let gluedHeading = "";
    for (const [p, { text: piece, heading }] of pieces.entries()) {
      const kind = heading ? "heading" : unit.kind === "item" && p > 0 ? "text" : unit.kind;
      const text = cleanSentence(piece);
      if (!/[\p{L}\p{N}]/u.test(text)) continue;
      const about = gluedHeading;
      gluedHeading = heading ? text : "";
      const sentence: CandidateSentence = {
        passage,
        rank,
        index: sentences.length,
        text,
        terms: new Set(contentWords(about ? `${about} ${text}` : text)),
        ownTerms: new Set(contentWords(text)),
        heading: kind === "heading",
        gluedHeading: about,
        unquotable:
          FORM_BLANK.test(text) ||
          !/\p{L}{2,}/u.test(text) ||
          text.startsWith(LEFT_OUT) ||
          readsAsContents(text),
        items: [],
        parent: null,
      };
      if (kind === "item") {
        if (introduction) {
          introduction.items.push(text);
          if (sentence.unquotable) introduction.unquotable = true;
          sentence.parent = introduction;
        }
      } else if (unit.kind !== "item") {
        introduction = kind === "text" && introducesList(text) ? sentence : null;
      }
      // (An item's later sentences leave the list open: the next item still completes its lead-in.)
      sentences.push(sentence);
    }
  }
  // A short list completes the line that introduces it, and is quoted with it: the line holds its
  // items' words. A long one is quoted item by item (each item with its lead-in line).
  for (const sentence of sentences) {
    if (sentence.items.length === 0) continue;
    if (writtenSentence(sentence).split(/\s+/).length > MAX_LIST_WORDS) {
      sentence.items = [];
      continue;
    }
    for (const item of sentences.filter((s) => s.parent === sentence)) {
      for (const term of item.ownTerms) sentence.terms.add(term);
    }
  }
  return sentences;
}

/**
 * Words that open a sentence after a heading a web page or PDF glued to it ("Law Enforcement, Legal
 * Process, and Emergency Situations In some cases, we may…"): function words and pronouns, never a
 * name, so "Travel Policy Committee Members must…" stays one sentence.
 */
const SENTENCE_OPENERS = new Set(
  (
    "in from we you our if when the this these those your any all where to for as each please it they " +
    "some most such by with on at unless although because there an a no not only upon after before " +
    "during while once"
  ).split(" "),
);
const HEADING_CONNECTORS = new Set([
  "and",
  "of",
  "the",
  "&",
  "to",
  "for",
  "or",
  "on",
  "with",
  "a",
  "an",
  "your",
  "our",
]);
// Capital words, with "&" between them; AND, OF, THE… are capital words themselves (a second way
// to read them made the pattern backtrack exponentially, decision 034).
const CAPITALS_HEADING = /^((?:[A-Z][A-Z'’&-]+[,:]?\s+(?:&\s+)*){2,})(?=[A-Z][a-z])/;
const TITLE_THEN_DASH = /^((?:\S+ ){2,12}\S+?)\s?[-–—:]\s+(?=[A-Z])/;
const TITLE_WORD = /^[A-Z][\p{L}\p{N}'’&./-]*[,:]?$/u;

/**
 * A sentence with the heading before it split off: ["Law Enforcement…Situations" (a heading), "In
 * some cases, we may…"]. The heading is at least two capitalised words (joined by "and", "of"…),
 * and the sentence opens with a capitalised function word followed by a lower-case word.
 */
function withoutGluedHeading(text: string): Array<{ text: string; heading?: true }> {
  // A heading in capitals ("INFORMATION COLLECTION AND USE General…"), then what follows it.
  const capitals = CAPITALS_HEADING.exec(text);
  if (capitals && capitals[1]!.replace(/[^A-Z]/g, "").length >= 12) {
    return [
      { text: capitals[1]!.trim().replace(/[,:;]$/, ""), heading: true },
      ...withoutGluedHeading(text.slice(capitals[0].length)),
    ];
  }
  // A title set off by a dash or colon ("How Does The Motley Fool Use Your Personal Information- The…").
  const setOff = TITLE_THEN_DASH.exec(text);
  if (setOff && setOff[1]!.split(" ").every((w) => TITLE_WORD.test(w) || HEADING_CONNECTORS.has(w))) {
    return [{ text: setOff[1]!, heading: true }, { text: text.slice(setOff[0].length) }];
  }
  const words = text.split(" ");
  let titled = 0;
  for (let i = 0; i + 1 < words.length; i++) {
    const word = words[i]!;
    if (HEADING_CONNECTORS.has(word) && i > 0) continue;
    if (!TITLE_WORD.test(word)) break;
    const next = words[i + 1]!;
    if (titled >= 2 && SENTENCE_OPENERS.has(word.toLowerCase()) && /^[a-z]/.test(next)) {
      return [
        {
          text: words
            .slice(0, i)
            .join(" ")
            .replace(/[,:;]$/, ""),
          heading: true,
        },
        { text: words.slice(i).join(" ") },
      ];
    }
    if (!SENTENCE_OPENERS.has(word.toLowerCase())) titled++;
  }
  return [{ text }];
}

/**
 * A run of titles, not a sentence: a web page's menu or a table of contents flattened into the text
 * ("Other Important Information Governing Law & Notice to Non-U.S. Users Questions About this
 * Policy"): six words or more, and next to none of them in lower case but "and", "of", "to"….
 */
function readsAsContents(text: string): boolean {
  // Figures or "Label: value" pairs are a table row or a form's fields, which can answer.
  if (/\d|\S:\s/.test(text)) return false;
  const words = text.split(/\s+/).filter((w) => /\p{L}/u.test(w));
  if (words.length < 6) return false;
  const titled = words.filter((w) => /^\p{Lu}\p{Ll}/u.test(w)).length;
  const lower = words.filter(
    (w) => /^\p{Ll}/u.test(w) && !HEADING_CONNECTORS.has(w) && !CONTENTS_SMALL_WORDS.has(w),
  ).length;
  return titled / words.length >= 0.6 && lower / words.length < 0.1;
}

const CONTENTS_SMALL_WORDS = new Set([
  "this",
  "about",
  "in",
  "at",
  "by",
  "from",
  "is",
  "are",
  "we",
  "you",
  "how",
  "what",
]);

/**
 * A line and its list are quoted together up to this many words. Set by hand with the first
 * extractive engine; not fitted, and no measurement of it is recorded.
 */
const MAX_LIST_WORDS = 70;

const LIST_CUE =
  /:$|\b(?:the following|as follows|include|includes|including|these|below|such as|one of|any of|either)\b/i;

function introducesList(text: string): boolean {
  return LIST_CUE.test(text);
}

/**
 * A heading line: "4.2 Meals" or "TRAVEL EXPENSES" anywhere; a short title-like line ("Purpose")
 * only where a heading can stand (`canBeTitle`: first line of its block, followed by a new line that
 * starts a sentence), so a line wrapped mid-sentence is not taken for one.
 */
function isHeading(line: string, canBeTitle: boolean): boolean {
  if (/[.!?:;,]["')\]]?$/.test(line)) return false;
  const words = line.split(/\s+/);
  if (words.length > 12) return false;
  if (/^\d+\.\d+(?:\.\d+)*\.?\s+[A-Z]/.test(line)) return true;
  if (/^\d+\.?\s+[A-Z]/.test(line)) return words.length <= 6;
  if (line === line.toUpperCase() && /[A-Z]{2}/.test(line)) return true;
  return canBeTitle && words.length <= 6 && /^[A-Z]/.test(line);
}

/**
 * At most this many list items are written after the sentence that introduces them. Set by hand
 * with the first extractive engine, for length; not fitted, and no measurement of it is recorded.
 */
const MAX_ITEMS = 8;

/**
 * The sentence as an answer writes it: with the list items it introduces; a list item with the line
 * that introduces it ("Records to be kept permanently: payroll registers.", "The following uses are
 * never permitted: cash withdrawals…"), since the item alone does not say what it is a case of.
 */
export function writtenSentence(sentence: CandidateSentence): string {
  if (sentence.parent) {
    const item = sentence.text.replace(/(?<![;,])[;,]+$/, "");
    const stop = /[.!?]$/.test(item) ? "" : ".";
    const lead = sentence.parent.text.replace(/(?<![.;,:])[.;,:]+$/, "");
    return `${lead}: ${item}${stop}`;
  }
  if (sentence.items.length === 0) return sentence.text;
  const items = sentence.items.slice(0, MAX_ITEMS).map((item) => item.replace(/(?<![.;,])[.;,]+$/, ""));
  const more = sentence.items.length > MAX_ITEMS ? "; …" : "";
  const lead = sentence.text.endsWith(":") ? sentence.text : `${sentence.text.replace(/[.]$/, "")}:`;
  return `${lead} ${items.join("; ")}${more}.`;
}

/** The sentence as written, with its passage's citation before the closing stop: "… per day [2]." */
export function citedSentence(sentence: CandidateSentence): string {
  const text = writtenSentence(sentence).trim();
  const marker = `[${sentence.passage.number}]`;
  const closing = /([.!?])(["')\]]?)$/.exec(text);
  if (!closing) return `${text.replace(/(?<![:;,])[:;,]+$/, "")} ${marker}.`;
  return `${text.slice(0, closing.index)}${closing[2]} ${marker}${closing[1]}`;
}

/** What a sentence is scored on: as written, with a heading glued to it in the text. */
export function scoredText(sentence: CandidateSentence): string {
  const written = writtenSentence(sentence);
  return sentence.gluedHeading ? `${sentence.gluedHeading} ${written}` : written;
}

/** The same words (sentences repeat across overlapping passages and across documents). */
export function sameWords(a: string, b: string): boolean {
  const norm = (s: string) =>
    s
      .replace(/[^\p{L}\p{N}]+/gu, " ")
      .trim()
      .toLowerCase();
  return norm(a) === norm(b);
}
