import { type AppError, appErrorIn, HTTP_STATUS_BY_CODE, retryAfterOf } from "@charterly/domain/contract";
import type { Submission } from "@conform-to/react";
import { data } from "@remix-run/cloudflare";

// How a Conform form's route action answers (decision 026): the submission parsed with the
// contract's schema (the one the API route declares), then handed to the same domain operation the
// API calls. The answer is `submission.reply()`: the form's fields as sent and, for a refusal, its
// messages by their fields, with the status the API would send (HTTP_STATUS_BY_CODE) and the
// domain's code. Anything that is not a refusal is thrown (the route's ErrorBoundary).

/**
 * The submission's answer: the schema's refusal (400), or the change run with the parsed value and
 * its result, or the domain's refusal.
 */
export async function answerSubmission<T>(
  submission: Submission<unknown, string[], T>,
  change: (value: T) => Promise<unknown>,
) {
  if (submission.status !== "success") {
    return data({ result: submission.reply(), code: "invalid_input" as const }, { status: 400 });
  }
  try {
    await change(submission.value);
  } catch (error) {
    const refusal = appErrorIn(error);
    if (!refusal) throw error;
    return refusedSubmission(submission, refusal);
  }
  return data({ result: submission.reply(), code: undefined });
}

/** A refusal as the submission's answer: by its fields when it names them, else for the whole form. */
export function refusedSubmission(submission: Submission<unknown, string[], unknown>, refusal: AppError) {
  const fields = refusal.fields ?? {};
  const fieldErrors = Object.fromEntries(
    Object.entries(fields).map(([field, message]) => [field, [message]]),
  );
  // Said once: a message already shown by its field is not repeated for the form.
  const formErrors = Object.values(fields).includes(refusal.message) ? [] : [refusal.message];
  const seconds = retryAfterOf(refusal);
  return data(
    { result: submission.reply({ formErrors, fieldErrors }), code: refusal.code },
    {
      status: HTTP_STATUS_BY_CODE[refusal.code],
      headers: seconds === undefined ? undefined : { "Retry-After": String(seconds) },
    },
  );
}
