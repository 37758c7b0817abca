import {
  type AdminTemplateDto,
  type CrmConfigDto,
  type CrmMappingDto,
  crmConfigBody,
  crmMappingBody,
  type DeleteTemplateResponse,
  type EmailTaskDto,
  MAINTENANCE_TASKS,
  type MaintenanceResultDto,
  type MaintenanceTask,
  type PlatformSettingsDto,
  platformSettingsUpdateBody,
  templateFormBody,
} from "@charterly/domain/contract";
import {
  createCrmMapping,
  createTemplate,
  deleteCrmMapping,
  deleteTemplate,
  retryEmailTask,
  runMaintenance,
  type SessionUser,
  saveCrmConfig,
  syncCrmNow,
  testCrmConnection,
  updateCrmMapping,
  updatePlatformSettings,
  updateTemplate,
} from "@charterly/domain/operations";
import { type AppLoadContext, data } from "@remix-run/cloudflare";
import { CRM_INTENTS, type CrmMappingDeleteAsked, crmConfigFromForm, crmMappingFromForm } from "./crm-form";
import type { FormResult } from "./form-result";
import {
  changeFromForm,
  formValues,
  idField,
  parseForm,
  runFormChange,
  unknownIntent,
} from "./form-result.server";
import type { IntentOperations } from "./intent-operations";
import { numberField, SYSTEM_INTENTS, TEMPLATE_INTENTS, type TemplateDeleteAsked } from "./platform-intents";
import { CONFIRMED_FIELD } from "./team-intents";

// Platform Settings' writes as route actions: the same domain operations and schemas as the API's
// routes (worker/api/admin-templates.ts, platform-settings.ts, crm.ts), for the signed-in person. Each
// operation checks platform.settings itself; a stale row (deleted meanwhile) is its 404.

/**
 * The template form's fields as the API's body: Public is "true"/"false" from the switch's hidden
 * field with JavaScript, a checkbox's "true" or nothing without it.
 */
const templateFields = (form: FormData) => ({
  ...formValues(form),
  isPublic: form.get("isPublic") === "true",
  previewContent: form.get("previewContent") || null,
});

/** Platform Settings' intents and the API operations they make (worker/api/admin-templates.ts, platform-settings.ts, crm.ts). */
export const TEMPLATE_OPERATIONS = {
  [TEMPLATE_INTENTS.create]: "createTemplate",
  [TEMPLATE_INTENTS.update]: "updateTemplate",
  [TEMPLATE_INTENTS.delete]: "deleteTemplate",
} as const satisfies IntentOperations<typeof TEMPLATE_INTENTS>;

export const SYSTEM_OPERATIONS = {
  [SYSTEM_INTENTS.saveMaxUsers]: "updatePlatformSettings",
  // The task the form names chooses the operation.
  [SYSTEM_INTENTS.runMaintenance]: ["purgeExpiredSessions", "retryFailedEmails", "rebuildSearchIndex"],
  [SYSTEM_INTENTS.retryEmail]: "retryEmailTask",
} as const satisfies IntentOperations<typeof SYSTEM_INTENTS>;

export const CRM_OPERATIONS = {
  [CRM_INTENTS.saveConfig]: "saveCrmConfig",
  [CRM_INTENTS.test]: "testCrmConnection",
  [CRM_INTENTS.sync]: "syncCrmNow",
  // A mapping without an id is added, one with an id updated.
  [CRM_INTENTS.saveMapping]: ["addCrmMapping", "updateCrmMapping"],
  [CRM_INTENTS.deleteMapping]: "deleteCrmMapping",
} as const satisfies IntentOperations<typeof CRM_INTENTS>;

export async function templatesAction(context: AppLoadContext, session: SessionUser, form: FormData) {
  const intent = form.get("intent");
  if (intent === TEMPLATE_INTENTS.create || intent === TEMPLATE_INTENTS.update) {
    const parsed = parseForm<typeof templateFormBody, AdminTemplateDto>(
      templateFormBody,
      form,
      intent,
      templateFields(form),
    );
    if (!parsed.ok) return parsed.answer;
    const templateId = idField(form, "templateId");
    // A name another template has is a 409, said next to the name.
    return runFormChange(
      intent,
      () =>
        intent === TEMPLATE_INTENTS.create
          ? createTemplate(context.domain, session.actor, parsed.data)
          : updateTemplate(context.domain, session.actor, templateId, parsed.data),
      formValues(form),
    );
  }
  if (intent === TEMPLATE_INTENTS.delete) {
    // DELETE /api/admin/templates/:templateId: no rate limit, no body. Asked first: a form not
    // confirmed (sent without JavaScript) changes nothing and is answered with the question.
    const templateId = idField(form, "templateId");
    if (form.get(CONFIRMED_FIELD) !== "yes")
      return data<FormResult<TemplateDeleteAsked>>({
        ok: true,
        intent,
        value: { kind: "asked", templateId },
      });
    return runFormChange<DeleteTemplateResponse>(
      intent,
      () => deleteTemplate(context.domain, session.actor, templateId),
      formValues(form),
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
      return changeFromForm<typeof platformSettingsUpdateBody, PlatformSettingsDto>(
        platformSettingsUpdateBody,
        form,
        intent,
        (data) => updatePlatformSettings(domain, session.actor, data),
        body,
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

/**
 * The CRM Integration's writes: the configuration, the connection test, a sync, and the field
 * mappings (routes/platform-settings.crm.tsx). A mapping deleted meanwhile is the domain's 404; one
 * for a field mapped meanwhile its 409 (the unique indexes decide when two saves race).
 */
export async function crmAction(context: AppLoadContext, session: SessionUser, form: FormData) {
  const { domain } = context;
  const { actor } = session;
  const intent = form.get("intent");
  switch (intent) {
    case CRM_INTENTS.saveConfig: {
      // The secrets typed are never sent back to the page, refused or not.
      const shown = new FormData();
      for (const [name, value] of form)
        if (!["clientSecret", "password", "securityToken"].includes(name)) shown.append(name, value);
      const parsed = parseForm<typeof crmConfigBody, CrmConfigDto>(
        crmConfigBody,
        shown,
        intent,
        crmConfigFromForm(form),
      );
      if (!parsed.ok) return parsed.answer;
      return runFormChange(intent, () => saveCrmConfig(domain, actor, parsed.data), formValues(shown));
    }
    case CRM_INTENTS.test:
      return runFormChange(intent, () => testCrmConnection(domain, actor));
    case CRM_INTENTS.sync:
      return runFormChange(intent, () => syncCrmNow(domain, actor));
    case CRM_INTENTS.saveMapping: {
      const parsed = parseForm<typeof crmMappingBody, CrmMappingDto>(
        crmMappingBody,
        form,
        intent,
        crmMappingFromForm(form),
      );
      if (!parsed.ok) return parsed.answer;
      // No mapping id: a new mapping (as POST /api/admin/crm/mappings); else that one (PUT).
      const mappingId = form.get("mappingId") ? idField(form, "mappingId") : null;
      return runFormChange(
        intent,
        () =>
          mappingId === null
            ? createCrmMapping(domain, actor, parsed.data)
            : updateCrmMapping(domain, actor, mappingId, parsed.data),
        formValues(form),
      );
    }
    case CRM_INTENTS.deleteMapping: {
      // Asked first: a form not confirmed (sent without JavaScript) changes nothing and is
      // answered with the question.
      const mappingId = idField(form, "mappingId");
      if (form.get(CONFIRMED_FIELD) !== "yes")
        return data<FormResult<CrmMappingDeleteAsked>>({
          ok: true,
          intent,
          value: { kind: "asked", mappingId },
        });
      return runFormChange(intent, () => deleteCrmMapping(domain, actor, mappingId), formValues(form));
    }
  }
  throw unknownIntent();
}
