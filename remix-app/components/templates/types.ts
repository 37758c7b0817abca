/** A template as the library lists it (no `content`; that is fetched on first preview). */
export type { TemplateSummaryDto as TemplateSummary } from "@charterly/domain/contract";
