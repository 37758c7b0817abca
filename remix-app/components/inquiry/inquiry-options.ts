import type { COMPANY_SIZES, INQUIRY_TYPES } from "@charterly/domain/contract";

// How the 'Upgrade to Enterprise' form names its choices (the values are the API's).

export const COMPANY_SIZE_LABELS: Record<(typeof COMPANY_SIZES)[number], string> = {
  "1-10": "1-10 employees",
  "11-50": "11-50 employees",
  "51-200": "51-200 employees",
  "201-1000": "201-1000 employees",
  "1000+": "1000+ employees",
};

export const INQUIRY_TYPE_LABELS: Record<(typeof INQUIRY_TYPES)[number], string> = {
  ai_assistant: "AI Policy Assistant",
  document_generation: "AI Document Generation",
  compliance_tracking: "Compliance Tracking",
  team_collaboration: "Team Collaboration",
  custom_integration: "Custom Integration",
  full_enterprise: "Full Enterprise Package",
};

export const MISSING_INFORMATION = {
  title: "Missing Information",
  description: "Please fill in all required fields.",
} as const;

export const SUBMISSION_FAILED = {
  title: "Submission Failed",
  description: "Failed to submit inquiry. Please try again.",
} as const;

/** Spec §9: the promise shown once an inquiry is sent. */
export const RESPONSE_PROMISE = "We'll respond within 24 hours.";
