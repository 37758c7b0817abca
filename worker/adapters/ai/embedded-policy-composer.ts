import { readPolicyPrompt, splitRequirements } from "../../domain/generation/policy-prompt";
import { EMBEDDED_COMPOSER_MODEL_ID } from "../../domain/generation/write-policy";
import { fillPlaceholders } from "../../domain/templates/fill-placeholders";
import { embeddedLanguageModel, type LanguageModelV4 } from "./embedded-language-model";

/**
 * A text model that runs inside the Worker with no outside service: it reads the tagged sections
 * of a policy prompt (worker/domain/generation/policy-prompt.ts) and composes the policy by rule —
 * the template with its placeholders filled, then a COMPANY-SPECIFIC REQUIREMENTS section with one
 * subsection per requirement. It implements the same interface as Workers AI, so the same
 * `generateText` call works with either; its model id names it so output can be labelled.
 */
export function createEmbeddedPolicyComposer(): LanguageModelV4 {
  return embeddedLanguageModel(EMBEDDED_COMPOSER_MODEL_ID, (prompt) => {
    const composed = composeFromPrompt(prompt);
    return {
      text: composed.text,
      pieces: composed.text.split(/(?<=\n\n)/),
      metadata: { composer: EMBEDDED_COMPOSER_MODEL_ID, requirementCount: composed.requirementCount },
    };
  });
}

function composeFromPrompt(text: string) {
  const sections = readPolicyPrompt(text);
  if (!sections.template) {
    throw new Error("The embedded composer writes policies from a <template> section; the prompt has none.");
  }
  const requirements = splitRequirements(sections.requirements);
  return {
    text: composePolicy({
      policyName: sections.policy_name || "this policy",
      companyName: sections.company || "[Company Name]",
      department: sections.department || "[Department]",
      effectiveDate: sections.effective_date || "[Effective Date]",
      requirements,
      template: sections.template,
    }),
    requirementCount: requirements.length,
  };
}

interface PolicyComposition {
  policyName: string;
  companyName: string;
  department: string;
  effectiveDate: string;
  requirements: string[];
  template: string;
}

/** The filled template, then (when there are requirements) the company-specific section. */
function composePolicy(input: PolicyComposition): string {
  const body = fillPlaceholders(input.template.trim(), input);
  if (input.requirements.length === 0) return body;
  const number = nextSectionNumber(body);
  const blocks = [
    `${number}. COMPANY-SPECIFIC REQUIREMENTS`,
    `This section sets out requirements specific to ${input.companyName}. They form part of the ${input.policyName} and apply in addition to the sections above; where a requirement below is more specific than a general provision of this policy, the requirement below takes precedence. ${input.department} will review these requirements at each scheduled review of this policy.`,
    ...input.requirements.flatMap((requirement, index) => [
      `${number}.${index + 1} ${headingFor(requirement)}`,
      `Requirement: ${asSentence(requirement)}`,
      ruleParagraph(requirement, input),
    ]),
  ];
  return `${body}\n\n${blocks.join("\n\n")}`;
}

/** One more than the highest top-level section number ("8. Review" → 9); 1 when there is none. */
function nextSectionNumber(text: string): number {
  let highest = 0;
  for (const match of text.matchAll(/^(\d{1,3})\.\s+\S/gm)) highest = Math.max(highest, Number(match[1]));
  return highest + 1;
}

const HEADING_LENGTH = 70;

/** A short heading naming the requirement: its first clause, cut at a word, capitalised. */
function headingFor(requirement: string): string {
  const clause = requirement.split(/[.;:!?](?:\s|$)/)[0]!.trim() || requirement;
  let heading = clause.replace(/(?<![.,;:!?])[.,;:!?]+$/, "");
  if (heading.length > HEADING_LENGTH) {
    const cut = heading.slice(0, HEADING_LENGTH);
    heading = `${cut.slice(0, Math.max(cut.lastIndexOf(" "), 20)).replace(/(?<![\s,;:-])[\s,;:-]+$/, "")}…`;
  }
  return capitalise(heading);
}

function asSentence(requirement: string): string {
  const text = capitalise(requirement.trim());
  return /[.!?…]$/.test(text) ? text : `${text}.`;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

type RuleKind = "prohibition" | "permission" | "obligation";

/** What kind of rule the requirement states, read from its wording. */
function kindOf(requirement: string): RuleKind {
  const text = requirement.toLowerCase();
  if (
    /\b(must not|may not|shall not|cannot|can't|not allowed|not permitted|prohibited|forbidden|never|no one)\b/.test(
      text,
    )
  )
    return "prohibition";
  if (/\b(may|can|allowed|permitted|eligible|up to|at most|maximum|entitled)\b/.test(text))
    return "permission";
  return "obligation";
}

function ruleParagraph(requirement: string, input: PolicyComposition): string {
  const { companyName, department, effectiveDate } = input;
  switch (kindOf(requirement)) {
    case "prohibition":
      return `This is a prohibition that ${companyName} applies to everyone covered by this policy from ${effectiveDate}. Any exception needs the prior written approval of ${department}, and a breach is handled in the same way as any other breach of this policy.`;
    case "permission":
      return `This sets what ${companyName} permits, and its limits, from ${effectiveDate}. Anything beyond it needs the prior written approval of ${department}, which keeps a record of each approval given, and managers apply it consistently to everyone covered by this policy.`;
    case "obligation":
      return `${companyName} requires this of everyone covered by this policy from ${effectiveDate}. Managers make sure their teams know the requirement and follow it; ${department} answers questions about how it applies, keeps the records needed to show that it is met, and treats a failure to follow it in the same way as any other breach of this policy.`;
  }
}
