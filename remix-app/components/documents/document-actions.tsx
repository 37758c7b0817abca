import {
  type DocumentSummaryDto,
  exportMarkingLabel,
  isInForce,
  mayReview,
  type Role,
  type Tier,
} from "@charterly/domain/contract";
import { downloadRestrictionFor, isPendingApproval } from "../../lib/document-display";
import { ApprovalButtons } from "../approvals/approval-buttons";
import { Glyph, type GlyphName } from "../icon-sprite";
import type { DocumentDialogKind } from "./document-dialogs";
import { DownloadMenu } from "./download-menu";

const DIALOG_ACTIONS: { kind: DocumentDialogKind; label: string; glyph: GlyphName }[] = [
  { kind: "preview", label: "Preview", glyph: "eye" },
  { kind: "edit", label: "Edit", glyph: "pencil" },
  { kind: "versions", label: "Version History", glyph: "history" },
  { kind: "compare", label: "Compare Versions", glyph: "compare" },
  { kind: "comments", label: "Comments", glyph: "comment" },
  { kind: "readers", label: "Who has read it", glyph: "readers" },
  { kind: "lifecycle", label: "Owner & review", glyph: "calendar" },
  { kind: "review", label: "Mark reviewed", glyph: "check" },
];

interface DocumentActionsProps {
  document: DocumentSummaryDto;
  /** The person's plan: what it may download follows it (decision 009, amended). */
  tier: Tier;
  /** Which dialogs to offer (the dashboard leaves out Preview and Edit). */
  dialogs: readonly DocumentDialogKind[];
  onOpen: (kind: DocumentDialogKind, document: DocumentSummaryDto) => void;
  /** Given for admins only: deleting is theirs. */
  onDelete?: (document: DocumentSummaryDto) => void;
  /** Pay Per Use: 'Approve (1 token)' and Reject for a document pending approval. */
  approval?: RowApproval;
  /** Who may 'Mark reviewed': the document's owner, or an admin (for documents in force). */
  reviewer?: Reviewer;
}

/** The person who may mark documents reviewed (the contract's `mayReview` decides). */
export interface Reviewer {
  userId: number;
  role: Role;
}

/** 'Mark reviewed' is offered to the owner and admins, for a document in force. */
const mayMarkReviewed = (document: DocumentSummaryDto, reviewer: Reviewer | undefined) =>
  reviewer !== undefined && isInForce(document.status) && mayReview(reviewer, document);

/** Whether a row offers this dialog (a document pending approval: Preview only). */
export function offersDialog(
  document: DocumentSummaryDto,
  kind: DocumentDialogKind,
  dialogs: readonly DocumentDialogKind[],
  reviewer?: Reviewer,
) {
  return (
    dialogs.includes(kind) &&
    (!isPendingApproval(document.status) || kind === "preview") &&
    // Who has read it: only a document in force is read and acknowledged.
    (kind !== "readers" || isInForce(document.status)) &&
    (kind !== "review" || mayMarkReviewed(document, reviewer))
  );
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
 * unavailable for what the plan may not export (decision 009, amended: pending approval everywhere;
 * on Pay Per Use every document not in force), and names the marking of an unapproved file.
 *
 * Rendered on every row, so it stays lean: short classes (`.ib`, `.acts`: tailwind.css), sprite
 * glyphs, and no menu or dialog until one is opened.
 */
export function DocumentActions({
  document,
  tier,
  dialogs,
  onOpen,
  onDelete,
  approval,
  reviewer,
}: DocumentActionsProps) {
  const pending = isPendingApproval(document.status);
  const offered = DIALOG_ACTIONS.filter((action) => offersDialog(document, action.kind, dialogs, reviewer));
  const icons = (
    <div className="acts">
      {offered.map(({ kind, label, glyph }) => (
        <button
          key={kind}
          type="button"
          className="ib"
          aria-label={`${label}: ${document.title}`}
          title={label}
          onClick={() => onOpen(kind, document)}
        >
          <Glyph name={glyph} />
        </button>
      ))}
      <DownloadMenu
        documentId={document.id}
        documentTitle={document.title}
        restriction={downloadRestrictionFor(document.status, tier)}
        marking={exportMarkingLabel(document.status)}
      />
      {onDelete ? (
        <button
          type="button"
          className="ib danger"
          aria-label={`Delete: ${document.title}`}
          title="Delete"
          onClick={() => onDelete(document)}
        >
          <Glyph name="trash" />
        </button>
      ) : null}
    </div>
  );
  if (!pending || !approval) return icons;
  // Pending on Pay Per Use: the decision gets a line of its own under the icons.
  return (
    <div className="acts-pending">
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
