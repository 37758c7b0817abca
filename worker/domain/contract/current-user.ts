import { z } from "zod";
import { ROLES, TIERS } from "./vocabulary";

/** What `GET /api/auth/user` returns and what every screen knows about the signed-in person. */
export const currentUserSchema = z.object({
  id: z.number(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
  role: z.enum(ROLES),
  subscriptionTier: z.enum(TIERS),
  companyId: z.number(),
  companyName: z.string(),
  emailVerified: z.boolean(),
  createdAt: z.string(),
  profileImageUrl: z.string().nullable(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;
