// The zod-free part of this area (limits, options, messages, small rules): the browser imports
// it without loading zod. Its schemas are in ../schemas/enterprise-inquiries.ts.

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
