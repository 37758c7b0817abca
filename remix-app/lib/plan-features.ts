import { ENTERPRISE_TIERS, PAID_TIERS, type Tier } from "@charterly/domain/contract";

/** Enterprise features (AI assistant, Customize, document import) belong to these tiers. */
export const hasEnterpriseFeatures = (tier: Tier) => ENTERPRISE_TIERS.includes(tier);

export const isFreemium = (tier: Tier) => tier === "freemium";

/** Generating documents needs a paid plan (Pay Per Use or above); the API applies the same rule. */
export const canGenerateDocuments = (tier: Tier) => PAID_TIERS.includes(tier);

/**
 * The token panel, Pending Document Approvals and the library's approve and reject buttons: the
 * Pay Per Use plan's (spec §2, §6). The token API also admits system_admin (TOKEN_TIERS, for
 * support), which these screens do not offer.
 */
export const usesTokenCredits = (tier: Tier) => tier === "per_document";
