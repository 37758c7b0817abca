import {
  type GenerateDocumentInput,
  type GeneratedDocumentDto,
  generateDocumentBody,
} from "@charterly/domain/contract";
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
export type GenerateErrors = Partial<Record<GenerateControl | "form", string>>;

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

/** Field errors keyed by body field (from the schema or a 400 answer) → keyed by control. */
export function errorsByControl(fields: Iterable<[string, string]>): GenerateErrors {
  const errors: GenerateErrors = {};
  for (const [field, message] of fields) {
    const control = CONTROL_OF_FIELD[field] ?? "form";
    errors[control] ??= message;
  }
  return errors;
}

export type GenerateRequest =
  | { ok: true; body: GenerateDocumentInput }
  | { ok: false; errors: GenerateErrors };

export function buildGenerateRequest(
  values: GenerateFormValues,
  templates: readonly GenerationTemplate[],
  effectiveDate: string,
): GenerateRequest {
  const template = templates.find((t) => String(t.id) === values.templateId);
  const parsed = generateDocumentBody.safeParse({
    templateType: template?.category,
    companyName: values.companyName,
    department: values.department || undefined,
    requirements: values.requirements.trim() === "" ? null : values.requirements,
    templateId: template?.id ?? null,
    effectiveDate,
  });
  if (parsed.success) return { ok: true, body: parsed.data };
  return {
    ok: false,
    errors: errorsByControl(parsed.error.issues.map((issue) => [String(issue.path[0] ?? ""), issue.message])),
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
