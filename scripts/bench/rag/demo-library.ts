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
