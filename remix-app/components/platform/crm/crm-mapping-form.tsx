import {
  CRM_FIELD_TYPES,
  CRM_LOCAL_FIELD_LABELS,
  CRM_LOCAL_FIELDS,
  type CrmFieldDto,
  type CrmFieldType,
  type CrmLocalField,
  type CrmMappingDto,
} from "@charterly/domain/contract";
import { Link, useFetcher } from "@remix-run/react";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { CRM_INTENTS, crmMappingFromForm } from "../../../lib/crm-form";
import { type FormResult, resultFor } from "../../../lib/form-result";
import { crmMappingSchema } from "../../../lib/form-schemas";
import { buttonStyles } from "../../button-styles";
import { useToast } from "../../toast";
import { FormField, fieldStyles } from "../../ui/form-field";
import { useHydrated } from "../../ui/use-hydrated";
import { hasFieldErrors, useSchemaForm } from "../../ui/use-schema-form";
import {
  DATE_FORMATS,
  type DateFormat,
  initialFields,
  MAPPINGS_HREF,
  type RuleKind,
} from "./crm-mapping-rules";

/**
 * Add a mapping, or edit the one chosen (`editing`). It starts from the mapping (or, on a page a
 * form sent without JavaScript came back to, from what was sent: `posted`); the parent gives it a
 * new `key` to start again, after a save or a Cancel. Before the page's JavaScript runs the
 * Salesforce field is typed (its API name: the org's fields arrive later, by script) and every
 * transformation's details are shown.
 */
export function CrmMappingForm({
  editing,
  posted,
  leadFields,
  onDone,
  onCancel,
}: {
  editing: CrmMappingDto | null;
  posted: FormResult<unknown> | undefined;
  /** The connected org's Lead fields; null while they load or when they could not be read. */
  leadFields: CrmFieldDto[] | null;
  onDone: () => void;
  onCancel: () => void;
}) {
  const id = useId();
  const { toast } = useToast();
  const hydrated = useHydrated();
  const fields = leadFields;
  const saver = useFetcher<FormResult<CrmMappingDto>>();
  const saving = saver.state !== "idle";
  const form = useSchemaForm(crmMappingSchema);
  const first = initialFields(editing, posted);
  const [localField, setLocalField] = useState<CrmLocalField | "">(first.localField);
  const [crmField, setCrmField] = useState(first.crmField);
  const [fieldType, setFieldType] = useState<CrmFieldType>(first.fieldType);
  const [isRequired, setRequired] = useState(first.isRequired);
  const [defaultValue, setDefault] = useState(first.defaultValue);
  const [ruleKind, setRuleKind] = useState<RuleKind>(first.ruleKind);
  const [dateFormat, setDateFormat] = useState<DateFormat>(first.dateFormat);
  const [picklist, setPicklist] = useState(first.picklist);
  // The schema's messages before sending, else those a form sent without JavaScript came back with.
  const errors = (
    hasFieldErrors(form.errors) ? form.errors : posted && !posted.ok ? posted.fieldErrors : {}
  ) as typeof form.errors;

  // Each answer once: a toast; the table is the loader's, read again after the action.
  const saved = resultFor(saver.data, CRM_INTENTS.saveMapping);
  const doneRef = useRef(onDone);
  doneRef.current = onDone;
  useEffect(() => {
    if (!saved) return;
    if (saved.ok) {
      toast({
        title: saved.value.id === editing?.id ? "Mapping Updated" : "Mapping Added",
        variant: "success",
      });
      doneRef.current();
    } else {
      form.setErrors(saved.fieldErrors);
      toast({ title: "Save Failed", description: saved.message, variant: "destructive" });
    }
  }, [saved, toast, form.setErrors, editing?.id]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (saving || !form.validate(crmMappingFromForm(new FormData(event.currentTarget))).ok)
      event.preventDefault();
  };

  return (
    <saver.Form
      method="post"
      noValidate
      onSubmit={submit}
      className="space-y-4 rounded-md border border-slate-200 p-4 dark:border-slate-800"
      aria-labelledby={`${id}-form-heading`}
      aria-busy={saving}
    >
      <input type="hidden" name="intent" value={CRM_INTENTS.saveMapping} />
      {editing ? <input type="hidden" name="mappingId" value={editing.id} /> : null}
      <h4 id={`${id}-form-heading`} className="font-semibold">
        {editing ? `Edit the mapping of ${CRM_LOCAL_FIELD_LABELS[editing.localField]}` : "Add a mapping"}
      </h4>
      <div className="grid gap-4 md:grid-cols-3">
        <FormField id={`${id}-local`} label="Charterly field" error={errors.localField}>
          {(control) => (
            <select
              {...control}
              name="localField"
              value={localField}
              onChange={(e) => setLocalField(e.target.value as CrmLocalField)}
              className={fieldStyles}
            >
              <option value="">Choose…</option>
              {CRM_LOCAL_FIELDS.map((field) => (
                <option key={field} value={field}>
                  {CRM_LOCAL_FIELD_LABELS[field]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField
          id={`${id}-crm`}
          label="Salesforce field"
          error={errors.crmField}
          hint={hydrated ? undefined : "The Lead field's API name, such as Company or Charterly_Plan__c."}
        >
          {(control) =>
            hydrated ? (
              <select
                {...control}
                name="crmField"
                value={crmField}
                onChange={(e) => setCrmField(e.target.value)}
                className={fieldStyles}
              >
                <option value="">{fields ? "Choose…" : "Loading Lead fields…"}</option>
                {fields
                  ? fields.map((field) => (
                      <option key={field.name} value={field.name}>
                        {field.label} ({field.name}, {field.type}
                        {field.required ? ", required" : ""})
                      </option>
                    ))
                  : null}
              </select>
            ) : (
              <input
                {...control}
                name="crmField"
                value={crmField}
                onChange={(e) => setCrmField(e.target.value)}
                className={`${fieldStyles} font-mono`}
              />
            )
          }
        </FormField>
        <FormField id={`${id}-type`} label="Field type" error={errors.fieldType}>
          {(control) => (
            <select
              {...control}
              name="fieldType"
              value={fieldType}
              onChange={(e) => setFieldType(e.target.value as CrmFieldType)}
              className={fieldStyles}
            >
              {CRM_FIELD_TYPES.map((type) => (
                <option key={type} value={type}>
                  {type}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField
          id={`${id}-default`}
          label="Default value"
          error={errors.defaultValue}
          hint="Sent when the Charterly field is empty."
        >
          {(control) => (
            <input
              {...control}
              name="defaultValue"
              value={defaultValue}
              onChange={(e) => setDefault(e.target.value)}
              className={fieldStyles}
            />
          )}
        </FormField>
        <FormField id={`${id}-rule`} label="Transformation" error={errors.transformationRule}>
          {(control) => (
            <select
              {...control}
              name="ruleKind"
              value={ruleKind}
              onChange={(e) => setRuleKind(e.target.value as RuleKind)}
              className={fieldStyles}
            >
              <option value="">None</option>
              <option value="trim">Trim spaces</option>
              <option value="upper">Upper case</option>
              <option value="lower">Lower case</option>
              <option value="date">Date format</option>
              <option value="picklist">Picklist value map</option>
            </select>
          )}
        </FormField>
        <label className="flex items-center gap-2 self-end pb-2 text-sm">
          <input
            type="checkbox"
            name="isRequired"
            value="true"
            checked={isRequired}
            onChange={(e) => setRequired(e.target.checked)}
          />
          Required
        </label>
        {/* Without JavaScript nothing appears as the transformation is chosen: both are shown. */}
        {ruleKind === "date" || !hydrated ? (
          <FormField
            id={`${id}-format`}
            label="Date format"
            hint={hydrated ? undefined : "For the Date format transformation."}
          >
            {(control) => (
              <select
                {...control}
                name="dateFormat"
                value={dateFormat}
                onChange={(e) => setDateFormat(e.target.value as (typeof DATE_FORMATS)[number])}
                className={fieldStyles}
              >
                {DATE_FORMATS.map((format) => (
                  <option key={format} value={format}>
                    {format}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        ) : null}
        {ruleKind === "picklist" || !hydrated ? (
          <FormField
            id={`${id}-map`}
            label="Value map"
            hint={`One per line: charterly value = Salesforce value${hydrated ? "" : " (for the Picklist value map transformation)"}`}
          >
            {(control) => (
              <textarea
                {...control}
                name="picklist"
                rows={4}
                value={picklist}
                onChange={(e) => setPicklist(e.target.value)}
                className={fieldStyles}
              />
            )}
          </FormField>
        ) : null}
      </div>
      <div className="flex gap-2">
        <button
          type="submit"
          className={buttonStyles.primary}
          disabled={saving || (hydrated && (!localField || !crmField))}
        >
          {saving ? "Saving…" : editing ? "Save Mapping" : "Add Mapping"}
        </button>
        {editing && hydrated ? (
          <button type="button" className={buttonStyles.secondary} onClick={onCancel}>
            Cancel
          </button>
        ) : editing ? (
          <Link to={MAPPINGS_HREF} preventScrollReset className={buttonStyles.secondary}>
            Cancel
          </Link>
        ) : null}
      </div>
    </saver.Form>
  );
}
