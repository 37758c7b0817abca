import { bodyTooLargeMessage, MAX_DOCUMENT_FORM_BODY_BYTES, MAX_FORM_BODY_BYTES } from "../contract";
import {
  IMPORT_FORM_UPLOAD_LIMITS,
  KNOWLEDGE_UPLOAD_LIMITS,
  REPLACEMENT_UPLOAD_LIMITS,
  type UploadLimits,
  uploadBodyLimit,
} from "./upload-limits";

// How large a body a page's route action may be sent (decision 033), in one place: the Worker refuses
// a larger one with 413 before Remix reads it (worker/http/page-body.ts), and the pages that take
// uploads read their files by the same limits (remix-app/lib/upload-form.server.ts). Every other
// page takes a form of at most MAX_FORM_BODY_BYTES, the API's 1 MB.

/** A page that takes uploads (a multipart form), with the limits of the API's route for the same upload. */
export interface PageUpload {
  /** The page's path, as Remix matches it. */
  path: string;
  limits: UploadLimits;
}

/** The pages whose actions take files, each by the API's limits for the same upload. */
export const PAGE_UPLOADS = {
  /** The Document Library's Import Documents (POST /api/documents/import). */
  documentImport: { path: "/documents", limits: IMPORT_FORM_UPLOAD_LIMITS },
  /** The Admin Panel's Knowledge Base upload (POST /api/admin/knowledge-base). */
  knowledgeUpload: { path: "/admin/knowledge", limits: KNOWLEDGE_UPLOAD_LIMITS },
  /** The Admin Panel's Documents tab, 'replace version' (its API route's). */
  replaceVersion: { path: "/admin/documents", limits: REPLACEMENT_UPLOAD_LIMITS },
} as const satisfies Record<string, PageUpload>;

/** Pages whose forms may carry more than MAX_FORM_BODY_BYTES (`:name` stands for one path segment). */
const LARGER_FORMS: readonly { path: string; maxBytes: number }[] = [
  // The whole text of a document, as PUT /api/documents/:id takes it (MAX_DOCUMENT_JSON_BODY_BYTES).
  { path: "/documents/:documentId/edit", maxBytes: MAX_DOCUMENT_FORM_BODY_BYTES },
];

/** How large a body one page's action may be sent, and what a caller over it reads (413). */
export interface PageBodyLimit {
  maxBytes: number;
  message: string;
  /** A multipart body to a page that takes uploads: its action reads and checks the form itself. */
  upload: boolean;
}

/**
 * The limit for a body posted to the page at `path` (a page's path, or its single-fetch address
 * `….data`; matched as Remix matches: without case, a trailing slash ignored). A multipart body to a
 * page that takes uploads has the upload's limit; any other body the page's form limit.
 */
export function pageBodyLimit(path: string, multipart: boolean): PageBodyLimit {
  const page = pagePathOf(path);
  if (multipart) {
    const upload = Object.values(PAGE_UPLOADS).find((entry) => samePath(entry.path, page));
    if (upload) return { ...uploadBodyLimit(upload.limits), upload: true };
  }
  const maxBytes = LARGER_FORMS.find((entry) => samePath(entry.path, page))?.maxBytes ?? MAX_FORM_BODY_BYTES;
  return { maxBytes, message: bodyTooLargeMessage(maxBytes), upload: false };
}

/** The page a request's path names: `/documents.data` → `/documents`, `/_root.data` → `/`. */
function pagePathOf(path: string): string[] {
  let page = path.toLowerCase().replace(/\.data$/, "");
  if (page === "/_root") page = "/";
  return page
    .split("/")
    .filter((segment) => segment !== "")
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    });
}

function samePath(pattern: string, page: string[]): boolean {
  const expected = pattern.split("/").filter((segment) => segment !== "");
  return (
    expected.length === page.length &&
    expected.every((segment, i) => segment.startsWith(":") || segment === page[i])
  );
}
