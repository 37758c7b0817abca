import type {
  CrmFieldType,
  CrmLocalField,
  CrmMappingDto,
  TransformationRule,
} from "@charterly/domain/contract";
import { CRM_MAPPING_PARAM, CRM_PANEL_PARAM } from "../../../lib/crm-form";
import type { FormResult } from "../../../lib/form-result";
import { PLATFORM_SETTINGS_BASE } from "../../../lib/platform-sections";

/** The Field Mappings panel's address, and a mapping's edit form there (without JavaScript). */
export const MAPPINGS_HREF = `${PLATFORM_SETTINGS_BASE}/crm?${CRM_PANEL_PARAM}=mappings`;
export const editHref = (mapping: CrmMappingDto) => `${MAPPINGS_HREF}&${CRM_MAPPING_PARAM}=${mapping.id}`;

export type RuleKind = "" | TransformationRule["kind"];
export const DATE_FORMATS = ["YYYY-MM-DD", "ISO", "MM/DD/YYYY", "DD/MM/YYYY"] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];

/** A mapping's transformation as the table says it. */
export const describeRule = (rule: TransformationRule | null) => {
  if (!rule) return "—";
  if (rule.kind === "date") return `date (${rule.format})`;
  if (rule.kind === "picklist")
    return `picklist: ${Object.entries(rule.map)
      .map(([from, to]) => `${from} → ${to}`)
      .join(", ")}`;
  return rule.kind;
};

/** An existing picklist map as the form's text ("enterprise = Enterprise" lines). */
const mapText = (rule: TransformationRule | null) =>
  rule?.kind === "picklist"
    ? Object.entries(rule.map)
        .map(([a, b]) => `${a} = ${b}`)
        .join("\n")
    : "";

/** The form's fields: the mapping edited (or a new one), or what a refused form sent. */
export function initialFields(mapping: CrmMappingDto | null, posted: FormResult<unknown> | undefined) {
  const sent = posted && !posted.ok ? posted.values : null;
  const rule = mapping?.transformationRule ?? null;
  return {
    localField: (sent?.localField ?? mapping?.localField ?? "") as CrmLocalField | "",
    crmField: sent?.crmField ?? mapping?.crmField ?? "",
    fieldType: (sent?.fieldType ?? mapping?.fieldType ?? "string") as CrmFieldType,
    isRequired: sent ? sent.isRequired === "true" : (mapping?.isRequired ?? false),
    defaultValue: sent?.defaultValue ?? mapping?.defaultValue ?? "",
    ruleKind: (sent?.ruleKind ?? rule?.kind ?? "") as RuleKind,
    dateFormat: (sent?.dateFormat ?? (rule?.kind === "date" ? rule.format : "YYYY-MM-DD")) as DateFormat,
    picklist: sent?.picklist ?? mapText(rule),
  };
}
