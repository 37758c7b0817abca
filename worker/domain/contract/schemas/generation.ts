import { z } from "zod";
import { DEPARTMENTS, GENERATED_BY, isCalendarDate, REQUIREMENTS_MAX_LENGTH } from "../plain/generation";
import { CATEGORIES } from "../vocabulary";
import { documentSchema } from "./documents";
import { plainText } from "./text-rules";

// The generate form's contract: the browser validates the form with it, the API the body.

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

export const generatedDocumentSchema = documentSchema.extend({ generatedBy: z.enum(GENERATED_BY) });
export type GeneratedDocumentDto = z.infer<typeof generatedDocumentSchema>;
