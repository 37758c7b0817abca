import { z } from "zod";
import {
  ADD_CREDITS_MAX,
  ADD_CREDITS_MIN,
  AMOUNT_MAX_MESSAGE,
  AMOUNT_MIN_MESSAGE,
  DESCRIPTION_REQUIRED_MESSAGE,
  INVOICE_REQUIRED_MESSAGE,
  PLATFORM_TRANSACTIONS_DEFAULT_LIMIT,
  PLATFORM_TRANSACTIONS_MAX_LIMIT,
  PROCESSED_REQUEST_STATUSES,
  STATUS_MESSAGE,
  TOKENS_TO_ADD_MAX,
  TOKENS_TO_ADD_MESSAGE,
} from "../plain/platform-tokens";
import { TIERS, TOKEN_REQUEST_STATUSES, TOKEN_TRANSACTION_TYPES, URGENCIES } from "../vocabulary";
import { plainText } from "./text-rules";

// Token administration (Customer Management → Token Management), for the platform administrator:
// GET /api/admin/companies/tokens, GET /api/admin/tokens/transactions, GET /api/admin/tokens/requests,
// POST /api/admin/companies/:companyId/tokens, PATCH /api/admin/tokens/requests/:requestId.
// Every call needs `platform.customers`. Companies in the recycle bin are left out of every list.

/** What a company has: a company that never had tokens shows zeros and no update date. */
export const platformCompanyBalanceSchema = z.object({
  id: z.number(),
  name: z.string(),
  displayName: z.string().nullable(),
  tier: z.enum(TIERS),
  balance: z.number(),
  used: z.number(),
  purchased: z.number(),
  /** ISO 8601; null when the company never had a balance. */
  updatedAt: z.string().nullable(),
});
export type PlatformCompanyBalanceDto = z.infer<typeof platformCompanyBalanceSchema>;

export const platformTransactionSchema = z.object({
  id: z.number(),
  companyId: z.number(),
  companyName: z.string(),
  transactionType: z.enum(TOKEN_TRANSACTION_TYPES),
  description: z.string(),
  /** Signed: credits add (+), an approval uses one (−1). */
  amount: z.number(),
  balanceAfter: z.number(),
  /** The invoice a credit was booked against; null for everything else. */
  invoiceNumber: z.string().nullable(),
  documentId: z.number().nullable(),
  createdAt: z.string(),
});
export type PlatformTransactionDto = z.infer<typeof platformTransactionSchema>;

/**
 * GET /api/admin/tokens/transactions: newest first, `limit` entries at a time; `before` is the
 * `nextCursor` of the previous page.
 */
export const platformTransactionListQuery = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(PLATFORM_TRANSACTIONS_MAX_LIMIT)
    .default(PLATFORM_TRANSACTIONS_DEFAULT_LIMIT),
  before: z
    .string()
    .regex(/^\d+\.\d+$/, "before: use the nextCursor of the previous page")
    .optional(),
});
export type PlatformTransactionListQuery = z.infer<typeof platformTransactionListQuery>;

export const platformTransactionPageSchema = z.object({
  transactions: z.array(platformTransactionSchema),
  /** Pass as `before` for the next (older) page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type PlatformTransactionPageDto = z.infer<typeof platformTransactionPageSchema>;

export const platformTokenRequestSchema = z.object({
  id: z.number(),
  companyId: z.number(),
  companyName: z.string(),
  /** Null once the person who asked has been removed. */
  requestedByName: z.string().nullable(),
  requestedByEmail: z.string().nullable(),
  requestedTokens: z.number(),
  urgency: z.enum(URGENCIES),
  status: z.enum(TOKEN_REQUEST_STATUSES),
  businessJustification: z.string(),
  contactEmail: z.string(),
  contactPhone: z.string().nullable(),
  adminNotes: z.string().nullable(),
  /** Set when processed: what was added (0 for a rejection). */
  tokensAdded: z.number().nullable(),
  processedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type PlatformTokenRequestDto = z.infer<typeof platformTokenRequestSchema>;

/**
 * PATCH /api/admin/tokens/requests/:requestId. `approved` adds the requested tokens, `fulfilled`
 * adds `tokensToAdd` (the requested amount when absent), `rejected` adds none.
 */
export const processTokenRequestBody = z.object({
  status: z.enum(PROCESSED_REQUEST_STATUSES, { error: STATUS_MESSAGE }),
  adminNotes: plainText("The admin notes", { multiline: true })
    .max(2000, "The admin notes are at most 2000 characters")
    .nullish()
    .transform((notes) => notes || null),
  tokensToAdd: z
    .number({ error: TOKENS_TO_ADD_MESSAGE })
    .int(TOKENS_TO_ADD_MESSAGE)
    .min(0, TOKENS_TO_ADD_MESSAGE)
    .max(TOKENS_TO_ADD_MAX, `At most ${TOKENS_TO_ADD_MAX} tokens can be added at once`)
    .nullish()
    .transform((tokens) => tokens ?? null),
});
export type ProcessTokenRequestBody = z.infer<typeof processTokenRequestBody>;

export const processTokenRequestResultSchema = z.object({
  request: platformTokenRequestSchema,
  /** The company's balance after the processing. */
  balance: z.number(),
  /** A Freemium company that received tokens is now on Pay Per Use. */
  upgradedToPerDocument: z.boolean(),
  /** Whether the requester was told by e-mail (the company's e-mail service is on). */
  emailQueued: z.boolean(),
});
export type ProcessTokenRequestResultDto = z.infer<typeof processTokenRequestResultSchema>;

/** POST /api/admin/companies/:companyId/tokens: credits booked against an invoice, which credits once. */
export const addCreditsBody = z.object({
  amount: z
    .number({ error: AMOUNT_MIN_MESSAGE })
    .int("Amount must be a whole number")
    .min(ADD_CREDITS_MIN, AMOUNT_MIN_MESSAGE)
    .max(ADD_CREDITS_MAX, AMOUNT_MAX_MESSAGE),
  description: plainText("The description", { error: DESCRIPTION_REQUIRED_MESSAGE })
    .min(1, DESCRIPTION_REQUIRED_MESSAGE)
    .max(500, "The description is at most 500 characters"),
  invoiceNumber: plainText("The invoice number", { error: INVOICE_REQUIRED_MESSAGE })
    .min(1, INVOICE_REQUIRED_MESSAGE)
    .max(100, "The invoice number is at most 100 characters"),
});
export type AddCreditsBody = z.infer<typeof addCreditsBody>;

export const addCreditsResultSchema = z.object({
  company: platformCompanyBalanceSchema,
  transaction: platformTransactionSchema,
  upgradedToPerDocument: z.boolean(),
});
export type AddCreditsResultDto = z.infer<typeof addCreditsResultSchema>;
