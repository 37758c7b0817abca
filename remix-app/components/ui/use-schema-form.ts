import { useCallback, useEffect, useState } from "react";
import type { z } from "zod";
import { afterFirstInteraction, type LazySchema } from "../../lib/form-schemas";
import { serverFieldErrors } from "../../lib/report-failure";

// Every form checks its input with the API's own schema from the contract, so the browser and the
// server say the same thing; this is the one place a schema's issues become field errors. The
// schema arrives after the page, once the person first interacts with it (lib/form-schemas.ts):
// until it has, a form is sent as it is and the action's answer carries the same field errors.

/** One message per field. */
export type FieldErrors<F extends string = string> = Partial<Record<F, string>>;

/** Which form field a body field's message belongs to (by default the body field itself). */
export type FieldOf<F extends string> = (bodyField: string) => F;

interface Issue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/**
 * A schema's issues as field errors: each issue belongs to the top-level field its path starts
 * with ("" for the body as a whole); a field shows its first issue, as the API's 400 `fields` do.
 */
export function fieldErrorsFrom<F extends string = string>(
  issues: readonly Issue[],
  fieldOf: FieldOf<F> = (field) => field as F,
): FieldErrors<F> {
  return fieldErrorsOf(
    issues.map((issue) => [String(issue.path[0] ?? ""), issue.message]),
    fieldOf,
  );
}

/** Messages keyed by body field (a schema's issues, a 400 answer's `fields`) → keyed by form field. */
function fieldErrorsOf<F extends string>(
  entries: Iterable<[string, string]>,
  fieldOf: FieldOf<F>,
): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const [bodyField, message] of entries) errors[fieldOf(bodyField)] ??= message;
  return errors;
}

export type SchemaCheck<T, F extends string> = { ok: true; data: T } | { ok: false; errors: FieldErrors<F> };

/** What a form hands its schema: the body's fields, any value (the schema decides what is valid). */
export type SchemaInput<S extends z.ZodType> = { [K in keyof z.input<S>]?: unknown };

/** Checks `input` with the schema: the parsed body, or the field errors. */
export function checkWithSchema<S extends z.ZodType, F extends string = string>(
  schema: S,
  input: SchemaInput<S>,
  fieldOf?: FieldOf<F>,
): SchemaCheck<z.output<S>, F> {
  const parsed = schema.safeParse(input);
  return parsed.success
    ? { ok: true, data: parsed.data }
    : { ok: false, errors: fieldErrorsFrom(parsed.error.issues, fieldOf) };
}

export const hasFieldErrors = (errors: FieldErrors) => Object.keys(errors).length > 0;

/**
 * The schema once its import has finished, else undefined. The import starts at the person's first
 * interaction with the page (at once when there has been one), so it never competes with the page's
 * own loading.
 */
export function useLazySchema<S>(source: LazySchema<S>): S | undefined {
  const [schema, setSchema] = useState<S | undefined>(source.loaded);
  useEffect(() => {
    if (schema) return;
    let mounted = true;
    afterFirstInteraction()
      .then(() => (mounted ? source.load() : undefined))
      .then(
        (loaded) => mounted && loaded && setSchema(() => loaded),
        // Not arrived (offline, a new deploy): the server checks what is sent, and the next form tries again.
        () => {},
      );
    return () => {
      mounted = false;
    };
  }, [source, schema]);
  return schema;
}

/**
 * A check in the browser: the schema's verdict, or, while the schema is still on its way, a pass
 * with no data (`data: null`): the form is sent and the server's answer says what is wrong.
 */
export type FormCheck<T, F extends string> =
  | { ok: true; data: T | null }
  | { ok: false; errors: FieldErrors<F> };

/**
 * A form's field errors, from its contract schema before sending and from the server's 400 answer
 * after. The schema is imported once the form is on the page and the person has interacted with
 * it (useLazySchema). `validate` shows the errors (none when the input is valid) and answers the
 * check; `check` answers it without showing anything (null until the schema has arrived);
 * `showServerErrors` shows the fields a failed call names and answers them.
 */
export function useSchemaForm<S extends z.ZodType, F extends string = Extract<keyof z.input<S>, string>>(
  source: LazySchema<S>,
  fieldOf?: FieldOf<F>,
) {
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const schema = useLazySchema(source);

  const check = useCallback(
    (input: SchemaInput<S>): SchemaCheck<z.output<S>, F> | null => {
      const current = schema ?? source.loaded();
      return current ? checkWithSchema(current, input, fieldOf) : null;
    },
    [schema, source, fieldOf],
  );

  const validate = useCallback(
    (input: SchemaInput<S>): FormCheck<z.output<S>, F> => {
      const checked = check(input) ?? { ok: true, data: null };
      setErrors(checked.ok ? {} : checked.errors);
      return checked;
    },
    [check],
  );

  const showServerErrors = useCallback(
    (error: unknown): FieldErrors<F> => {
      const next = fieldErrorsOf(Object.entries(serverFieldErrors(error)), fieldOf ?? ((f) => f as F));
      setErrors(next);
      return next;
    },
    [fieldOf],
  );

  return { errors, setErrors, check, validate, showServerErrors };
}
