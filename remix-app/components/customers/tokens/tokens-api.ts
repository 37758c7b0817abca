import type {
  AddCreditsBody,
  AddCreditsResultDto,
  PlatformCompanyBalanceDto,
  PlatformTokenRequestDto,
  PlatformTransactionPageDto,
  ProcessTokenRequestBody,
  ProcessTokenRequestResultDto,
} from "@charterly/domain/contract";
import { api, jsonOf } from "../../../lib/api-client";

// Token Management's calls (administration side §7 Tokens).

export const loadCompanyBalances = (): Promise<PlatformCompanyBalanceDto[]> =>
  jsonOf(api.admin.companies.tokens.$get());

/** One page of every company's ledger; `before` is the previous page's nextCursor. */
export const loadTransactions = (before?: string): Promise<PlatformTransactionPageDto> =>
  jsonOf(api.admin.tokens.transactions.$get({ query: before ? { before } : {} }));

export const loadTokenRequests = (): Promise<PlatformTokenRequestDto[]> =>
  jsonOf(api.admin.tokens.requests.$get());

export const processTokenRequest = (
  requestId: number,
  json: ProcessTokenRequestBody,
): Promise<ProcessTokenRequestResultDto> =>
  jsonOf(api.admin.tokens.requests[":requestId"].$patch({ param: { requestId: String(requestId) }, json }));

export const addCredits = (companyId: number, json: AddCreditsBody): Promise<AddCreditsResultDto> =>
  jsonOf(api.admin.companies[":companyId"].tokens.$post({ param: { companyId: String(companyId) }, json }));
