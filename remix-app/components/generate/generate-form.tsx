import {
  type CurrentUser,
  can,
  DEPARTMENT_LABELS,
  DEPARTMENTS,
  type GeneratedDocumentDto,
  REQUIREMENTS_MAX_LENGTH,
} from "@charterly/domain/contract";
import { Link, useActionData, useFetcher, useNavigate } from "@remix-run/react";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { type FormFailure, type FormResult, resultFor } from "../../lib/form-result";
import { generateDocumentSchema } from "../../lib/form-schemas";
import { GENERATE_INTENTS } from "../../lib/generate-intents";
import { buttonStyles, cardStyles } from "../button-styles";
import { SparklesIcon } from "../icons";
import { Notice } from "../notice";
import { useToast } from "../toast";
import { ErrorSummary, FormField, fieldStyles } from "../ui/form-field";
import { type FieldErrors, hasFieldErrors, useSchemaForm } from "../ui/use-schema-form";
import {
  CONTROL_LABELS,
  controlOf,
  type GenerateControl,
  type GenerateFormValues,
  generatedDescription,
  generateRequestInput,
  localIsoDate,
} from "./generate-request";
import { GeneratingOverlay } from "./generating-overlay";
import { QuickTemplates } from "./quick-templates";
import { TemplateField } from "./template-field";
import type { GenerationTemplate } from "./types";
import { UpgradeRequiredDialog } from "./upgrade-required-dialog";

const GENERATION_FAILED = {
  title: "Generation Failed",
  description: "Failed to generate document. Please try again.",
};

interface GenerateFormProps {
  user: CurrentUser;
  templates: readonly GenerationTemplate[];
  fixedTemplate: GenerationTemplate | null;
  /** Why this person may not generate from the fixed template (its plan), from the loader; null when they may. */
  generationRefusal: string | null;
}

const INTENT = GENERATE_INTENTS.generateDocument;

/** Where the form posts: this page, its fixed template kept so the answer shows the same form. */
const generatePath = (fixedTemplate: GenerationTemplate | null) =>
  fixedTemplate ? `/generate?template=${fixedTemplate.id}` : "/generate";

/** A refusal's field errors at the controls that show them (the template control answers for two fields). */
function controlErrors(failure: FormFailure): FieldErrors<GenerateControl | "form"> {
  const errors: FieldErrors<GenerateControl | "form"> = {};
  for (const [field, message] of Object.entries(failure.fieldErrors)) errors[controlOf(field)] ??= message;
  return errors;
}

/** A refusal with no field to show it at: the spec's title with the server's words. */
const failureNotice = (failure: FormFailure) => ({
  title: GENERATION_FAILED.title,
  description: failure.message,
});

/**
 * The generate form (Policy Template, Company Name, Department, Policy Requirements) and Quick
 * Templates. Checked with the API's schema before sending, then posted to /generate's action
 * (lib/generate-actions.server.ts), which checks it again and generates; the fetcher's state is the
 * "Generating…" overlay. Without JavaScript the page answers with the errors by their fields and
 * what was typed, or with the document made and a link to it in the library.
 */
export function GenerateForm({ user, templates, fixedTemplate, generationRefusal }: GenerateFormProps) {
  const id = useId();
  const navigate = useNavigate();
  const { toast } = useToast();
  const fetcher = useFetcher<FormResult<GeneratedDocumentDto>>();
  const posted = resultFor(useActionData<FormResult<GeneratedDocumentDto>>(), INTENT);
  const answered = resultFor(fetcher.data, INTENT);
  const initialValues = (): GenerateFormValues => ({
    templateId: fixedTemplate ? String(fixedTemplate.id) : "",
    companyName: user.companyName,
    department: fixedTemplate?.category ?? "",
    requirements: "",
  });
  const [values, setValues] = useState((): GenerateFormValues => {
    const initial = initialValues();
    if (!posted || posted.ok) return initial;
    // Sent without JavaScript and refused: what was typed, back in its fields.
    const sent = posted.values;
    return {
      templateId: sent.templateId ?? initial.templateId,
      companyName: sent.companyName ?? initial.companyName,
      department: sent.department ?? initial.department,
      requirements: sent.requirements ?? initial.requirements,
    };
  });
  const { errors, setErrors, validate } = useSchemaForm(generateDocumentSchema, controlOf);
  const [failure, setFailure] = useState(() => (posted && !posted.ok ? failureNotice(posted) : null));
  const [attempt, setAttempt] = useState(0);
  const busy = fetcher.state !== "idle";
  const [upgradeOpen, setUpgradeOpen] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);
  const shownErrors = hasFieldErrors(errors) ? errors : posted && !posted.ok ? controlErrors(posted) : {};

  // After a refused submit, the summary takes focus so the errors are read out and reachable.
  useEffect(() => {
    if (attempt > 0) summaryRef.current?.focus();
  }, [attempt]);

  const controlId = (control: GenerateControl) => `${id}-${control}`;
  const set = (field: keyof GenerateFormValues, value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  const chooseTemplate = (templateId: string) => {
    const template = templates.find((t) => String(t.id) === templateId);
    // The template's category is a sensible first department; the person may change it.
    setValues((current) => ({
      ...current,
      templateId,
      department: current.department || template?.category || "",
    }));
  };

  const focusSummaryIf = (shown: FieldErrors) => {
    if (hasFieldErrors(shown)) setAttempt((n) => n + 1);
  };

  // The action's answer: the document made (the toast, then the library), or why not.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per answer; the rest is read fresh.
  useEffect(() => {
    if (!answered) return;
    if (answered.ok) {
      toast({
        title: "Document Generated",
        description: generatedDescription(answered.value),
        variant: "success",
      });
      navigate("/documents");
      return;
    }
    const shown = controlErrors(answered);
    setErrors(shown);
    if (hasFieldErrors(shown)) setAttempt((n) => n + 1);
    else toast({ ...failureNotice(answered), variant: "destructive" });
  }, [answered]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || generationRefusal) return;
    if (!can(user, "document.generate")) {
      setUpgradeOpen(true);
      return;
    }
    setFailure(null);
    const input = generateRequestInput(values, templates, localIsoDate());
    let request = validate(input);
    // A click before the schema has arrived passes unchecked, and the server's refusal of an
    // incomplete form would flash the 'Generating Document' overlay: wait for the schema (small, and
    // already loading since that first interaction) and check again. If it cannot load, the server checks.
    if (request.ok && request.data === null) {
      await generateDocumentSchema.load().catch(() => undefined);
      request = validate(input);
    }
    if (!request.ok) {
      focusSummaryIf(request.errors);
      return;
    }
    fetcher.submit(
      { intent: INTENT, ...values, effectiveDate: request.data?.effectiveDate ?? localIsoDate() },
      { method: "post", action: generatePath(fixedTemplate) },
    );
  };

  const summary = (Object.keys(shownErrors) as (GenerateControl | "form")[]).map((key) => ({
    controlId: key === "form" ? `${id}-submit` : controlId(key),
    label: CONTROL_LABELS[key],
    message: shownErrors[key] ?? "",
  }));
  const made = posted?.ok ? posted.value : null;

  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <form
        method="post"
        action={generatePath(fixedTemplate)}
        onSubmit={submit}
        noValidate
        aria-busy={busy}
        className={`${cardStyles} p-5 sm:p-6 lg:col-span-2 lg:self-start`}
      >
        <input type="hidden" name="intent" value={INTENT} />
        <fieldset disabled={busy} className="space-y-5">
          <legend className="sr-only">Document details</legend>
          {made ? (
            // Sent without JavaScript: the page that answers says what was made and where it is.
            <Notice tone="success" title="Document Generated">
              {generatedDescription(made)}{" "}
              <Link to={`/documents?highlight=${made.id}`} className="font-medium underline">
                Open it in the Document Library
              </Link>
            </Notice>
          ) : null}
          {failure ? (
            <Notice tone="error" title={failure.title}>
              {failure.description}
            </Notice>
          ) : null}
          <ErrorSummary errors={summary} summaryRef={summaryRef} />
          <TemplateField
            id={controlId("template")}
            templates={templates}
            fixedTemplate={fixedTemplate}
            value={values.templateId}
            onChange={chooseTemplate}
            tier={user.subscriptionTier}
            fixedRefusal={generationRefusal}
            error={shownErrors.template}
          />
          <FormField
            id={controlId("companyName")}
            label="Company Name"
            required
            error={shownErrors.companyName}
          >
            {(control) => (
              <input
                {...control}
                name="companyName"
                type="text"
                autoComplete="organization"
                maxLength={120}
                value={values.companyName}
                onChange={(event) => set("companyName", event.target.value)}
                className={fieldStyles}
              />
            )}
          </FormField>
          <FormField
            id={controlId("department")}
            label="Department"
            required
            error={shownErrors.department}
            hint="The department that owns the policy."
          >
            {(control) => (
              <select
                {...control}
                name="department"
                value={values.department}
                onChange={(event) => set("department", event.target.value)}
                className={fieldStyles}
              >
                <option value="">Select a department</option>
                {DEPARTMENTS.map((department) => (
                  <option key={department} value={department}>
                    {DEPARTMENT_LABELS[department]}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField
            id={controlId("requirements")}
            label="Policy Requirements"
            error={shownErrors.requirements}
            hint="Optional. One requirement per line, e.g. “Employees may work remotely up to three days per week”."
          >
            {(control) => (
              <textarea
                {...control}
                name="requirements"
                rows={6}
                maxLength={REQUIREMENTS_MAX_LENGTH}
                value={values.requirements}
                onChange={(event) => set("requirements", event.target.value)}
                className={fieldStyles}
              />
            )}
          </FormField>
          <div className="flex flex-col-reverse gap-2 border-t border-slate-200 pt-5 sm:flex-row sm:justify-end dark:border-slate-800">
            <Link to="/" className={buttonStyles.secondary}>
              Cancel
            </Link>
            <button
              id={`${id}-submit`}
              type="submit"
              className={buttonStyles.primary}
              disabled={generationRefusal !== null}
              aria-describedby={generationRefusal ? `${controlId("template")}-hint` : undefined}
            >
              <SparklesIcon className="size-4" />
              Generate Policy
            </button>
          </div>
        </fieldset>
      </form>

      <div>
        <QuickTemplates
          templates={templates}
          selectedId={values.templateId}
          tier={user.subscriptionTier}
          onSelect={fixedTemplate ? null : chooseTemplate}
        />
      </div>

      <GeneratingOverlay active={busy} />
      <UpgradeRequiredDialog open={upgradeOpen} onClose={() => setUpgradeOpen(false)} user={user} />
    </div>
  );
}
