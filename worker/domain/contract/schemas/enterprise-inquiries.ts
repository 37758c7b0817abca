import { z } from "zod";
import { plainText } from "./text-rules";

export const COMPANY_SIZES = ["1-10", "11-50", "51-200", "201-1000", "1000+"] as const;
export const INQUIRY_TYPES = [
  "ai_assistant",
  "document_generation",
  "compliance_tracking",
  "team_collaboration",
  "custom_integration",
  "full_enterprise",
] as const;

export const MISSING_INFORMATION_MESSAGE = "Missing Information - Please fill in all required fields.";
export const INQUIRY_THANKS_MESSAGE = "Thank you! Our team will contact you within 24 hours.";

/** The required fields of the 'Upgrade to Enterprise' form, in the order the form shows them. */
export const REQUIRED_INQUIRY_FIELDS = [
  "fullName",
  "email",
  "company",
  "companySize",
  "inquiryType",
] as const;

const text = (label: string, max: number, multiline = false) =>
  plainText(label, { multiline }).max(max, `At most ${max} characters`);
/**
 * A trimmed string that is empty (the field left blank) or matches the schema. The schema comes
 * first in the union, so a value that matches neither is reported with the schema's message.
 */
const blankOr = <T extends z.ZodType<unknown, string>>(schema: T) =>
  z
    .string()
    .trim()
    .pipe(z.union([schema, z.literal("")]));

/**
 * The 'Upgrade to Enterprise' form. Every field is typed and bounded here; an absent or blank
 * required field is answered by submitEnterpriseInquiry with the form's one message
 * ("Missing Information - …") and the list of missing fields, as the dialog expects.
 */
export const enterpriseInquiryBody = z.object({
  fullName: text("Full name", 200).nullish(),
  email: blankOr(
    z.email("Please enter a valid email address").max(254, "Please enter a valid email address"),
  ).nullish(),
  company: text("Company", 200).nullish(),
  companySize: blankOr(z.enum(COMPANY_SIZES, { message: "Choose a company size" })).nullish(),
  currentTier: text("Current plan", 50).nullish(),
  inquiryType: blankOr(z.enum(INQUIRY_TYPES, { message: "Choose what you are interested in" })).nullish(),
  notes: text("Notes", 5000, true).nullish(),
});
export type EnterpriseInquiryBody = z.infer<typeof enterpriseInquiryBody>;

export const enterpriseInquiryResultSchema = z.object({ message: z.string() });
