// axe-core in the page: the serious and critical violations of the page, or of one part of it.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

// Evaluated in the page, where axe exists (the end-to-end tests are type-checked without the DOM).
declare const axe: {
  run(
    context: unknown,
    options: unknown,
  ): Promise<{
    violations: Array<{
      id: string;
      impact: string | null;
      help: string;
      nodes: Array<{ target: unknown[] }>;
    }>;
  }>;
};

export interface AxeViolation {
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/** WCAG 2.0/2.1 A and AA and axe's best practices; serious and critical violations only. */
export async function seriousViolations(page: Page, include?: string): Promise<AxeViolation[]> {
  if (!(await page.evaluate("typeof axe !== 'undefined'"))) await page.evaluate(AXE_SOURCE);
  const result = await page.evaluate(
    ([scope]) =>
      axe.run(scope ? { include: [scope] } : { exclude: [] }, {
        resultTypes: ["violations"],
        runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"] },
      }),
    [include ?? null] as const,
  );
  return result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => ({
      rule: v.id,
      impact: v.impact ?? "",
      help: v.help,
      targets: v.nodes.slice(0, 5).map((n) => JSON.stringify(n.target)),
    }));
}
