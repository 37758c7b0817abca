import {
  TOKEN_REQUEST_DEFAULT,
  TOKEN_REQUEST_MAX,
  TOKEN_REQUEST_MIN,
  TOKEN_REQUEST_PRESETS,
  type TokenRequestDto,
  URGENCIES,
  URGENCY_NAMES,
} from "@charterly/domain/contract";
import { Link } from "@remix-run/react";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { tokenRequestSchema } from "../../lib/form-schemas";
import { TOKEN_INTENTS, TOKEN_REQUEST_PATH } from "../../lib/token-intents";
import { buttonStyles } from "../button-styles";
import { Notice } from "../notice";
import { ErrorSummary, FormField, fieldStyles } from "../ui/form-field";
import { postedValue, useDialogAction } from "../ui/use-dialog-action";
import { useInitialFocus } from "../ui/use-initial-focus";
import { type FieldErrors, hasFieldErrors } from "../ui/use-schema-form";
import {
  FIELD_LABELS,
  FIELD_ORDER,
  initialTokenRequestValues,
  type TokenRequestField,
  tokenRequestInput,
} from "./token-request-values";

const SUBMISSION_FAILED = {
  title: "Submission Failed",
  description: "Failed to submit token request. Please try again.",
};

const presetStyles =
  "relative rounded-md border px-3 py-2 text-sm font-semibold tabular-nums transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500";
const presetOff =
  "border-slate-300 bg-white text-slate-900 hover:bg-slate-100 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800";
const presetOn =
  "border-indigo-600 bg-indigo-50 text-indigo-900 ring-1 ring-indigo-600 dark:border-indigo-400 dark:bg-indigo-950 dark:text-indigo-100 dark:ring-indigo-400";

interface TokenRequestFormProps {
  contactEmail: string;
  /** In the dialog: Cancel closes it. On the page, Cancel is a link back to the dashboard. */
  onCancel?: () => void;
  onSent: (request: TokenRequestDto) => void;
}

/**
 * Tokens (presets or any number 1–1000), justification, urgency and contact details. Checked with
 * the API's schema before sending, then posted to /tokens/request's action
 * (lib/token-actions.server.ts), which checks it again; the fetcher's state is the pending UI.
 * Without JavaScript it is the /tokens/request page's form (the presets need JavaScript; the
 * number field does not): the page comes back with the errors by their fields and what was typed.
 */
export function TokenRequestForm({ contactEmail, onCancel, onSent }: TokenRequestFormProps) {
  const id = useId();
  const countRef = useRef<HTMLInputElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  useInitialFocus(countRef);
  const { fetcher, posted, errors, validate, failure, setFailure } = useDialogAction(
    tokenRequestSchema,
    TOKEN_INTENTS.requestTokens,
    SUBMISSION_FAILED.title,
    onSent,
  );
  const [values, setValues] = useState(() => {
    const initial = initialTokenRequestValues(contactEmail);
    return Object.fromEntries(
      FIELD_ORDER.map((field) => [field, postedValue(posted, field, initial[field])]),
    ) as typeof initial;
  });
  const [attempt, setAttempt] = useState(0);
  const sending = fetcher.state !== "idle";

  // After a refused submit the summary takes focus, so the errors are read out and reachable.
  useEffect(() => {
    if (attempt > 0) summaryRef.current?.focus();
  }, [attempt]);
  // …also when the server refused a field the browser's check let through.
  const answer = fetcher.data;
  useEffect(() => {
    if (answer && !answer.ok && hasFieldErrors(answer.fieldErrors)) setAttempt((n) => n + 1);
  }, [answer]);

  const controlId = (field: TokenRequestField) => `${id}-${field}`;
  const set = (field: TokenRequestField, value: string) =>
    setValues((current) => ({ ...current, [field]: value }));
  const focusSummaryIf = (shown: FieldErrors) => {
    if (hasFieldErrors(shown)) setAttempt((n) => n + 1);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (sending) return event.preventDefault();
    const request = validate(tokenRequestInput(values));
    setFailure(null);
    if (!request.ok) {
      event.preventDefault();
      focusSummaryIf(request.errors);
    }
  };

  const input = (field: Exclude<TokenRequestField, "requestedTokens">) => ({
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) => set(field, event.target.value),
  });
  const summary = FIELD_ORDER.filter((field) => errors[field]).map((field) => ({
    controlId: controlId(field),
    label: FIELD_LABELS[field],
    message: errors[field] ?? "",
  }));
  const chosen = Number(values.requestedTokens);
  const justificationLength = values.businessJustification.trim().length;

  return (
    <fetcher.Form method="post" action={TOKEN_REQUEST_PATH} onSubmit={submit} noValidate aria-busy={sending}>
      <input type="hidden" name="intent" value={TOKEN_INTENTS.requestTokens} />
      <fieldset disabled={sending} className="space-y-5">
        <legend className="sr-only">Token request</legend>
        {failure ? (
          // The spec's words, whatever the refusal (a rate limit included).
          <Notice tone="error" title={SUBMISSION_FAILED.title}>
            {SUBMISSION_FAILED.description}
          </Notice>
        ) : null}
        <ErrorSummary errors={summary} summaryRef={summaryRef} />

        <div>
          <fieldset>
            <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">
              Choose an amount
            </legend>
            <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
              {TOKEN_REQUEST_PRESETS.map((preset) => (
                <button
                  key={preset}
                  type="button"
                  aria-pressed={chosen === preset}
                  className={`${presetStyles} ${chosen === preset ? presetOn : presetOff}`}
                  onClick={() => set("requestedTokens", String(preset))}
                >
                  {/* The name is the visible text, "25 tokens Popular" (WCAG 2.5.3 Label in Name). */}
                  {preset} tokens
                  {preset === TOKEN_REQUEST_DEFAULT ? (
                    <>
                      {" "}
                      <span className="absolute -top-2.5 right-1.5 rounded-full bg-indigo-700 px-1.5 py-0.5 text-[0.65rem] font-semibold tracking-wide text-white uppercase dark:bg-indigo-300 dark:text-indigo-950">
                        Popular
                      </span>
                    </>
                  ) : null}
                </button>
              ))}
            </div>
          </fieldset>
          <div className="mt-3 max-w-48">
            <FormField
              id={controlId("requestedTokens")}
              label={FIELD_LABELS.requestedTokens}
              required
              error={errors.requestedTokens}
              hint={`Between ${TOKEN_REQUEST_MIN} and ${TOKEN_REQUEST_MAX.toLocaleString("en-US")}.`}
            >
              {(control) => (
                <input
                  {...control}
                  ref={countRef}
                  name="requestedTokens"
                  type="number"
                  inputMode="numeric"
                  min={TOKEN_REQUEST_MIN}
                  max={TOKEN_REQUEST_MAX}
                  step={1}
                  value={values.requestedTokens}
                  onChange={(event) => set("requestedTokens", event.target.value)}
                  className={fieldStyles}
                />
              )}
            </FormField>
          </div>
        </div>

        <FormField
          id={controlId("businessJustification")}
          label={FIELD_LABELS.businessJustification}
          required
          error={errors.businessJustification}
          hint={`What the tokens are for; at least 10 characters (${justificationLength} so far).`}
        >
          {(control) => (
            <textarea
              {...control}
              {...input("businessJustification")}
              rows={4}
              maxLength={2000}
              className={fieldStyles}
            />
          )}
        </FormField>

        <FormField id={controlId("urgency")} label={FIELD_LABELS.urgency} required error={errors.urgency}>
          {(control) => (
            <select {...control} {...input("urgency")} className={fieldStyles}>
              <option value="">Select urgency level</option>
              {URGENCIES.map((urgency) => (
                <option key={urgency} value={urgency}>
                  {URGENCY_NAMES[urgency].label} — response within {URGENCY_NAMES[urgency].responseTime}
                </option>
              ))}
            </select>
          )}
        </FormField>

        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            id={controlId("contactEmail")}
            label={FIELD_LABELS.contactEmail}
            required
            error={errors.contactEmail}
          >
            {(control) => (
              <input
                {...control}
                {...input("contactEmail")}
                type="email"
                autoComplete="email"
                maxLength={254}
                className={fieldStyles}
              />
            )}
          </FormField>
          <FormField
            id={controlId("contactPhone")}
            label={`${FIELD_LABELS.contactPhone} (optional)`}
            error={errors.contactPhone}
          >
            {(control) => (
              <input
                {...control}
                {...input("contactPhone")}
                type="tel"
                autoComplete="tel"
                maxLength={40}
                className={fieldStyles}
              />
            )}
          </FormField>
        </div>

        <div className="flex flex-col-reverse gap-2 border-t border-slate-200 pt-4 sm:flex-row sm:justify-end dark:border-slate-800">
          {onCancel ? (
            <button type="button" className={buttonStyles.secondary} onClick={onCancel}>
              Cancel
            </button>
          ) : (
            <Link to="/" className={buttonStyles.secondary}>
              Cancel
            </Link>
          )}
          <button type="submit" className={buttonStyles.primary}>
            {sending ? "Submitting…" : "Submit Request"}
          </button>
        </div>
      </fieldset>
    </fetcher.Form>
  );
}
