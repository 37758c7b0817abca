import { documents, type documentVersions } from "../../db/schema";
import type { DocumentDto, DocumentSummaryDto, DocumentVersionDto } from "../contract";

/** The `documents` row: a document's metadata, without its text. */
export type DocumentMetaRow = typeof documents.$inferSelect;
/** A document as the operations work on it: the row and its current version's text. */
export type DocumentRow = DocumentMetaRow & { content: string };
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
>;

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
  };
}

export function toDocumentDto(row: SummaryRow & Pick<DocumentRow, "content">): DocumentDto {
  return { ...toDocumentSummaryDto(row), content: row.content };
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
  };
}
