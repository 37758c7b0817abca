import { AppError, bodyTooLargeMessage, invalidInput } from "@charterly/domain/contract";

/**
 * The request's JSON body, read only while it stays within `maxBytes`: a declared Content-Length
 * over the limit is refused before a byte is read, and a body sent without one (chunked) is
 * refused as soon as it passes the limit, without reading the rest. Either way a 413, never a parse.
 */
export async function readJsonBody(request: Request, maxBytes: number): Promise<unknown> {
  const declared = Number(request.headers.get("content-length") ?? Number.NaN);
  if (declared > maxBytes) throw tooLarge(maxBytes);
  // As Request.json() decodes: UTF-8, a leading byte-order mark dropped, bad bytes replaced.
  const text = new TextDecoder().decode(await readBodyWithin(request, maxBytes));
  try {
    return JSON.parse(text);
  } catch {
    throw invalidInput("The request body must be valid JSON.");
  }
}

const tooLarge = (maxBytes: number) => new AppError("payload_too_large", bodyTooLargeMessage(maxBytes));

/**
 * The request's body, read only while it stays within `maxBytes` (counted as it streams in, whatever
 * Content-Length says): past it the rest is not read and the answer is 413.
 */
export async function readBodyWithin(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw tooLarge(maxBytes);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
