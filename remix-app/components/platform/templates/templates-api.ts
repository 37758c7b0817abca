import type { AdminTemplateDto, DeleteTemplateResponse, TemplateFormInput } from "@charterly/domain/contract";
import { api, jsonOf } from "../../../lib/api-client";

// The Template Library tab's calls (administration side §7 'Templates'). The public library reads
// the same rows, so it shows each change on its next load.

const templates = api.admin.templates;
const templateParam = (id: number) => ({ param: { templateId: String(id) } });

export const listAdminTemplates = (): Promise<AdminTemplateDto[]> => jsonOf(templates.$get());

export const createTemplate = (json: TemplateFormInput): Promise<AdminTemplateDto> =>
  jsonOf(templates.$post({ json }));

export const updateTemplate = (id: number, json: TemplateFormInput): Promise<AdminTemplateDto> =>
  jsonOf(templates[":templateId"].$put({ ...templateParam(id), json }));

export const deleteTemplate = (id: number): Promise<DeleteTemplateResponse> =>
  jsonOf(templates[":templateId"].$delete(templateParam(id)));
