import type { Category, Tier } from "@charterly/domain/contract";

/** One template of the seeded library: original text written for Charterly. */
export interface SeedTemplate {
  /** Stable key that makes seeding idempotent, e.g. "hr-remote-work". */
  slug: string;
  name: string;
  description: string;
  category: Category;
  /** Shown to signed-out visitors; everything else needs a signed-in user. */
  isPublic: boolean;
  requiredTier: Exclude<Tier, "system_admin">;
  /** A short teaser (2–4 sentences) shown to visitors instead of the full text. */
  previewContent: string;
  /**
   * The full policy. Blocks are separated by blank lines. A heading is a line under 100 characters
   * that is UPPERCASE, numbered ("1. Purpose", "2.3 Approvals") or ends with a colon.
   * Placeholders filled at generation: [Company Name], [Department], [Effective Date].
   */
  content: string;
}
