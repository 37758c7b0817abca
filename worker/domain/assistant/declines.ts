// What the assistant says when it does not answer: short, polite, quoting no document. A policy
// question the sources do not answer is filed for the admins (and the reply says so) only when it
// sounds like a workplace question; everything else is declined with a word on what it can do.
import { ABSTENTION_SENTENCE } from "./answer-prompt";
import type { QuestionKind } from "./question-kind";

const ASK_ABOUT =
  'Ask me about your company\'s policies — for example "How many days of annual leave do I get?" or "What can I claim on a business trip?"';

/**
 * A policy question the sources do not answer, filed for the admins. It does not say a policy is
 * missing: the assistant also declines questions a policy answers in words it did not match.
 */
export const ABSTENTION_REPLY = `${ABSTENTION_SENTENCE} Please ask HR, the owner of the relevant policy or a company admin. I've passed the question on to your company's admins, so that they can make sure the policies answer it.`;

/**
 * A policy question whose words a section's heading holds, that no sentence of it answered with
 * confidence: the decline names the section read, so that the person can look, and says it was filed.
 */
export function sectionNotAnswering(section: { heading: string; title: string }): string {
  return `I couldn't find a sentence in your company's policies that answers this with confidence. The closest section I found is “${section.heading}” in ${section.title}: please check it, or ask HR, the owner of the relevant policy or a company admin. I've passed the question on to your company's admins, so that they can make sure the policies answer it.`;
}

/** A question the sources do not answer that does not sound like a workplace question. */
export const OUT_OF_SCOPE_REPLY = `${ABSTENTION_SENTENCE} I only answer from your company's policies and knowledge base, so for anything else please use another source.`;

const DECLINES: Record<Exclude<QuestionKind, "policy">, string> = {
  arithmetic: `I only answer questions about your company's policies, so I can't help with calculations. ${ASK_ABOUT}`,
  chit_chat: `I'm your company's policy assistant: I answer questions about your policies from your company's own documents, and name the documents I used. ${ASK_ABOUT}`,
  instruction:
    "I can't change how I work or share how I'm set up. I'm happy to answer questions about your company's policies.",
  unreadable: `I couldn't read that as a question in English. ${ASK_ABOUT}`,
};

export function declineFor(kind: Exclude<QuestionKind, "policy">): string {
  return DECLINES[kind];
}
