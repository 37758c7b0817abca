import type { Role, Tier } from "../../db/schema";

/** What `GET /api/auth/user` returns and what every screen knows about the signed-in person. */
export interface CurrentUser {
  id: number;
  firstName: string | null;
  lastName: string | null;
  email: string;
  role: Role;
  subscriptionTier: Tier;
  companyId: number;
  companyName: string;
  emailVerified: boolean;
  createdAt: string;
  profileImageUrl: string | null;
}
