import { z } from "zod";
import { COMPANY_SIZES, INQUIRY_TYPES } from "../plain/enterprise-inquiries";
import { plainText } from "./text-rules";

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
    // The length first (decision 034): the address pattern reads only a bounded text.
    z
      .string()
      .max(254, "Please enter a valid email address")
      .pipe(z.email("Please enter a valid email address")),
  ).nullish(),
  company: text("Company", 200).nullish(),
  companySize: blankOr(z.enum(COMPANY_SIZES, { message: "Choose a company size" })).nullish(),
  currentTier: text("Current plan", 50).nullish(),
  inquiryType: blankOr(z.enum(INQUIRY_TYPES, { message: "Choose what you are interested in" })).nullish(),
  notes: text("Notes", 5000, true).nullish(),
});
export type EnterpriseInquiryBody = z.infer<typeof enterpriseInquiryBody>;

export const enterpriseInquiryResultSchema = z.object({ message: z.string() });
