// axe-core through @axe-core/playwright: the serious and critical violations of a page, or of one
// part of it (an open dialog), against WCAG 2.0/2.1 A and AA and axe's best practices.
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];

export interface AxeViolation {
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/** WCAG 2.0/2.1 A and AA and axe's best practices; serious and critical violations only. */
export async function seriousViolations(page: Page, include?: string): Promise<AxeViolation[]> {
  let builder = new AxeBuilder({ page }).withTags(AXE_TAGS);
  if (include) builder = builder.include(include);
  const result = await builder.analyze();
  return result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => ({
      rule: v.id,
      impact: v.impact ?? "",
      help: v.help,
      targets: v.nodes.slice(0, 5).map((n) => JSON.stringify(n.target)),
    }));
}

export function describeViolations(list: Array<AxeViolation & { where?: string }>) {
  return list
    .map(
      (v) =>
        `- [${v.impact}] ${v.where ? `${v.where}: ` : ""}${v.rule} — ${v.help}\n    ${v.targets.join("\n    ")}`,
    )
    .join("\n");
}

/**
 * The page (or the part `include` selects, such as "dialog[open]") has no serious or critical
 * violation; a failure lists every one.
 */
export async function expectNoAxeViolations(page: Page, options: { include?: string } = {}) {
  const found = await seriousViolations(page, options.include);
  expect(found, describeViolations(found)).toEqual([]);
}
