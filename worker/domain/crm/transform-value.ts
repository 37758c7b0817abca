import type { CrmFieldType, TransformationRule } from "../contract";

const pad = (n: number) => String(n).padStart(2, "0");

function formatDate(
  value: string,
  format: "YYYY-MM-DD" | "ISO" | "MM/DD/YYYY" | "DD/MM/YYYY",
): string | null {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  const [y, m, d] = [date.getUTCFullYear(), pad(date.getUTCMonth() + 1), pad(date.getUTCDate())];
  switch (format) {
    case "ISO":
      return date.toISOString();
    case "MM/DD/YYYY":
      return `${m}/${d}/${y}`;
    case "DD/MM/YYYY":
      return `${d}/${m}/${y}`;
    default:
      return `${y}-${m}-${d}`;
  }
}

/**
 * One product value as Salesforce gets it: the mapping's transformation, then its type's form (a
 * date field gets YYYY-MM-DD unless a rule said otherwise; an url gets a scheme). Empty stays null,
 * so the default value (or the required-field check) applies.
 */
export function transformValue(
  raw: string | null,
  fieldType: CrmFieldType,
  rule: TransformationRule | null,
): string | null {
  let value = raw?.trim() ?? "";
  if (value === "") return null;
  switch (rule?.kind) {
    case "upper":
      value = value.toUpperCase();
      break;
    case "lower":
      value = value.toLowerCase();
      break;
    case "date":
      return formatDate(value, rule.format);
    case "picklist":
      value = Object.hasOwn(rule.map, value) ? rule.map[value]! : value;
      break;
    default:
      break;
  }
  if (fieldType === "date") return formatDate(value, "YYYY-MM-DD");
  if (fieldType === "url" && !/^[a-z][a-z0-9+.-]*:\/\//i.test(value)) return `https://${value}`;
  if (fieldType === "email") return value.toLowerCase();
  return value;
}

/** Salesforce field types each mapping type may write. */
export const COMPATIBLE_SALESFORCE_TYPES: Record<CrmFieldType, readonly string[]> = {
  string: ["string", "textarea", "phone", "picklist", "combobox", "email", "url"],
  email: ["email", "string"],
  url: ["url", "string", "textarea"],
  date: ["date", "datetime", "string"],
  picklist: ["picklist", "multipicklist", "combobox", "string"],
};
