import {
  type AdminTemplateDto,
  CATEGORIES,
  CATEGORY_NAMES,
  type Category,
  TEMPLATE_CONTENT_MAX,
  TEMPLATE_DESCRIPTION_MAX,
  TEMPLATE_NAME_MAX,
  TEMPLATE_PREVIEW_MAX,
  TEMPLATE_TIER_LABELS,
  TEMPLATE_TIERS,
  type TemplateFormBody,
  type TemplateTier,
  templateFormBody,
} from "@charterly/domain/contract";
import { type FormEvent, useId, useRef, useState } from "react";
import { ApiError } from "../../../lib/api-client";
import { type FailureText, useReportFailure } from "../../../lib/report-failure";
import { buttonStyles } from "../../button-styles";
import { Notice } from "../../notice";
import { useToast } from "../../toast";
import { FormField, fieldStyles, labelStyles } from "../../ui/form-field";
import { Modal } from "../../ui/modal";
import { Switch } from "../../ui/switch";
import { useInitialFocus } from "../../ui/use-initial-focus";
import { useSchemaForm } from "../../ui/use-schema-form";
import { createTemplate, updateTemplate } from "./templates-api";

/** Failure texts (spec §8); a 403 reads as the template list's refusal. */
export const ACCESS_DENIED: FailureText = {
  title: "Access Denied",
  description: "Platform administrator privileges required for template management.",
};
const CREATE_FAILED = {
  title: "Creation Failed",
  description: "Failed to create template. Please try again.",
};
const UPDATE_FAILED = { title: "Update Failed", description: "Failed to update template. Please try again." };

interface FormValues {
  name: string;
  description: string;
  category: Category;
  content: string;
  previewContent: string;
  isPublic: boolean;
  requiredTier: TemplateTier;
}

/** The Create dialog's defaults (spec §5): category other, public, Freemium, empty texts. */
const EMPTY: FormValues = {
  name: "",
  description: "",
  category: "other",
  content: "",
  previewContent: "",
  isPublic: true,
  requiredTier: "freemium",
};

const valuesOf = (template: AdminTemplateDto): FormValues => ({
  name: template.name,
  description: template.description,
  category: template.category,
  content: template.content,
  previewContent: template.previewContent ?? "",
  isPublic: template.isPublic,
  // A template the seed gave system_admin (none does) is edited as Enterprise, the highest choice.
  requiredTier: template.requiredTier === "system_admin" ? "enterprise" : template.requiredTier,
});

/** The form being edited: a new template, or an existing one. */
export type TemplateFormTarget = { mode: "create" } | { mode: "edit"; template: AdminTemplateDto };

/**
 * Create Template and Edit Template: name, description, category, required plan, public, preview
 * text and content, checked with the API's own schema before sending.
 */
export function TemplateFormDialog({
  target,
  onClose,
  onSaved,
}: {
  target: TemplateFormTarget | null;
  onClose: () => void;
  onSaved: (template: AdminTemplateDto, mode: TemplateFormTarget["mode"]) => void;
}) {
  const title = target?.mode === "edit" ? "Edit Template" : "Create Template";
  return (
    <Modal open={target !== null} onClose={onClose} title={title} size="max-w-2xl">
      {target ? (
        <TemplateForm
          key={target.mode === "edit" ? target.template.id : "new"}
          target={target}
          onClose={onClose}
          onSaved={onSaved}
        />
      ) : null}
    </Modal>
  );
}

function TemplateForm({
  target,
  onClose,
  onSaved,
}: {
  target: TemplateFormTarget;
  onClose: () => void;
  onSaved: (template: AdminTemplateDto, mode: TemplateFormTarget["mode"]) => void;
}) {
  const id = useId();
  const nameRef = useRef<HTMLInputElement>(null);
  useInitialFocus(nameRef);
  const { toast } = useToast();
  const reportFailure = useReportFailure();
  const form = useSchemaForm(templateFormBody);
  const [values, setValues] = useState<FormValues>(() =>
    target.mode === "edit" ? valuesOf(target.template) : EMPTY,
  );
  const [failure, setFailure] = useState<FailureText | null>(null);
  const [saving, setSaving] = useState(false);
  const editing = target.mode === "edit";

  const set = <K extends keyof FormValues>(field: K, value: FormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    // A field's message goes once it is changed; the next submit checks everything again.
    form.setErrors(({ [field]: _changed, ...others }) => others);
  };
  const text = (field: "name" | "description" | "content" | "previewContent") => ({
    value: values[field],
    onChange: (event: { target: { value: string } }) => set(field, event.target.value),
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const check = form.validate(values);
    if (!check.ok) return;
    setFailure(null);
    setSaving(true);
    const body: TemplateFormBody = check.data;
    try {
      const saved = editing ? await updateTemplate(target.template.id, body) : await createTemplate(body);
      toast({
        title: editing ? "Template Updated" : "Template Created",
        description: editing
          ? `“${saved.name}” was saved; the library shows the change now.`
          : `“${saved.name}” is in the library now.`,
        variant: "success",
      });
      onSaved(saved, target.mode);
    } catch (error) {
      const fields = form.showServerErrors(error);
      // A taken name (409) is the name field's problem.
      if (error instanceof ApiError && error.status === 409)
        form.setErrors({ ...fields, name: error.message });
      setFailure(
        reportFailure(error, editing ? UPDATE_FAILED : CREATE_FAILED, { byStatus: { 403: ACCESS_DENIED } }),
      );
      setSaving(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-busy={saving}>
      {failure ? (
        <Notice tone="error" title={failure.title}>
          {failure.description}
        </Notice>
      ) : null}
      <FormField id={`${id}-name`} label="Name" required error={form.errors.name}>
        {(control) => (
          <input
            {...control}
            {...text("name")}
            ref={nameRef}
            type="text"
            autoComplete="off"
            maxLength={TEMPLATE_NAME_MAX}
            placeholder="e.g. Remote Work Policy"
            className={fieldStyles}
          />
        )}
      </FormField>
      <FormField id={`${id}-description`} label="Description" required error={form.errors.description}>
        {(control) => (
          <textarea
            {...control}
            {...text("description")}
            rows={2}
            maxLength={TEMPLATE_DESCRIPTION_MAX}
            placeholder="What the policy covers, in a sentence or two"
            className={fieldStyles}
          />
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={`${id}-category`} label="Category" required error={form.errors.category}>
          {(control) => (
            <select
              {...control}
              value={values.category}
              onChange={(event) => set("category", event.target.value as Category)}
              className={fieldStyles}
            >
              {CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {CATEGORY_NAMES[category].label}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField
          id={`${id}-tier`}
          label="Required tier"
          required
          error={form.errors.requiredTier}
          hint="The lowest plan whose companies may read, download and generate from it."
        >
          {(control) => (
            <select
              {...control}
              value={values.requiredTier}
              onChange={(event) => set("requiredTier", event.target.value as TemplateTier)}
              className={fieldStyles}
            >
              {TEMPLATE_TIERS.map((tier) => (
                <option key={tier} value={tier}>
                  {TEMPLATE_TIER_LABELS[tier]}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <div>
        <span className={labelStyles}>Visibility</span>
        <div className="mt-2">
          <Switch
            checked={values.isPublic}
            onChange={(checked) => set("isPublic", checked)}
            label="Public template"
          >
            {values.isPublic
              ? "Public: signed-out visitors see its card and preview text"
              : "Signed-in only: visitors do not see it"}
          </Switch>
        </div>
      </div>
      <FormField
        id={`${id}-preview`}
        label="Preview text"
        error={form.errors.previewContent}
        hint="Optional. The teaser signed-out visitors read on the card."
      >
        {(control) => (
          <textarea
            {...control}
            {...text("previewContent")}
            rows={3}
            maxLength={TEMPLATE_PREVIEW_MAX}
            className={fieldStyles}
          />
        )}
      </FormField>
      <FormField
        id={`${id}-content`}
        label="Content"
        required
        error={form.errors.content}
        hint="The full text. [Company Name], [Department] and [Effective Date] are filled in when a document is generated."
      >
        {(control) => (
          <textarea
            {...control}
            {...text("content")}
            rows={14}
            maxLength={TEMPLATE_CONTENT_MAX}
            spellCheck
            className={`${fieldStyles} font-mono`}
          />
        )}
      </FormField>
      <div className="flex flex-col-reverse gap-2 border-t border-slate-200 pt-4 sm:flex-row sm:justify-end dark:border-slate-800">
        <button type="button" className={buttonStyles.secondary} onClick={onClose}>
          Cancel
        </button>
        <button type="submit" className={buttonStyles.primary} disabled={saving}>
          {saving ? "Saving…" : editing ? "Save Changes" : "Create Template"}
        </button>
      </div>
    </form>
  );
}
