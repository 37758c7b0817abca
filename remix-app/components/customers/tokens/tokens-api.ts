import type {
  PlatformCompanyBalanceDto,
  PlatformTokenRequestDto,
  PlatformTransactionPageDto,
} from "@charterly/domain/contract";
import { api, jsonOf } from "../../../lib/api-client";

// Token Management's reads through the API (administration side §7 Tokens); its writes are the
// route's action (routes/admin_.customers.tokens.tsx).

export const loadCompanyBalances = (): Promise<PlatformCompanyBalanceDto[]> =>
  jsonOf(api.admin.companies.tokens.$get());

/** One page of every company's ledger; `before` is the previous page's nextCursor. */
export const loadTransactions = (before?: string): Promise<PlatformTransactionPageDto> =>
  jsonOf(api.admin.tokens.transactions.$get({ query: before ? { before } : {} }));

export const loadTokenRequests = (): Promise<PlatformTokenRequestDto[]> =>
  jsonOf(api.admin.tokens.requests.$get());
