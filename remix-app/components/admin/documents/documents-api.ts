import type {
  ArchiveOldDocumentsInput,
  ArchiveOldDocumentsResultDto,
  ArchivePreviewDto,
  ReplaceVersionResultDto,
} from "@charterly/domain/contract";
import { api, checkedFetch, jsonOf } from "../../../lib/api-client";

// The Documents tab's Document Management calls: archive old documents, replace a version.

const documents = api.admin.documents;

export const previewArchive = (before: string): Promise<ArchivePreviewDto> =>
  jsonOf(documents["archive-preview"].$get({ query: { before } }));

export const archiveOldDocuments = (json: ArchiveOldDocumentsInput): Promise<ArchiveOldDocumentsResultDto> =>
  jsonOf(documents["archive-old"].$post({ json }));

/** Multipart (field `file`, optional `changeDescription`): a plain fetch sets the boundary. */
export async function replaceDocumentVersion(
  documentId: number,
  file: File,
  changeDescription: string,
): Promise<ReplaceVersionResultDto> {
  const form = new FormData();
  form.append("file", file, file.name);
  if (changeDescription.trim()) form.append("changeDescription", changeDescription.trim());
  const response = await checkedFetch(`/api/admin/documents/${documentId}/replace-version`, {
    method: "POST",
    body: form,
    credentials: "include",
  });
  return (await response.json()) as ReplaceVersionResultDto;
}
