// The words of a question or a passage as retrieval compares them: lower-cased letters and digits,
// general English stop words and question words removed, reduced to their Porter stem (the same
// stemmer the full-text index uses, `porter unicode61`), so "collects", "collected" and "collection"
// meet. Pure: shared by search, confidence and the grouping of unanswered questions.
import { PHRASE_PARAPHRASES, SYNONYM_GROUPS } from "./policy-lexicon";

/** General English function words and question words: they carry no topic. */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    "a about above after again against all also am an and any are as at be because been before being below " +
    "between both but by can could did do does doing done down during each either else etc even ever every " +
    "few for from further get gets getting got had has have having he her here hers herself him himself his " +
    "how however i if in into is it its itself just let like may me might more most much must my myself no " +
    "nor not now of off on once one only or other others otherwise our ours ourselves out over own per " +
    "please same shall she should so some such than that the their theirs them themselves then there " +
    "these they this those though through thus to too under until up upon us very via was we were what " +
    "whatever when whenever where whereas whether which while who whom whose why will with within without " +
    "would yes yet you your yours yourself yourselves s t d ll m re ve tell know want wants need needs " +
    "anyone anybody someone something anything thing things way ways"
  ).split(" "),
);

/** Lower-cased runs of letters and digits, in order ("Don't" → "don", "t"). */
export function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** The stemmed content words of a text, in order, duplicates kept. */
export function contentWords(text: string): string[] {
  const out: string[] = [];
  for (const word of wordsOf(text)) {
    if (STOP_WORDS.has(word)) continue;
    out.push(stem(word));
  }
  return out;
}

/**
 * The distinct stemmed content words of a text, in order of first appearance. When every word is a
 * stop word, the distinct stems of all words (so "Who are we?" still means something).
 */
export function contentTerms(text: string): string[] {
  const terms = unique(contentWords(text));
  if (terms.length > 0) return terms;
  return unique(wordsOf(text).map(stem));
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}

// ── Porter stemmer (M. F. Porter, 1980), as SQLite FTS5's `porter` tokenizer applies it ──

const STEP2: Record<string, string> = {
  ational: "ate",
  tional: "tion",
  enci: "ence",
  anci: "ance",
  izer: "ize",
  bli: "ble",
  alli: "al",
  entli: "ent",
  eli: "e",
  ousli: "ous",
  ization: "ize",
  ation: "ate",
  ator: "ate",
  alism: "al",
  iveness: "ive",
  fulness: "ful",
  ousness: "ous",
  aliti: "al",
  iviti: "ive",
  biliti: "ble",
  logi: "log",
};
const STEP3: Record<string, string> = {
  icate: "ic",
  ative: "",
  alize: "al",
  iciti: "ic",
  ical: "ic",
  ful: "",
  ness: "",
};

const c = "[^aeiou]";
const v = "[aeiouy]";
const C = `${c}[^aeiouy]*`;
const V = `${v}[aeiou]*`;
const M_GT_0 = new RegExp(`^(${C})?${V}${C}`);
const M_EQ_1 = new RegExp(`^(${C})?${V}${C}(${V})?$`);
const M_GT_1 = new RegExp(`^(${C})?${V}${C}${V}${C}`);
const HAS_VOWEL = new RegExp(`^(${C})?${v}`);
const CVC = new RegExp(`^${C}${v}[^aeiouwxy]$`);
const STEP2_RE =
  /^(.+?)(ational|tional|enci|anci|izer|bli|alli|entli|eli|ousli|ization|ation|ator|alism|iveness|fulness|ousness|aliti|iviti|biliti|logi)$/;
const STEP3_RE = /^(.+?)(icate|ative|alize|iciti|ical|ful|ness)$/;
const STEP4_RE = /^(.+?)(al|ance|ence|er|ic|able|ible|ant|ement|ment|ent|ou|ism|ate|iti|ous|ive|ize)$/;

const stemCache = new Map<string, string>();

/**
 * The stem of one lower-case word as search, rerank and the answer compare words: its Porter stem,
 * with two families Porter splits brought together — "classified" (classifi) and "classification"
 * (classif), and a British "-ise" word and its American "-ize" spelling ("authorised" / "authorized").
 * The full-text index stems with plain Porter, so a question's word is also asked of the index in
 * its other forms (`stemVariants`): retrieval and rerank match the same words. Words under 3
 * letters and numbers are kept as they are.
 */
export function stem(word: string): string {
  if (word.length < 3 || !/^[a-z]+$/.test(word)) return word;
  const cached = stemCache.get(word);
  if (cached !== undefined) return cached;
  const result = conflate(porter(americanSpelling(word) ?? word));
  if (stemCache.size > 20_000) stemCache.clear();
  stemCache.set(word, result);
  return result;
}

/** The plain Porter stem, as the full-text index (`porter unicode61`) reduces a word. */
export function porterStem(word: string): string {
  if (word.length < 3 || !/^[a-z]+$/.test(word)) return word;
  return porter(word);
}

/** "classifi" (classify, classified) and "classif" (classification) are one stem: "classif". */
function conflate(porterStem: string): string {
  return porterStem.endsWith("ifi") ? porterStem.slice(0, -1) : porterStem;
}

const ISE = /^([a-z]{4,})is(e|ed|es|ing|ation|ations|ational|er|ers)$/;
const IZE = /^([a-z]{4,})iz(e|ed|es|ing|ation|ations|ational|er|ers)$/;
/**
 * Words ending in "-ise" that have no "-ize" spelling (the part before "is"); words whose part
 * before "is" ends in a vowel or "w" (praise, noise, cruise, otherwise) have none either.
 */
const NOT_ISE = new Set(
  (
    "advert chast circumc compr comprom conc desp disgu enterpr exerc expert franch improv merchand parad " +
    "prec prem prom repr appr superv surm surpr telev treat chem mort"
  ).split(" "),
);

/** The American spelling of a British "-ise" word ("authorised" → "authorized"); null for others. */
function americanSpelling(word: string): string | null {
  const m = ISE.exec(word);
  if (!m || NOT_ISE.has(m[1]!) || /[aeiouw]$/.test(m[1]!)) return null;
  return `${m[1]}iz${m[2]}`;
}

/**
 * The other written forms of a word that mean what it means but that plain Porter (the full-text
 * index's stemmer) reduces to another stem: "classified" → ["classification"], "classification" →
 * ["classify"], "authorised" → ["authorized"], "authorized" → ["authorised"]. Each form given stems,
 * by `stem`, to the word's own stem; [] when there is none.
 */
export function stemVariants(word: string): string[] {
  if (word.length < 3 || !/^[a-z]+$/.test(word)) return [];
  const own = stem(word);
  const forms: string[] = [];
  const raw = porter(word);
  if (raw.endsWith("ifi")) forms.push(`${raw.slice(0, -3)}ification`);
  else if (raw.endsWith("if")) forms.push(`${raw.slice(0, -2)}ify`);
  const american = americanSpelling(word);
  if (american) forms.push(american);
  const ize = IZE.exec(word);
  if (ize) forms.push(`${ize[1]}is${ize[2]}`);
  return forms.filter((f) => f !== word && stem(f) === own && porter(f) !== raw);
}

function porter(input: string): string {
  let w = input;
  const startsWithY = w[0] === "y";
  if (startsWithY) w = `Y${w.slice(1)}`;

  // Step 1a
  const plural = /^(.+?)(ss|i)es$/.exec(w) ?? /^(.+?)([^s])s$/.exec(w);
  if (plural) w = plural[1]! + plural[2]!;

  // Step 1b
  const eed = /^(.+?)eed$/.exec(w);
  const edIng = eed ? null : /^(.+?)(ed|ing)$/.exec(w);
  if (eed) {
    if (M_GT_0.test(eed[1]!)) w = w.slice(0, -1);
  } else if (edIng && HAS_VOWEL.test(edIng[1]!)) {
    w = edIng[1]!;
    if (/(at|bl|iz)$/.test(w)) w += "e";
    else if (/([^aeiouylsz])\1$/.test(w)) w = w.slice(0, -1);
    else if (CVC.test(w)) w += "e";
  }

  // Step 1c
  const y = /^(.+?)y$/.exec(w);
  if (y && HAS_VOWEL.test(y[1]!)) w = `${y[1]}i`;

  // Step 2
  const step2 = STEP2_RE.exec(w);
  if (step2 && M_GT_0.test(step2[1]!)) w = step2[1]! + STEP2[step2[2]!]!;

  // Step 3
  const step3 = STEP3_RE.exec(w);
  if (step3 && M_GT_0.test(step3[1]!)) w = step3[1]! + STEP3[step3[2]!]!;

  // Step 4
  const step4 = STEP4_RE.exec(w);
  const ion = step4 ? null : /^(.+?)(s|t)(ion)$/.exec(w);
  if (step4) {
    if (M_GT_1.test(step4[1]!)) w = step4[1]!;
  } else if (ion && M_GT_1.test(ion[1]! + ion[2]!)) {
    w = ion[1]! + ion[2]!;
  }

  // Step 5
  const e = /^(.+?)e$/.exec(w);
  if (e) {
    const base = e[1]!;
    if (M_GT_1.test(base) || (M_EQ_1.test(base) && !CVC.test(base))) w = base;
  }
  if (/ll$/.test(w) && M_GT_1.test(w)) w = w.slice(0, -1);

  if (startsWithY) w = `y${w.slice(1)}`;
  return w;
}

// ── Paraphrases (policy-lexicon.ts) ──

const SYNONYMS: ReadonlyMap<string, readonly string[]> = (() => {
  const map = new Map<string, string[]>();
  for (const group of SYNONYM_GROUPS) {
    for (const word of group) {
      const key = stem(word);
      const others = map.get(key) ?? [];
      for (const other of group) if (stem(other) !== key && !others.includes(other)) others.push(other);
      map.set(key, others);
    }
  }
  return map;
})();

/** Words that mean what the (stemmed) term means, as written (for a full-text query); [] when none. */
export function synonymsOf(term: string): readonly string[] {
  return SYNONYMS.get(term) ?? [];
}

/**
 * The paraphrases of a question's terms: each term's synonyms, and the words a phrase of the
 * question means ("passed away" → bereavement, death), keyed by the stem of the question word.
 */
export function questionSynonyms(question: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const term of contentTerms(question)) out.set(term, [...synonymsOf(term)]);
  for (const { phrase, means } of PHRASE_PARAPHRASES) {
    const match = phrase.exec(question);
    const key = match ? contentTerms(match[0]).find((t) => !STOP_WORDS.has(t)) : undefined;
    if (!key) continue;
    const list = out.get(key) ?? [];
    for (const m of means) if (!list.includes(m) && stem(m) !== key) list.push(m);
    out.set(key, list);
  }
  return out;
}
