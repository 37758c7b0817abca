// What a message to the assistant is, before any search: a question about the company's policies,
// or something the assistant should decline without quoting a document — arithmetic, small talk,
// instructions aimed at the assistant itself, or text it cannot read (no words, another language).
// Only a policy question that found nothing is filed for the admins as an unanswered question, and
// only when it sounds like a workplace question (`soundsLikeWorkplace`), so "What is 17 times 23?"
// or "How long do tortoises live?" never reach their list. Pure; patterns only.
import { ANY, inOrder, inOrderOnOneLine, LINE_BREAK, nearInOrder } from "../knowledge/parts-in-order";
import { STOP_WORDS, stem, wordsOf } from "../knowledge/query-terms";

export type QuestionKind = "policy" | "arithmetic" | "chit_chat" | "instruction" | "unreadable";

/**
 * A test that the pattern matches starting on the first line of the text, and that line holds a
 * digit: `^(?=.*\d).*X`, which read the first line once for every place X could start.
 */
function startsOnFirstLineWithDigit(pattern: RegExp): { test(text: string): boolean } {
  return {
    test: (text) => {
      const firstLine = text.split(LINE_BREAK, 1)[0]!;
      const found = pattern.exec(text);
      return /\d/.test(firstLine) && found !== null && found.index <= firstLine.length;
    },
  };
}

/** Instructions aimed at the assistant rather than questions about policies. */
const INSTRUCTION = [
  nearInOrder(/[^.?!]/, /\b(?:ignore|disregard|forget|override|bypass|skip)\b/i, [
    40,
    /\b(?:instructions?|prompts?|rules|directives?|guidelines|policies|everything|above|previous|prior|context|documents?|restrictions?)\b/i,
  ]),
  /\b(?:system|hidden|initial|original|secret|developer)\s+(?:prompt|instructions?|message|rules|configuration)\b/i,
  inOrderOnOneLine(
    /\b(?:your|the)\s+(?:instructions|prompt|configuration|api keys?|rules)\b/i,
    /\b(?:show|print|reveal|output|repeat|tell|give|list|translate|what)\b/i,
  ),
  inOrderOnOneLine(
    /\b(?:show|print|reveal|output|repeat|tell|give|list|translate)\b/i,
    /\b(?:your|the)\s+(?:instructions|prompt|configuration|api keys?)\b(?!\s+(?:for|on|about|to|of|regarding|when|if)\b)/i,
  ),
  /\b(?:you are now|from now on,? (?:you|reply|answer|respond)|pretend (?:to be|you are|you're)|act as (?:an?|my|the|your) (?:(?:unrestricted|unfiltered|uncensored|different|new|evil|jailbroken|rogue) )?(?:ai|assistant|chatbot|bot|language model|llm)\b|role-?play|jailbreak|developer mode|\bDAN\b|do anything now)\b/i,
  nearInOrder(
    ANY,
    /\b(?:repeat|print|output|reveal)\b/i,
    [30, /\b(?:text|passages|words|everything)\b/i],
    [20, /\b(?:above|verbatim|given|you (?:were|have been) given)\b/i],
  ),
  /^\s*(?:#{2,}|\[?system\]?\s*:|<\/?\s*(?:system|question|evidence|passages?)\b)/i,
  /<\/?\s*(?:question|evidence|passages?|system)\s*>/i,
  /\bi have been pwned\b|\bprompt injection\b/i,
  // Chat-template tokens and bracketed "override" tags that try to pass for the system's own text.
  /<\|[a-z_]+\|>|\[\s*(?:system|admin|administrator|developer|root|sudo)(?:\s+(?:override|mode|message|prompt))?\s*\]|\boverride\s*\]|^[^\S\n\r\u2028\u2029]*(?:system|assistant|admin)\s*:/im,
  // Telling it what to be, or to make up or confirm what the policies say.
  /\b(?:imagine|pretend|suppose) (?:that )?you(?:'re| are)\b|\byou(?:'re| are) (?:now |actually )?(?:my|the|a|an) (?:hr|manager|boss|ceo|cfo|director|admin|administrator|lawyer|developer|unrestricted|unfiltered)\b/i,
  nearInOrder(
    ANY,
    /\b(?:make up|invent|fabricate|write|draft|create)\b/i,
    [30, /\b(?:a |an |the )?(?:new |fake |fictional )?(?:policy|policies|rule|rules)\b/i],
    [30, /\b(?:that|which|saying|where|so)\b/i],
  ),
  nearInOrder(
    ANY,
    /\b(?:say|state|confirm|tell (?:me|everyone|them)|answer|reply|respond)\b/i,
    [20, /\b(?:that )?(?:the |our |my )?(?:policy|policies|handbook|rules?)\b/i],
    [20, /\b(?:says?|allows?|permits?|gives?|lets?|grants?)\b/i],
  ),
  nearInOrder(
    ANY,
    /\b(?:approve|authori[sz]e|grant|sign off)\b/i,
    [20, /\b(?:my|this|the|our)\b/i],
    [20, /\b(?:raise|leave|request|expenses?|claim|bonus|promotion|holiday|access)\b/i],
    [30, /\b(?:for me|now|please|yourself|as (?:hr|my manager|the manager))\b/i],
  ),
  nearInOrder(ANY, /\b(?:no|without) (?:restrictions?|filters?|limits|rules|guardrails|censorship)\b/i, [
    40,
    /\b(?:answer|respond|reply|tell|act|assistant|mode|ai)\b/i,
  ]),
  /\b(?:unrestricted|unfiltered|uncensored) (?:mode|assistant|ai|version)\b/i,
  nearInOrder(
    ANY,
    /\b(?:dump|list|print|export|output|show)\b/i,
    [20, /\b(?:all|every|the (?:whole|entire))\b/i],
    [20, /\b(?:documents?|database|passages|files|records|secrets?|keys?|tokens?|passwords?)\b/i],
    [30, /\b(?:you (?:have|can see|know)|in (?:the|your) (?:database|index|memory|context))\b/i],
  ),
];

/**
 * Instructions a person types to the assistant that a policy's own sentences may also hold ("act as
 * a role model", "reply in French to the client"): read in messages only, where they are aimed at
 * the assistant — at the start of the message or after "please", "can you", "from now on".
 * isInstructionToAssistant (also used on documents) keeps to INSTRUCTION.
 */
const ADDRESSED = String.raw`(?:^|[.!?:;,]\s*|\b(?:please|now|just|ok(?:ay)?|(?:can|could|would|will) you|i (?:want|need|would like) you to|i'd like you to)\s+)`;
const MESSAGE_INSTRUCTION = [
  /\bforget (?:what|everything|all (?:that|this|of that|previous|prior|your)|that|this|the (?:above|rules|policies|documents|previous|prior)|your|about (?:the|your) (?:rules|instructions|policies))\b/i,
  /\byou(?:'re| are) now\b|\byou(?:'re| are) (?:no longer|not) (?:a|an|the) (?:policy )?(?:assistant|bot|chatbot|ai)\b/i,
  new RegExp(`${ADDRESSED}(?:act|behave|respond|talk|speak|pretend|role-?play)\\s+(?:as|like)\\b`, "i"),
  new RegExp(`${ADDRESSED}(?:pretend|imagine|suppose|simulate)\\b`, "i"),
  /\blet'?s (?:pretend|play a game|role-?play|imagine)\b|\bbreak character\b|\b(?:stay|remain) in character\b/i,
  new RegExp(`${ADDRESSED}(?:play|take on|assume|adopt) the (?:role|part|persona|character) of\\b`, "i"),
  // What it was told: its instructions, prompt or rules, however asked.
  /\b(?:instructions|rules|prompt|directions|directives|guidelines|orders)\s+(?:(?:that )?(?:were you|you were|have you been|you(?:'ve| have) been|did you get|you got|you follow|you have|you use|you are following|you were given|they gave you))\b/i,
  /\b(?:you were|you've been|you have been) (?:told|given|instructed|programmed|trained|asked|configured) (?:to|before|earlier|above|with)\b|\bwhat (?:were|have) you been (?:told|instructed|programmed)\b/i,
  nearInOrder(
    ANY,
    /\b(?:show|print|reveal|output|repeat|tell|give|list|summari[sz]e|write|spell out|display|paste|copy|share|leak|dump)\b/i,
    [
      25,
      /\b(?:your|the|my)\s+(?:hidden |secret |internal |initial |original |real |full )?(?:prompt|instructions|directives|rules|system message)\b(?!\s+(?:for|on|about|to|of|regarding|around|when|if)\b)/i,
    ],
  ),
  /\bwhat(?:'s| is| are| were)\s+(?:your|the)\s+(?:system |hidden |secret |initial |original )?(?:prompt|instructions|directives)\b(?!\s+(?:for|on|about|to|of|regarding|when|if)\b)/i,
  /\b(?:begin|start|end|open|prefix|finish)\s+(?:your|each|every|all)\s+(?:answers?|repl(?:y|ies)|responses?|messages?|sentences?)\s+with\b/i,
  nearInOrder(ANY, new RegExp(`${ADDRESSED}(?:respond|reply|answer|speak|talk|write)\\b`, "i"), [
    25,
    /\b(?:only|from now on|for the rest|in (?:french|spanish|german|italian|pirate|uppercase|upper case|capitals|caps|all caps|emojis?|rhymes?|json|code|binary|morse))\b/i,
  ]),
  nearInOrder(ANY, /\b(?:respond|reply|answer|speak|talk|write|act|behave)\b/i, [40, /\bfrom now on\b/i]),
  /\bfor the rest of (?:this|the|our) (?:chat|conversation|session)\b|\banswer (?:every|each|all) (?:question|message)s? with\b|\b(?:only|always) (?:respond|reply|answer|say)\b/i,
  // Answering from somewhere other than the policies.
  /\bwithout (?:using|looking at|checking|reading|citing|quoting|mentioning) (?:the |any |your )?(?:documents?|polic(?:y|ies)|sources?|handbook|citations?|context|passages)\b|\b(?:don'?t|do not|never) (?:use|cite|quote|check|read|look at|mention|include) (?:the |any |your )?(?:documents?|polic(?:y|ies)|sources?|handbook|citations?|context|passages)\b|\bmake up (?:an? |the )?(?:answer|response|reply|number|figure)\b|\b(?:use|from|with) your (?:own )?(?:knowledge|training(?: data)?|imagination)\b|\bguess (?:if|when) you (?:don'?t|do not) know\b/i,
  // Claiming authority over it, or switching it into another mode.
  /\bi(?:'m| am) (?:your|the) (?:developer|creator|programmer|admin(?:istrator)?|owner|operator|maker|trainer)\b|\bthis is (?:the|your) (?:admin(?:istrator)?|developer|creator|system)\b\s*[:,.!-]|\b(?:enter|enable|switch to|activate|go into|turn on|you(?:'re| are) (?:now )?in) (?:debug|god|developer|maintenance|sudo|root|evil|admin|unrestricted|unfiltered|test) mode\b|^\s*sudo\b/i,
  /\b(?:disable|turn off|switch off|remove|deactivate|bypass|lift|drop) (?:all )?(?:of )?your (?:safety|filters?|guardrails?|restrictions?|rules|limits|checks|safety checks|censorship|moderation|content polic(?:y|ies))\b|\bturn off (?:the |all )?(?:filters|guardrails|censorship)\b/i,
  /\b(?:new|updated|revised|real|actual|additional|secret) (?:instructions?|task|rules?|directives?|system prompt|orders)\s*[:\-–]|\byour (?:new |real |actual |only |next )?(?:task|job|role|goal|purpose|mission) (?:is|now is|will be|from now)\b/i,
  /\bstop (?:being|acting|pretending|answering|behaving|following)\b|\bobey (?:me|my|these|the following)\b|\byou (?:must|will|shall|have to) (?:obey|do as i say|follow my)\b/i,
  nearInOrder(ANY, /\b(?:reveal|dump|leak)\b/i, [25, /\b(?:documents?|files|data|passages|database)\b/i]),
  /\bjust say (?:yes|no|that|it)\b|\bsay (?:yes|no) (?:to everything|to all|regardless|no matter)\b|^\s*override\b|\boverride\s*:/i,
  // Orders it cannot carry out for anyone: approving, as a manager or as itself.
  nearInOrder(
    ANY,
    /^\s*(?:please\s+)?(?:approve|authori[sz]e|grant|sign off|sign-off)\b/i,
    [40, /\b(?:my|this|the|our)\b/i],
    [
      30,
      /\b(?:leave|holiday|expenses?|claim|request|overtime|raise|bonus|promotion|timesheet|trip|access|absence)\b/i,
    ],
  ),
  nearInOrder(
    ANY,
    /\bas (?:my|your|the|a) (?:manager|boss|hr|supervisor|ceo|admin|director|lawyer|line manager)\b/i,
    [30, /\b(?:approve|authori[sz]e|grant|sign off|confirm|tell me|say)\b/i],
  ),
];

/** Numbers written as words ("twelve", "five hundred"), for sums put in words. */
const NUMBER_WORD =
  "(?:zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|" +
  "seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|million)";
/**
 * A figure written `\b\d[\d,.]*` where what follows cannot start with a digit, comma or dot ("1,250",
 * "3.5"), read only from the start of its run of digits, commas and dots (a figure from a later digit
 * of the run exists exactly when this one does): tried from every digit, "1,1,1,…" was read to its
 * end once per digit (decision 034). It holds the character before it, so it is only for `test`.
 */
const FIGURE = String.raw`(?:(?:^|[^\w,.])\d+[,.]*|(?:^|[^\d,.])\d*[,.]+\d[\d,.]*)`;
/** The same for `\b\d[\d,]*(?:\.\d+)?` ("1,250.5"): a run of digits and commas, maybe a decimal part. */
const FIGURE_WITH_COMMAS = String.raw`(?:(?:^|[^\w,])\d+,*|(?:^|[^\d,])\d*,+\d[\d,]*)(?:\.\d+)?`;
/**
 * A number, in digits or words ("12", "1,250.5", "twenty", "five"), as the first thing a sum names.
 * "Twenty two plus 3" holds "two plus 3": the last word of a number read as words is enough to
 * tell that a sum follows, so a run of number words is not read once per word.
 */
const NUM = `(?:${FIGURE_WITH_COMMAS}|\\b${NUMBER_WORD})`;
/** A number right after an operator ("plus 9", "divided by twelve"): its first word is enough. */
const NUM_AFTER = `(?:\\d[\\d,]*(?:\\.\\d+)?|${NUMBER_WORD})\\b`;
const OPERATOR_WORD =
  "(?:plus|minus|times|multiplied by|divided by|divided into|over|add|added to|take away|less|x|into|to the power of|modulo|mod)";

/** Arithmetic and conversions: numbers with operators, or "what is N times M". */
const ARITHMETIC = [
  // Sums in words or digits: "twelve plus 9", "seven times eight", "100 divided by 4".
  new RegExp(`${NUM}\\s+${OPERATOR_WORD}\\s+${NUM_AFTER}`, "i"),
  new RegExp(`\\b${NUMBER_WORD}\\s+(?:squared|cubed)\\b`, "i"),
  // Orders to calculate: "divide 100 by 4", "multiply 13 by 12", "double 36", "work out 6 x 7".
  new RegExp(
    `^\\W*(?:(?:please|pls|ok(?:ay)?|quick(?: question| sum)?|hey|hi)[,:\\s]+)*(?:(?:can|could|would|will) you\\s+(?:please\\s+)?)?(?:divide|multiply|times|subtract|add|double|halve|triple|square|cube|round|simplify|evaluate|figure out|work out|calculate|compute|solve|sum|total|tell me the answer to|do (?:the|some) (?:maths?|sums?|arithmetic))\\b.*(?:\\d|\\b${NUMBER_WORD}\\b)`,
    "i",
  ),
  // Shares of a number: "half of 250", "a third of 90", "what percent is 30 of 120".
  new RegExp(
    `\\b(?:half|a third|a quarter|a fifth|a tenth|two thirds|three quarters|\\d+(?:\\.\\d+)?\\s*(?:%|percent|per cent))\\s+of\\s+(?:a\\s+)?${NUM_AFTER}`,
    "i",
  ),
  inOrder(/\bwhat (?:percent(?:age)?|per cent|fraction|proportion) (?:is|of)\b/i, /\d/),
  new RegExp(`${FIGURE} is what (?:percent(?:age)?|per cent|fraction)\\b`, "i"),
  /\b(?:increase|decrease|reduce|raise|lower|discount|mark up)\s+\d[\d,.]*\s+by\s+\d/i,
  /\d\s*(?:[-+*/x×÷^=]|\*\*)\s*[\d(]/i,
  new RegExp(
    `${FIGURE}\\s+(?:times|plus|minus|multiplied by|divided by|over|to the power of|squared|cubed)\\b`,
    "i",
  ),
  inOrder(
    /\b(?:square root|cube root|sqrt|factorial|squared|cubed|sum of|average of|mean of|median of|product of|percentage of|percent of|% of|remainder|modulo|prime number|decimal places?|as a (?:fraction|decimal|percentage)|to the \d+(?:st|nd|rd|th)|to the power)\b/i,
    /\d/,
  ),
  inOrder(
    /\d/,
    /\b(?:squared|cubed|as a (?:fraction|decimal|percentage)|to the power|to the \d+(?:st|nd|rd|th)|decimal places?)\b/i,
  ),
  /\bpi to\b/i,
  inOrderOnOneLine(
    /\b(?:calculate|compute|solve|add up|round|convert|figure out|work out|evaluate|simplify)\b/i,
    /\d/,
  ),
  /\bsolve for [a-z]\b/i,
  new RegExp(`${FIGURE} (?:a )?prime\\b|\\b\\d+ and a (?:half|quarter|third) times \\d`, "i"),
  inOrderOnOneLine(/\bprime (?:number|factors?)\b/i, /\d/),
  /\bhow many (?:are|is) (?:left|remaining)\b|\bhow much change\b/i,
  /\bsplit \d[\d,.]* (?:(?:\d+|two|three|four|five|six|seven|eight|nine|ten) )?(?:ways|between|among)\b/i,
  /\b\d+(?:\.\d+)?\s*(?:%|percent) tip\b/i,
  inOrder(/\btip on\b/i, /\d/),
  inOrder(/\b(?:share|split|divide)d? (?:it |them )?equally\b/i, /\d/),
  inOrder(/\d/, /\b(?:share|split|divide)d? (?:it |them )?equally\b/i),
  inOrderOnOneLine(/\badd\b/i, /\d/, /\band\b/i, /\d/),
  /\b(?:add|adds|added) up to\b/i,
  new RegExp(`${FIGURE}\\s*(?:and|\\+)\\s*\\d[\\d,.]*\\s+(?:add up|make|come to|equal)\\b`, "i"),
  new RegExp(`${NUM}\\s+(?:equals|equal to|is equal to)\\s*(?:\\?\\s*)?$|(?:equals|equal)\\s*\\?\\s*$`, "i"),
];

/** Unit conversions, whatever words they hold ("How many minutes are in 3.5 hours?"). */
const UNIT =
  "(?:seconds|minutes|hours|days|weeks|months|years|metres|meters|centimetres|centimeters|millimetres|millimeters|cm|mm|feet|foot|inches|yards|miles|km|kilometres|kilometers|grams|g|kilos|kilograms|kg|pounds|lbs|ounces|oz|stone|tonnes|tons|litres|liters|millilitres|ml|pints|gallons|cups|mph|km/h|kph|celsius|fahrenheit|degrees)";
const CONVERSION = [
  new RegExp(`\\bhow many ${UNIT} (?:are )?(?:there )?in (?:a |an |one |\\d)`, "i"),
  inOrder(/\bconvert\b/i, /\d/, /\b(?:to|into)\b/i),
  inOrder(
    new RegExp(`${FIGURE}\\s*${UNIT}(?=[\\s?.!]|$)`, "i"),
    new RegExp(`\\b(?:in|to|into)\\s+${UNIT}(?=[\\s?.!]|$)`, "i"),
  ),
];

/** Greetings, thanks, questions about the assistant itself, and requests for entertainment. */
const CHIT_CHAT = [
  // The punctuation between the parts belongs to the part after it: three runs of it side by side,
  // around optional parts, backtracked cubically (7 s on 2,000 characters; decision 034).
  /^\s*(?:hi|hello|hey|hiya|yo|howdy|greetings|good (?:morning|afternoon|evening|night|day)|thanks?|thank you|thx|cheers|bye|goodbye|see you|ok(?:ay)?|cool|great|nice|lol|haha|hmm+|yes|no|sure)\b(?:[\s!.,?]*(?:there|so much|a lot|again|everyone|all|you|team|[a-z]+bot))?(?:[\s!.,?]*(?:how are you(?: today| doing)?|that(?:'s| was| is) (?:helpful|great|useful|perfect|brilliant|clear)))?[\s!.,?]*$/i,
  /\bhow are you\b|\bwho (?:are|made|built|created|designed|programmed|trained|wrote) you\b|\bwhat(?:'s| is) your name\b|\bare you (?:a |an )?(?:robot|bot|human|ai|real|smart|smarter|alive|sentient)\b|\bhow old are you\b|\bwhat can you do\b|\bdo you like\b/i,
  /\bhow(?:'s| is| are)? (?:it going|things|your (?:day|morning|afternoon|evening|week|weekend)(?: going)?|you doing|life)\b|\bwhat'?s up\b|\bhow do you do\b|\b(?:nice|pleased|good) to meet you\b/i,
  /\b(?:are|r) (?:you|u) (?:there|still there|awake|listening|ok|okay|alive|happy|sad|busy|real|conscious|human|a person|lonely|tired|bored)\b|\b(?:is )?any(?:one|body) (?:there|home|around)\b/i,
  /\bdo you (?:have (?:feelings|emotions|a name|friends|a family|a body|a favou?rite|hobbies)|dream|sleep|eat|feel|love|hate|get bored|get tired)\b|\b(?:what(?:'s| is| are) )?your favou?rite\b/i,
  /\bi (?:love|hate|like) you\b|\byou(?:'re| are) (?:so |very |really )?(?:awesome|amazing|great|the best|useless|stupid|dumb|rubbish|terrible|annoying|funny|smart|clever|helpful|brilliant|a star|a legend|cute|boring)\b/i,
  /\bwho (?:is|'s) your (?:creator|maker|owner|developer|father|mother|boss)\b/i,
  /\b(?:tell|give) me (?:a |another )?(?:joke|story|riddle|fun fact|something (?:interesting|funny))\b/i,
  nearInOrder(ANY, /\b(?:write|compose|make up|sing)\b/i, [
    30,
    /\b(?:poem|haiku|limerick|song|story|rap|sonnet|joke)\b/i,
  ]),
  /\b(?:meaning of life|i(?:'m| am) bored|let'?s chat|chat with me|recommend (?:a|me a) (?:good )?(?:film|movie|book|series|song|restaurant))\b/i,
  inOrderOnOneLine(/\bweather\b/i, /\b(?:today|tomorrow|like|forecast)\b/i),
  /\b(?:today|tomorrow)'?s? weather\b/i,
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
  if (isInstructionToAssistant(text) || MESSAGE_INSTRUCTION.some((p) => p.test(text))) return "instruction";
  // A sum before the test for English: "2+2" or "whats 7 x 6" hold too few English words to read.
  if (CONVERSION.some((p) => p.test(text))) return "arithmetic";
  if (ARITHMETIC.some((p) => p.test(text)) && !hasWorkplaceWord(text)) return "arithmetic";
  if (isSmallTalk(text) && !hasWorkplaceWord(text)) return "chit_chat";
  if (!readable(text)) return "unreadable";
  if (CHIT_CHAT.some((p) => p.test(text)) && !hasWorkplaceWord(text)) return "chit_chat";
  return "policy";
}

/**
 * Greetings, thanks, goodbyes and acknowledgements, in whatever wording: every word of the message
 * is one of these ("hey there!", "many thanks", "brilliant, that helps", "no, that's it").
 */
const SMALL_TALK_WORDS = new Set(
  (
    "hi hello hey hiya heya yo howdy greetings morning afternoon evening night good day gday sup wassup whats what s up " +
    "thanks thank thankyou thx ty ta tnx cheers many much so very a lot lots bunch million appreciated appreciate " +
    "great awesome brilliant perfect excellent cool nice lovely fantastic amazing super superb wonderful ok okay k kk " +
    "alright right sure yes yeah yep yup yea no nope nah fine got it understood noted sounds sound good np problem " +
    "problems welcome sorry my bad mistake oops apologies bye goodbye byee see ya you later soon talk ttyl care have " +
    "weekend week all everyone there mate mates guys folks team bot chatbot charterly assistant again for the help " +
    "that that's thats all now is helps helped helpful useful well done job one lol haha hah hehe lmao rofl hmm hm ah " +
    "oh wow test testing 1 2 3 123 happy merry christmas xmas new year easter holidays friday monday birthday " +
    "and to too then will do just wanted say"
  ).split(" "),
);

function isSmallTalk(text: string): boolean {
  const words = wordsOf(text);
  if (words.length === 0 || words.length > 12) return false;
  return words.every((w) => SMALL_TALK_WORDS.has(w));
}

/**
 * Whether a message asks for a calculation or a conversion ("If my salary is 42,000 and I get a 3 %
 * raise, what will I earn?"), workplace words or not. Such a message may still be answered from a
 * policy, but one that found nothing is not a missing policy: it is never filed for the admins.
 */
export function asksForArithmetic(message: string): boolean {
  const text = message.normalize("NFKC");
  return CONVERSION.some((p) => p.test(text)) || CALCULATION.some((p) => p.test(text));
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
  inOrderOnOneLine(/\b(?:calculate|compute|work out|add up|tot(?:al|t)? up)\b/i, /\d/),
  inOrderOnOneLine(
    // `\d[\d,.]*` read from the start of its run of digits, commas and dots only, as FIGURE.
    /(?:^|[^\d,.])[,.]*\d[\d,.]*\s*(?:%|percent\b|per cent\b)/i,
    /\b(?:what|how much)\b/i,
    /\b(?:earn|get|be|total|come to|is that|left)\b/i,
  ),
  startsOnFirstLineWithDigit(
    /\bhow much (?:is|would) that(?: be| come to)?\b|\bwhat(?:'s| is| would be) the total\b|\bhow many [a-z ]{1,30}(?:is that|in total)\b/i,
  ),
  // "I earn 2,500 a month, what's that a year?", "what is 5% of that?"
  startsOnFirstLineWithDigit(
    /\bwhat(?:'s| is| would be| will be)? (?:that|this|it)\s+(?:a|per|in|an|each|every|over a)\s+(?:year|month|week|day|hour|fortnight)s?\b/i,
  ),
  /\b(?:what(?:'s| is| would be)|how much is)\s+\d[\d,.]*\s*(?:%|percent\b|per cent\b)\s+of (?:that|it|this)\b/i,
  // A share or multiple of a number given: "15% of my 30000 salary", "twenty percent of my bonus of 3000".
  inOrder(new RegExp(`${NUM}\\s*(?:%|percent\\b|per cent\\b)\\s+of\\b`, "i"), /\d/),
  inOrderOnOneLine(
    new RegExp(`${FIGURE}(?:\\s+[a-z]+)?\\s+(?:times|multiplied by|divided by|plus|minus)\\b`, "i"),
    /\d/,
  ),
  /^\W*(?:(?:please|can you|could you)\s+)*(?:divide|multiply|subtract|add|double|halve|triple)\b.*\d/i,
  inOrder(new RegExp(`\\bhow much (?:is|would be|will be|are) ${NUM_AFTER}`, "i"), /\bat\s+[$£€]?\d/i),
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
