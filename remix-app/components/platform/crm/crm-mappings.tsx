import {
  CRM_FIELD_TYPES,
  CRM_LOCAL_FIELD_LABELS,
  CRM_LOCAL_FIELDS,
  type CrmFieldDto,
  type CrmFieldType,
  type CrmLocalField,
  type CrmMappingDto,
  type TransformationRule,
} from "@charterly/domain/contract";
import { Link, useActionData, useFetcher, useSearchParams } from "@remix-run/react";
import { type FormEvent, type MouseEvent, useEffect, useId, useRef, useState } from "react";
import { CRM_INTENTS, CRM_MAPPING_PARAM, CRM_PANEL_PARAM, crmMappingFromForm } from "../../../lib/crm-form";
import { type FormResult, resultFor } from "../../../lib/form-result";
import { crmMappingSchema } from "../../../lib/form-schemas";
import { PLATFORM_SETTINGS_BASE } from "../../../lib/platform-sections";
import { CONFIRMED_FIELD } from "../../../lib/team-intents";
import { buttonStyles, smallButtonStyles } from "../../button-styles";
import { Notice } from "../../notice";
import { useToast } from "../../toast";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { DialogOpener } from "../../ui/dialog-opener";
import { FormField, fieldStyles } from "../../ui/form-field";
import { PostedConfirmation } from "../../ui/posted-confirmation";
import { useHydrated } from "../../ui/use-hydrated";
import { useResolved } from "../../ui/use-resolved";
import { hasFieldErrors, useSchemaForm } from "../../ui/use-schema-form";

/** The Field Mappings panel's address, and a mapping's edit form there (without JavaScript). */
const MAPPINGS_HREF = `${PLATFORM_SETTINGS_BASE}/crm?${CRM_PANEL_PARAM}=mappings`;
const editHref = (mapping: CrmMappingDto) => `${MAPPINGS_HREF}&${CRM_MAPPING_PARAM}=${mapping.id}`;

/** The form's fields: the mapping edited (or a new one), or what a refused form sent. */
function initialFields(mapping: CrmMappingDto | null, posted: FormResult<unknown> | undefined) {
  const sent = posted && !posted.ok ? posted.values : null;
  const rule = mapping?.transformationRule ?? null;
  return {
    localField: (sent?.localField ?? mapping?.localField ?? "") as CrmLocalField | "",
    crmField: sent?.crmField ?? mapping?.crmField ?? "",
    fieldType: (sent?.fieldType ?? mapping?.fieldType ?? "string") as CrmFieldType,
    isRequired: sent ? sent.isRequired === "true" : (mapping?.isRequired ?? false),
    defaultValue: sent?.defaultValue ?? mapping?.defaultValue ?? "",
    ruleKind: (sent?.ruleKind ?? rule?.kind ?? "") as RuleKind,
    dateFormat: (sent?.dateFormat ??
      (rule?.kind === "date" ? rule.format : "YYYY-MM-DD")) as (typeof DATE_FORMATS)[number],
    picklist: sent?.picklist ?? mapText(rule),
  };
}

type RuleKind = "" | TransformationRule["kind"];
const DATE_FORMATS = ["YYYY-MM-DD", "ISO", "MM/DD/YYYY", "DD/MM/YYYY"] as const;

const describeRule = (rule: TransformationRule | null) => {
  if (!rule) return "—";
  if (rule.kind === "date") return `date (${rule.format})`;
  if (rule.kind === "picklist")
    return `picklist: ${Object.entries(rule.map)
      .map(([from, to]) => `${from} → ${to}`)
      .join(", ")}`;
  return rule.kind;
};

/** An existing picklist map as the form's text ("enterprise = Enterprise" lines). */
const mapText = (rule: TransformationRule | null) =>
  rule?.kind === "picklist"
    ? Object.entries(rule.map)
        .map(([a, b]) => `${a} = ${b}`)
        .join("\n")
    : "";

/**
 * The Field Mappings tab: which Charterly field goes to which Lead field, with its type, required
 * flag, default and transformation. New mappings pick their Lead field from the connected org.
 * Saving and deleting are forms posted to the section's action (intents save-crm-mapping,
 * delete-crm-mapping, asked first); Remix reads the mappings again after each. Before the page's
 * JavaScript runs, Edit leads to the form's address (`?panel=mappings&mapping=<id>`), the Salesforce
 * field is typed (its API name: the org's fields arrive later, by script), the transformation's
 * details are all shown, a Delete is answered with the question, and every answer is said above
 * the table.
 */
export function CrmMappings({
  connected,
  mappings,
  leadFields,
}: {
  connected: boolean;
  mappings: CrmMappingDto[];
  /** The connected org's Lead fields, streamed (Salesforce answers slowly); null when not connected or it failed. */
  leadFields: Promise<CrmFieldDto[] | null>;
}) {
  const id = useId();
  const { toast } = useToast();
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  // Only a form posted without JavaScript (a document POST) sets the route's action data.
  const posted = useActionData<FormResult<unknown>>();
  const postedSave = resultFor(posted, CRM_INTENTS.saveMapping);
  const linked = postedSave?.ok
    ? null
    : (mappings.find((m) => String(m.id) === params.get(CRM_MAPPING_PARAM)) ?? null);
  const first = initialFields(linked, postedSave);
  const fields = useResolved(leadFields);
  const saver = useFetcher<FormResult<CrmMappingDto>>();
  const remover = useFetcher<FormResult<{ deleted: true }>>();
  const saving = saver.state !== "idle";
  const deleting = remover.state !== "idle";
  const form = useSchemaForm(crmMappingSchema);
  const [editing, setEditing] = useState<CrmMappingDto | null>(linked);
  const [localField, setLocalField] = useState<CrmLocalField | "">(first.localField);
  const [crmField, setCrmField] = useState(first.crmField);
  const [fieldType, setFieldType] = useState<CrmFieldType>(first.fieldType);
  const [isRequired, setRequired] = useState(first.isRequired);
  const [defaultValue, setDefault] = useState(first.defaultValue);
  const [ruleKind, setRuleKind] = useState<RuleKind>(first.ruleKind);
  const [dateFormat, setDateFormat] = useState<(typeof DATE_FORMATS)[number]>(first.dateFormat);
  const [picklist, setPicklist] = useState(first.picklist);
  const [removing, setRemoving] = useState<CrmMappingDto | null>(null);

  const reset = (mapping: CrmMappingDto | null) => {
    const next = initialFields(mapping, undefined);
    setEditing(mapping);
    setLocalField(next.localField);
    setCrmField(next.crmField);
    setFieldType(next.fieldType);
    setRequired(next.isRequired);
    setDefault(next.defaultValue);
    setRuleKind(next.ruleKind);
    setDateFormat(next.dateFormat);
    setPicklist(next.picklist);
    form.setErrors({});
  };
  // The schema's messages before sending, else those a form sent without JavaScript came back with.
  const errors = (
    hasFieldErrors(form.errors) ? form.errors : postedSave && !postedSave.ok ? postedSave.fieldErrors : {}
  ) as typeof form.errors;

  // Each answer once: a toast; the table is the loader's, read again after the action.
  const saved = resultFor(saver.data, CRM_INTENTS.saveMapping);
  useEffect(() => {
    if (!saved) return;
    if (saved.ok) {
      toast({
        title: saved.value.id === editingRef.current?.id ? "Mapping Updated" : "Mapping Added",
        variant: "success",
      });
      resetRef.current(null);
    } else {
      form.setErrors(saved.fieldErrors);
      toast({ title: "Save Failed", description: saved.message, variant: "destructive" });
    }
  }, [saved, toast, form.setErrors]);
  const deleted = resultFor(remover.data, CRM_INTENTS.deleteMapping);
  useEffect(() => {
    if (!deleted) return;
    setRemoving(null);
    if (deleted.ok) {
      toast({ title: "Mapping Deleted", variant: "success" });
      resetRef.current(null);
    } else toast({ title: "Delete Failed", description: deleted.message, variant: "destructive" });
  }, [deleted, toast]);
  const editingRef = useRef(editing);
  editingRef.current = editing;
  const resetRef = useRef(reset);
  resetRef.current = reset;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (saving || !form.validate(crmMappingFromForm(new FormData(event.currentTarget))).ok)
      event.preventDefault();
  };

  const remove = (mapping: CrmMappingDto) =>
    remover.submit(
      { intent: CRM_INTENTS.deleteMapping, mappingId: String(mapping.id), [CONFIRMED_FIELD]: "yes" },
      { method: "post" },
    );

  return (
    <div className="space-y-6">
      <PostedMappingAnswer result={posted} mappings={mappings} />
      {/* `relative` keeps the sr-only "Actions" heading inside the scrolling box: unpositioned, it was
          placed past it and the page scrolled sideways on phones. */}
      <div className="relative overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Field mappings</caption>
          <thead className="text-xs uppercase text-slate-600 dark:text-slate-400">
            <tr>
              <th scope="col" className="py-2 pr-3">
                Charterly field
              </th>
              <th scope="col" className="py-2 pr-3">
                Salesforce field
              </th>
              <th scope="col" className="py-2 pr-3">
                Type
              </th>
              <th scope="col" className="py-2 pr-3">
                Required
              </th>
              <th scope="col" className="py-2 pr-3">
                Default
              </th>
              <th scope="col" className="py-2 pr-3">
                Transformation
              </th>
              <th scope="col" className="py-2">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
            {mappings.map((mapping) => (
              <tr key={mapping.id}>
                <td className="py-2 pr-3">{CRM_LOCAL_FIELD_LABELS[mapping.localField]}</td>
                <td className="py-2 pr-3 font-mono text-xs">{mapping.crmField}</td>
                <td className="py-2 pr-3">{mapping.fieldType}</td>
                <td className="py-2 pr-3">{mapping.isRequired ? "Yes" : "No"}</td>
                <td className="py-2 pr-3">{mapping.defaultValue ?? "—"}</td>
                <td className="py-2 pr-3 text-xs">{describeRule(mapping.transformationRule)}</td>
                <td className="whitespace-nowrap py-2 text-right">
                  <form method="post" className="inline-flex gap-2">
                    <input type="hidden" name="mappingId" value={mapping.id} />
                    <DialogOpener
                      href={editHref(mapping)}
                      className={smallButtonStyles.secondary}
                      disabled={!connected}
                      onOpen={() => reset(mapping)}
                      label={`Edit the mapping of ${CRM_LOCAL_FIELD_LABELS[mapping.localField]}`}
                    >
                      Edit
                    </DialogOpener>
                    {/* Without JavaScript the action answers with the question (asked first). */}
                    <button
                      type="submit"
                      name="intent"
                      value={CRM_INTENTS.deleteMapping}
                      className={smallButtonStyles.dangerOutline}
                      onClick={(event: MouseEvent) => {
                        event.preventDefault();
                        setRemoving(mapping);
                      }}
                      aria-label={`Delete the mapping of ${CRM_LOCAL_FIELD_LABELS[mapping.localField]}`}
                    >
                      Delete
                    </button>
                  </form>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      {connected ? (
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
              <button type="button" className={buttonStyles.secondary} onClick={() => reset(null)}>
                Cancel
              </button>
            ) : editing ? (
              <Link to={MAPPINGS_HREF} preventScrollReset className={buttonStyles.secondary}>
                Cancel
              </Link>
            ) : null}
          </div>
        </saver.Form>
      ) : (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          Test the connection (Testing tab) to add or change mappings: each is checked against the Lead fields
          of your org.
        </p>
      )}
      <ConfirmDialog
        open={removing !== null}
        title="Delete this mapping?"
        confirmLabel="Delete"
        destructive
        busy={deleting}
        onConfirm={() => {
          if (removing && !deleting) remove(removing);
        }}
        onCancel={() => setRemoving(null)}
      >
        {removing
          ? `${CRM_LOCAL_FIELD_LABELS[removing.localField]} will no longer be sent to ${removing.crmField}.`
          : null}
      </ConfirmDialog>
    </div>
  );
}

/**
 * A mapping's save or delete sent before the page's JavaScript ran (a document POST), above the
 * table: the outcome, why it was refused, or the question a Delete is asked first with, and the
 * form that confirms it.
 */
function PostedMappingAnswer({
  result,
  mappings,
}: {
  result: FormResult<unknown> | undefined;
  mappings: CrmMappingDto[];
}) {
  const [params] = useSearchParams();
  if (result?.intent === CRM_INTENTS.saveMapping) {
    if (!result.ok)
      return (
        <Notice tone="error" title="Save Failed">
          {result.message}
        </Notice>
      );
    const saved = result.value as CrmMappingDto;
    return (
      <Notice tone="success" title={params.has(CRM_MAPPING_PARAM) ? "Mapping Updated" : "Mapping Added"}>
        {CRM_LOCAL_FIELD_LABELS[saved.localField]} is sent to {saved.crmField}.
      </Notice>
    );
  }
  if (result?.intent !== CRM_INTENTS.deleteMapping) return null;
  if (!result.ok)
    return (
      <Notice tone="error" title="Delete Failed">
        {result.message}
      </Notice>
    );
  const value = result.value as { kind?: string; mappingId?: number };
  if (value.kind !== "asked")
    return (
      <Notice tone="success" title="Mapping Deleted">
        The field is no longer sent to Salesforce.
      </Notice>
    );
  const mapping = mappings.find((m) => m.id === value.mappingId);
  if (!mapping)
    return (
      <Notice tone="error" title="Delete Failed">
        This mapping is no longer there.
      </Notice>
    );
  return (
    <PostedConfirmation
      title="Delete this mapping?"
      fields={{ intent: CRM_INTENTS.deleteMapping, mappingId: mapping.id }}
      confirmLabel="Delete"
      cancelHref={MAPPINGS_HREF}
    >
      <p>
        {CRM_LOCAL_FIELD_LABELS[mapping.localField]} will no longer be sent to {mapping.crmField}.
      </p>
    </PostedConfirmation>
  );
}
