import type {
  EmailTaskListDto,
  OutboxStatus,
  PlatformFiguresDto,
  PlatformSettingsDto,
  SystemStatusDto,
} from "@charterly/domain/contract";
import { EmailQueueCard } from "./email-queue-card";
import { GlobalMaxUsers } from "./global-max-users";
import { MaintenanceCard } from "./maintenance-card";
import { PlatformFiguresCard } from "./platform-figures-card";
import { ScheduledJobsCard } from "./scheduled-jobs-card";
import { SystemStatusCards } from "./system-status-card";

/**
 * Platform Settings → System Settings: the global maximum users, the status of each outside part,
 * the security controls, maintenance tasks, the platform's figures, the scheduled jobs' last runs and
 * the outgoing e-mail queue —
 * all read from the running platform by the section's loader (administration side §2). After a
 * maintenance task or a save, Remix reads them again.
 */
export function SystemSettingsTab({
  settings,
  figures,
  emailTasks,
  emailFilter,
  status,
}: {
  settings: PlatformSettingsDto;
  figures: PlatformFiguresDto;
  emailTasks: EmailTaskListDto;
  emailFilter: OutboxStatus | "all";
  status: Promise<SystemStatusDto | null>;
}) {
  return (
    <div className="space-y-6">
      <div className="grid gap-6 lg:grid-cols-2">
        <GlobalMaxUsers settings={settings} />
        <SystemStatusCards status={status} />
        <MaintenanceCard />
        <PlatformFiguresCard figures={figures} />
      </div>
      <ScheduledJobsCard status={status} />
      <EmailQueueCard tasks={emailTasks} filter={emailFilter} />
    </div>
  );
}
