import { z } from "zod";
import { EMAIL_MESSAGE } from "../plain/email-change";

export const requestEmailChangeBody = z.object({
  newEmail: z
    .string({ message: EMAIL_MESSAGE })
    .trim()
    .toLowerCase()
    .max(254, EMAIL_MESSAGE)
    .pipe(z.email({ message: EMAIL_MESSAGE })),
});
export type RequestEmailChangeBody = z.infer<typeof requestEmailChangeBody>;

export const emailChangeRequestedSchema = z.object({ newEmail: z.string(), expiresAt: z.string() });

export const emailChangeStatusSchema = z.object({
  hasPendingChange: z.boolean(),
  currentEmail: z.string(),
  newEmail: z.string().nullable(),
  expiresAt: z.string().nullable(),
});
export type EmailChangeStatusDto = z.infer<typeof emailChangeStatusSchema>;

export const emailChangeCancelledSchema = z.object({ cancelled: z.literal(true) });

export const verifyEmailChangeQuery = z.object({ token: z.string().max(200).optional() });
