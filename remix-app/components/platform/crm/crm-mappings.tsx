import {
  CRM_FIELD_TYPES,
  CRM_LOCAL_FIELD_LABELS,
  CRM_LOCAL_FIELDS,
  type CrmFieldDto,
  type CrmFieldType,
  type CrmLocalField,
  type CrmMappingDto,
  crmMappingBody,
  type TransformationRule,
} from "@charterly/domain/contract";
import { useFetcher } from "@remix-run/react";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { CRM_INTENTS, crmMappingFromForm } from "../../../lib/crm-form";
import { type FormResult, resultFor } from "../../../lib/form-result";
import { buttonStyles, smallButtonStyles } from "../../button-styles";
import { useToast } from "../../toast";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { FormField, fieldStyles } from "../../ui/form-field";
import { useResolved } from "../../ui/use-resolved";
import { useSchemaForm } from "../../ui/use-schema-form";

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
 * delete-crm-mapping, asked first); Remix reads the mappings again after each.
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
  const fields = useResolved(leadFields);
  const saver = useFetcher<FormResult<CrmMappingDto>>();
  const remover = useFetcher<FormResult<{ deleted: true }>>();
  const saving = saver.state !== "idle";
  const deleting = remover.state !== "idle";
  const form = useSchemaForm(crmMappingBody);
  const [editing, setEditing] = useState<CrmMappingDto | null>(null);
  const [localField, setLocalField] = useState<CrmLocalField | "">("");
  const [crmField, setCrmField] = useState("");
  const [fieldType, setFieldType] = useState<CrmFieldType>("string");
  const [isRequired, setRequired] = useState(false);
  const [defaultValue, setDefault] = useState("");
  const [ruleKind, setRuleKind] = useState<RuleKind>("");
  const [dateFormat, setDateFormat] = useState<(typeof DATE_FORMATS)[number]>("YYYY-MM-DD");
  const [picklist, setPicklist] = useState("");
  const [removing, setRemoving] = useState<CrmMappingDto | null>(null);

  const reset = (mapping: CrmMappingDto | null) => {
    setEditing(mapping);
    setLocalField(mapping?.localField ?? "");
    setCrmField(mapping?.crmField ?? "");
    setFieldType(mapping?.fieldType ?? "string");
    setRequired(mapping?.isRequired ?? false);
    setDefault(mapping?.defaultValue ?? "");
    setRuleKind(mapping?.transformationRule?.kind ?? "");
    setDateFormat(
      mapping?.transformationRule?.kind === "date" ? mapping.transformationRule.format : "YYYY-MM-DD",
    );
    setPicklist(mapText(mapping?.transformationRule ?? null));
    form.setErrors({});
  };

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
    remover.submit({ intent: CRM_INTENTS.deleteMapping, mappingId: String(mapping.id) }, { method: "post" });

  return (
    <div className="space-y-6">
      {/* `relative` keeps the sr-only "Actions" heading inside the scrolling box: unpositioned, it was
          placed past it and the page scrolled sideways on phones (issue 25 §8). */}
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
                <td className="space-x-2 whitespace-nowrap py-2 text-right">
                  <button
                    type="button"
                    className={smallButtonStyles.secondary}
                    disabled={!connected}
                    onClick={() => reset(mapping)}
                    aria-label={`Edit the mapping of ${CRM_LOCAL_FIELD_LABELS[mapping.localField]}`}
                  >
                    Edit
                  </button>
                  <button
                    type="button"
                    className={smallButtonStyles.dangerOutline}
                    onClick={() => setRemoving(mapping)}
                    aria-label={`Delete the mapping of ${CRM_LOCAL_FIELD_LABELS[mapping.localField]}`}
                  >
                    Delete
                  </button>
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
            <FormField id={`${id}-local`} label="Charterly field" error={form.errors.localField}>
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
            <FormField id={`${id}-crm`} label="Salesforce field" error={form.errors.crmField}>
              {(control) => (
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
              )}
            </FormField>
            <FormField id={`${id}-type`} label="Field type" error={form.errors.fieldType}>
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
              error={form.errors.defaultValue}
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
            <FormField id={`${id}-rule`} label="Transformation" error={form.errors.transformationRule}>
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
            {ruleKind === "date" ? (
              <FormField id={`${id}-format`} label="Date format">
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
            {ruleKind === "picklist" ? (
              <FormField
                id={`${id}-map`}
                label="Value map"
                hint="One per line: charterly value = Salesforce value"
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
              disabled={saving || !localField || !crmField}
            >
              {saving ? "Saving…" : editing ? "Save Mapping" : "Add Mapping"}
            </button>
            {editing ? (
              <button type="button" className={buttonStyles.secondary} onClick={() => reset(null)}>
                Cancel
              </button>
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
