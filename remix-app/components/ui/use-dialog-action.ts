import { useActionData, useFetcher } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState } from "react";
import type { z } from "zod";
import { type FormResult, resultFor } from "../../lib/form-result";
import type { LazySchema } from "../../lib/form-schemas";
import type { FailureText } from "../../lib/report-failure";
import { hasFieldErrors, useSchemaForm } from "./use-schema-form";

/**
 * A form dialog's round trip through its route action (decision 026): the fetcher that sends it,
 * the field errors (the schema's before sending, the server's after) and why it failed otherwise.
 * `onDone` runs once per success (the toast, closing the dialog); Remix then reads the section again.
 * Without JavaScript the answer is the route's action data (`posted`): its field errors and a
 * refusal's message are shown from the first render, the typed values are in `posted.values`.
 */
export function useDialogAction<S extends z.ZodType, T>(
  schema: LazySchema<S>,
  intent: string,
  failedTitle: string,
  onDone: (value: T) => void,
) {
  const fetcher = useFetcher<FormResult<T>>();
  const posted = resultFor(useActionData<FormResult<T>>(), intent);
  const answered = resultFor(fetcher.data, intent);
  const form = useSchemaForm(schema);
  const { setErrors } = form;
  const [failure, setFailure] = useState<FailureText | null>(() => failureOf(posted, failedTitle));
  /** The domain's code of the last refusal (a 409 may belong next to a field). */
  const [lastCode, setLastCode] = useState<string | null>(() => (posted && !posted.ok ? posted.code : null));
  const onDoneRef = useRef(onDone);
  onDoneRef.current = onDone;

  useEffect(() => {
    if (!answered) return;
    if (answered.ok) {
      onDoneRef.current(answered.value);
      return;
    }
    setErrors(answered.fieldErrors as typeof form.errors);
    setFailure(failureOf(answered, failedTitle));
    setLastCode(answered.code);
  }, [answered, failedTitle, setErrors]);

  /** A fresh form (the dialog opened again). */
  const reset = useCallback(() => {
    setErrors({});
    setFailure(null);
    setLastCode(null);
  }, [setErrors]);

  const postedErrors = posted && !posted.ok ? posted.fieldErrors : {};
  const errors = (hasFieldErrors(form.errors) ? form.errors : postedErrors) as typeof form.errors;
  return {
    fetcher: fetcher as typeof fetcher,
    posted,
    errors,
    validate: form.validate,
    check: form.check,
    failure,
    setFailure,
    lastCode,
    reset,
  };
}

function failureOf(result: FormResult<unknown> | undefined, title: string): FailureText | null {
  if (!result || result.ok || hasFieldErrors(result.fieldErrors)) return null;
  return { title, description: result.message };
}

/** A text field's value as a form posted without JavaScript sent it, else the fallback. */
export const postedValue = (
  posted: FormResult<unknown> | undefined,
  field: string,
  fallback: string,
): string => (posted && !posted.ok ? (posted.values[field] ?? fallback) : fallback);
