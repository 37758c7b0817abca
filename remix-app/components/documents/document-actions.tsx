import type { DocumentSummaryDto } from "@charterly/domain/contract";
import type { ComponentType, SVGProps } from "react";
import { downloadRestrictionFor, isPendingApproval } from "../../lib/document-display";
import { ApprovalButtons } from "../approvals/approval-buttons";
import { buttonStyles } from "../button-styles";
import { HistoryIcon } from "../icons";
import type { DocumentDialogKind } from "./document-dialogs";
import { CommentIcon, CompareIcon, EyeIcon, PencilIcon, TrashIcon } from "./document-icons";
import { DownloadMenu } from "./download-menu";

const DIALOG_ACTIONS: {
  kind: DocumentDialogKind;
  label: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
}[] = [
  { kind: "preview", label: "Preview", icon: EyeIcon },
  { kind: "edit", label: "Edit", icon: PencilIcon },
  { kind: "versions", label: "Version History", icon: HistoryIcon },
  { kind: "compare", label: "Compare Versions", icon: CompareIcon },
  { kind: "comments", label: "Comments", icon: CommentIcon },
];

interface DocumentActionsProps {
  document: DocumentSummaryDto;
  /** Which dialogs to offer (the dashboard leaves out Preview and Edit). */
  dialogs: readonly DocumentDialogKind[];
  onOpen: (kind: DocumentDialogKind, document: DocumentSummaryDto) => void;
  /** Given for admins only: deleting is theirs. */
  onDelete?: (document: DocumentSummaryDto) => void;
  /** Pay Per Use: 'Approve (1 token)' and Reject for a document pending approval. */
  approval?: RowApproval;
}

export interface RowApproval {
  /** The document whose approval is under way, if any. */
  approvingId: number | null;
  onApprove: (document: DocumentSummaryDto) => void;
  onReject: (document: DocumentSummaryDto) => void;
}

/**
 * A row's icon buttons, each named for screen readers ("Edit: Leave Policy"). A document pending
 * approval offers Preview (and, on Pay Per Use, Approve and Reject). Download says why it is
 * unavailable for every document not in force (decision 009: pending approval, draft, under review,
 * archived).
 */
export function DocumentActions({ document, dialogs, onOpen, onDelete, approval }: DocumentActionsProps) {
  const pending = isPendingApproval(document.status);
  const offered = DIALOG_ACTIONS.filter(
    (action) => dialogs.includes(action.kind) && (!pending || action.kind === "preview"),
  );
  const iconButton = `${buttonStyles.icon} size-9`;
  const icons = (
    <div className="flex items-center gap-0.5">
      {offered.map(({ kind, label, icon: ActionIcon }) => (
        <button
          key={kind}
          type="button"
          className={iconButton}
          aria-label={`${label}: ${document.title}`}
          title={label}
          onClick={() => onOpen(kind, document)}
        >
          <ActionIcon className="size-4" />
        </button>
      ))}
      <DownloadMenu
        documentId={document.id}
        documentTitle={document.title}
        restriction={downloadRestrictionFor(document.status)}
      />
      {onDelete ? (
        <button
          type="button"
          className={`${iconButton} text-red-700 hover:bg-red-50 hover:text-red-800 dark:text-red-300 dark:hover:bg-red-950 dark:hover:text-red-200`}
          aria-label={`Delete: ${document.title}`}
          title="Delete"
          onClick={() => onDelete(document)}
        >
          <TrashIcon />
        </button>
      ) : null}
    </div>
  );
  if (!pending || !approval) return icons;
  // Pending on Pay Per Use: the decision gets a line of its own under the icons.
  return (
    <div className="flex flex-col items-start gap-1.5">
      {icons}
      <div className="flex gap-1.5 px-1 pb-1">
        <ApprovalButtons
          small
          document={document}
          approving={approval.approvingId === document.id}
          disabled={approval.approvingId !== null}
          onApprove={approval.onApprove}
          onReject={approval.onReject}
        />
      </div>
    </div>
  );
}
