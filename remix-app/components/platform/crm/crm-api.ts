import type {
  CrmConfigDto,
  CrmConfigInput,
  CrmFieldDto,
  CrmMappingDto,
  CrmMappingInput,
  CrmSyncLogDto,
  CrmSyncRunDto,
  CrmTestResultDto,
} from "@charterly/domain/contract";
import { api, jsonOf } from "../../../lib/api-client";

// The CRM Integration tab's calls (administration side §7 CRM).

const crm = api.admin.crm;

export const loadCrmConfig = (): Promise<CrmConfigDto> => jsonOf(crm.config.$get());
export const saveCrmConfig = (json: CrmConfigInput): Promise<CrmConfigDto> =>
  jsonOf(crm.config.$post({ json }));
export const testCrmConnection = (): Promise<CrmTestResultDto> => jsonOf(crm.test.$post());
export const loadCrmFields = (): Promise<CrmFieldDto[]> => jsonOf(crm.fields.$get());
export const loadCrmMappings = (): Promise<CrmMappingDto[]> => jsonOf(crm.mappings.$get());
export const createCrmMapping = (json: CrmMappingInput): Promise<CrmMappingDto> =>
  jsonOf(crm.mappings.$post({ json }));
export const updateCrmMapping = (id: number, json: CrmMappingInput): Promise<CrmMappingDto> =>
  jsonOf(crm.mappings[":mappingId"].$put({ param: { mappingId: String(id) }, json }));
export const deleteCrmMapping = (id: number) =>
  jsonOf(crm.mappings[":mappingId"].$delete({ param: { mappingId: String(id) } }));
export const syncCrmNow = (): Promise<CrmSyncRunDto> => jsonOf(crm.sync.$post());
export const loadCrmSyncLog = (): Promise<CrmSyncLogDto> => jsonOf(crm["sync-log"].$get());
