import { appErrorIn } from "@charterly/domain/contract";
import { readUploadForm, type UploadLimits } from "@charterly/domain/operations";
import { type AppLoadContext, data } from "@remix-run/cloudflare";
import type { FormResult } from "./form-result";
import { formValues, refusedAnswer } from "./form-result.server";

// A route action that takes a file (decision 026): the form is read by the domain's upload rule
// (the API's: the content type and the declared length before anything is buffered, then the file's
// own size), and the operation's refusal of the file — too large, not a type it reads, no text — is
// said next to the file input, also on a page rendered without JavaScript. An upload the API
// rate-limits is counted, as the API counts it, before its body is read: a caller over the limit is
// refused without the file being buffered.

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

/** A route's upload: the limits its body is read by, its form's intent, and the API operation it makes. */
export interface RouteUpload {
  limits: UploadLimits;
  intent: string;
  /** The API operation the upload is (its route's rate limit is counted, if it declares one). */
  operationId: string;
}

/**
 * The form of a route action that takes uploads. A multipart body is the upload's (whatever its
 * intent): its rate limit is counted first, as the API counts it (after access, before the body),
 * so a caller over it is answered 429 without the file being read — with nothing typed to give
 * back, since nothing was read — and only then is the body read by the upload's limits. A plain
 * body is read as it is; one naming the upload's intent (no file) is counted as the API's call
 * would be. A refusal is the answer of the upload's intent.
 */
export async function readActionForm(context: AppLoadContext, request: Request, upload: RouteUpload) {
  if (!isMultipart(request)) {
    const form = await request.formData();
    const limited =
      form.get("intent") === upload.intent ? await context.countOperation(upload.operationId) : null;
    if (limited)
      return { ok: false as const, answer: refusedAnswer(upload.intent, limited, formValues(form)) };
    return { ok: true as const, form };
  }
  const limited = await context.countOperation(upload.operationId);
  if (limited) return { ok: false as const, answer: refusedAnswer(upload.intent, limited) };
  return readUpload(request, upload.limits, upload.intent);
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
