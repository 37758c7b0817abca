import {
  bodyTooLargeMessage,
  KNOWLEDGE_FILE_SIZE_MESSAGE,
  MAX_DOCUMENT_FORM_BODY_BYTES,
  MAX_FORM_BODY_BYTES,
  MAX_IMPORT_FORM_BYTES,
  MAX_KNOWLEDGE_FILE_BYTES,
} from "@charterly/domain/contract";
import { describe, expect, it } from "vitest";
import { pageBodyLimit } from "./page-body-limits";

// The limit a page's action body is held to (decision 033): by the page's path as Remix matches it.

describe("pageBodyLimit", () => {
  it("holds every form to the API's 1 MB", () => {
    for (const path of ["/profile", "/verify-domain", "/", "/_root.data", "/admin/settings.data"])
      expect(pageBodyLimit(path, false)).toEqual({
        maxBytes: MAX_FORM_BODY_BYTES,
        message: bodyTooLargeMessage(MAX_FORM_BODY_BYTES),
        upload: false,
      });
  });

  it("gives the edit page room for a whole document's text, as the API's edit has", () => {
    for (const path of ["/documents/12/edit", "/documents/12/edit.data", "/Documents/12/Edit/"])
      expect(pageBodyLimit(path, false).maxBytes).toBe(MAX_DOCUMENT_FORM_BODY_BYTES);
    expect(pageBodyLimit("/documents/12/comments", false).maxBytes).toBe(MAX_FORM_BODY_BYTES);
  });

  it("gives an upload page's multipart body the API's upload limit, its plain form a form's", () => {
    const knowledge = pageBodyLimit("/admin/knowledge.data", true);
    expect(knowledge.upload).toBe(true);
    expect(knowledge.message).toBe(KNOWLEDGE_FILE_SIZE_MESSAGE);
    expect(knowledge.maxBytes).toBeGreaterThan(MAX_KNOWLEDGE_FILE_BYTES);
    expect(knowledge.maxBytes).toBeLessThan(MAX_KNOWLEDGE_FILE_BYTES + 100_000);
    expect(pageBodyLimit("/%64ocuments", true).maxBytes).toBeGreaterThan(MAX_IMPORT_FORM_BYTES);
    expect(pageBodyLimit("/admin/knowledge", false).maxBytes).toBe(MAX_FORM_BODY_BYTES);
    // A page that takes no uploads: a multipart form is a form.
    expect(pageBodyLimit("/profile", true)).toMatchObject({ maxBytes: MAX_FORM_BODY_BYTES, upload: false });
  });
});
