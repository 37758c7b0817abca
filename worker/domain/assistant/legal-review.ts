/**
 * Whether a question, or the answer given to it, touches a matter where policy text is not enough and
 * the legal team should look: the 'Legal Review Recommended' badge. Word-boundary aware, so
 * "terminal", "firewall" or "courtesy" do not count; each topic is a set of patterns over lower-case
 * text.
 */

export type LegalTopic =
  | "termination"
  | "discrimination"
  | "harassment"
  | "litigation"
  | "immigration"
  | "data breach"
  | "whistleblowing"
  | "disciplinary"
  | "grievance"
  | "retaliation"
  | "redundancy";

const TOPICS: ReadonlyArray<readonly [LegalTopic, readonly RegExp[]]> = [
  [
    "termination",
    [
      /\bterminat(?:e|ed|es|ing|ion|ions)\b/,
      /\bdismiss(?:al|als|ed|ing)?\b/,
      /\b(?:get|gets|got|getting|be|being|been|was|were|is|am|are)\s+(?:\w+\s+)?fired\b/,
      /\bfir(?:e|es|ing)\s+(?:an?\s+|the\s+|my\s+|our\s+|this\s+|that\s+)?(?:employee|employees|staff|worker|workers|someone|somebody|him|her|them|me|people|contractor)\b/,
      /\bwrongful(?:ly)?\b/,
      /\b(?:be|been|being|was|were|get|got|is|are)\s+let go\b/,
      /\b(?:sacked|sacking)\b/,
      /\bsettlement agreements?\b/,
    ],
  ],
  [
    "discrimination",
    [
      /\bdiscriminat(?:e|ed|es|ing|ion|ory)\b/,
      /\bequal pay\b/,
      /\bprotected characteristics?\b/,
      /\b(?:racis[mt]|sexis[mt]|ageis[mt])\b/,
    ],
  ],
  [
    "harassment",
    [
      /\bharass(?:ed|es|ing|ment|ments)?\b/,
      /\bbull(?:y|ied|ies|ying)\b/,
      /\bsexual (?:misconduct|advances?|assault)\b/,
      /\bvictimi[sz](?:e|ed|es|ing|ation)\b/,
      /\bhostile (?:work )?environment\b/,
    ],
  ],
  [
    "litigation",
    [
      /\blitigat(?:e|ed|ion|ing)\b/,
      /\blaw ?suits?\b/,
      /\b(?:sue|sues)\s+(?:the|my|our|us|them|him|her|me|you|a|an|their|his|its|for|over)\b/,
      /\b(?:sued|suing)\b/,
      /\blegal (?:action|proceedings?|claims?|advice|dispute)\b/,
      /\bemployment tribunal\b/,
      /\btribunals?\b/,
      /\bcourt (?:case|claim|order|action|proceedings?)\b/,
      /\b(?:in|to|into) court\b/,
      /\b(?:lawyer|lawyers|attorney|attorneys|solicitor|solicitors)\b/,
      /\b(?:subpoena|subpoenas|injunction|injunctions)\b/,
    ],
  ],
  [
    "immigration",
    [
      /\bimmigra(?:tion|nt|nts)\b/,
      // Not the payment card ("can I pay with my Visa card?").
      /\bvisas?\b(?!\s+(?:card|cards|debit|credit|payments?))/,
      /\bwork permits?\b/,
      /\bright to work\b/,
      /\bgreen cards?\b/,
      /\b(?:sponsorship|sponsor) (?:licen[cs]e|certificate|for (?:a |my |the )?visa)\b/,
      /\bdeport(?:ed|ation)?\b/,
    ],
  ],
  [
    "data breach",
    [
      /\b(?:data|security|privacy|personal data|information) (?:breach|breaches|leak|leaks)\b/,
      /\bbreach(?:es)? of (?:personal |customer |employee )?data\b/,
      /\b(?:data|records) (?:was|were|got|have been|has been) (?:leaked|stolen|exposed)\b/,
      /\bgdpr\b/,
    ],
  ],
  [
    "whistleblowing",
    [
      /\bwhistle[- ]?blow(?:er|ers|ing|s)?\b/,
      /\bprotected disclosures?\b/,
      /\breport(?:ing)? (?:fraud|wrongdoing)\b/,
    ],
  ],
  ["disciplinary", [/\bdisciplin(?:ary|ed|ing)\b/, /\bgross misconduct\b/, /\bwritten warnings?\b/]],
  ["grievance", [/\bgrievances?\b/, /\bformal complaints?\b/]],
  ["retaliation", [/\bretaliat(?:e|ed|es|ing|ion|ory)\b/, /\breprisals?\b/]],
  ["redundancy", [/\bredundan(?:cy|cies|t)\b/, /\blay ?offs?\b/, /\blaid off\b/]],
];

/**
 * The stock sentence of nearly every policy ("a breach may lead to disciplinary action, up to and
 * including termination"): in an answer it says nothing about the question, so it is not counted.
 */
const BOILERPLATE =
  /\b(?:may|might|will|shall|can|could)\s+(?:\w+\s+)?(?:result|lead|give rise)\s+(?:in|to)\s+disciplinary action(?:,?\s+up to and including\s+(?:termination|dismissal)(?:\s+of employment)?)?/g;

/** The legal topics a text touches, in the order listed above, without repeats. */
export function legalTopicsOf(text: string): LegalTopic[] {
  const lower = text.toLowerCase().replace(/[’']/g, "'");
  return TOPICS.filter(([, patterns]) => patterns.some((pattern) => pattern.test(lower))).map(
    ([topic]) => topic,
  );
}

/**
 * The 'Legal Review Recommended' verdict over a question and the answer given to it. The answer's
 * stock disciplinary sentence is ignored; anything else a topic names counts, in either text.
 */
export function needsLegalReview(question: string, answer = ""): boolean {
  if (legalTopicsOf(question).length > 0) return true;
  return legalTopicsOf(answer.toLowerCase().replace(BOILERPLATE, "")).length > 0;
}
