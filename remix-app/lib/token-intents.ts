// Pay Per Use's token screens as routes (decision 026): the token panel's dialogs load and post to them.

/** Request Additional Tokens as a page: the form and the company's earlier requests. */
export const TOKEN_REQUEST_PATH = "/tokens/request";
/** Transaction History as a page: the company's token ledger. */
export const TOKEN_HISTORY_PATH = "/tokens/history";

export const TOKEN_INTENTS = {
  /** 'Request Additional Tokens' (POST /api/tokens/request, spec §5). */
  requestTokens: "request-tokens",
} as const;
