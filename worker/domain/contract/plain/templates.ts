import { CATEGORIES, CATEGORY_NAMES, TIER_LABELS, type Tier, tierIncludes } from "../vocabulary";

// The zod-free part of this area (limits, options, messages, small rules): the browser imports
// it without loading zod. Its schemas are in ../schemas/templates.ts.

/**
 * Whether someone may open a template's full text and download its PDF: every signed-in person, on
 * any plan (the spec's library: "Signed-in users: all templates; preview and PDF download").
 * Visitors (`null`) see the public cards' previews only. A template's requiredTier does not lock it.
 */
export const mayViewTemplate = (tier: Tier | null) => tier !== null;

/**
 * Whether a company on `tier` may generate a document from (Customize) a template requiring
 * `requiredTier`: only a plan that includes it. The generate operation refuses the rest; the
 * screens disable Generate and name the plan it needs, rather than offer a button that fails.
 */
export const mayGenerateFromTemplate = (tier: Tier, requiredTier: Tier) => tierIncludes(tier, requiredTier);

/** What a template above the caller's plan says, refused or shown locked. */
export const templateRequiresPlanMessage = (requiredTier: Tier) =>
  `This template requires the ${TIER_LABELS[requiredTier]} plan.`;

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
export const CATEGORY_MESSAGE = `Choose a category: ${CATEGORIES.map((c) => CATEGORY_NAMES[c].label).join(", ")}`;
export const TIER_MESSAGE = `Choose the plan the template requires: ${TEMPLATE_TIERS.map((t) => TEMPLATE_TIER_LABELS[t]).join(", ")}`;

export const templateNameTakenMessage = (name: string) =>
  `A template named "${name}" already exists. Choose another name.`;
