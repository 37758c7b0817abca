import { type AppError, appErrorIn, HTTP_STATUS_BY_CODE, retryAfterOf } from "@charterly/domain/contract";
import { data } from "@remix-run/cloudflare";
import type { z } from "zod";
import { checkWithSchema, type SchemaInput } from "../components/ui/use-schema-form";
import type { FormFailure, FormResult } from "./form-result";

// How route actions answer (decision 026): a form is checked with the contract's schema (the one
// the API route declares), then handed to the same domain operation the API calls. A refusal of
// the schema or the domain is an answer with the status the API would send (HTTP_STATUS_BY_CODE)
// and the messages for the form; anything else is thrown (the route's ErrorBoundary).

export const INVALID_FORM_MESSAGE = "Please correct the marked fields.";

const answer = <T>(body: FormResult<T>, status = 200, headers?: HeadersInit) =>
  data(body, { status, headers });

/** The form's text fields, to send back with a refusal (files are not sent back). */
export const formValues = (form: FormData): Record<string, string> =>
  Object.fromEntries(
    [...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );

/**
 * A refusal as the form's answer, with the status (and Retry-After) the API would send. `fieldFor`
 * names the field a refusal that names none is said by (an upload's file: too large, wrong type).
 */
export function refusedAnswer<T>(
  intent: string,
  refusal: AppError,
  values: Record<string, string> = {},
  fieldFor?: string,
) {
  const seconds = retryAfterOf(refusal);
  const retryAfter = seconds === undefined ? undefined : { "Retry-After": String(seconds) };
  const body: FormFailure = {
    ok: false,
    intent,
    code: refusal.code,
    message: refusal.message,
    fieldErrors: refusal.fields ?? (fieldFor ? { [fieldFor]: refusal.message } : {}),
    values,
  };
  return answer<T>(body, HTTP_STATUS_BY_CODE[refusal.code], retryAfter);
}

/**
 * The form's fields checked with the schema: the parsed body, or the 400 answer with one message
 * per field (the messages the browser shows before sending, from the same schema). `fields` is what
 * the schema checks when a field is not text (a number field read as the browser reads it).
 */
export function parseForm<S extends z.ZodType, T>(
  schema: S,
  form: FormData,
  intent: string,
  fields: Record<string, unknown> = formValues(form),
) {
  const values = formValues(form);
  // The intent field is the form's, not the body's: the schema ignores keys it does not name.
  const check = checkWithSchema(schema, fields as SchemaInput<S>);
  if (check.ok) return { ok: true as const, data: check.data };
  const fieldErrors: Record<string, string> = {};
  for (const [field, message] of Object.entries(check.errors)) if (message) fieldErrors[field] = message;
  const body: FormFailure = {
    ok: false,
    intent,
    code: "invalid_input",
    message: INVALID_FORM_MESSAGE,
    fieldErrors,
    values,
  };
  return { ok: false as const, answer: answer<T>(body, 400) };
}

/**
 * Runs the change: its result, or the domain's refusal as the form's answer. A stale form — the
 * record changed or went meanwhile — is the domain's 404 or 409 with its message; a double submit
 * is refused by the domain's own duplicate rule.
 */
export async function runFormChange<T>(
  intent: string,
  change: () => Promise<T>,
  values: Record<string, string> = {},
) {
  try {
    return answer<T>({ ok: true, intent, value: await change() });
  } catch (error) {
    const refusal = appErrorIn(error);
    if (!refusal) throw error;
    return refusedAnswer<T>(intent, refusal, values);
  }
}

/**
 * The form checked with the schema, then the change with what it parsed: `parseForm` and
 * `runFormChange` in one step, the form's text sent back with a refusal. `fields` is what the
 * schema checks when it is not the form's text as it stands (numbers, blanks read as null).
 */
export async function changeFromForm<S extends z.ZodType, T>(
  schema: S,
  form: FormData,
  intent: string,
  change: (data: z.output<S>) => Promise<T>,
  fields: Record<string, unknown> = formValues(form),
) {
  const parsed = parseForm<S, T>(schema, form, intent, fields);
  if (!parsed.ok) return parsed.answer;
  return runFormChange(intent, () => change(parsed.data), formValues(form));
}

/** The record a row's form names, as the API reads an id in the path: anything else finds nothing (404). */
export function idField(form: FormData, name: string): number {
  const raw = form.get(name);
  if (typeof raw !== "string" || !/^[1-9][0-9]*$/.test(raw)) return -1;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : -1;
}

/** A form whose intent this route does not know (an old page): said, not a 500. */
export const unknownIntent = () =>
  data({ message: "This form is not known here. Reload the page and try again." }, { status: 400 });
