import { z } from "zod";
import { OUTBOX_STATUSES } from "../vocabulary";

export const outboxMessageSchema = z.object({
  id: z.number(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  kind: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  createdAt: z.string(),
});
export type OutboxMessageDto = z.infer<typeof outboxMessageSchema>;
