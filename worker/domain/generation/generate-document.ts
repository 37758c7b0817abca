import { and, asc, eq, sql } from "drizzle-orm";
import { templates } from "../../db/schema";
import type { Actor } from "../access/actor";
import { requirePermission } from "../access/require-permission";
import { batchGuard, isGuardFailure } from "../batch-guard";
import type { DomainContext } from "../context";
import {
  DEPARTMENT_LABELS,
  type DocumentStatus,
  type GenerateDocumentInput,
  type GeneratedDocumentDto,
  invalidInput,
  mayGenerateFromTemplate,
  notFound,
  TIER_ORDER,
} from "../contract";
import { createDocument } from "../documents/create-document";
import { toDocumentDto } from "../documents/document-dto";
import { loadDocument } from "../documents/load-document";
import { isLive } from "../templates/admin-templates";
import { fillPlaceholders } from "../templates/fill-placeholders";
import {
  liveTemplate,
  loadLiveTemplate,
  requireTemplateGeneration,
  type TemplateRow,
  templateGenerationRefusal,
} from "../templates/template-rules";
import { splitRequirements } from "./policy-prompt";
import { writePolicy } from "./write-policy";

/**
 * Generates a company's policy from a template: picks the template, has the model write the text,
 * counts the template's use, then writes the document and its version 1 in one batch. A model
 * failure writes nothing. Pay Per Use documents wait for approval (1 token); others are ready.
 */
export async function generateDocument(
  ctx: DomainContext,
  actor: Actor,
  input: GenerateDocumentInput,
): Promise<GeneratedDocumentDto> {
  requirePermission(actor, "document.generate");
  const template = await chooseTemplate(ctx, actor, input);
  const companyName = input.companyName.trim();
  const department = DEPARTMENT_LABELS[input.department];
  const effectiveDate = formatEffectiveDate(
    input.effectiveDate ?? ctx.clock.now().toISOString().slice(0, 10),
  );
  const requirements = splitRequirements(input.requirements);
  const values = { companyName, department, effectiveDate };

  const written = await writePolicy(
    ctx.textModel,
    {
      policyName: template.name,
      companyName,
      department,
      effectiveDate,
      requirements,
      template: fillPlaceholders(template.content, values),
    },
    ctx.log,
  );

  const status: DocumentStatus = actor.tier === "per_document" ? "pending_approval" : "generated";
  await countTemplateUse(ctx, template.id);
  const documentId = await createDocument(ctx, {
    companyId: actor.companyId,
    author: { userId: actor.userId, displayName: actor.displayName },
    title: `${template.name} — ${companyName}`,
    description: describe(department, requirements),
    category: template.category,
    // A model may echo a placeholder it was given filled; fill any that remain.
    content: fillPlaceholders(written.text, values),
    status,
    templateId: template.id,
    changeDescription: `Generated from template ${template.name}`,
  }).catch(async (error: unknown) => {
    // Nothing was written: the use counted above is taken back (if that fails too, the count stays
    // one high, which only makes a delete retire the template; the log says so).
    await uncountTemplateUse(ctx, template.id).catch((undo: unknown) =>
      ctx.log.error("generation: a use of the template was counted for a document not written", undo, {
        templateId: template.id,
      }),
    );
    throw error;
  });
  const document = await loadDocument(ctx, actor, documentId);
  return { ...toDocumentDto(document), generatedBy: written.generatedBy };
}

/**
 * Counts a use of the template in the directory, before the document is written in the company's
 * database: the template's delete checks the count in its own batch, so once this has run the
 * template can only be retired, and a document never points at a deleted template (decision 027).
 * A template deleted or retired while the model was writing is a 404, and nothing is written.
 */
async function countTemplateUse(ctx: DomainContext, templateId: number): Promise<void> {
  try {
    await ctx.directory.batch([
      batchGuard(ctx.directory, isLive(templateId)),
      ctx.directory
        .update(templates)
        .set({ usageCount: sql`${templates.usageCount} + 1` })
        .where(eq(templates.id, templateId)),
    ]);
  } catch (error) {
    if (isGuardFailure(error)) throw notFound("template");
    throw error;
  }
}

async function uncountTemplateUse(ctx: DomainContext, templateId: number): Promise<void> {
  await ctx.directory
    .update(templates)
    .set({ usageCount: sql`max(${templates.usageCount} - 1, 0)` })
    .where(eq(templates.id, templateId));
}

/**
 * The template named by templateId, or else the first template (oldest) of the templateType
 * category that the company's plan includes. A template above the plan is refused with its tier;
 * a retired template is no longer offered (404 by id).
 */
async function chooseTemplate(
  ctx: DomainContext,
  actor: Actor,
  input: GenerateDocumentInput,
): Promise<TemplateRow> {
  if (input.templateId) {
    const template = await loadLiveTemplate(ctx, input.templateId);
    requireTemplateGeneration(actor, template);
    return template;
  }
  const candidates = await ctx.directory
    .select()
    .from(templates)
    .where(and(eq(templates.category, input.templateType), liveTemplate))
    .orderBy(asc(templates.id));
  const usable = candidates.find((t) => mayGenerateFromTemplate(actor.tier, t.requiredTier));
  if (usable) return usable;
  if (candidates.length === 0) throw noTemplateForType();
  const cheapest = candidates.reduce((a, b) =>
    TIER_ORDER.indexOf(b.requiredTier) < TIER_ORDER.indexOf(a.requiredTier) ? b : a,
  );
  // No candidate is usable, so the cheapest one is refused too: name the plan it needs.
  throw templateGenerationRefusal(actor.tier, cheapest.requiredTier)!;
}

const noTemplateForType = () => {
  const message = "There is no template for this document type yet. Please choose another type.";
  return invalidInput(message, { templateType: message });
};

const longDate = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

/** "2026-03-01" → "March 1, 2026" (the date is a calendar day; no time zone shifts it). */
function formatEffectiveDate(isoDay: string): string {
  return longDate.format(new Date(`${isoDay}T00:00:00Z`));
}

/** The library's one-line description: the department and what the company asked for. */
function describe(department: string, requirements: string[]): string {
  const base = `${department} policy`;
  if (requirements.length === 0) return `${base} generated from the template.`;
  const listed = requirements.join("; ");
  const summary = listed.length > 300 ? `${listed.slice(0, 297).trimEnd()}…` : listed;
  const count = requirements.length === 1 ? "1 requirement" : `${requirements.length} requirements`;
  return `${base} with ${count}: ${summary}`;
}
