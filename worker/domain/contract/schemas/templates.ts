import { z } from "zod";
import {
  CATEGORY_MESSAGE,
  TEMPLATE_CONTENT_MAX,
  TEMPLATE_DESCRIPTION_MAX,
  TEMPLATE_NAME_MAX,
  TEMPLATE_PREVIEW_MAX,
  TEMPLATE_TIERS,
  TIER_MESSAGE,
} from "../plain/templates";
import { CATEGORIES, TIERS } from "../vocabulary";
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

export const templateContentSchema = z.object({ content: z.string() });

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
