// How the scripted production path (`--engine scripted`) rewords text as a language model would:
// an answer restated in its own words, and a question asked in words its passage does not hold.
// The word table is the bench's own, written from how instruction-tuned models restate policy
// text; it is deliberately not the product's policy lexicon, so a paraphrase that passes
// verification is not one the verifier was written to expect.
import { STOP_WORDS, stem, wordsOf } from "../../../worker/domain/knowledge/query-terms.ts";

/** Words a model swaps when it restates a sentence (whole words, lower case). */
const RESTATED: Record<string, string> = {
  must: "have to",
  should: "ought to",
  may: "can",
  shall: "will",
  employees: "staff",
  employee: "staff member",
  required: "needed",
  require: "need",
  requires: "needs",
  permitted: "allowed",
  allowed: "permitted",
  prior: "ahead",
  obtain: "get",
  obtained: "got",
  receive: "get",
  received: "got",
  provide: "give",
  provided: "given",
  submit: "send in",
  submitted: "sent in",
  ensure: "make sure",
  immediately: "straight away",
  promptly: "quickly",
  additional: "extra",
  purchase: "buy",
  purchases: "buys",
  commence: "start",
  commences: "starts",
  begin: "start",
  terminate: "end",
  terminated: "ended",
  assist: "help",
  inform: "tell",
  notify: "tell",
  contact: "get in touch with",
  request: "ask for",
  requested: "asked for",
  approximately: "about",
  however: "but",
  therefore: "so",
  also: "as well",
  retain: "keep",
  retained: "kept",
  utilise: "use",
  utilize: "use",
  individual: "person",
  individuals: "people",
  information: "details",
  regarding: "about",
  concerning: "about",
  entitled: "eligible",
  eligible: "entitled",
  prohibited: "not allowed",
  forbidden: "not allowed",
  applicable: "relevant",
  appropriate: "suitable",
  necessary: "needed",
  sufficient: "enough",
  numerous: "many",
  various: "different",
  frequently: "often",
  subsequently: "later",
  currently: "now",
};

/** Words used in place of a question's words, when the question is asked in other words. */
const ASKED_OTHERWISE: Record<string, string> = {
  leave: "time away",
  holiday: "vacation",
  holidays: "vacations",
  annual: "yearly",
  days: "stretches",
  day: "stretch",
  employee: "worker",
  employees: "workers",
  staff: "workers",
  manager: "boss",
  report: "flag",
  reported: "flagged",
  expenses: "costs",
  expense: "cost",
  claim: "get back",
  travel: "trips",
  company: "firm",
  personal: "private",
  information: "details",
  data: "details",
  collect: "gather",
  collected: "gathered",
  share: "pass on",
  shared: "passed on",
  use: "make use of",
  used: "made use of",
  policy: "rules",
  required: "needed",
  must: "have to",
  work: "job",
  working: "on the job",
  home: "house",
  pay: "wages",
  paid: "compensated",
  sick: "ill",
  approval: "sign-off",
  approve: "sign off",
  request: "ask for",
  long: "lengthy",
  time: "period",
  access: "reach",
  users: "visitors",
  user: "visitor",
  website: "site",
  cookies: "trackers",
  third: "outside",
  parties: "firms",
  party: "firm",
  children: "kids",
  email: "mail",
  contact: "reach",
  change: "alter",
  changes: "alterations",
  notify: "tell",
  delete: "erase",
  account: "profile",
  security: "safety",
  protect: "guard",
  records: "files",
  record: "file",
  retain: "hold on to",
  retention: "keeping",
  documents: "papers",
  document: "paper",
  bank: "lender",
  customer: "client",
  customers: "clients",
};

/** Stands in for a question word that shares a stem with the passage and has no other wording here. */
const NEUTRAL = ["matter", "thing", "item", "point", "aspect", "whatsit"];

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Swaps words by the table, keeping the case of a capitalised first letter and the rest verbatim. */
function swapWords(text: string, table: Record<string, string>, keep: (word: string) => boolean): string {
  return text.replace(/[A-Za-z][A-Za-z'-]*/g, (word) => {
    const lower = word.toLowerCase();
    const other = table[lower];
    if (!other || keep(lower)) return word;
    return word[0] === word[0]!.toUpperCase() && word !== word.toUpperCase() ? capitalise(other) : other;
  });
}

/**
 * A sentence as a model restates it: a leading condition moved after what it conditions ("If X,
 * Y." → "Y if x."), words swapped from the table, figures kept as they are.
 */
export function restate(sentence: string): string {
  let text = sentence.trim().replace(/[.!?]+$/, "");
  const condition = /^(If|When|Where|Before|After|Once|Unless|Within)\s+([^,]{3,120}),\s+(.+)$/i.exec(text);
  if (condition) {
    const [, lead, clause, main] = condition;
    text = `${capitalise(main!)} ${lead!.toLowerCase()} ${clause}`;
  }
  return `${swapWords(text, RESTATED, () => false)}.`;
}

/**
 * The question in words its answering passage does not hold: each content word the passage also
 * holds (same stem) is replaced from the table, or by a neutral word when the table has none. The
 * result shares no content word with the passage (checked by the caller).
 */
export function askOtherwise(question: string, passage: string): string {
  const held = new Set(wordsOf(passage).map(stem));
  let neutral = 0;
  return question.replace(/[A-Za-z][A-Za-z'-]*/g, (word) => {
    const lower = word.toLowerCase();
    if (STOP_WORDS.has(lower) || !held.has(stem(lower))) return word;
    const other = ASKED_OTHERWISE[lower];
    if (other && !wordsOf(other).some((w) => !STOP_WORDS.has(w) && held.has(stem(w)))) return other;
    for (let tries = 0; tries < NEUTRAL.length; tries++) {
      const stand = NEUTRAL[neutral++ % NEUTRAL.length]!;
      if (!held.has(stem(stand))) return stand;
    }
    return "";
  });
}

/** The content stems two texts share. */
export function sharedContentWords(a: string, b: string): string[] {
  const inB = new Set(
    wordsOf(b)
      .filter((w) => !STOP_WORDS.has(w))
      .map(stem),
  );
  return [
    ...new Set(
      wordsOf(a)
        .filter((w) => !STOP_WORDS.has(w))
        .map(stem),
    ),
  ].filter((s) => inB.has(s));
}
