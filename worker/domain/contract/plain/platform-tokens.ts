import { formatDayMonthYear } from "../format";
import { TOKEN_REQUEST_STATUS_LABELS, type TokenRequestStatus } from "../vocabulary";

// Token administration (Customer Management → Token Management), for the platform administrator:
// GET /api/admin/companies/tokens, GET /api/admin/tokens/transactions, GET /api/admin/tokens/requests,
// POST /api/admin/companies/:companyId/tokens, PATCH /api/admin/tokens/requests/:requestId.
// Every call needs `platform.customers`. Companies in the recycle bin are left out of every list.

// The zod-free part of this area (limits, options, messages, small rules): the browser imports
// it without loading zod. Its schemas are in ../schemas/platform-tokens.ts.

/** Credits per addition (spec §9): 1 to 1000, 10 in a new form. */
export const ADD_CREDITS_MIN = 1;
export const ADD_CREDITS_MAX = 1000;
export const ADD_CREDITS_DEFAULT = 10;

/** The most tokens one processing of a request may add (the most a request may ask for). */
export const TOKENS_TO_ADD_MAX = 1000;

/** The admin ledger's page size when none is asked for, and the most one page holds. */
export const PLATFORM_TRANSACTIONS_DEFAULT_LIMIT = 100;
export const PLATFORM_TRANSACTIONS_MAX_LIMIT = 500;

export const AMOUNT_MIN_MESSAGE = "Amount must be at least 1";
export const AMOUNT_MAX_MESSAGE = `Amount must be at most ${ADD_CREDITS_MAX}`;
export const DESCRIPTION_REQUIRED_MESSAGE = "Description is required";
export const INVOICE_REQUIRED_MESSAGE = "Invoice number is required";

/** The outcomes of processing a pending request (spec §4). */
export const PROCESSED_REQUEST_STATUSES = ["approved", "fulfilled", "rejected"] as const;
export type ProcessedRequestStatus = (typeof PROCESSED_REQUEST_STATUSES)[number];
export const STATUS_MESSAGE = "Choose approved, fulfilled or rejected";
export const TOKENS_TO_ADD_MESSAGE = "Tokens to add must be a whole number of at least 0";

/** 409 for an invoice number that already credited a company. */
export const invoiceAlreadyCreditedMessage = (
  invoiceNumber: string,
  credited: { companyName: string; amount: number; createdAt: string } | null,
) =>
  credited
    ? `Invoice ${invoiceNumber} was already credited (${credited.amount} tokens to ${credited.companyName} on ${formatDayMonthYear(credited.createdAt)}). Each invoice credits once.`
    : `Invoice ${invoiceNumber} was already credited. Each invoice credits once.`;

/** 409 for processing a request that is no longer pending (`status`: what it is now, if known). */
export const requestAlreadyProcessedMessage = (status: TokenRequestStatus | null) =>
  `This token request was already ${status && status !== "pending" ? TOKEN_REQUEST_STATUS_LABELS[status].toLowerCase() : "processed"}. Only pending requests can be processed, and only once.`;
