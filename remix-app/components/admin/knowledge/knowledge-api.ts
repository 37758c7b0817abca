import type { Category, KnowledgeBaseEntryDto, KnowledgeDocumentType } from "@charterly/domain/contract";
import { ApiError, api, apiErrorFrom, ConnectionError, jsonOf } from "../../../lib/api-client";

// The Knowledge Base tab's calls (administration side §7 'Knowledge base'): an upload (with its
// progress) and an import, which a person starts. The list, the unanswered questions, the passage
// search and the changes are the route's (routes/admin.knowledge.tsx).

const BASE = "/api/admin/knowledge-base";
const knowledgeBase = api.admin["knowledge-base"];

export interface KnowledgeUpload {
  file: File;
  title: string;
  documentType: KnowledgeDocumentType;
  category: Category;
}

/**
 * Uploads one file (multipart: file, title, documentType, category), reporting the share sent
 * (0–1) as it goes: XMLHttpRequest, because fetch cannot report upload progress. Fails as the typed
 * client does (ApiError with the server's message, ConnectionError).
 */
export function uploadKnowledgeFile(
  upload: KnowledgeUpload,
  onProgress: (sent: number) => void,
): Promise<KnowledgeBaseEntryDto> {
  const form = new FormData();
  form.append("file", upload.file, upload.file.name);
  form.append("title", upload.title.trim());
  form.append("documentType", upload.documentType);
  form.append("category", upload.category);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", `${BASE}/upload`);
    request.withCredentials = true;
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onerror = () => reject(new ConnectionError("Unable to connect to the server."));
    request.onload = async () => {
      const response = new Response(request.responseText, {
        status: request.status,
        statusText: request.statusText,
      });
      if (!response.ok) {
        reject(await apiErrorFrom(response));
        return;
      }
      try {
        resolve((await response.json()) as KnowledgeBaseEntryDto);
      } catch {
        reject(new ApiError(502, "The server's answer could not be read."));
      }
    };
    request.send(form);
  });
}

export const importLibraryDocument = (json: {
  documentId: number;
  documentType: KnowledgeDocumentType;
  category: Category;
}) => jsonOf(knowledgeBase.import.$post({ json }));
