import {
  type CurrentUser,
  can,
  DEPARTMENT_LABELS,
  DEPARTMENTS,
  generateDocumentBody,
  REQUIREMENTS_MAX_LENGTH,
} from "@charterly/domain/contract";
import { Link, useNavigate } from "@remix-run/react";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { api, jsonOf } from "../../lib/api-client";
import { useReportFailure } from "../../lib/report-failure";
import { buttonStyles, cardStyles } from "../button-styles";
import { SparklesIcon } from "../icons";
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
}

/** The generate form (Policy Template, Company Name, Department, Policy Requirements) and Quick Templates. */
export function GenerateForm({ user, templates, fixedTemplate }: GenerateFormProps) {
  const id = useId();
  const navigate = useNavigate();
  const { toast } = useToast();
  const reportFailure = useReportFailure();
  const initialValues = (): GenerateFormValues => ({
    templateId: fixedTemplate ? String(fixedTemplate.id) : "",
    companyName: user.companyName,
    department: fixedTemplate?.category ?? "",
    requirements: "",
  });
  const [values, setValues] = useState(initialValues);
  const { errors, validate, showServerErrors } = useSchemaForm(generateDocumentBody, controlOf);
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);
  const [upgradeOpen, setUpgradeOpen] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);

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

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (!can(user, "document.generate")) {
      setUpgradeOpen(true);
      return;
    }
    const request = validate(generateRequestInput(values, templates, localIsoDate()));
    if (!request.ok) {
      focusSummaryIf(request.errors);
      return;
    }
    setBusy(true);
    try {
      const document = await jsonOf(api.documents.generate.$post({ json: request.data }));
      toast({ title: "Document Generated", description: generatedDescription(document), variant: "success" });
      setValues(initialValues());
      navigate("/documents");
    } catch (error) {
      reportFailure(error, GENERATION_FAILED, { alsoFor: [502] });
      focusSummaryIf(showServerErrors(error));
    } finally {
      setBusy(false);
    }
  };

  const summary = (Object.keys(errors) as (GenerateControl | "form")[]).map((key) => ({
    controlId: key === "form" ? `${id}-submit` : controlId(key),
    label: CONTROL_LABELS[key],
    message: errors[key] ?? "",
  }));

  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <form
        onSubmit={submit}
        noValidate
        aria-busy={busy}
        className={`${cardStyles} p-5 sm:p-6 lg:col-span-2 lg:self-start`}
      >
        <fieldset disabled={busy} className="space-y-5">
          <legend className="sr-only">Document details</legend>
          <ErrorSummary errors={summary} summaryRef={summaryRef} />
          <TemplateField
            id={controlId("template")}
            templates={templates}
            fixedTemplate={fixedTemplate}
            value={values.templateId}
            onChange={chooseTemplate}
            tier={user.subscriptionTier}
            error={errors.template}
          />
          <FormField id={controlId("companyName")} label="Company Name" required error={errors.companyName}>
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
            error={errors.department}
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
            error={errors.requirements}
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
            <button id={`${id}-submit`} type="submit" className={buttonStyles.primary}>
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
