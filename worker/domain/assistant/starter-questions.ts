import { sql } from "drizzle-orm";
import type { Actor } from "../access/actor";
import { requirePermission } from "../access/require-permission";
import type { DomainContext } from "../context";
import { CONFIDENCE_THRESHOLD } from "../contract";
import { HEADING_SEPARATOR } from "../knowledge/chunk-text";
import { gatherEvidence } from "./answer-question";

// The questions an empty chat suggests: made from the company's own sources in force (a section of a
// document becomes "What are the rules on equipment and expenses?", asked in a few ways), and kept
// only when the assistant answers them well — from that document, at or above the confidence
// threshold, so a suggestion never leads to a low-confidence answer. Newest documents first, one
// question per document. A dozen sections in three phrasings: the chat page streams them in.

/** How many questions the empty chat shows. */
export const STARTER_QUESTIONS = 3;
/** Documents looked at, and sections tried per document: bounds the work to a dozen searches. */
const DOCUMENTS_TRIED = 4;
const SECTIONS_PER_DOCUMENT = 3;

/** The ways a section's topic is asked about; the one the assistant answers best is kept. */
const PHRASINGS: ReadonlyArray<(topic: string) => string> = [
  (topic) => `What is our ${topic} policy?`,
  (topic) => `What are the rules on ${topic}?`,
  (topic) => `Tell me about ${topic}.`,
];

/** Sections that introduce or close a policy rather than say what to do. */
const PREAMBLE =
  /^(?:purpose|scope|introduction|overview|background|definitions?|policy statement|objectives?|review|policy review|compliance|responsibilities|roles and responsibilities|related (?:policies|documents)|document control|version history|approval|contents|table of contents|appendix)\b/i;

interface SectionRow {
  title: string;
  heading: string;
  since: number | null;
  position: number;
}

export async function suggestStarterQuestions(ctx: DomainContext, actor: Actor): Promise<string[]> {
  requirePermission(actor, "assistant.ask");
  const rows = await ctx.db.all<SectionRow>(sql`
    SELECT title, heading, max(coalesce(in_force_since, 0)) AS since, min(position) AS position
    FROM knowledge_chunks
    WHERE company_id = ${actor.companyId} AND is_active = 1 AND heading <> ''
    GROUP BY title, heading
    ORDER BY since DESC, title, position
    LIMIT 400
  `);
  const byDocument = new Map<string, string[]>();
  for (const row of rows) {
    const topic = topicOf(row.heading);
    if (!topic) continue;
    const topics = byDocument.get(row.title) ?? [];
    if (!topics.includes(topic)) topics.push(topic);
    byDocument.set(row.title, topics);
  }
  const candidates = [...byDocument]
    .slice(0, DOCUMENTS_TRIED)
    .flatMap(([title, topics]) => spread(topics, SECTIONS_PER_DOCUMENT).map((topic) => ({ title, topic })));
  const tried = await Promise.all(
    candidates.flatMap(({ title, topic }) =>
      PHRASINGS.map(async (phrase) => {
        const question = phrase(topic);
        const evidence = await gatherEvidence(ctx, actor.companyId, question);
        const fromIt = evidence.draft?.sentences.every((s) => s.passage.source.startsWith(title)) ?? false;
        return { title, question, confidence: fromIt ? evidence.confidence : 0 };
      }),
    ),
  );
  const good = tried
    .filter((t) => t.confidence >= CONFIDENCE_THRESHOLD)
    .sort((a, b) => b.confidence - a.confidence);
  const chosen: string[] = [];
  const documents = new Set<string>();
  for (const t of good) {
    if (documents.has(t.title)) continue;
    documents.add(t.title);
    chosen.push(t.question);
    if (chosen.length === STARTER_QUESTIONS) break;
  }
  return chosen;
}

/** A section heading as the topic of a question: its last part, without numbering, in lower case. */
export function topicOf(heading: string): string | null {
  const last = heading.split(HEADING_SEPARATOR).pop() ?? "";
  const text = last
    .replace(/^(?:section\s+)?(?:\d+(?:\.\d+)*\.?|[IVX]+\.|[A-Z]\.|\(?[a-z]\))\s+(?=\S)/, "")
    .replace(/(?<![:.])[:.]+$/, "")
    .trim();
  const words = text.split(/\s+/);
  if (words.length === 0 || words.length > 6 || text.length < 4 || PREAMBLE.test(text)) return null;
  if (!/^[\p{L}]/u.test(text) || /[?!]/.test(text)) return null;
  // An all-capitals line is a document's title, not a section.
  if (text === text.toUpperCase()) return null;
  // Lower case, but keep acronyms ("IT", "VPN") and names as written.
  return words.map((w) => (w.length > 1 && w === w.toUpperCase() ? w : w.toLowerCase())).join(" ");
}

/** At most `n` items, taken across the list (first, middle, last) rather than its start. */
function spread<T>(items: readonly T[], n: number): T[] {
  if (items.length <= n) return [...items];
  return Array.from({ length: n }, (_, i) => items[Math.round((i * (items.length - 1)) / (n - 1))]!);
}
