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
  type TemplateTier,
  type templateFormBody,
} from "@charterly/domain/contract";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { templateFormSchema } from "../../../lib/form-schemas";
import { TEMPLATE_INTENTS } from "../../../lib/platform-intents";
import type { FailureText } from "../../../lib/report-failure";
import { useToast } from "../../toast";
import { FormDialog } from "../../ui/form-dialog";
import { FormField, fieldStyles, labelStyles } from "../../ui/form-field";
import { Switch } from "../../ui/switch";
import { useDialogAction } from "../../ui/use-dialog-action";
import { useHydrated } from "../../ui/use-hydrated";
import { useInitialFocus } from "../../ui/use-initial-focus";

/** Failure texts (spec §8); a 403 reads as the template list's refusal. */
export const ACCESS_DENIED: FailureText = {
  title: "Access Denied",
  description: "Platform administrator privileges required for template management.",
};
const CREATE_FAILED = { title: "Creation Failed" } as const;
const UPDATE_FAILED = { title: "Update Failed" } as const;

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

/** What the toast (and, without JavaScript, the library's notice) says. */
export const templateSavedText = (template: AdminTemplateDto, mode: TemplateFormTarget["mode"]) =>
  mode === "edit"
    ? `“${template.name}” was saved; the library shows the change now.`
    : `“${template.name}” is in the library now.`;

/**
 * Create Template and Edit Template: name, description, category, required plan, public, preview
 * text and content, checked with the API's own schema before sending, then posted to the route's
 * action (intent create-template or update-template); after it Remix reads the library again.
 * Without JavaScript it is opened at its own address (?template=new, ?template=<id>) as a section of
 * the page, and Public is a checkbox.
 */
export function TemplateFormDialog({
  target,
  onClose,
  closeHref,
}: {
  target: TemplateFormTarget | null;
  onClose: () => void;
  closeHref: string;
}) {
  const id = useId();
  const nameRef = useRef<HTMLInputElement>(null);
  useInitialFocus(nameRef, target !== null);
  const hydrated = useHydrated();
  const { toast } = useToast();
  const editing = target?.mode === "edit";
  const intent = editing ? TEMPLATE_INTENTS.update : TEMPLATE_INTENTS.create;
  const dialog = useDialogAction<typeof templateFormBody, AdminTemplateDto>(
    templateFormSchema,
    intent,
    editing ? UPDATE_FAILED.title : CREATE_FAILED.title,
    (saved) => {
      toast({
        title: editing ? "Template Updated" : "Template Created",
        description: templateSavedText(saved, editing ? "edit" : "create"),
        variant: "success",
      });
      onClose();
    },
  );
  const { posted } = dialog;
  const [values, setValues] = useState<FormValues>(() => {
    if (posted && !posted.ok)
      return {
        ...EMPTY,
        ...posted.values,
        isPublic: posted.values.isPublic === "true",
      } as FormValues;
    return target?.mode === "edit" ? valuesOf(target.template) : EMPTY;
  });
  const [cleared, setCleared] = useState<ReadonlySet<string>>(new Set());
  const { reset } = dialog;

  // Opened (again) with JavaScript: a fresh form, for this template or a new one.
  useEffect(() => {
    if (!target) return;
    setValues(target.mode === "edit" ? valuesOf(target.template) : EMPTY);
    setCleared(new Set());
    reset();
  }, [target, reset]);

  const set = <K extends keyof FormValues>(field: K, value: FormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    // A field's message goes once it is changed; the next submit checks everything again.
    setCleared((current) => new Set(current).add(field));
  };
  const text = (field: "name" | "description" | "content" | "previewContent") => ({
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) => set(field, event.target.value),
  });
  // A name another template has (409) is the name field's problem; the domain says which.
  const refused = dialog.failure;
  const nameTaken =
    (posted && !posted.ok && posted.code === "conflict" ? posted.message : null) ??
    (refused && dialog.lastCode === "conflict" ? refused.description : null);
  const errors: Partial<Record<keyof FormValues, string>> = { ...dialog.errors };
  if (nameTaken) errors.name = nameTaken;
  for (const field of cleared) delete errors[field as keyof FormValues];
  const failure = nameTaken ? null : refused;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    dialog.setFailure(null);
    setCleared(new Set());
    if (!dialog.validate(values).ok) event.preventDefault();
  };

  const title = editing ? "Edit Template" : "Create Template";
  return (
    <FormDialog
      fetcher={dialog.fetcher}
      intent={intent}
      hiddenFields={target?.mode === "edit" ? { templateId: target.template.id } : {}}
      open={target !== null}
      onClose={onClose}
      closeHref={closeHref}
      title={title}
      size="max-w-2xl"
      submitLabel={editing ? "Save Changes" : "Create Template"}
      busyLabel="Saving…"
      failure={failure ? { ...failure, title: accessDenied(dialog.lastCode) ?? failure.title } : null}
      onSubmit={submit}
      formClassName="space-y-5"
    >
      <FormField id={`${id}-name`} label="Name" required error={errors.name}>
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
      <FormField id={`${id}-description`} label="Description" required error={errors.description}>
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
        <FormField id={`${id}-category`} label="Category" required error={errors.category}>
          {(control) => (
            <select
              {...control}
              name="category"
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
          error={errors.requiredTier}
          hint="The lowest plan whose companies may read, download and generate from it."
        >
          {(control) => (
            <select
              {...control}
              name="requiredTier"
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
          {hydrated ? (
            <>
              <input type="hidden" name="isPublic" value={String(values.isPublic)} />
              <Switch
                checked={values.isPublic}
                onChange={(checked) => set("isPublic", checked)}
                label="Public template"
              >
                {values.isPublic
                  ? "Public: signed-out visitors see its card and preview text"
                  : "Signed-in only: visitors do not see it"}
              </Switch>
            </>
          ) : (
            <label className="inline-flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
              <input type="checkbox" name="isPublic" value="true" defaultChecked={values.isPublic} />
              Public template: signed-out visitors see its card and preview text
            </label>
          )}
        </div>
      </div>
      <FormField
        id={`${id}-preview`}
        label="Preview text"
        error={errors.previewContent}
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
        error={errors.content}
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
    </FormDialog>
  );
}

/** A 403 reads as the template list's refusal (spec §8). */
const accessDenied = (code: string | null) => (code === "forbidden" ? ACCESS_DENIED.title : null);
