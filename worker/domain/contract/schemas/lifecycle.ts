import { z } from "zod";
import { ACKNOWLEDGEMENT_CHANNELS, REVIEW_INTERVALS, ROLES } from "../vocabulary";

// The policy lifecycle's contract (decision 016): owners and reviews, read-and-acknowledge, and
// what changed between versions.

/** What changed in a version since the previous version in force: exact, by section. */
export const changeSummarySchema = z.object({
  /** The version in force it is compared with; null when none came before (all of it is new). */
  sinceVersion: z.number().nullable(),
  sections: z.array(
    z.object({
      /** The section's heading (with its parents', "2. Travel › 2.1 Flights"); "" before the first heading. */
      heading: z.string(),
      change: z.enum(["added", "removed", "changed"]),
      /** For a changed section, the sentences that went and the ones that came (a few at most). */
      removedSentences: z.array(z.string()),
      addedSentences: z.array(z.string()),
    }),
  ),
  /** Sections or sentences left out to keep the summary short. */
  omitted: z.number(),
  /** A plain-language summary of the same changes, when an AI model wrote one (never longer). */
  plain: z.string().optional(),
});
export type ChangeSummary = z.infer<typeof changeSummarySchema>;

/** PUT /api/documents/:documentId/lifecycle */
export const documentLifecycleBody = z
  .object({
    ownerUserId: z.number().int().positive("Choose a person of your company.").nullable(),
    reviewIntervalMonths: z
      .literal(REVIEW_INTERVALS, { message: "Choose every 3, 6, 12 or 24 months, or no review." })
      .nullable(),
    /** Who is asked to read it when it comes into force: null = everyone in the company. */
    readerRoles: z.array(z.enum(ROLES)).min(1, "Choose at least one role, or everyone.").nullable(),
  })
  .strict();
export type DocumentLifecycleBody = z.infer<typeof documentLifecycleBody>;

/** POST /api/documents/:documentId/acknowledge: the version the person read. */
export const acknowledgeBody = z.object({ version: z.number().int().positive() }).strict();

const person = z.object({ userId: z.number(), name: z.string(), email: z.string() });

/** GET /api/documents/:documentId/acknowledgements: who has read the version in force. */
export const acknowledgementStatusSchema = z.object({
  documentId: z.number(),
  version: z.number(),
  inForceSince: z.string(),
  acknowledged: z.array(
    person.extend({ acknowledgedAt: z.string(), channel: z.enum(ACKNOWLEDGEMENT_CHANNELS) }),
  ),
  pending: z.array(person),
  /**
   * Acknowledged in Slack by people with no account in the company (decision 017), by Slack id:
   * not among the readers counted above.
   */
  slackOnly: z.array(
    z.object({
      slackUserId: z.string(),
      acknowledgedAt: z.string(),
      channel: z.enum(ACKNOWLEDGEMENT_CHANNELS),
    }),
  ),
});
export type AcknowledgementStatusDto = z.infer<typeof acknowledgementStatusSchema>;

/** One document on a person's 'To read' list. */
export const toReadItemSchema = z.object({
  documentId: z.number(),
  title: z.string(),
  version: z.number(),
  inForceSince: z.string(),
  changeSummary: changeSummarySchema.nullable(),
});
export type ToReadItemDto = z.infer<typeof toReadItemSchema>;
