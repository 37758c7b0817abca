import { z } from "zod";
import { CATEGORIES, CATEGORY_NAMES, TIER_LABELS, TIERS, type Tier, tierIncludes } from "../vocabulary";
import { plainText } from "./text-rules";

/** A template as the library lists it: never the full text, which is fetched on first preview. */
export const templateSummarySchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  category: z.enum(CATEGORIES),
  isPublic: z.boolean(),
  previewContent: z.string().nullable(),
  requiredTier: z.enum(TIERS),
  usageCount: z.number(),
  updatedAt: z.string(),
});
export type TemplateSummaryDto = z.infer<typeof templateSummarySchema>;

/** One template; `content` only for signed-in people whose plan includes the template. */
export const templateSchema = templateSummarySchema.extend({ content: z.string().optional() });

/**
 * Whether a company on `tier` may use (read, download, generate from) a template requiring
 * `requiredTier`. The operations refuse the rest; the screens show the rest locked, with the plan
 * they need, instead of buttons that fail after the click (issue 25 §7).
 */
export const planIncludesTemplate = (tier: Tier, requiredTier: Tier) => tierIncludes(tier, requiredTier);

/** What a template above the caller's plan says, refused or shown locked. */
export const templateRequiresPlanMessage = (requiredTier: Tier) =>
  `This template requires the ${TIER_LABELS[requiredTier]} plan.`;

export const templateContentSchema = z.object({ content: z.string() });

// Template library management (administration side §2, §3, §5, §7): the platform administrator's
// list, the Create and Edit dialogs (the same schema checks the dialog and the API body) and delete.

/** The plans a template can require; system_admin includes every template and is never required. */
export const TEMPLATE_TIERS = ["freemium", "per_document", "enterprise"] as const satisfies readonly Tier[];
export type TemplateTier = (typeof TEMPLATE_TIERS)[number];

/** The template screens name Pay Per Use 'Pay Per Document' (spec §9). */
export const TEMPLATE_TIER_LABELS: Record<TemplateTier, string> = {
  freemium: "Freemium",
  per_document: "Pay Per Document",
  enterprise: "Enterprise",
};

export const TEMPLATE_NAME_MAX = 200;
export const TEMPLATE_DESCRIPTION_MAX = 1_000;
/** Far above the longest library template (about 10,000 characters), well under a document's bound. */
export const TEMPLATE_CONTENT_MAX = 100_000;
export const TEMPLATE_PREVIEW_MAX = 2_000;

const CATEGORY_MESSAGE = `Choose a category: ${CATEGORIES.map((c) => CATEGORY_NAMES[c].label).join(", ")}`;
const TIER_MESSAGE = `Choose the plan the template requires: ${TEMPLATE_TIERS.map((t) => TEMPLATE_TIER_LABELS[t]).join(", ")}`;

const required = (label: string, max: number, multiline = false) =>
  plainText(label, { multiline, error: `${label} is required` })
    .min(1, `${label} is required`)
    .max(max, `${label} is at most ${max.toLocaleString("en")} characters`);

/**
 * The Create and Edit Template dialogs and POST/PUT /api/admin/templates: name, description and
 * content are required (trimmed, not blank); the preview text is optional (blank means none).
 */
export const templateFormBody = z.object({
  name: required("Name", TEMPLATE_NAME_MAX),
  description: required("Description", TEMPLATE_DESCRIPTION_MAX, true),
  category: z.enum(CATEGORIES, { error: CATEGORY_MESSAGE }),
  content: required("Content", TEMPLATE_CONTENT_MAX, true),
  previewContent: plainText("Preview text", { multiline: true })
    .max(
      TEMPLATE_PREVIEW_MAX,
      `Preview text is at most ${TEMPLATE_PREVIEW_MAX.toLocaleString("en")} characters`,
    )
    .nullish()
    .transform((text) => (text ? text : null)),
  isPublic: z.boolean({ error: "Public must be true or false" }).default(true),
  requiredTier: z.enum(TEMPLATE_TIERS, { error: TIER_MESSAGE }).default("freemium"),
});
export type TemplateFormBody = z.infer<typeof templateFormBody>;
export type TemplateFormInput = z.input<typeof templateFormBody>;

/** A template as the platform administrator manages it: the summary with its full text. */
export const adminTemplateSchema = templateSummarySchema.extend({
  content: z.string(),
  createdAt: z.string(),
});
export type AdminTemplateDto = z.infer<typeof adminTemplateSchema>;

export const adminTemplateListSchema = z.array(adminTemplateSchema);

/**
 * The answer to a delete: `deleted` when nothing was generated from the template (the row is gone),
 * `retired` when documents were (it leaves the library; they keep their link and history).
 */
export const deleteTemplateResponse = z.object({
  templateId: z.number(),
  outcome: z.enum(["deleted", "retired"]),
  /** Documents generated from the template, which keep it for their history. */
  documentCount: z.number(),
});
export type DeleteTemplateResponse = z.infer<typeof deleteTemplateResponse>;

export const templateNameTakenMessage = (name: string) =>
  `A template named "${name}" already exists. Choose another name.`;
