import { CATEGORIES, CATEGORY_NAMES, TIER_LABELS, type Tier } from "../vocabulary";

// The zod-free part of this area (limits, options, messages, small rules): the browser imports
// it without loading zod. Its schemas are in ../schemas/templates.ts.

/**
 * Whether a company on `tier` may use (read, download, generate from) a template requiring
 * `requiredTier`: always. The spec gives every signed-in tier every template (end-user side,
 * template library: "Signed-in users: all templates; preview and PDF download"); what a plan changes
 * is the card's action (Customize for Enterprise, Download PDF for the others) and whether it may
 * generate at all, not which templates it opens (issue 53). A template's requiredTier is the
 * platform administrator's label for it, shown and filtered in Template Management.
 */
export const planIncludesTemplate = (_tier: Tier, _requiredTier: Tier) => true;

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
