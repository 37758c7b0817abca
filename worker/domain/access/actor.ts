import type { Role, Tier } from "../../db/schema";

/** The signed-in person on whose behalf an operation runs. Every company query is scoped by it. */
export interface Actor {
  userId: number;
  companyId: number;
  role: Role;
  tier: Tier;
  email: string;
  displayName: string;
}
