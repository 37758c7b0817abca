import { CRM_LOCAL_FIELD_LABELS, type CrmMappingDto } from "@charterly/domain/contract";
import { useSearchParams } from "@remix-run/react";
import { CRM_INTENTS, CRM_MAPPING_PARAM } from "../../../lib/crm-form";
import type { FormResult } from "../../../lib/form-result";
import { Notice } from "../../notice";
import { PostedConfirmation } from "../../ui/posted-confirmation";
import { MAPPINGS_HREF } from "./crm-mapping-rules";

/**
 * A mapping's save or delete sent before the page's JavaScript ran (a document POST), above the
 * table: the outcome, why it was refused, or the question a Delete is asked first with, and the
 * form that confirms it.
 */
export function PostedMappingAnswer({
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
