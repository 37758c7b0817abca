import type { DeletionInfoDto } from "@charterly/domain/contract";
import { api, jsonOf } from "../../../lib/api-client";

// The Account Deletion dialog's read through the API (administration side §7 'Companies and
// customers'): what a company holds, read as the dialog opens. The lists are the section loader's,
// the changes its action (routes/admin_.customers.deletion.tsx).

export const loadDeletionInfo = (companyId: number): Promise<DeletionInfoDto> =>
  jsonOf(api.admin.company[":companyId"]["deletion-info"].$get({ param: { companyId: String(companyId) } }));
