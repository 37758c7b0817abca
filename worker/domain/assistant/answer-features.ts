// The features the assistant's two small models read: how well a sentence answers a question (the
// composer picks the best), and how likely a composed answer is to be right (its confidence). Both
// are logistic models whose weights are fitted on the *tune* part of the evaluation sets
// (`npm run bench:rag -- --fit` writes fitted-weights.ts).

export interface SentenceFeatures {
  /** Share of the question (by rarity) the sentence holds. */
  coverage: number;
  /** …counting the policy-language synonyms. */
  synonymCoverage: number;
  /** …with its passage's heading path and title. */
  coverageInContext: number;
  /** Share the heading path and title alone hold. */
  headingCoverage: number;
  /** Share of the question's two-word phrases the sentence holds as phrases. */
  phrases: number;
  /** The question wants a kind of answer (a duration, an amount…). */
  typeWanted: number;
  /** The sentence holds that kind of answer. */
  typeHeld: number;
  /** 1 / (1 + the passage's rank). */
  passageRank: number;
  /** The passage's first sentence. */
  firstInPassage: number;
  /** Under 6 words. */
  short: number;
  /** Over 60 words. */
  long: number;
  /** Ends with ':' and carries the list it introduces. */
  introducesList: number;
  /** How many words it adds to the question's (0–1, 8 or more = 1). */
  addsWords: number;
  /** Its BM25 for the question, as a share of the best sentence's. */
  bm25: number;
  /** Share of the question it holds with the sentences before and after it. */
  windowCoverage: number;
  /** coverage², so holding all of the question counts more than twice holding half. */
  fullCoverage: number;
}

export type ConfidenceFeatureName =
  | "best"
  | "margin"
  | "coverage"
  | "coverageInContext"
  | "phrases"
  | "missing"
  | "typeWanted"
  | "typeHeld"
  | "fromTopPassage"
  | "conflict"
  | "questionTerms"
  | "workplace"
  | "yesNo"
  | "topSimilarity";

export interface LogisticWeights<Name extends string> {
  intercept: number;
  weights: Record<Name, number>;
}
