import type { Category, Tier } from "@charterly/domain/contract";

/** What the generate form knows about a template (no content: the server fills it in). */
export interface GenerationTemplate {
  id: number;
  name: string;
  description: string;
  category: Category;
  /** The lowest plan whose companies may generate from it. */
  requiredTier: Tier;
  usageCount: number;
}
