import { CATEGORIES, type Category, categoryLongLabel } from "../vocabulary";

// The generate form's contract: the browser validates the form with it, the API the body.

// The zod-free part of this area (limits, options, messages, small rules): the browser imports
// it without loading zod. Its schemas are in ../schemas/generation.ts.

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
export const isCalendarDate = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
};

/** Who wrote the text: Workers AI, or the embedded composer used where no AI binding is configured. */
export const GENERATED_BY = ["workers-ai", "embedded"] as const;
export type GeneratedBy = (typeof GENERATED_BY)[number];
