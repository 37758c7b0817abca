import {
  type DocumentDto,
  type DocumentSummaryDto,
  displayedStatus,
  EDITABLE_STATUSES,
  STATUS_LABELS,
  statusLabel,
  updateDocumentBody,
} from "@charterly/domain/contract";
import { useState } from "react";
import { api, jsonOf } from "../../lib/api-client";
import { useToast } from "../toast";
import { StatusBadge } from "./document-badges";
import { useFailureToast } from "./use-failure-toast";

const UPDATE_FAILED = { title: "Update Failed", description: "Failed to update document. Please try again." };

interface StatusSelectProps {
  document: DocumentSummaryDto;
  onChanged: (document: DocumentDto) => void;
}

/**
 * The inline status select (Draft, Under Review, Approved, Archived); a choice is saved at once.
 * 'generated' shows as Approved. Pending approval changes only by approve or reject: read-only.
 */
export function StatusSelect({ document, onChanged }: StatusSelectProps) {
  const { toast } = useToast();
  const reportFailure = useFailureToast();
  const [saving, setSaving] = useState(false);

  if (document.status === "pending_approval") return <StatusBadge status={document.status} />;

  const change = async (value: string) => {
    const body = updateDocumentBody.safeParse({ status: value });
    if (!body.success) return;
    setSaving(true);
    try {
      const updated = await jsonOf(
        api.documents[":documentId"].$put({ param: { documentId: String(document.id) }, json: body.data }),
      );
      toast({
        title: "Document Updated",
        description: `“${updated.title}” is now ${statusLabel(updated.status)}.`,
        variant: "success",
      });
      onChanged(updated);
    } catch (error) {
      reportFailure(error, UPDATE_FAILED, { serverMessageFor: [400, 409] });
    } finally {
      setSaving(false);
    }
  };

  return (
    <select
      aria-label={`Status of ${document.title}`}
      value={displayedStatus(document.status)}
      disabled={saving}
      onChange={(event) => change(event.target.value)}
      className="rounded-md border border-slate-300 bg-white py-1 pr-7 pl-2 text-sm text-slate-900 disabled:opacity-60 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100"
    >
      {EDITABLE_STATUSES.map((status) => (
        <option key={status} value={status}>
          {STATUS_LABELS[status]}
        </option>
      ))}
    </select>
  );
}
