// When the assistant declines a policy question, the section of the retrieved passages whose heading
// names what the question is about ("Marriage leave" for "How many days of marriage leave do I
// get?"): a decline then says which section it read and could not answer from, instead of implying
// the policies say nothing; and the question is plainly a workplace question, so it is filed for
// the admins. Pure.
import { HEADING_SEPARATOR } from "../knowledge/chunk-text";
import type { KnowledgeHit } from "../knowledge/knowledge-hit";
import { contentTerms, contentWords } from "../knowledge/query-terms";
import { subjectTermsOf } from "./compose-answer";

export interface ClosestSection {
  /** The heading as written (its last level). */
  heading: string;
  /** The document or entry it belongs to. */
  title: string;
}

/** A heading names the question's subject when it holds at least this share of its subject words. */
const HEADING_SHARE = 0.6;

/** The retrieved section whose own heading names most of what the question is about, or null. */
export function closestSection(question: string, hits: readonly KnowledgeHit[]): ClosestSection | null {
  const subject = subjectTermsOf(question);
  const terms = subject.length > 0 ? subject : contentTerms(question);
  if (terms.length === 0) return null;
  let best: { section: ClosestSection; share: number } | null = null;
  for (const hit of hits) {
    // Its last level, without its number ("5.4 Marriage leave" → "Marriage leave").
    const heading = (hit.heading.split(HEADING_SEPARATOR).pop() ?? "").replace(/^[\d.]+\s*/, "").trim();
    if (!heading) continue;
    const held = new Set(contentWords(heading));
    const share = terms.filter((t) => held.has(t)).length / terms.length;
    if (share >= HEADING_SHARE && (!best || share > best.share)) {
      best = { section: { heading, title: hit.title }, share };
    }
  }
  return best?.section ?? null;
}

/** Whether the passages retrieved hold every word of what the question is about (in the company's own words). */
export function holdsSubjectOf(question: string, hits: readonly KnowledgeHit[]): boolean {
  const subject = subjectTermsOf(question);
  if (subject.length === 0) return false;
  return hits.some((hit) => {
    const held = new Set(contentWords(`${hit.title} ${hit.heading} ${hit.content}`));
    return subject.every((t) => held.has(t));
  });
}
