import type { ApproveDocumentResultDto, DocumentSummaryDto } from "@charterly/domain/contract";
import { INSUFFICIENT_TOKENS_MESSAGE } from "@charterly/domain/contract";
import { useState } from "react";
import { ApiError, api, jsonOf } from "../../lib/api-client";
import { type FailureText, useReportFailure } from "../../lib/report-failure";
import { useToast } from "../toast";

// Approve (1 token) and Reject for documents pending approval: one implementation for the
// dashboard's Pending Document Approvals panel and the Document Library (spec §2, §4, §5, §8).

/** "Title - text", as the server writes its 402 message, split for a toast. */
function titled(message: string, title: string): FailureText {
  const at = message.indexOf(" - ");
  return at > 0
    ? { title: message.slice(0, at), description: message.slice(at + 3) }
    : { title, description: message };
}

export const INSUFFICIENT_TOKENS = titled(INSUFFICIENT_TOKENS_MESSAGE, "Insufficient Tokens");
const APPROVAL_FAILED = {
  title: "Approval Failed",
  description: "Failed to approve document. Please try again.",
};
const REJECTION_FAILED = {
  title: "Rejection Failed",
  description: "Failed to reject document. Please try again.",
};
/** Answers that mean the document or balance changed elsewhere: the server's message says how. */
const STALE_STATUSES = [402, 404, 409];

interface ApprovalOptions {
  /** The company's balance as last known; 0 refuses Approve without a call. Null: unknown. */
  balance: number | null;
  onApproved: (document: DocumentSummaryDto, result: ApproveDocumentResultDto) => void;
  onRejected: (document: DocumentSummaryDto) => void;
  /** The server refused because something changed meanwhile (no tokens, gone, decided already). */
  onStale?: () => void;
}

export function useApprovalActions({ balance, onApproved, onRejected, onStale }: ApprovalOptions) {
  const { toast } = useToast();
  const reportFailure = useReportFailure();
  const [approvingId, setApprovingId] = useState<number | null>(null);
  const [rejecting, setRejecting] = useState<DocumentSummaryDto | null>(null);

  const failed = (error: unknown, fallback: FailureText) => {
    const insufficient = error instanceof ApiError && error.status === 402;
    const text = reportFailure(error, fallback, {
      serverMessage: STALE_STATUSES,
      byStatus:
        insufficient && error.message.trim()
          ? { 402: titled(error.message, INSUFFICIENT_TOKENS.title) }
          : { 402: INSUFFICIENT_TOKENS },
    });
    if (error instanceof ApiError && STALE_STATUSES.includes(error.status)) onStale?.();
    return text;
  };

  const approve = async (document: DocumentSummaryDto) => {
    if (approvingId !== null) return;
    if (balance !== null && balance < 1) {
      toast({ ...INSUFFICIENT_TOKENS, variant: "destructive" });
      return;
    }
    setApprovingId(document.id);
    try {
      const result = await jsonOf(
        api.documents[":documentId"].approve.$post({ param: { documentId: String(document.id) } }),
      );
      toast({
        title: "Document Approved",
        description: `“${document.title}” is approved and can be downloaded. 1 token used; ${result.balance} left.`,
        variant: "success",
      });
      onApproved(document, result);
    } catch (error) {
      failed(error, APPROVAL_FAILED);
    } finally {
      setApprovingId(null);
    }
  };

  /** Rejects the document the Reject dialog is open for; returns the failure to show in it, if any. */
  const reject = async (reason: string): Promise<FailureText | null> => {
    const document = rejecting;
    if (!document) return null;
    try {
      await api.documents[":documentId"].reject.$post({
        param: { documentId: String(document.id) },
        json: { rejectionReason: reason.trim() || null },
      });
    } catch (error) {
      return failed(error, REJECTION_FAILED);
    }
    toast({
      title: "Document Rejected",
      description: `“${document.title}” was rejected and removed. No token was used.`,
      variant: "success",
    });
    setRejecting(null);
    onRejected(document);
    return null;
  };

  return {
    approve,
    approvingId,
    /** The document the Reject dialog is open for. */
    rejecting,
    openReject: setRejecting,
    closeReject: () => setRejecting(null),
    reject,
  };
}

export type ApprovalActions = ReturnType<typeof useApprovalActions>;
