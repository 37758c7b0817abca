export interface PlaceholderValues {
  companyName: string;
  department?: string | null;
  effectiveDate?: string | null;
}

/** Fills a template's [Company Name], [Department] and [Effective Date] placeholders. */
export function fillPlaceholders(content: string, values: PlaceholderValues): string {
  return content
    .replaceAll("[Company Name]", values.companyName)
    .replaceAll("[Department]", values.department?.trim() || "[Department]")
    .replaceAll("[Effective Date]", values.effectiveDate?.trim() || "[Effective Date]");
}
