import type { CompanyFeatures, Role, Tier } from "@charterly/domain/contract";
import type { Actor } from "../../worker/domain/access/actor";

/** A company's feature switches as a new company has them (company_settings defaults). */
export const DEFAULT_FEATURES: CompanyFeatures = {
  aiAssistant: true,
  documentImport: true,
  emailService: true,
  slack: false,
};

/** An actor as the session lookup builds it; ids are whatever the caller's rows are. */
export function actorFor(options: {
  userId: number;
  companyId: number;
  role: Role;
  tier: Tier;
  email?: string;
  displayName?: string;
  features?: Partial<CompanyFeatures>;
}): Actor {
  return {
    userId: options.userId,
    companyId: options.companyId,
    role: options.role,
    tier: options.tier,
    email: options.email ?? `user-${options.userId}@example.test`,
    displayName: options.displayName ?? "Test User",
    features: { ...DEFAULT_FEATURES, ...options.features },
  };
}
