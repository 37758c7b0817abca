import type { ApproveDocumentResultDto, DocumentSummaryDto } from "@charterly/domain/contract";
import { INSUFFICIENT_TOKENS_MESSAGE } from "@charterly/domain/contract";
import { useFetcher } from "@remix-run/react";
import { useRef, useState } from "react";
import { DOCUMENT_INTENTS, type DocumentRemoved } from "../../lib/document-intents";
import type { FormFailure, FormResult } from "../../lib/form-result";
import type { FailureText } from "../../lib/report-failure";
import { useToast } from "../toast";
import { submittedId, useFormAnswer } from "../ui/use-form-answer";

// Approve (1 token) and Reject for documents pending approval: one implementation for the
// dashboard's Pending Document Approvals panel and the Document Library (spec §2, §4, §5, §8).
// Both post to the library route's action (/documents, intents approve-document and
// reject-document: lib/document-actions.server.ts), which calls the domain operations the API calls.

/** "Title - text", as the server writes its 402 message, split for a toast. */
function titled(message: string, title: string): FailureText {
  const at = message.indexOf(" - ");
  return at > 0
    ? { title: message.slice(0, at), description: message.slice(at + 3) }
    : { title, description: message };
}

export const INSUFFICIENT_TOKENS = titled(INSUFFICIENT_TOKENS_MESSAGE, "Insufficient Tokens");
const APPROVAL_FAILED = "Approval Failed";
const REJECTION_FAILED = "Rejection Failed";
/** Answers that mean the document or balance changed elsewhere: the server's message says how. */
const STALE_CODES: readonly FormFailure["code"][] = ["insufficient_tokens", "not_found", "conflict"];

/** Where the library's actions are: a fetcher posts there from any page (the dashboard too). */
export const LIBRARY_ACTION = "/documents";

/** What to show for a refused approve or reject: the domain's message under the feature's title. */
export function refusalText(failure: FormFailure, title: string): FailureText {
  if (failure.code === "insufficient_tokens")
    return failure.message.trim() ? titled(failure.message, INSUFFICIENT_TOKENS.title) : INSUFFICIENT_TOKENS;
  return { title, description: failure.message };
}

interface ApprovalOptions {
  /** The company's balance as last known; 0 refuses Approve without a call. Null: unknown. */
  balance: number | null;
  /** The server refused because something changed meanwhile (no tokens, gone, decided already). */
  onStale?: () => void;
}

/**
 * One approval at a time (the other rows' Approve waits), as the fetcher's state says; Reject asks
 * in a dialog whose form the `rejection` fetcher sends. The screen shows a decision on its way from
 * `approvingId` and `rejectingId`; after an answer Remix reads the page's loaders again, and what
 * they read is what the screen shows. A refusal (no revalidation after a 4xx) calls `onStale` when the document or the
 * balance changed meanwhile, so the page reads them again.
 */
export function useApprovalActions({ balance, onStale }: ApprovalOptions) {
  const { toast } = useToast();
  const approval = useFetcher<FormResult<ApproveDocumentResultDto>>();
  const rejection = useFetcher<FormResult<DocumentRemoved>>();
  const [rejecting, setRejecting] = useState<DocumentSummaryDto | null>(null);
  // The documents the answers are about (an answer carries only the id).
  const approvingDocument = useRef<DocumentSummaryDto | null>(null);
  const rejectedDocument = useRef<DocumentSummaryDto | null>(null);

  const refused = (failure: FormFailure, title: string) => {
    const text = refusalText(failure, title);
    toast({ ...text, variant: "destructive" });
    if (STALE_CODES.includes(failure.code)) onStale?.();
  };

  useFormAnswer(approval.data, DOCUMENT_INTENTS.approveDocument, (answer) => {
    const document = approvingDocument.current;
    if (!document) return;
    if (!answer.ok) return refused(answer, APPROVAL_FAILED);
    toast({
      title: "Document Approved",
      description: `“${document.title}” is approved and can be downloaded. 1 token used; ${answer.value.balance} left.`,
      variant: "success",
    });
  });

  useFormAnswer(rejection.data, DOCUMENT_INTENTS.rejectDocument, (answer) => {
    const document = rejectedDocument.current;
    if (!document) return;
    // A refusal is said in the dialog (a toast sits under an open modal) and as a toast.
    if (!answer.ok) {
      if (Object.keys(answer.fieldErrors).length === 0) refused(answer, REJECTION_FAILED);
      return;
    }
    toast({
      title: "Document Rejected",
      description: `“${document.title}” was rejected and removed. No token was used.`,
      variant: "success",
    });
    setRejecting((open) => (open?.id === document.id ? null : open));
  });

  const approvingId = submittedId(approval, "documentId");

  const approve = (document: DocumentSummaryDto) => {
    if (approvingId !== null) return;
    if (balance !== null && balance < 1) {
      toast({ ...INSUFFICIENT_TOKENS, variant: "destructive" });
      return;
    }
    approvingDocument.current = document;
    approval.submit(
      { intent: DOCUMENT_INTENTS.approveDocument, documentId: document.id },
      { method: "post", action: LIBRARY_ACTION, preventScrollReset: true },
    );
  };

  const rejectionAnswer = rejection.state === "idle" ? rejection.data : undefined;
  return {
    approve,
    approvingId,
    /** The documents whose rejection is on its way (to hide them at once). */
    rejectingId: submittedId(rejection, "documentId"),
    /** The document the Reject dialog is open for. */
    rejecting,
    openReject: setRejecting,
    closeReject: () => setRejecting(null),
    /** The Reject dialog's form: posted by this fetcher. */
    rejection,
    /** The Reject dialog's refusal, for the document it is open for. */
    rejectionFailure:
      rejectionAnswer && !rejectionAnswer.ok && rejecting && rejectedDocument.current?.id === rejecting.id
        ? rejectionAnswer
        : null,
    /** Called as the Reject dialog's form is sent: the answer is about this document. */
    rejectSent: (document: DocumentSummaryDto) => {
      rejectedDocument.current = document;
    },
  };
}

export type ApprovalActions = ReturnType<typeof useApprovalActions>;
