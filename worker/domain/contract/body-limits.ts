// How large a JSON request body may be (decision 010). A body over its route's limit is refused with
// 413 before it is parsed: a JSON parse holds the whole text and its objects in memory at once.
import { MAX_DOCUMENT_CONTENT_BYTES } from "./plain/text-rules";

/** Every JSON body: 1 MB (decimal, as the document bound is written). */
export const MAX_JSON_BODY_BYTES = 1_000_000;

/**
 * A body that carries a whole document's text (editing): the text's own bound as JSON writes it at
 * worst — every character escaped into two bytes (`\n`, `\"`, `\\`) — plus 1 MB for the other
 * fields. Without it, a document between 1 and 1.9 MB could be imported but never edited.
 */
export const MAX_DOCUMENT_JSON_BODY_BYTES = 2 * MAX_DOCUMENT_CONTENT_BYTES + MAX_JSON_BODY_BYTES;

/**
 * A form posted to a page (a route action, decision 033): the same 1 MB a JSON body may carry. The
 * Worker refuses a larger one with 413 before reading it (worker/http/page-body.ts).
 */
export const MAX_FORM_BODY_BYTES = MAX_JSON_BODY_BYTES;

/**
 * A form that carries a whole document's text (the edit page): the text's own bound as a form
 * encodes it at worst — every byte percent-encoded into three (`%E2`) — plus 1 MB for the other
 * fields, as MAX_DOCUMENT_JSON_BODY_BYTES is for the API's JSON.
 */
export const MAX_DOCUMENT_FORM_BODY_BYTES = 3 * MAX_DOCUMENT_CONTENT_BYTES + MAX_FORM_BODY_BYTES;

/** "1 MB", "4.8 MB": a limit as people read it. */
const megabytes = (bytes: number) => `${(bytes / 1_000_000).toLocaleString("en")} MB`;

export const bodyTooLargeMessage = (maxBytes: number) =>
  `The request body is larger than ${megabytes(maxBytes)}, the most this request may carry. Nothing was saved.`;
