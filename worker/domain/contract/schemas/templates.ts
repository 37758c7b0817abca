import { z } from "zod";
import { CATEGORIES, TIERS } from "../vocabulary";

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

/** One template; `content` only for signed-in people. */
export const templateSchema = templateSummarySchema.extend({ content: z.string().optional() });

export const templateContentSchema = z.object({ content: z.string() });
