import { useState } from "react";
import { useApiResource } from "../../documents/use-api-resource";
import { EmailQueueCard } from "./email-queue-card";
import { GlobalMaxUsers } from "./global-max-users";
import { MaintenanceCard } from "./maintenance-card";
import { loadPlatformFigures } from "./platform-api";
import { PlatformFiguresCard } from "./platform-figures-card";
import { SystemStatusCards } from "./system-status-card";

/**
 * Platform Settings → System Settings: the global maximum users, the status of each outside part,
 * the security controls, maintenance tasks, the platform's figures and the outgoing e-mail queue —
 * all read from the running platform (administration side §2).
 */
export function SystemSettingsTab() {
  const figures = useApiResource("platform-figures", loadPlatformFigures);
  // A maintenance task changes the figures and the e-mail queue: both load again after one.
  const [refreshKey, setRefreshKey] = useState(0);
  const afterMaintenance = () => {
    setRefreshKey((key) => key + 1);
    void figures.reload();
  };
  return (
    <div className="space-y-6">
      <div className="grid gap-6 lg:grid-cols-2">
        <GlobalMaxUsers />
        <SystemStatusCards />
        <MaintenanceCard onDone={afterMaintenance} />
        <PlatformFiguresCard figures={figures} onRetry={() => void figures.reload()} />
      </div>
      <EmailQueueCard refreshKey={refreshKey} />
    </div>
  );
}
