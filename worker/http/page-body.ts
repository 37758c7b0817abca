import { AppError, appErrorIn, HTTP_STATUS_BY_CODE } from "@charterly/domain/contract";
import { readBodyWithin } from "../api/json-body";
import { pageBodyLimit } from "../domain/files/page-body-limits";

// What a page's route action may be sent (decision 033), checked once, in front of Remix, as the API
// checks its bodies: a form's content type (else 415), its size against the page's limit
// (worker/domain/files/page-body-limits.ts: 413 before a byte is read when the declared length is
// over it, and as soon as it passes it when the length is not declared or is false), and that a
// multipart form parses (else 400). Remix would otherwise answer what its actions' `formData()`
// throws on such a body with a 500. Nothing reaches an action that it could not read.

/** The content types a browser posts a form in; a page's action reads nothing else. */
const FORM_TYPE = /^\s*(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i;
const MULTIPART = /^\s*multipart\/form-data\s*(;|$)/i;

/** Requests that carry no body to an action (a page's loader answers them). */
const NO_ACTION = new Set(["GET", "HEAD", "OPTIONS"]);

export const PAGE_FORM_TYPE_MESSAGE =
  "A page takes a form sent as application/x-www-form-urlencoded or multipart/form-data. Nothing was saved.";
export const PAGE_FORM_UNREADABLE_MESSAGE =
  "The form could not be read: its multipart body is malformed. Nothing was saved.";

/** The request to hand Remix (its body checked, or on its way through a counter), or the refusal. */
export type PageBody =
  | { ok: true; request: Request; overflowed: () => AppError | null }
  | { ok: false; response: Response };

const refused = (error: AppError): PageBody => ({ ok: false, response: pageBodyRefusal(error) });

/** A refusal of a page's body: its status and message, as plain text (as the cross-site refusal is). */
export function pageBodyRefusal(error: AppError): Response {
  return new Response(error.message, {
    status: HTTP_STATUS_BY_CODE[error.code],
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}

/**
 * Checks the body of a request to a page. A form (any page's, or a plain form to a page that takes
 * uploads) is read here within its limit — at most a few MB — and, if multipart, parsed once to
 * prove it is readable; Remix gets the bytes read. An upload's multipart body (up to 30 MB) is not
 * buffered twice: it streams on to the action through a counter that stops it at the upload's
 * limit (`overflowed` then says so, and the answer is 413); the action's own reading of it
 * (readUploadForm) answers a malformed one with 400.
 */
export async function checkPageBody(request: Request): Promise<PageBody> {
  if (NO_ACTION.has(request.method)) return { ok: true, request, overflowed: () => null };
  const type = request.headers.get("content-type") ?? "";
  if (!FORM_TYPE.test(type)) return refused(new AppError("unsupported_media_type", PAGE_FORM_TYPE_MESSAGE));
  const multipart = MULTIPART.test(type);
  const limit = pageBodyLimit(new URL(request.url).pathname, multipart);
  const tooLarge = new AppError("payload_too_large", limit.message);
  if (Number(request.headers.get("content-length")) > limit.maxBytes) return refused(tooLarge);

  if (limit.upload) {
    if (!request.body) return { ok: true, request, overflowed: () => null };
    let size = 0;
    let overflowed: AppError | null = null;
    const counted = request.body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          size += chunk.byteLength;
          if (size > limit.maxBytes) {
            overflowed = tooLarge;
            controller.error(tooLarge);
          } else controller.enqueue(chunk);
        },
      }),
    );
    return { ok: true, request: new Request(request, { body: counted }), overflowed: () => overflowed };
  }

  let bytes: Uint8Array<ArrayBuffer>;
  try {
    bytes = await readBodyWithin(request, limit.maxBytes);
  } catch (error) {
    const refusal = appErrorIn(error);
    if (refusal?.code !== "payload_too_large") throw error;
    return refused(tooLarge);
  }
  if (multipart) {
    try {
      await new Response(bytes, { headers: { "content-type": type } }).formData();
    } catch {
      return refused(new AppError("invalid_input", PAGE_FORM_UNREADABLE_MESSAGE));
    }
  }
  return { ok: true, request: new Request(request, { body: bytes }), overflowed: () => null };
}
