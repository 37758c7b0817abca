// The demo library as one company's documents in force: the 24 seeded templates, filled in as the
// seed fills the demo companies' documents (worker/db/seed/index.ts), and the hand-written question
// set about them (bench/eval/demo-library).
import path from "node:path";
import { seedTemplates } from "../../../worker/db/seed/templates/index.ts";
import { fillPlaceholders } from "../../../worker/domain/templates/fill-placeholders.ts";
import { type EvalDocument, type EvalSet, loadFactSet } from "./eval-data.ts";

export const DEMO_COMPANY = "Northwind Enterprise";

export function demoLibraryDocuments(): EvalDocument[] {
  return seedTemplates.map((template) => ({
    title: `Northwind ${template.name}`,
    category: template.category,
    text: fillPlaceholders(template.content, {
      companyName: DEMO_COMPANY,
      department: "People Operations",
      effectiveDate: "2026-01-05",
    }),
  }));
}

export function loadDemoLibrary(): EvalSet {
  return loadFactSet(path.join(process.cwd(), "bench", "eval", "demo-library"), {
    name: "Demo library",
    slug: "demo",
    documents: demoLibraryDocuments(),
  });
}

/**
 * Questions about the same library written by someone who had not read it (bench/eval/
 * demo-library-blind): worded as employees word them, not as the policies do. Test only: nothing is
 * tuned on them.
 */
export function loadDemoLibraryBlind(): EvalSet {
  const set = loadFactSet(path.join(process.cwd(), "bench", "eval", "demo-library-blind"), {
    name: "Demo library, asked blind",
    slug: "demo-blind",
    documents: demoLibraryDocuments(),
    unseen: true,
  });
  // Asked of the demo library's company (indexed once; the questions not about policies are asked
  // of each company, so a second copy would change their figures).
  const corpus = { ...set.corpora[0]!, id: DEMO_CORPUS };
  return { ...set, corpora: [corpus], questions: set.questions.map((q) => ({ ...q, corpus: DEMO_CORPUS })) };
}

/** The demo library's corpus id, as loadFactSet names it for the slug "demo". */
const DEMO_CORPUS = "demo:documents";
