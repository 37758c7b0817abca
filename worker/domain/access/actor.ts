import type { CompanyFeatures, Role, Tier } from "../contract/vocabulary";

/** The signed-in person on whose behalf an operation runs. Every company query is scoped by it. */
export interface Actor {
  userId: number;
  companyId: number;
  role: Role;
  tier: Tier;
  email: string;
  displayName: string;
  /** The company's feature switches (company settings); a permission may need one on. */
  features: CompanyFeatures;
}
