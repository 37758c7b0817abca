import type {
  DeploymentDto,
  EmailTaskDto,
  EmailTaskListDto,
  MaintenanceResultDto,
  MaintenanceTask,
  OutboxStatus,
  PlatformFiguresDto,
  PlatformSettingsDto,
  SystemStatusDto,
} from "@charterly/domain/contract";
import { api, jsonOf } from "../../../lib/api-client";

// The calls behind Platform Settings → System Settings and Deployment (administration side §7).

const admin = api.admin;

export const loadPlatformSettings = (): Promise<PlatformSettingsDto> =>
  jsonOf(admin["platform-settings"].$get());
export const savePlatformSettings = (maxUsersGlobal: number): Promise<PlatformSettingsDto> =>
  jsonOf(admin["platform-settings"].$put({ json: { maxUsersGlobal } }));
export const loadSystemStatus = (): Promise<SystemStatusDto> => jsonOf(admin["system-status"].$get());
export const loadPlatformFigures = (): Promise<PlatformFiguresDto> =>
  jsonOf(admin["platform-figures"].$get());
export const loadDeployment = (): Promise<DeploymentDto> => jsonOf(admin.deployment.$get());

export const runMaintenanceTask = (task: MaintenanceTask): Promise<MaintenanceResultDto> =>
  jsonOf(admin.maintenance[task].$post());

export const loadEmailTasks = (status: OutboxStatus | null): Promise<EmailTaskListDto> =>
  jsonOf(admin["email-tasks"].$get({ query: status ? { status, limit: "100" } : { limit: "100" } }));
export const retryEmailTask = (id: number): Promise<EmailTaskDto> =>
  jsonOf(admin["email-tasks"][":taskId"].retry.$post({ param: { taskId: String(id) } }));
