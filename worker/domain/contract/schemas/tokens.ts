import { z } from "zod";
import { JUSTIFICATION_MESSAGE, TOKEN_REQUEST_MAX, TOKEN_REQUEST_MIN } from "../plain/tokens";
import { TOKEN_REQUEST_STATUSES, TOKEN_TRANSACTION_TYPES, URGENCIES } from "../vocabulary";
import { plainText } from "./text-rules";

// The token contract shared by the API and the browser's token panel and request form.

export const tokenBalanceSchema = z.object({
  balance: z.number(),
  used: z.number(),
  purchased: z.number(),
});
export type TokenBalanceDto = z.infer<typeof tokenBalanceSchema>;

export const tokenTransactionSchema = z.object({
  id: z.number(),
  transactionType: z.enum(TOKEN_TRANSACTION_TYPES),
  description: z.string(),
  /** Signed: a purchase adds tokens (+), an approval uses one (−1). */
  amount: z.number(),
  balanceAfter: z.number(),
  documentId: z.number().nullable(),
  createdAt: z.string(),
});
export type TokenTransactionDto = z.infer<typeof tokenTransactionSchema>;

export const tokenTransactionListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

export const tokenRequestBody = z.object({
  requestedTokens: z
    .number({ error: "Must request at least 1 token" })
    .int("Request a whole number of tokens")
    .min(TOKEN_REQUEST_MIN, "Must request at least 1 token")
    .max(TOKEN_REQUEST_MAX, "Maximum 1000 tokens per request"),
  businessJustification: plainText("The business justification", {
    multiline: true,
    error: JUSTIFICATION_MESSAGE,
  })
    .min(10, JUSTIFICATION_MESSAGE)
    .max(2000, "The business justification is at most 2000 characters"),
  urgency: z.enum(URGENCIES, { error: "Please select urgency level" }),
  contactEmail: z
    .string({ error: "Valid email address required" })
    .trim()
    .pipe(z.email({ error: "Valid email address required" })),
  contactPhone: plainText("The phone number")
    .max(40, "The phone number is at most 40 characters")
    .nullish()
    .transform((phone) => phone || null),
});
export type TokenRequestBody = z.infer<typeof tokenRequestBody>;

export const tokenRequestSchema = z.object({
  id: z.number(),
  requestedTokens: z.number(),
  businessJustification: z.string(),
  urgency: z.enum(URGENCIES),
  contactEmail: z.string(),
  contactPhone: z.string().nullable(),
  status: z.enum(TOKEN_REQUEST_STATUSES),
  /** Set when a platform administrator processes the request. */
  tokensAdded: z.number().nullable(),
  adminNotes: z.string().nullable(),
  processedAt: z.string().nullable(),
  requestedBy: z.number().nullable(),
  createdAt: z.string(),
});
export type TokenRequestDto = z.infer<typeof tokenRequestSchema>;

export const approveDocumentResultSchema = z.object({
  tokenConsumed: z.literal(1),
  /** The company's balance after the approval. */
  balance: z.number(),
});
export type ApproveDocumentResultDto = z.infer<typeof approveDocumentResultSchema>;

export const rejectDocumentBody = z.object({
  rejectionReason: plainText("The rejection reason", { multiline: true })
    .max(1000, "The rejection reason is at most 1000 characters")
    .nullish()
    .transform((reason) => reason || null),
});
export type RejectDocumentBody = z.infer<typeof rejectDocumentBody>;

export const rejectDocumentResultSchema = z.object({
  rejected: z.literal(true),
  tokenConsumed: z.literal(0),
});
