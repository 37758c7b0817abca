import type {
  CompanyListResponse,
  CustomerAnalyticsDto,
  CustomerCompanyUsersResponse,
  CustomerStatsDto,
} from "@charterly/domain/contract";
import { api, jsonOf } from "../../../lib/api-client";
import type { PeopleCalls } from "../../admin/team/use-team-actions";

// Customer Management's calls through the API (administration side §7 'Companies and customers'):
// an opened row's people and their changes. The plan, Add New Customer and Edit Customer are the
// sections' action (lib/customer-actions.server.ts).

const companyParam = (companyId: number) => ({ param: { companyId: String(companyId) } });

export interface CompanyFilters {
  /** Part of a company name. */
  search: string;
  /** A company id, as typed (digits). */
  companyId: string;
}

export const loadCompanies = ({ search, companyId }: CompanyFilters): Promise<CompanyListResponse> =>
  jsonOf(
    api.admin.companies.$get({
      query: {
        ...(search.trim() ? { search: search.trim() } : {}),
        ...(companyId.trim() ? { companyId: companyId.trim() } : {}),
      },
    }),
  );

export const loadCompanyUsers = (companyId: number): Promise<CustomerCompanyUsersResponse> =>
  jsonOf(api.admin.companies[":companyId"].users.$get(companyParam(companyId)));

export const loadCustomerStats = (): Promise<CustomerStatsDto> => jsonOf(api.admin["customer-stats"].$get());

export const loadCustomerAnalytics = (): Promise<CustomerAnalyticsDto> =>
  jsonOf(api.admin["customer-analytics"].$get());

export const setCustomerActive = (userId: number, active: boolean) =>
  jsonOf(
    api.admin.customers[":userId"][active ? "reactivate" : "deactivate"].$put({
      param: { userId: String(userId) },
    }),
  );

// A company's people, changed from its opened Customer List row (issue 25 §9): the same four
// changes as the Team Members tab (PeopleCalls), for any company.
const userParam = (userId: number) => ({ param: { userId: String(userId) } });

export const CUSTOMER_PEOPLE_CALLS: PeopleCalls = {
  changeRole: (userId, role) =>
    jsonOf(api.admin.customers[":userId"].role.$put({ ...userParam(userId), json: { role } })),
  remove: (userId) => jsonOf(api.admin.customers[":userId"].$delete(userParam(userId))),
  resetPassword: (userId) =>
    jsonOf(api.admin.customers[":userId"]["reset-password"].$post(userParam(userId))),
  resendVerification: (userId) =>
    jsonOf(api.admin.customers[":userId"]["resend-verification"].$post(userParam(userId))),
};
