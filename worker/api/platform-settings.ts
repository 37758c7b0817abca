import {
  deploymentSchema,
  emailTaskListQuery,
  emailTaskListSchema,
  emailTaskSchema,
  type MaintenanceTask,
  maintenanceResultSchema,
  platformFiguresSchema,
  platformSettingsSchema,
  platformSettingsUpdateBody,
  systemStatusSchema,
} from "@charterly/domain/contract";
import { type Context, Hono } from "hono";
import { describeRunningDeployment } from "../adapters/system/deployment-description";
import { securityFacts, systemProbes } from "../adapters/system/system-probes";
import { can } from "../domain/access/access-rule";
import { describeDeployment } from "../domain/platform/describe-deployment";
import { listEmailTasks, retryEmailTask } from "../domain/platform/email-tasks";
import { runMaintenance } from "../domain/platform/maintenance";
import { getPlatformFigures } from "../domain/platform/platform-figures";
import { getPlatformSettings, updatePlatformSettings } from "../domain/platform/platform-settings";
import { checkSystemStatus } from "../domain/platform/system-status";
import { registeredJobs, scheduleTable } from "../jobs/registry";
import { actorOf, bodyOf, idParam, queryOf, route } from "./route";
import type { ApiEnv } from "./types";

// Platform Settings → System Settings and Deployment, and the outgoing e-mail queue
// (administration side §2, §7). Platform administrators only.

const tags = ["platform settings"];
const access = can("platform.settings");

const MAINTENANCE_ROUTES: Record<MaintenanceTask, { operationId: string; summary: string }> = {
  "purge-expired-sessions": {
    operationId: "purgeExpiredSessions",
    summary: "Remove expired and idle sessions now (the five-minute job does it too)",
  },
  "retry-failed-emails": {
    operationId: "retryFailedEmails",
    summary: "Queue every failed e-mail again with a fresh set of attempts",
  },
  "rebuild-search-index": {
    operationId: "rebuildSearchIndex",
    summary:
      "Rebuild the full-text index from the stored passages and index documents in force that lack passages",
  },
};
const maintenanceRoute = (task: MaintenanceTask) =>
  route({ ...MAINTENANCE_ROUTES[task], tags, access, response: maintenanceResultSchema });
const maintenance = async (c: Context<ApiEnv>, task: MaintenanceTask) =>
  c.json(await runMaintenance(c.get("domain"), actorOf(c), task));

export const platformSettingsRoutes = new Hono<ApiEnv>()
  .get(
    "/admin/platform-settings",
    route({
      operationId: "getPlatformSettings",
      readOnly: true,
      summary: "The platform-wide settings (global maximum users)",
      tags,
      access,
      response: platformSettingsSchema,
    }),
    async (c) => c.json(await getPlatformSettings(c.get("domain"), actorOf(c))),
  )
  .put(
    "/admin/platform-settings",
    route({
      operationId: "updatePlatformSettings",
      summary: "Change the global maximum users (a ceiling below today's count closes registration)",
      tags,
      access,
      body: platformSettingsUpdateBody,
      response: platformSettingsSchema,
      example: { maxUsersGlobal: 10000 },
    }),
    async (c) =>
      c.json(
        await updatePlatformSettings(c.get("domain"), actorOf(c), bodyOf(c, platformSettingsUpdateBody)),
      ),
  )
  .get(
    "/admin/system-status",
    route({
      operationId: "checkSystemStatus",
      summary:
        "Checks each outside part now (database, files, identity provider, AI, vectors, mail, Slack) and reports the security controls and every scheduled job's last run",
      tags,
      access,
      response: systemStatusSchema,
    }),
    async (c) => {
      const ctx = c.get("domain");
      return c.json(
        await checkSystemStatus(
          ctx,
          actorOf(c),
          systemProbes(c.env, ctx),
          securityFacts(c.env),
          registeredJobs(),
        ),
      );
    },
  )
  .get(
    "/admin/platform-figures",
    route({
      operationId: "getPlatformFigures",
      readOnly: true,
      summary: "Platform-wide figures for the System Settings tiles",
      tags,
      access,
      response: platformFiguresSchema,
    }),
    async (c) => c.json(await getPlatformFigures(c.get("domain"), actorOf(c))),
  )
  .post("/admin/maintenance/purge-expired-sessions", maintenanceRoute("purge-expired-sessions"), (c) =>
    maintenance(c, "purge-expired-sessions"),
  )
  .post("/admin/maintenance/retry-failed-emails", maintenanceRoute("retry-failed-emails"), (c) =>
    maintenance(c, "retry-failed-emails"),
  )
  .post("/admin/maintenance/rebuild-search-index", maintenanceRoute("rebuild-search-index"), (c) =>
    maintenance(c, "rebuild-search-index"),
  )
  .get(
    "/admin/deployment",
    route({
      operationId: "describeDeployment",
      readOnly: true,
      summary:
        "The running deployment: Worker version, compatibility settings, bindings present, cron schedule",
      tags,
      access,
      response: deploymentSchema,
    }),
    (c) => c.json(describeDeployment(actorOf(c), () => describeRunningDeployment(c.env, scheduleTable()))),
  )
  .get(
    "/admin/email-tasks",
    route({
      operationId: "listEmailTasks",
      readOnly: true,
      summary:
        "The outgoing e-mail queue, newest first: kind, recipient, status, attempts, last error (never the bodies)",
      tags,
      access,
      query: emailTaskListQuery,
      response: emailTaskListSchema,
    }),
    async (c) => c.json(await listEmailTasks(c.get("domain"), actorOf(c), queryOf(c, emailTaskListQuery))),
  )
  .post(
    "/admin/email-tasks/:taskId/retry",
    route({
      operationId: "retryEmailTask",
      summary: "Queue a failed e-mail again (sent by the delivery job within five minutes)",
      tags,
      access,
      response: emailTaskSchema,
    }),
    async (c) => c.json(await retryEmailTask(c.get("domain"), actorOf(c), idParam(c, "taskId"))),
  );
