import { z } from "zod";
import { ACKNOWLEDGEMENT_CHANNELS } from "../vocabulary";
import { toReadItemSchema } from "./lifecycle";

// Read-and-acknowledge (decision 016): the answers of the acknowledgement routes. The requests and
// the admins' status are in ./lifecycle.ts.

/** POST /api/documents/:documentId/acknowledge: the person's acknowledgement of the version in force. */
export const acknowledgementSchema = z.object({
  documentId: z.number(),
  /** The version in force that was acknowledged. */
  version: z.number(),
  acknowledgedAt: z.string(),
  channel: z.enum(ACKNOWLEDGEMENT_CHANNELS),
});
export type AcknowledgementDto = z.infer<typeof acknowledgementSchema>;

/** GET /api/documents/:documentId/acknowledgement: where the signed-in person stands with a document. */
export const myAcknowledgementSchema = z.object({
  documentId: z.number(),
  /** The version in force (the one a person acknowledges); null when the document is not in force. */
  version: z.number().nullable(),
  /** The document is in force and addressed to the person's role. */
  applies: z.boolean(),
  /** When the person acknowledged the version in force; null when they have not (yet). */
  acknowledgedAt: z.string().nullable(),
});
export type MyAcknowledgementDto = z.infer<typeof myAcknowledgementSchema>;

/** GET /api/acknowledgements/to-read: the person's 'To read' list, newest in force first. */
export const toReadListSchema = z.object({
  items: z.array(toReadItemSchema),
  /**
   * How many documents wait to be read, counted up to TO_READ_LIMIT: the items' number unless the
   * list was asked for its first few only (the dashboard until 'Show all').
   */
  count: z.number(),
  /** More than TO_READ_LIMIT documents wait to be read. */
  more: z.boolean(),
});
export type ToReadListDto = z.infer<typeof toReadListSchema>;

/** POST /api/documents/:documentId/acknowledgements/remind */
export const acknowledgementReminderSchema = z.object({
  /** How many people were e-mailed (everyone who has not acknowledged the version in force). */
  reminded: z.number(),
  /** False when the company's e-mail service is off: nobody was e-mailed. */
  emailEnabled: z.boolean(),
  /** When the next reminder for this document may be sent. */
  nextReminderAt: z.string().nullable(),
});
export type AcknowledgementReminderDto = z.infer<typeof acknowledgementReminderSchema>;
