import { z } from "zod";
import { CATEGORIES, type Category, categoryLongLabel } from "../vocabulary";
import { documentSchema } from "./documents";
import { plainText } from "./text-rules";

// The generate form's contract: the browser validates the form with it, the API the body.

/** Departments offered by the generate form: the document categories plus four more. */
export const DEPARTMENTS = [...CATEGORIES, "operations", "sales", "marketing", "administration"] as const;
export type Department = (typeof DEPARTMENTS)[number];

/**
 * How a department is named in the form and in the generated policy ("Policy Owner: Human
 * Resources"): a category's long name, except that "other" owns the policy as General Management.
 */
export const DEPARTMENT_LABELS: Record<Department, string> = {
  ...(Object.fromEntries(CATEGORIES.map((category) => [category, categoryLongLabel(category)])) as Record<
    Category,
    string
  >),
  other: "General Management",
  operations: "Operations",
  sales: "Sales",
  marketing: "Marketing",
  administration: "Administration",
};

export const REQUIREMENTS_MAX_LENGTH = 5000;

const isCalendarDate = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
};

export const generateDocumentBody = z.object({
  /** A template category (hr, travel, …): the first matching template is used unless templateId is given. */
  templateType: z.enum(CATEGORIES, { error: "Please select a document type" }),
  companyName: plainText("Company name", { error: "Company name is required" })
    .min(1, "Company name is required")
    .max(120, "Company name is at most 120 characters"),
  department: z.enum(DEPARTMENTS, { error: "Please select a department" }),
  /** Company-specific requirements, one per line. */
  requirements: plainText("Requirements", { multiline: true })
    .max(REQUIREMENTS_MAX_LENGTH, `Requirements are at most ${REQUIREMENTS_MAX_LENGTH} characters`)
    .nullish(),
  templateId: z.number().int().positive("Choose a template from the list").nullish(),
  /** YYYY-MM-DD; today (UTC) when absent. */
  effectiveDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Effective date must be a date (YYYY-MM-DD)")
    .refine(isCalendarDate, "Effective date must be a date (YYYY-MM-DD)")
    .nullish(),
});
export type GenerateDocumentInput = z.infer<typeof generateDocumentBody>;

/** Who wrote the text: Workers AI, or the embedded composer used where no AI binding is configured. */
export const GENERATED_BY = ["workers-ai", "embedded"] as const;
export type GeneratedBy = (typeof GENERATED_BY)[number];

export const generatedDocumentSchema = documentSchema.extend({ generatedBy: z.enum(GENERATED_BY) });
export type GeneratedDocumentDto = z.infer<typeof generatedDocumentSchema>;
