import {
  type DeleteTemplateResponse,
  type EmailTaskDto,
  MAINTENANCE_TASKS,
  type MaintenanceResultDto,
  type MaintenanceTask,
  type PlatformSettingsDto,
  platformSettingsUpdateBody,
} from "@charterly/domain/contract";
import {
  deleteTemplate,
  retryEmailTask,
  runMaintenance,
  type SessionUser,
  updatePlatformSettings,
} from "@charterly/domain/operations";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { formValues, idField, parseForm, runFormChange, unknownIntent } from "./form-result.server";
import { numberField, SYSTEM_INTENTS, TEMPLATE_INTENTS } from "./platform-intents";

// Platform Settings' writes as route actions: the same domain operations and schemas as the API's
// routes (worker/api/admin-templates.ts, platform-settings.ts), for the signed-in person. Each
// operation checks platform.settings itself; a stale row (deleted meanwhile) is its 404.

export async function templatesAction(context: AppLoadContext, session: SessionUser, form: FormData) {
  const intent = form.get("intent");
  if (intent === TEMPLATE_INTENTS.delete) {
    const templateId = idField(form, "templateId");
    return runFormChange<DeleteTemplateResponse>(intent, () =>
      deleteTemplate(context.domain, session.actor, templateId),
    );
  }
  throw unknownIntent();
}

const isMaintenanceTask = (value: unknown): value is MaintenanceTask =>
  MAINTENANCE_TASKS.includes(value as MaintenanceTask);

export async function systemAction(context: AppLoadContext, session: SessionUser, form: FormData) {
  const { domain } = context;
  const intent = form.get("intent");
  switch (intent) {
    case SYSTEM_INTENTS.saveMaxUsers: {
      const body = { maxUsersGlobal: numberField(form.get("maxUsersGlobal")) };
      const parsed = parseForm<typeof platformSettingsUpdateBody, PlatformSettingsDto>(
        platformSettingsUpdateBody,
        form,
        intent,
        body,
      );
      if (!parsed.ok) return parsed.answer;
      return runFormChange(
        intent,
        () => updatePlatformSettings(domain, session.actor, parsed.data),
        formValues(form),
      );
    }
    case SYSTEM_INTENTS.runMaintenance: {
      const task = form.get("task");
      // The API has one route per task: an unknown task is a path that does not exist there.
      if (!isMaintenanceTask(task)) throw unknownIntent();
      return runFormChange<MaintenanceResultDto>(intent, () => runMaintenance(domain, session.actor, task));
    }
    case SYSTEM_INTENTS.retryEmail: {
      const taskId = idField(form, "taskId");
      return runFormChange<EmailTaskDto>(intent, () => retryEmailTask(domain, session.actor, taskId));
    }
  }
  throw unknownIntent();
}
