import { appErrorIn } from "@charterly/domain/contract";
import { readUploadForm, type UploadLimits } from "@charterly/domain/operations";
import { data } from "@remix-run/cloudflare";
import type { FormResult } from "./form-result";
import { formValues, refusedAnswer } from "./form-result.server";

// A route action that takes a file (decision 026): the form is read by the domain's upload rule
// (the API's: the content type and the declared length before anything is buffered, then the file's
// own size), and the operation's refusal of the file — too large, not a type it reads, no text — is
// said next to the file input, also on a page rendered without JavaScript.

/** The field an upload's file is sent in, and its refusals are said by. */
export const FILE_FIELD = "file";

/** The multipart form, or its refusal as the answer of the form's `intent`. */
export async function readUpload(request: Request, limits: UploadLimits, intent: string) {
  try {
    return { ok: true as const, form: await readUploadForm(request, limits) };
  } catch (error) {
    const refusal = appErrorIn(error);
    if (!refusal) throw error;
    return { ok: false as const, answer: refusedAnswer(intent, refusal, {}, FILE_FIELD) };
  }
}

/** Whether the request carries a multipart form (an upload) rather than a plain one. */
const isMultipart = (request: Request) =>
  /^multipart\/form-data\b/i.test(request.headers.get("content-type") ?? "");

/**
 * The form of a route action that takes uploads: a multipart body is read by the upload's limits
 * (whatever its intent: the limit applies before the body is read), a plain one as it is. A refusal
 * of the body is the answer of the upload's intent.
 */
export async function readActionForm(request: Request, limits: UploadLimits, uploadIntent: string) {
  if (!isMultipart(request)) return { ok: true as const, form: await request.formData() };
  return readUpload(request, limits, uploadIntent);
}

/** Runs the upload's operation: its result, or its refusal with the file's ones by the file input. */
export async function runUpload<T>(intent: string, form: FormData, change: () => Promise<T>) {
  try {
    return data<FormResult<T>>({ ok: true, intent, value: await change() });
  } catch (error) {
    const refusal = appErrorIn(error);
    if (!refusal) throw error;
    return refusedAnswer<T>(intent, refusal, formValues(form), FILE_FIELD);
  }
}
