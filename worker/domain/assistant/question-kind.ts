// What a message to the assistant is, before any search: a question about the company's policies,
// or something the assistant should decline without quoting a document — arithmetic, small talk,
// instructions aimed at the assistant itself, or text it cannot read (no words, another language).
// Only a policy question that found nothing is filed for the admins as an unanswered question, and
// only when it sounds like a workplace question (`soundsLikeWorkplace`), so "What is 17 times 23?"
// or "How long do tortoises live?" never reach their list. Pure; patterns only.
import { STOP_WORDS, stem, wordsOf } from "../knowledge/query-terms";

export type QuestionKind = "policy" | "arithmetic" | "chit_chat" | "instruction" | "unreadable";

/** Instructions aimed at the assistant rather than questions about policies. */
const INSTRUCTION = [
  /\b(?:ignore|disregard|forget|override|bypass|skip)\b[^.?!]{0,40}\b(?:instructions?|prompts?|rules|directives?|guidelines|policies|everything|above|previous|prior|context|documents?|restrictions?)\b/i,
  /\b(?:system|hidden|initial|original|secret|developer)\s+(?:prompt|instructions?|message|rules|configuration)\b/i,
  /\b(?:your|the)\s+(?:instructions|prompt|configuration|api keys?|rules)\b.*\b(?:show|print|reveal|output|repeat|tell|give|list|translate|what)\b|\b(?:show|print|reveal|output|repeat|tell|give|list|translate)\b.*\b(?:your|the)\s+(?:instructions|prompt|configuration|api keys?)\b/i,
  /\b(?:you are now|from now on,? (?:you|reply|answer|respond)|pretend (?:to be|you are|you're)|act as (?:an?|my|the)|role-?play|jailbreak|developer mode|\bDAN\b|do anything now)\b/i,
  /\b(?:repeat|print|output|reveal)\b.{0,30}\b(?:text|passages|words|everything)\b.{0,20}\b(?:above|verbatim|given|you (?:were|have been) given)\b/i,
  /^\s*(?:#{2,}|\[?system\]?\s*:|<\/?\s*(?:system|question|evidence|passages?)\b)/i,
  /<\/?\s*(?:question|evidence|passages?|system)\s*>/i,
  /\bi have been pwned\b|\bprompt injection\b/i,
  // Chat-template tokens and bracketed "override" tags that try to pass for the system's own text.
  /<\|[a-z_]+\|>|\[\s*(?:system|admin|administrator|developer|root|sudo)(?:\s+(?:override|mode|message|prompt))?\s*\]|\boverride\s*\]|^\s*(?:system|assistant|admin)\s*:/im,
  // Telling it what to be, or to make up or confirm what the policies say.
  /\b(?:imagine|pretend|suppose) (?:that )?you(?:'re| are)\b|\byou(?:'re| are) (?:now |actually )?(?:my|the|a|an) (?:hr|manager|boss|ceo|cfo|director|admin|administrator|lawyer|developer|unrestricted|unfiltered)\b/i,
  /\b(?:make up|invent|fabricate|write|draft|create)\b.{0,30}\b(?:a |an |the )?(?:new |fake |fictional )?(?:policy|policies|rule|rules)\b.{0,30}\b(?:that|which|saying|where|so)\b/i,
  /\b(?:say|state|confirm|tell (?:me|everyone|them)|answer|reply|respond)\b.{0,20}\b(?:that )?(?:the |our |my )?(?:policy|policies|handbook|rules?)\b.{0,20}\b(?:says?|allows?|permits?|gives?|lets?|grants?)\b/i,
  /\b(?:approve|authori[sz]e|grant|sign off)\b.{0,20}\b(?:my|this|the|our)\b.{0,20}\b(?:raise|leave|request|expenses?|claim|bonus|promotion|holiday|access)\b.{0,30}\b(?:for me|now|please|yourself|as (?:hr|my manager|the manager))\b/i,
  /\b(?:no|without) (?:restrictions?|filters?|limits|rules|guardrails|censorship)\b.{0,40}\b(?:answer|respond|reply|tell|act|assistant|mode|ai)\b|\b(?:unrestricted|unfiltered|uncensored) (?:mode|assistant|ai|version)\b/i,
  /\b(?:dump|list|print|export|output|show)\b.{0,20}\b(?:all|every|the (?:whole|entire))\b.{0,20}\b(?:documents?|database|passages|files|records|secrets?|keys?|tokens?|passwords?)\b.{0,30}\b(?:you (?:have|can see|know)|in (?:the|your) (?:database|index|memory|context))\b/i,
];

/** Arithmetic and conversions: numbers with operators, or "what is N times M". */
const ARITHMETIC = [
  /\d\s*(?:[-+*/x×÷^=]|\*\*)\s*[\d(]/i,
  /\b\d[\d,.]*\s+(?:times|plus|minus|multiplied by|divided by|over|to the power of|squared|cubed)\b/i,
  /\b(?:square root|cube root|factorial|squared|cubed|sum of|average of|product of|percentage of|percent of|% of)\b.*\d|\d.*\b(?:squared|cubed)\b/i,
  /\b(?:calculate|compute|solve|add up|round|convert)\b.*\d/i,
  /\bsolve for [a-z]\b/i,
  /\bhow many (?:are|is) (?:left|remaining)\b/i,
  /\badd\b.*\d.*\band\b.*\d/i,
];

/** Unit conversions, whatever words they hold ("How many minutes are in 3.5 hours?"). */
const CONVERSION =
  /\bhow many (?:seconds|minutes|hours|days|weeks|months|years|metres|meters|feet|inches|miles|km|kilometres|grams|kilos|pounds|ounces) (?:are )?(?:there )?in (?:a |an |one |\d)|\bconvert\b.*\d.*\b(?:to|into)\b/i;

/** Greetings, thanks, questions about the assistant itself, and requests for entertainment. */
const CHIT_CHAT = [
  /^\s*(?:hi|hello|hey|hiya|yo|howdy|greetings|good (?:morning|afternoon|evening|night|day)|thanks?|thank you|thx|cheers|bye|goodbye|see you|ok(?:ay)?|cool|great|nice|lol|haha|hmm+|yes|no|sure)\b[\s!.,?]*(?:there|so much|a lot|again|everyone|all|you|team|[a-z]+bot)?[\s!.,?]*(?:how are you(?: today| doing)?|that(?:'s| was| is) (?:helpful|great|useful|perfect|brilliant|clear))?[\s!.,?]*$/i,
  /\bhow are you\b|\bwho (?:are|made|built|created) you\b|\bwhat(?:'s| is) your name\b|\bare you (?:a |an )?(?:robot|bot|human|ai|real|smart|smarter|alive|sentient)\b|\bhow old are you\b|\bwhat can you do\b|\bdo you like\b/i,
  /\b(?:tell|give) me (?:a |another )?(?:joke|story|riddle|fun fact|something (?:interesting|funny))\b/i,
  /\b(?:write|compose|make up|sing)\b.{0,30}\b(?:poem|haiku|limerick|song|story|rap|sonnet|joke)\b/i,
  /\b(?:meaning of life|i(?:'m| am) bored|let'?s chat|chat with me|recommend (?:a|me a) (?:good )?(?:film|movie|book|series|song|restaurant))\b/i,
  /\bweather\b.*\b(?:today|tomorrow|like|forecast)\b|\b(?:today|tomorrow)'?s? weather\b/i,
];

/**
 * Words of workplace policies: a question holding one of these is a workplace question even if no
 * policy answers it…
 */
const WORKPLACE_WORDS = words(
  "policy policies procedure handbook employer employee employees staff colleague colleagues coworker manager managers " +
    "supervisor boss hr payroll salary salaries payslip wage wages bonus bonuses overtime pension pensions retirement " +
    "benefit benefits insurance dental sick sickness absence absent leave vacation vacations holiday holidays pto " +
    "sabbatical maternity paternity parental adoption bereavement compassionate jury unpaid allowance allowances " +
    "entitlement entitled accrual probation resign resignation termination dismissal dismissed fired redundancy severance " +
    "contract hiring recruitment onboarding offboarding interview referral promotion appraisal grievance complaint " +
    "harassment bullying discrimination disciplinary misconduct whistleblowing whistleblower ethics conduct gift gifts " +
    "hospitality bribery bribe corruption expense expenses expensed reimburse reimbursed reimbursement diem mileage travel " +
    "trip trips flight flights hotel visa passport conference supplier suppliers vendor purchase purchasing procurement " +
    "invoice invoices approval approve approved approver authorise authorize delegation corporate laptop laptops " +
    "password passwords mfa vpn byod gdpr confidential confidentiality phishing malware remote hybrid wfh commute " +
    "timesheet timesheets uniform safety accident injury evacuation ppe hazard wellbeing counselling eap diversity " +
    "inclusion disability pregnancy childcare moonlighting freelance compliance audit workplace office offices coworkers " +
    "privacy payday workday weekday shift shifts intern interns internship apprentice contractor contractors fraud " +
    "donation donations dpia gdpr whistleblow leaver leavers",
);
/** …and these count only two together ("break" alone may be tennis; "lunch break" is work). */
const WEAK_WORKPLACE_WORDS = words(
  "company team department rule rules guideline pay paid hours working work job role career training course learning " +
    "review feedback performance claim claims receipt receipts budget card cards credit spend spending limit limits " +
    "computer device devices phone phones mobile equipment software hardware email emails account accounts access " +
    "security secure data personal information records record retention delete deletion backup incident breach home " +
    "desk schedule lunch break breaks dress code smoking alcohol drugs fire emergency risk stress mental notice report " +
    "reporting client clients customer customers book booking taxi rail train car vehicle fuel parking abroad " +
    "international approval sign authority post posting social media press public statement brand environment " +
    "sustainability recycling continuity disaster outage crisis legal law regulation penalty warning relocation transfer " +
    "volunteer charity consult notice temporary classification backups payment payments signature signatures " +
    "plan scheme political donate proof photos attachment",
);

function words(list: string): ReadonlySet<string> {
  return new Set(list.split(" ").map((w) => stem(w)));
}

/** Words that ask what one may or must do at work ("Am I allowed…", "Do I need approval…"). */
const WORKPLACE_FRAMING =
  /\b(?:am i (?:allowed|entitled|eligible|permitted|required|supposed)|are we (?:allowed|entitled|eligible|permitted|required)|can i (?:claim|expense|take|bring|use|work|get|request|book)|do i (?:need|have) (?:to|approval|permission)|who (?:approves|signs off|do i (?:ask|contact|tell|report|notify))|what happens if i|is it (?:ok|okay|allowed|permitted) (?:to|if)|our (?:company|organisation|organization|firm)|at work\b|my (?:manager|boss|team|contract|salary|job|role|department|colleague))\b/i;

/** Whether a text is an instruction aimed at an AI assistant (in a question, or hidden in a document). */
export function isInstructionToAssistant(text: string): boolean {
  const normalised = text.normalize("NFKC");
  return INSTRUCTION.some((p) => p.test(normalised));
}

/** What the message is; anything not declined by a pattern is a policy question. */
export function questionKindOf(message: string): QuestionKind {
  const text = message.normalize("NFKC");
  if (isInstructionToAssistant(text)) return "instruction";
  if (!readable(text)) return "unreadable";
  if (CONVERSION.test(text)) return "arithmetic";
  if (ARITHMETIC.some((p) => p.test(text)) && !hasWorkplaceWord(text)) return "arithmetic";
  if (CHIT_CHAT.some((p) => p.test(text)) && !hasWorkplaceWord(text)) return "chit_chat";
  return "policy";
}

/**
 * Whether a message asks for a calculation or a conversion ("If my salary is 42,000 and I get a 3 %
 * raise, what will I earn?"), workplace words or not. Such a message may still be answered from a
 * policy, but one that found nothing is not a missing policy: it is never filed for the admins.
 */
export function asksForArithmetic(message: string): boolean {
  const text = message.normalize("NFKC");
  return CONVERSION.test(text) || CALCULATION.some((p) => p.test(text));
}

/**
 * A calculation asked for, even among workplace words: an operator between numbers, "calculate" or
 * "work out" with a number, or a sum put in words about pay or time ("at 45p a mile, how much is
 * that", "a 3 % raise, what will I earn"). Narrower than ARITHMETIC, whose "1.5 times" and "% of"
 * also occur in questions about a policy ("Is overtime paid at 1.5 times the hourly rate?").
 */
const CALCULATION = [
  // Not a bare slash: "24/7" and "12/05" are not sums.
  /\d\s*(?:[+*×÷^=]|\*\*)\s*[\d(]|\d\s+[x/]\s+\d/i,
  /\b(?:calculate|compute|work out|add up|tot(?:al|t)? up)\b.*\d/i,
  /\d[\d,.]*\s*(?:%|percent\b|per cent\b).*\b(?:what|how much)\b.*\b(?:earn|get|be|total|come to|is that|left)\b/i,
  /^(?=.*\d).*(?:\bhow much (?:is|would) that(?: be| come to)?\b|\bwhat(?:'s| is| would be) the total\b|\bhow many [a-z ]{1,30}(?:is that|in total)\b)/i,
];

/**
 * Whether a question sounds like a workplace question (it holds a workplace word, or asks what one
 * may or must do at work): a policy question that found nothing is a missing policy only then.
 */
export function soundsLikeWorkplace(question: string): boolean {
  return hasWorkplaceWord(question) || WORKPLACE_FRAMING.test(question);
}

/**
 * Whether a message asks something (a question mark, a question word or an auxiliary first, "tell me
 * about…"), rather than tells the assistant to do something: only a question can be an unanswered
 * question for the admins.
 */
export function asksSomething(message: string): boolean {
  return ASKS.test(message.trim());
}

const ASKS =
  /\?\s*$|^(?:(?:and|so|but|ok|okay|hi|hello|hey|please)[,\s]+)?(?:what|what's|whats|when|where|who|whom|whose|which|why|how|can|could|may|might|must|shall|should|will|would|do|does|did|is|are|am|was|were|have|has|had|any|tell me|i need to know|i'd like to know|i want to know|explain)\b/i;

function hasWorkplaceWord(text: string): boolean {
  const stems = new Set(
    wordsOf(text)
      .filter((w) => !STOP_WORDS.has(w))
      .map(stem),
  );
  let weak = 0;
  for (const s of stems) {
    if (WORKPLACE_WORDS.has(s)) return true;
    if (WEAK_WORKPLACE_WORDS.has(s)) weak++;
  }
  // One weak word in a question put in the company's voice ("can we…", "our plan") is enough.
  return weak >= 2 || (weak === 1 && COMPANY_VOICE.test(text));
}

const COMPANY_VOICE = /\b(?:we|our|us|the company|my (?:job|work|team|employer))\b/i;

/**
 * Readable as an English question: at least two letters in a row, mostly Latin letters, and at
 * least one English word that is not a stop word's lookalike (a message in Spanish or Chinese is
 * declined with a note that the assistant reads English).
 */
function readable(text: string): boolean {
  const letters = text.match(/\p{L}/gu) ?? [];
  if (letters.length < 2) return false;
  const latin = letters.filter((l) => /[a-z]/i.test(l)).length;
  if (latin / letters.length < 0.8) return false;
  const words = wordsOf(text);
  if (words.length === 0) return false;
  const english = words.filter((w) => ENGLISH_HINTS.has(w)).length;
  // Three or more words and not one common English word, or more of another language's common words
  // than of English's: another language (or a keyboard mash).
  if (words.length >= 3 && english === 0) return false;
  const foreign = words.filter((w) => FOREIGN_HINTS.has(w)).length;
  return !(foreign >= 2 && foreign > english);
}

/** Very common words of French, Spanish, German, Italian, Portuguese and Dutch that English lacks. */
const FOREIGN_HINTS = new Set(
  (
    "de la le les des du el los las y que en un una uno der die das und ist ich nicht mit von zu je ai par pour est " +
    "et il elle nous vous sont quel quelle combien cuántos cuántas cuanto cómo qué wie viele wann warum was wo het " +
    "een van niet ik di che è per con non sono da em não como quando porque tengo tiene puedo hay kann habe hat " +
    "mes mon ma mi mis tu su sus meine mein ihr unser notre nos votre jours días tage giorni dias dagen"
  ).split(" "),
);

/** Very common English words: a sentence in English holds one. */
const ENGLISH_HINTS = new Set(
  (
    "the a an is are am was were be do does did can could may might must should shall will would i you we they " +
    "he she it my your our their me us them what when where who whom which why how to of in on at for from with by " +
    "and or not no if this that these those there here have has had get any some many much long often policy"
  ).split(" "),
);
