import { sql } from "drizzle-orm";
import type { Actor } from "../access/actor";
import { requirePermission } from "../access/require-permission";
import type { DomainContext } from "../context";
import { CONFIDENCE_THRESHOLD } from "../contract";
import { HEADING_SEPARATOR } from "../knowledge/chunk-text";
import { gatherEvidence } from "./answer-question";

// The questions an empty chat suggests: made from the company's own sources — its documents in force
// and the knowledge it uploaded (a section becomes "What are the rules on equipment and expenses?",
// asked in a few ways) — and kept only when the assistant answers them well: from that source, at or
// above the confidence threshold, so a suggestion never leads to a low-confidence answer. The newest
// documents and the newest uploads are tried side by side, one question per source, and the
// questions alternate between the two kinds while both have one, so uploaded knowledge is not
// crowded out by a long library. A dozen sections in three phrasings: the chat page streams them in.

/** How many questions the empty chat shows. */
export const STARTER_QUESTIONS = 3;
/** Sources looked at, and sections tried per source: bounds the work to a dozen searches. */
const SOURCES_TRIED = 4;
const SECTIONS_PER_SOURCE = 3;

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
  /** A document in force, or an uploaded knowledge entry. */
  kind: "document" | "upload";
  /** When it came into force (an upload: when it was uploaded); newest first. */
  recency: number;
  position: number;
}

export async function suggestStarterQuestions(ctx: DomainContext, actor: Actor): Promise<string[]> {
  requirePermission(actor, "assistant.ask");
  const rows = await ctx.companyDb.all<SectionRow>(sql`
    SELECT title, heading,
      CASE WHEN document_id IS NULL THEN 'upload' ELSE 'document' END AS kind,
      max(coalesce(in_force_since, 0)) AS recency,
      min(position) AS position
    FROM knowledge_chunks
    WHERE company_id = ${actor.companyId} AND is_active = 1 AND heading <> ''
    GROUP BY kind, title, heading
    ORDER BY recency DESC, title, position
    LIMIT 400
  `);
  const bySource = new Map<string, { kind: SectionRow["kind"]; title: string; topics: string[] }>();
  for (const row of rows) {
    const topic = topicOf(row.heading);
    if (!topic) continue;
    const key = `${row.kind}:${row.title}`;
    const source = bySource.get(key) ?? { kind: row.kind, title: row.title, topics: [] };
    if (!source.topics.includes(topic)) source.topics.push(topic);
    bySource.set(key, source);
  }
  const sources = alternate([...bySource.values()], (source) => source.kind).slice(0, SOURCES_TRIED);
  const candidates = sources.flatMap((source) =>
    spread(source.topics, SECTIONS_PER_SOURCE).map((topic) => ({ ...source, topic })),
  );
  const tried = await Promise.all(
    candidates.flatMap(({ kind, title, topic }) =>
      PHRASINGS.map(async (phrase) => {
        const question = phrase(topic);
        const evidence = await gatherEvidence(ctx, actor.companyId, question);
        const fromIt = evidence.draft?.sentences.every((s) => s.passage.source.startsWith(title)) ?? false;
        return { kind, title, question, confidence: fromIt ? evidence.confidence : 0 };
      }),
    ),
  );
  // The best question of each source, best first; then documents and uploads by turns.
  const best = new Map<string, (typeof tried)[number]>();
  for (const t of tried
    .filter((t) => t.confidence >= CONFIDENCE_THRESHOLD)
    .sort((a, b) => b.confidence - a.confidence)) {
    const key = `${t.kind}:${t.title}`;
    if (!best.has(key)) best.set(key, t);
  }
  return alternate([...best.values()], (t) => t.kind)
    .slice(0, STARTER_QUESTIONS)
    .map((t) => t.question);
}

/** Each kind in its order, taken by turns (a document first) while both have some left. */
function alternate<T>(items: readonly T[], kindOf: (item: T) => "document" | "upload"): T[] {
  const documents = items.filter((item) => kindOf(item) === "document");
  const uploads = items.filter((item) => kindOf(item) === "upload");
  const out: T[] = [];
  for (let i = 0; i < Math.max(documents.length, uploads.length); i++) {
    if (i < documents.length) out.push(documents[i]!);
    if (i < uploads.length) out.push(uploads[i]!);
  }
  return out;
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
