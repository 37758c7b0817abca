import { sql } from "drizzle-orm";
import { documents, type documentVersions } from "../../db/schema";
import type { DocumentDto, DocumentSummaryDto, DocumentVersionDto } from "../contract";

/** The `documents` row: a document's metadata, without its text. */
export type DocumentMetaRow = typeof documents.$inferSelect;
/** A document as the operations work on it: the row, its current version's text, its owner's name. */
export type DocumentRow = DocumentMetaRow & { content: string; ownerName: string | null };
export type DocumentVersionRow = typeof documentVersions.$inferSelect;
type SummaryRow = Pick<
  DocumentRow,
  | "id"
  | "title"
  | "description"
  | "category"
  | "status"
  | "version"
  | "templateId"
  | "createdAt"
  | "updatedAt"
  | "ownerUserId"
  | "reviewIntervalMonths"
  | "inForceSince"
  | "nextReviewAt"
  | "readerRoles"
>;

/**
 * The owner's name, from the company database's copy of its people, as a column of a select from
 * `documents` (written out with its table names: drizzle leaves columns unqualified in a one-table
 * select).
 */
export const ownerNameColumn = sql<
  string | null
>`(select coalesce(nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), ''), u.email) from company_people u where u.id = "documents"."owner_user_id" and u.company_id = "documents"."company_id")`;

/** The columns of a library row (no text). */
export const documentSummaryColumns = {
  id: documents.id,
  title: documents.title,
  description: documents.description,
  category: documents.category,
  status: documents.status,
  version: documents.version,
  templateId: documents.templateId,
  createdAt: documents.createdAt,
  updatedAt: documents.updatedAt,
  ownerUserId: documents.ownerUserId,
  reviewIntervalMonths: documents.reviewIntervalMonths,
  inForceSince: documents.inForceSince,
  nextReviewAt: documents.nextReviewAt,
  readerRoles: documents.readerRoles,
};

export function toDocumentSummaryDto(row: SummaryRow): DocumentSummaryDto {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category,
    status: row.status,
    version: row.version,
    templateId: row.templateId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    ownerUserId: row.ownerUserId,
    reviewIntervalMonths: row.reviewIntervalMonths,
    inForceSince: row.inForceSince?.toISOString() ?? null,
    nextReviewAt: row.nextReviewAt?.toISOString() ?? null,
    readerRoles: row.readerRoles,
  };
}

export function toDocumentDto(row: SummaryRow & Pick<DocumentRow, "content" | "ownerName">): DocumentDto {
  return { ...toDocumentSummaryDto(row), content: row.content, ownerName: row.ownerName };
}

export function toDocumentVersionDto(row: DocumentVersionRow): DocumentVersionDto {
  return {
    id: row.id,
    version: row.version,
    changeType: row.changeType,
    changeDescription: row.changeDescription,
    changedBy: row.changedByUserId,
    changedByName: row.changedByName,
    wordCount: row.wordCount,
    title: row.title,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    changeSummary: row.changeSummary,
  };
}
