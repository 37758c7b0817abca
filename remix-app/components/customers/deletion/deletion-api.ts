import type {
  CompanyPurgedDto,
  CompanyRestoredDto,
  DeletedCompanyDto,
  DeletionCandidateDto,
  DeletionInfoDto,
} from "@charterly/domain/contract";
import { api, jsonOf } from "../../../lib/api-client";

// The Account Deletion tab's calls (administration side §7 'Companies and customers').

const companyParam = (companyId: number) => ({ param: { companyId: String(companyId) } });

export const loadDeletionCandidates = (): Promise<DeletionCandidateDto[]> =>
  jsonOf(api.admin["deletion-candidates"].$get());

export const loadDeletionInfo = (companyId: number): Promise<DeletionInfoDto> =>
  jsonOf(api.admin.company[":companyId"]["deletion-info"].$get(companyParam(companyId)));

export const deleteCompany = (companyId: number): Promise<DeletedCompanyDto> =>
  jsonOf(api.admin.company[":companyId"].$delete(companyParam(companyId)));

export const loadRecycleBin = (): Promise<DeletedCompanyDto[]> =>
  jsonOf(api.admin["deleted-companies"].$get());

export const restoreCompany = (companyId: number): Promise<CompanyRestoredDto> =>
  jsonOf(api.admin["deleted-companies"][":companyId"].restore.$post(companyParam(companyId)));

export const permanentlyDeleteCompany = (companyId: number): Promise<CompanyPurgedDto> =>
  jsonOf(api.admin["deleted-companies"][":companyId"].permanent.$delete(companyParam(companyId)));
