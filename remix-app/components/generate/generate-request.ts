import type { GeneratedDocumentDto, generateDocumentBody } from "@charterly/domain/contract";
import type { SchemaInput } from "../ui/use-schema-form";
import type { GenerationTemplate } from "./types";

// The generate form's values → the POST /api/documents/generate body, validated with the API's own
// schema so the browser and the server say the same thing (spec §5).

export interface GenerateFormValues {
  /** The chosen template's id as the select holds it; "" when none is chosen. */
  templateId: string;
  companyName: string;
  department: string;
  requirements: string;
}

/** The form's controls; the template control answers for both templateType and templateId. */
export type GenerateControl = "template" | "companyName" | "department" | "requirements";

export const CONTROL_LABELS: Record<GenerateControl | "form", string> = {
  template: "Policy Template",
  companyName: "Company Name",
  department: "Department",
  requirements: "Policy Requirements",
  form: "Effective date",
};

const CONTROL_OF_FIELD: Record<string, GenerateControl> = {
  templateType: "template",
  templateId: "template",
  companyName: "companyName",
  department: "department",
  requirements: "requirements",
};

/** Today as YYYY-MM-DD in the person's own time zone (not UTC). */
export function localIsoDate(date: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The control a body field's message shows at (from the schema or a 400 answer); the rest go above the form. */
export const controlOf = (bodyField: string): GenerateControl | "form" =>
  Object.hasOwn(CONTROL_OF_FIELD, bodyField) ? CONTROL_OF_FIELD[bodyField]! : "form";

/** The form's values as the request body the schema checks. */
export function generateRequestInput(
  values: GenerateFormValues,
  templates: readonly GenerationTemplate[],
  effectiveDate: string,
): SchemaInput<typeof generateDocumentBody> {
  const template = templates.find((t) => String(t.id) === values.templateId);
  return {
    templateType: template?.category,
    companyName: values.companyName,
    department: values.department || undefined,
    requirements: values.requirements.trim() === "" ? null : values.requirements,
    templateId: template?.id ?? null,
    effectiveDate,
  };
}

/** The 'Document Generated' toast's text: where it went, whether it awaits approval, who wrote it. */
export function generatedDescription(document: GeneratedDocumentDto): string {
  const parts = [`“${document.title}” was added to your document library.`];
  if (document.status === "pending_approval") parts.push("It is waiting for approval (1 token).");
  if (document.generatedBy === "embedded") {
    parts.push("Composed locally from the template (no AI service configured).");
  }
  return parts.join(" ");
}
