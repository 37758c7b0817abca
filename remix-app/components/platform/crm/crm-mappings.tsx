import { CRM_LOCAL_FIELD_LABELS, type CrmFieldDto, type CrmMappingDto } from "@charterly/domain/contract";
import { useActionData, useFetcher, useSearchParams } from "@remix-run/react";
import { type MouseEvent, useEffect, useState } from "react";
import { CRM_INTENTS, CRM_MAPPING_PARAM } from "../../../lib/crm-form";
import { type FormResult, resultFor } from "../../../lib/form-result";
import { CONFIRMED_FIELD } from "../../../lib/team-intents";
import { smallButtonStyles } from "../../button-styles";
import { useToast } from "../../toast";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { DialogOpener } from "../../ui/dialog-opener";
import { useResolved } from "../../ui/use-resolved";
import { CrmMappingForm } from "./crm-mapping-form";
import { describeRule, editHref } from "./crm-mapping-rules";
import { PostedMappingAnswer } from "./posted-mapping-answer";

/**
 * The Field Mappings tab: which Charterly field goes to which Lead field, with its type, required
 * flag, default and transformation. New mappings pick their Lead field from the connected org.
 * Saving and deleting are forms posted to the section's action (intents save-crm-mapping,
 * delete-crm-mapping, asked first); Remix reads the mappings again after each. Before the page's
 * JavaScript runs, Edit leads to the form's address (`?panel=mappings&mapping=<id>`), a Delete is
 * answered with the question, and every answer is said above the table.
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
  const { toast } = useToast();
  const [params] = useSearchParams();
  // Only a form posted without JavaScript (a document POST) sets the route's action data.
  const posted = useActionData<FormResult<unknown>>();
  const postedSave = resultFor(posted, CRM_INTENTS.saveMapping);
  const linked = postedSave?.ok
    ? null
    : (mappings.find((m) => String(m.id) === params.get(CRM_MAPPING_PARAM)) ?? null);
  const fields = useResolved(leadFields);
  const remover = useFetcher<FormResult<{ deleted: true }>>();
  const deleting = remover.state !== "idle";
  const [editing, setEditing] = useState<CrmMappingDto | null>(linked);
  // The form starts again (a new key) for each mapping chosen, after a save and after Cancel.
  const [formKey, setFormKey] = useState(0);
  const [removing, setRemoving] = useState<CrmMappingDto | null>(null);
  const edit = (mapping: CrmMappingDto | null) => {
    setEditing(mapping);
    setFormKey((key) => key + 1);
  };

  const deleted = resultFor(remover.data, CRM_INTENTS.deleteMapping);
  useEffect(() => {
    if (!deleted) return;
    setRemoving(null);
    if (deleted.ok) {
      toast({ title: "Mapping Deleted", variant: "success" });
      setEditing(null);
      setFormKey((key) => key + 1);
    } else toast({ title: "Delete Failed", description: deleted.message, variant: "destructive" });
  }, [deleted, toast]);

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
                      onOpen={() => edit(mapping)}
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
        <CrmMappingForm
          key={formKey}
          editing={editing}
          // What a form sent without JavaScript came back with, for the form the page opened with.
          posted={formKey === 0 ? postedSave : undefined}
          leadFields={fields ?? null}
          onDone={() => edit(null)}
          onCancel={() => edit(null)}
        />
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
