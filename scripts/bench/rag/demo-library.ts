// The demo library as one company's documents in force: the 24 seeded templates, filled in as the
// seed fills the demo companies' documents (worker/db/seed/index.ts), and the hand-written question
// set about them (bench/eval/demo-library).
import path from "node:path";
import { seedTemplates } from "../../../worker/db/seed/templates/index.ts";
import type { SeedTemplate } from "../../../worker/db/seed/templates/types.ts";
import { fillPlaceholders } from "../../../worker/domain/templates/fill-placeholders.ts";
import { type EvalDocument, type EvalSet, factSetCorpusId, loadFactSet } from "./eval-data.ts";

export const DEMO_COMPANY = "Northwind Enterprise";

const DEMO_SLUG = "demo";

/** A template's text as the seed fills it for the demo companies. */
export function filledTemplateText(template: SeedTemplate): string {
  return fillPlaceholders(template.content, {
    companyName: DEMO_COMPANY,
    department: "People Operations",
    effectiveDate: "2026-01-05",
  });
}

export function demoLibraryDocuments(): EvalDocument[] {
  return seedTemplates.map((template) => ({
    title: `Northwind ${template.name}`,
    category: template.category,
    text: filledTemplateText(template),
  }));
}

export function loadDemoLibrary(): EvalSet {
  return loadFactSet(path.join(process.cwd(), "bench", "eval", "demo-library"), {
    name: "Demo library",
    slug: DEMO_SLUG,
    documents: demoLibraryDocuments(),
  });
}

/**
 * Questions about the same library written by someone who had not read it, worded as employees word
 * them, not as the policies do. Asked of the demo library's company. The first 60
 * (bench/eval/demo-library-blind) were a holdout until their test figure was recorded (bench/
 * RESULTS.md, 2026-11-27 00:02) and are tune since; the next 79
 * (bench/eval/demo-library-blind-2) are the holdout now: test only, never tuned on.
 */
const BLIND_ROUNDS = {
  1: { folder: "demo-library-blind", name: "Demo library, asked blind", slug: "demo-blind", tuneOnly: true },
  2: {
    folder: "demo-library-blind-2",
    name: "Demo library, asked blind again",
    slug: "demo-blind-2",
    unseen: true,
  },
} as const;

export function loadDemoLibraryBlind(round: keyof typeof BLIND_ROUNDS): EvalSet {
  const { folder, ...options } = BLIND_ROUNDS[round];
  const set = loadFactSet(path.join(process.cwd(), "bench", "eval", folder), {
    ...options,
    documents: demoLibraryDocuments(),
  });
  // Asked of the demo library's company (indexed once; the questions not about policies are asked
  // of each company, so a second copy would change their figures).
  const demoCorpus = factSetCorpusId(DEMO_SLUG);
  const corpus = { ...set.corpora[0]!, id: demoCorpus };
  return { ...set, corpora: [corpus], questions: set.questions.map((q) => ({ ...q, corpus: demoCorpus })) };
}
