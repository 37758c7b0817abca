import { z } from "zod";
import { CATEGORIES, DOCUMENT_STATUSES } from "../vocabulary";

const countsBy = <T extends readonly [string, ...string[]]>(keys: T) =>
  z.object(Object.fromEntries(keys.map((k) => [k, z.number()])) as { [K in T[number]]: z.ZodNumber });

export const companyStatsSchema = z.object({
  totalDocuments: z.number(),
  /** Every status, zero included. */
  documentsByStatus: countsBy(DOCUMENT_STATUSES),
  /** Every category, zero included. */
  documentsByCategory: countsBy(CATEGORIES),
  /** Documents created since the first of this month (UTC). */
  documentsThisMonth: z.number(),
  templatesAvailable: z.number(),
  /** Active (not deactivated) users of the company. */
  teamMembers: z.number(),
  /** The token balance on the Pay Per Use plan; null on every other plan. */
  tokenBalance: z.number().nullable(),
});
export type CompanyStatsDto = z.infer<typeof companyStatsSchema>;
