import type { ReplaceVersionResultDto } from "@charterly/domain/contract";
import { checkedFetch } from "../../../lib/api-client";

// The Documents tab's upload of a replacing version (the API reads the file with its size limits).
// Counting and archiving old documents are the route's (routes/admin.documents.tsx).

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
