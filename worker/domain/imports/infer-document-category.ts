import type { Category } from "../contract";

type ScoredCategory = Exclude<Category, "other">;

/**
 * Words that mark a policy's subject (singular; a plural "s" also matches). A word counts once per
 * occurrence in the text and three times in the title; multi-word entries match as phrases. Kept short and specific: words every
 * policy uses ("employee", "company", "policy") would only add noise.
 */
const KEYWORDS: Record<ScoredCategory, readonly string[]> = {
  hr: [
    "leave",
    "vacation",
    "holiday",
    "parental",
    "maternity",
    "paternity",
    "harassment",
    "discrimination",
    "onboarding",
    "recruitment",
    "hiring",
    "performance review",
    "disciplinary",
    "grievance",
    "remote work",
    "working hours",
    "dress code",
    "code of conduct",
    "benefits",
    "termination",
    "human resources",
    "well-being",
    "wellbeing",
    "diversity",
  ],
  travel: [
    "travel",
    "trip",
    "flight",
    "airfare",
    "hotel",
    "lodging",
    "accommodation",
    "mileage",
    "per diem",
    "itinerary",
    "booking",
    "car rental",
    "rental car",
    "passport",
    "visa",
  ],
  finance: [
    "expense",
    "reimbursement",
    "invoice",
    "budget",
    "procurement",
    "purchase order",
    "payment",
    "accounting",
    "audit",
    "financial",
    "petty cash",
    "credit card",
    "approval limit",
    "vendor",
    "tax",
  ],
  it: [
    "password",
    "security",
    "cybersecurity",
    "data breach",
    "incident",
    "software",
    "hardware",
    "laptop",
    "device",
    "network",
    "vpn",
    "backup",
    "encryption",
    "acceptable use",
    "byod",
    "access control",
    "multi-factor",
    "phishing",
    "email",
  ],
  legal: [
    "compliance",
    "gdpr",
    "privacy",
    "personal data",
    "data protection",
    "confidentiality",
    "confidential",
    "contract",
    "liability",
    "intellectual property",
    "whistleblower",
    "anti-bribery",
    "bribery",
    "corruption",
    "regulation",
    "regulatory",
    "legal",
    "law",
    "terms and conditions",
  ],
};

/** Below this score nothing is clear enough: the document is filed under "other". */
const MIN_SCORE = 2;
const TITLE_WEIGHT = 3;

const ORDER: readonly ScoredCategory[] = ["hr", "travel", "finance", "it", "legal"];

const patterns = Object.fromEntries(
  ORDER.map((category) => [
    category,
    // Whole words or phrases, with an optional plural "s".
    // linear-pattern: escaped keywords in one alternation, between look-arounds of one character.
    new RegExp(
      `(?<![\\p{L}\\p{N}])(?:${KEYWORDS[category].map(keywordPattern).join("|")})s?(?![\\p{L}\\p{N}])`,
      "giu",
    ),
  ]),
) as Record<ScoredCategory, RegExp>;

function keywordPattern(word: string) {
  return word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/ /g, "\\s+");
}

/** Keyword scores per category for a title and text (exported for tests and tuning). */
export function scoreCategories(text: string, title = ""): Record<ScoredCategory, number> {
  const scores = {} as Record<ScoredCategory, number>;
  for (const category of ORDER) {
    const pattern = patterns[category];
    scores[category] =
      (text.match(pattern)?.length ?? 0) + TITLE_WEIGHT * (title.match(pattern)?.length ?? 0);
  }
  return scores;
}

/**
 * The category of an imported document without a chosen one: the category whose
 * keywords score highest (ties go to the earlier of hr, travel, finance, it, legal), else "other".
 */
export function inferDocumentCategory(text: string, title = ""): Category {
  const scores = scoreCategories(text, title);
  let best: Category = "other";
  let bestScore = MIN_SCORE - 1;
  for (const category of ORDER) {
    if (scores[category] > bestScore) {
      best = category;
      bestScore = scores[category];
    }
  }
  return best;
}
