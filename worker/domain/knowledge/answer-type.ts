// What kind of answer a question asks for, and whether a sentence holds one: "how many days" wants
// a duration, "how much" an amount, "who" a person, role or team, "who pays" a party with a cost
// rule, "how often" a frequency, "when" a time or deadline. Retrieval and the answer composer both prefer text that holds the kind of
// answer the question wants, and the composer leads its answer with the value it found.
// Pure: no runtime, no data beyond the patterns below (and the stop words of query-terms.ts).

import { inOrder } from "./parts-in-order";
import { contentWords } from "./query-terms";

export type AnswerType = "duration" | "amount" | "count" | "frequency" | "time" | "person" | "payer" | "none";

const NUMBER_WORDS =
  "one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|" +
  "seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|" +
  "half|a|an|single|double";
/**
 * Where `\b\d` starts a figure and no earlier digit of its run of digits and commas does: "1,250"
 * is read from "1" only, not again from "250" (any digit of the run ends the figure at the run's end,
 * so the first one finds the same value). Tried from every digit, "1,1,1,…" was read to its end once
 * per digit (decision 034).
 */
const FIRST_DIGIT_AFTER_BOUNDARY = String.raw`(?:(?<![\w,])|(?<=(?:^|[^\d,]),+|[a-z_]\d+,+))(?=\d)`;
/** The same without the word boundary: the run's first digit. */
const FIRST_DIGIT = String.raw`(?:(?<![\d,])|(?<=(?:^|[^\d,]),+))(?=\d)`;
const NUMBER = `(?:${FIRST_DIGIT_AFTER_BOUNDARY}\\d[\\d,]*(?:\\.\\d+)?|(?:${NUMBER_WORDS})(?:[- ](?:${NUMBER_WORDS}))?)`;
const TIME_UNIT =
  "(?:calendar |working |business |consecutive |full |clear )?(?:minutes?|mins?|hours?|hrs?|days?|weeks?|months?|years?|yrs?|fortnights?|quarters?)";
const QUALIFIER =
  "(?:up to|at least|at most|no more than|no less than|not more than|not less than|not exceeding|a maximum of|a minimum of|maximum of|minimum of|max(?:imum)?|min(?:imum)?|within|more than|less than|fewer than|over|under|approximately|about|around|only|exactly)";
const PER =
  "(?:\\s+(?:per|a|an|each|every|for each)\\s+(?:calendar |working |business )?(?:day|night|week|month|year|annum|hour|person|employee|trip|mile|kilometre|kilometer|km|claim|transaction|item|event|meal|guest|occasion|year of service))?";
const CURRENCY = "(?:[$£€¥]|usd|gbp|eur|inr|rs\\.?|aud|cad|chf)";
const CURRENCY_WORD = "(?:dollars?|pounds?|euros?|rupees?|cents?|pence|p)\\b";

const DURATION = new RegExp(
  `\\b(?:${QUALIFIER}\\s+)?(?:the\\s+)?${NUMBER}(?:\\s*|-)${TIME_UNIT}\\b(?:[’']s?)?${PER}`,
  "i",
);
const AMOUNT = new RegExp(
  `(?:${QUALIFIER}\\s+)?(?:${CURRENCY}\\s?\\d[\\d,]*(?:\\.\\d+)?(?:\\s?(?:k|m|million|thousand))?|${FIRST_DIGIT}\\d[\\d,]*(?:\\.\\d+)?\\s?(?:%|percent|per cent|${CURRENCY_WORD}|${CURRENCY}\\b))${PER}`,
  "i",
);
/**
 * A count: a figure or a number word standing as a word. Only ever tested (a count is answered by
 * its sentence), so the qualifier before it and the words after it, both optional, are left out:
 * `\b\d[\d,]*(?:\.\d+)?\b` holds exactly where a whole run of digits `\b\d+\b` does.
 */
const COUNT =
  /\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|hundred)\b/i;
const FREQUENCY =
  /\b(?:annually|yearly|monthly|quarterly|weekly|fortnightly|daily|bi-?annually|semi-?annually|every (?:other |single )?(?:\d+|two|three|four|five|six|twelve|eighteen|twenty-four)?\s?(?:days?|weeks?|months?|years?|quarters?)|(?:once|twice|three times|four times) (?:a|per|every|each) (?:day|week|month|quarter|year)|each (?:year|month|quarter|week)|per (?:year|month|quarter)|at least (?:once|twice|annually|yearly|every \w+ \w+))\b/i;
const TIME =
  /\b(?:within \S+ (?:working |business |calendar )?(?:hours?|days?|weeks?|months?)|(?:before|after|by|prior to|no later than|not later than) (?:the )?(?:end|start|beginning|close|first|last|date|day|deadline|departure|travel|trip|leaving|[a-z]+ day)|(?:january|february|march|april|june|july|august|september|october|november|december)\b|(?:in|by|from|until|before|after|since) may\b|may \d{1,2}\b|\d{1,2}(?:st|nd|rd|th)? may\b|\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)|immediately|promptly|as soon as|in advance|at the (?:start|end|beginning) of|on (?:or before|the first|the last)|each (?:year|month|quarter)|annually|(?:\d+|one|two|three|four|five|six|seven|ten|fourteen|thirty|sixty|ninety) (?:working |business |calendar )?(?:days?|weeks?|months?|hours?) (?:before|after|of|from|notice|in advance))\b/i;
const PERSON =
  /\b(?:manager|line manager|supervisor|director|head of [a-z]+|hr\b|human resources|people operations|people team|payroll|finance(?: team| department)?|it (?:service desk|team|department|support|helpdesk)|service desk|help ?desk|security team|legal(?: team| department)?|compliance(?: officer| team)?|officer|committee|board|chief [a-z]+ officer|ceo|cfo|cio|ciso|controller|administrator|coordinator|representative|designated|owner|team lead(?:er)?|department head|the employee|employees|trustee|ombudsman|auditor|dpo|data protection officer|[A-Z][a-z]+ (?:Team|Department|Office|Committee|Operations|Desk))\b/i;

/**
 * Who bears a cost, said as a rule: "at the employee's own expense", "paid by the company", "the
 * responsibility of the user, including repairs", "the employee must pay for", "deducted from pay".
 * Naming a person or a team alone does not say who pays.
 */
const PAYER =
  /\b(?:at (?:the|their|his|her|your|its|our) (?:own )?(?:expense|cost)|(?:paid|payable|borne|covered|met|funded|reimbursed|refunded|charged|recharged|recovered|settled|invoiced) (?:for )?by|(?:responsibility|responsible|liable|liability|accountable) (?:of|for)|(?:(?:employees?|company|business|employer|organi[sz]ation|users?|individuals?|cardholders?|staff|departments?|teams?|owners?|travell?ers?)(?:['’]s)? (?:will |must |shall |should |may |is to |are to |has to |have to |agrees? to )?(?:pay|pays|cover|covers|bear|bears|meet|meets|fund|funds|reimburse|reimburses|refund|refunds)\b)|(?:deducted|recovered|taken) from (?:their|the employee['’]s|your|his|her) (?:pay|salary|wages|final pay)|(?:at no|without) (?:cost|charge) to|free of charge|(?:own|personal) (?:cost|expense|funds)|company (?:cost|expense))/i;

const TYPE_OF_QUESTION: Array<[AnswerType, ...Array<{ test(text: string): boolean }>]> = [
  // "Who pays for the repair?", "who is responsible for the cost", "at whose expense": a party
  // with a cost rule, not any sentence naming a person.
  [
    "payer",
    /\bwho(?:['’]s| is| are| will| would| should| must| has to| needs to| does| do| gets to| is going to| is expected to)? (?:pay|pays|paying|cover|covers|covering|bear|bears|foot|foots|fund|funds|reimburse|reimburses|refund|refunds|meet|meets|pick(?:s)? up)\b|\bwho(?:['’]s| is| are| will be| would be)? (?:responsible|liable|accountable|charged|billed|invoiced) for (?:the |any |paying |covering |my |our |their |a )?(?:costs?|bills?|charges?|fees?|expenses?|repairs?|damages?|replacements?|payments?|losses?|fines?|excess|paying|covering)\b|\bwho (?:gets|is|will be) (?:charged|billed|invoiced)\b|\bwhose (?:expense|cost|budget)\b/i,
  ],
  ["frequency", /\bhow (?:often|frequently|regularly)\b|\bhow many times\b|\bwhat (?:is the )?frequency\b/i],
  [
    "duration",
    /\bhow long\b|\bhow (?:many|much) (?:calendar |working |business |paid |unpaid |annual |sick |vacation |holiday |leave )*(?:days?|weeks?|months?|years?|hours?|minutes?|time|notice|leave|vacation|holidays?|pto|time off)\b|\b(?:notice|probation(?:ary)?|retention|trial|waiting|grace) period\b|\bfor how long\b|\bhow much (?:time|notice)\b|\bwhat is the (?:duration|length|term)\b/i,
    inOrder(
      /\b(?:sabbatical|maternity|paternity|parental|annual|sick|bereavement|compassionate) leave\b/i,
      /\b(?:how|what)\b/i,
    ),
  ],
  [
    "amount",
    /\bhow much\b|\bwhat(?:'s| is| are)? (?:the |my |our |a )?(?:[a-z-]+ ){0,3}(?:limit|maximum|minimum|amount|rate|cap|allowance|budget|threshold|ceiling|per diem|price|cost|fee|percentage|salary|pay|stipend)s?\b|\bspending limit\b|\bper (?:night|day|mile|km|kilometre)\b/i,
  ],
  ["count", /\bhow many\b|\bwhat (?:is the )?number of\b/i],
  [
    "time",
    /^\W*(?:(?:and|so|but|ok|okay)\W+)?when\b|\bby when\b|\bhow (?:soon|quickly|early|late|far in advance|far ahead|far before)\b|\bwhat (?:is the )?deadline\b|\bwithin what\b|\bwhat time\b|\bwhich (?:day|date|month)\b/i,
    inOrder(
      /\bwhen (?:do|does|should|must|will|is|are) (?:i|we|you|they|it|the|my|our)\b/i,
      /\b(?:submit|report|apply|request|send|return|paid|pay|due|notify|tell|inform|file|book|renew|complete|start|end|expire)\b/i,
    ),
  ],
  [
    "person",
    /(?:^|[.?!,;:]\s*|\b(?:and|so|but|then|know|tell me|ask)\s+)who(?:m|se)?\b|\b(?:to|from|with) whom\b|\bwhich (?:team|department|person|people|role|manager|office|committee|body)\b|\bwho(?:'s| is) responsible\b/i,
  ],
];

const CONDITION =
  /\bwhen (?:are|is|am|can|may|should|do|does|would|will)\s+(?:we|i|you|they|employees|staff|people|it)\s+(?:be\s+)?(?:allowed|permitted|able|entitled|eligible|required|expected|obliged|supposed)\b|\bwhen (?:can|may|should|must|do|does) (?:we|i|you|employees|staff)\b/i;

/** The kind of answer the question asks for ("none" when it asks for no particular kind). */
export function answerTypeOf(question: string): AnswerType {
  const q = question.trim();
  // "When am I allowed to…" asks under what conditions, not at what time.
  if (CONDITION.test(q)) return "none";
  for (const [type, ...patterns] of TYPE_OF_QUESTION) if (patterns.some((p) => p.test(q))) return type;
  return "none";
}

const VALUE_OF_TYPE: Record<Exclude<AnswerType, "none">, RegExp[]> = {
  duration: [DURATION],
  amount: [AMOUNT, DURATION],
  count: [COUNT],
  frequency: [FREQUENCY, DURATION],
  time: [TIME, DURATION],
  person: [PERSON],
  payer: [PAYER],
};

/** Whether the text holds a value of the kind the question wants (always false for "none"). */
export function holdsAnswerType(type: AnswerType, text: string): boolean {
  if (type === "none") return false;
  return VALUE_OF_TYPE[type].some((pattern) => pattern.test(text));
}

/**
 * The value of that kind in a sentence, as written ("at least four weeks", "$200 per night"), the one
 * nearest the question's words when there are several; null when none (or for "person", "payer"
 * and "none": a role is answered by the sentence, not by a word lifted out of it).
 */
export function answerValueIn(type: AnswerType, text: string, near: readonly string[] = []): string | null {
  return valueNear(type, text, near, VALUE_OF_TYPE);
}

/**
 * The value an answer may open with: only a value of the kind asked for itself (a frequency for
 * "how often", not the "five minutes" of a screen lock), and only one said within a few words of
 * what the question asks about (`about`: the question's content words) — a sentence that never
 * names the thing asked about does not get its figure put first as if it answered.
 */
export function leadValueIn(type: AnswerType, text: string, about: readonly string[]): string | null {
  const lower = text.toLowerCase();
  const anchors = about.flatMap((word) => {
    // linear-pattern: one escaped word after a word boundary.
    const at = lower.search(new RegExp(`\\b${escapeRegExp(word.toLowerCase())}`));
    return at >= 0 ? [at] : [];
  });
  if (anchors.length === 0) return null;
  const value = valueNear(type, text, about, LEAD_OF_TYPE);
  if (!value) return null;
  const at = lower.indexOf(value.toLowerCase());
  if (at < 0 || !anchors.some((a) => Math.abs(a - at) <= LEAD_DISTANCE)) return null;
  return negatedBefore(lower, at) ? limitOfNegated(value) : value;
}

/** A negation in the clause before a position ("must not work … for more than ten days"). */
function negatedBefore(lower: string, at: number): boolean {
  const before = lower.slice(Math.max(0, at - LEAD_DISTANCE), at);
  const clause = before.slice(
    Math.max(...[";", ":", "(", ")", " unless ", " except "].map((b) => before.lastIndexOf(b))) + 1,
  );
  return /\b(?:not|never|cannot|can['’]t|mustn['’]t|shouldn['’]t|won['’]t|no longer)\b/.test(clause);
}

/**
 * What a negated bound allows: "must not … more than ten days" is "up to ten days", "may not …
 * fewer than two weeks" is "at least two weeks". Leading with "More than ten days." would say the
 * opposite of the rule. A value without such a bound stays as written.
 */
function limitOfNegated(value: string): string {
  const upper = /^(?:more than|over|longer than|greater than|in excess of)\s+/i;
  const lower = /^(?:less than|fewer than|under|shorter than)\s+/i;
  if (upper.test(value)) return value.replace(upper, "up to ");
  if (lower.test(value)) return value.replace(lower, "at least ");
  return value;
}

/** How far (in characters, about fifteen words) a lead value may be from a word of the question. */
const LEAD_DISTANCE = 90;

const LEAD_OF_TYPE: Record<Exclude<AnswerType, "none">, RegExp[]> = {
  ...VALUE_OF_TYPE,
  // "How much can I spend on a hotel?" is answered by a sum, never led by "At least 10 working days".
  amount: [AMOUNT],
  frequency: [FREQUENCY],
};

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

function valueNear(
  type: AnswerType,
  text: string,
  near: readonly string[],
  patterns: Record<Exclude<AnswerType, "none">, RegExp[]>,
): string | null {
  if (type === "none" || type === "person" || type === "payer" || type === "count") return null;
  const found: Array<{ value: string; at: number }> = [];
  for (const pattern of patterns[type]) {
    // linear-pattern: a literal of LEAD_OF_TYPE or VALUE_OF_TYPE, checked where it is written.
    const global = new RegExp(pattern.source, "gi");
    for (const match of text.matchAll(global)) {
      const value = match[0].trim();
      if (/\d|[a-z]{3,}/i.test(value)) found.push({ value, at: match.index ?? 0 });
    }
    if (found.length > 0) break;
  }
  if (found.length === 0) return null;
  if (found.length === 1 || near.length === 0) return tidyValue(found[0]!.value);
  const lower = text.toLowerCase();
  const anchors = near.flatMap((word) => {
    const at = lower.indexOf(word.toLowerCase());
    return at >= 0 ? [at] : [];
  });
  if (anchors.length === 0) return tidyValue(found[0]!.value);
  const distance = (at: number) => Math.min(...anchors.map((a) => Math.abs(a - at)));
  found.sort((a, b) => distance(a.at) - distance(b.at));
  return tidyValue(found[0]!.value);
}

function tidyValue(value: string): string {
  return value
    .replace(/\s+/g, " ")
    .replace(/[’']s?$/, "")
    .trim();
}

/** Whether two values of the same kind say different things ("four weeks" / "30 days"). */
export function valuesDiffer(a: string, b: string): boolean {
  const norm = (v: string) =>
    v
      .toLowerCase()
      .replace(/[^a-z0-9.%$£€]+/g, " ")
      .trim();
  return norm(a) !== norm(b);
}

/** Who a sentence names as acting ("the fleet administrator", "People Operations"), not the employee asking. */
export function rolesIn(text: string): Set<string> {
  const roles = new Set<string>();
  for (const match of text.matchAll(new RegExp(PERSON.source, "gi"))) {
    const role = match[0]
      .toLowerCase()
      .replace(/^(?:line|department) manager$/, "manager")
      .replace(/^human resources$/, "hr");
    if (role === "the employee" || role === "employees" || role === "designated" || role === "owner")
      continue;
    roles.add(role);
  }
  return roles;
}

/**
 * What a time limit counts from, as its content words (stems): "within 30 days of the end of the
 * trip" → "end trip"; null when the value is not followed by "of", "after", "from" or "following".
 * "Date" says nothing of which date.
 */
function anchorOf(value: string, text: string): Set<string> | null {
  const at = text.toLowerCase().indexOf(value.toLowerCase());
  if (at < 0) return null;
  const anchor = /^\s+(?:of|after|from|following)\s+((?:[\w'’-]+\s*){1,5})/i.exec(
    text.slice(at + value.length),
  );
  if (!anchor) return null;
  const words = contentWords(anchor[1]!).filter((w) => w !== "date");
  return words.length > 0 ? new Set(words) : null;
}

/**
 * Whether two sentences that answer the same question of this kind say different things: different
 * values ("30 days" / "60 days"), the same value counted from different events ("30 days of the end
 * of the trip" / "30 days of the expense being incurred"), or, for "who", no person or team in common.
 * False whenever either sentence gives no answer of the kind.
 */
export function answersDiffer(type: AnswerType, a: string, b: string, near: readonly string[] = []): boolean {
  if (type === "person") {
    const left = rolesIn(a);
    const right = rolesIn(b);
    return left.size > 0 && right.size > 0 && ![...left].some((role) => right.has(role));
  }
  const left = answerValueIn(type, a, near);
  const right = answerValueIn(type, b, near);
  if (!left || !right) return false;
  if (valuesDiffer(left, right)) return true;
  const from = anchorOf(left, a);
  const to = anchorOf(right, b);
  return from !== null && to !== null && ![...from].some((w) => to.has(w));
}
