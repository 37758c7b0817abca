import type { DocumentSummaryDto } from "@charterly/domain/contract";
import { Link } from "@remix-run/react";
import { useState } from "react";
import { ApprovalButtons } from "../approvals/approval-buttons";
import { RejectDocumentDialog } from "../approvals/reject-document-dialog";
import type { ApprovalActions } from "../approvals/use-approval-actions";
import { Badge } from "../badges";
import { buttonStyles, cardStyles, linkStyles } from "../button-styles";
import { CategoryBadge } from "../documents/document-badges";
import { EyeIcon } from "../documents/document-icons";
import { DocumentPreviewDialog } from "../documents/document-preview-dialog";
import { DateTime } from "../documents/formatted-date";
import { CheckCircleIcon } from "../icons";
import { Notice } from "../notice";

interface PendingApprovalsPanelProps {
  /** Null when they could not be read. */
  documents: DocumentSummaryDto[] | null;
  /** More are waiting than listed (see the library). */
  more: boolean;
  approvals: ApprovalActions;
  onRetry: () => void;
}

/**
 * Pay Per Use: documents waiting for a decision. Preview, 'Approve (1 token)' or Reject (a reason
 * is required here).
 */
export function PendingApprovalsPanel({ documents, more, approvals, onRetry }: PendingApprovalsPanelProps) {
  const [previewing, setPreviewing] = useState<DocumentSummaryDto | null>(null);
  return (
    <section aria-labelledby="pending-approvals-heading" className={`${cardStyles} p-5`}>
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="pending-approvals-heading" className="text-lg font-semibold">
          Pending Document Approvals
        </h2>
        {documents && documents.length > 0 ? (
          <Badge tone="violet">
            {documents.length}
            {more ? "+" : ""} waiting
          </Badge>
        ) : null}
      </div>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        Approving uses 1 token and makes the document downloadable. Rejecting removes it and uses no token.
      </p>

      {documents === null ? (
        <div className="mt-4 space-y-3">
          <Notice tone="error" title="Failed to fetch pending documents">
            Please try again.
          </Notice>
          <button type="button" className={buttonStyles.secondary} onClick={onRetry}>
            Try again
          </button>
        </div>
      ) : documents.length === 0 ? (
        <p className="mt-4 flex items-center gap-2 rounded-lg border border-dashed border-slate-300 px-4 py-6 text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
          <CheckCircleIcon className="size-5 shrink-0 text-emerald-600 dark:text-emerald-400" />
          No documents are waiting for approval.
        </p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-200 dark:divide-slate-800">
          {documents.map((document) => (
            <li key={document.id} className="space-y-3 py-4">
              <div className="min-w-0">
                <p className="font-medium text-slate-900 dark:text-white">{document.title}</p>
                <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-slate-600 dark:text-slate-400">
                  <CategoryBadge category={document.category} />
                  <span>
                    Created <DateTime iso={document.createdAt} />
                  </span>
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                <button
                  type="button"
                  className={buttonStyles.secondary}
                  aria-label={`Preview: ${document.title}`}
                  onClick={() => setPreviewing(document)}
                >
                  <EyeIcon className="size-4" />
                  Preview
                </button>
                <ApprovalButtons
                  document={document}
                  approving={approvals.approvingId === document.id}
                  disabled={approvals.approvingId !== null}
                  onApprove={approvals.approve}
                  onReject={approvals.openReject}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
      {more ? (
        <p className="mt-3 text-sm">
          <Link to="/documents" className={linkStyles}>
            See all documents in the library
          </Link>
        </p>
      ) : null}

      <DocumentPreviewDialog document={previewing} onClose={() => setPreviewing(null)} />
      <RejectDocumentDialog
        document={approvals.rejecting}
        reasonRequired
        onClose={approvals.closeReject}
        approvals={approvals}
      />
    </section>
  );
}
