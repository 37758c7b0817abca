import type { DocumentDto, DocumentSummaryDto } from "@charterly/domain/contract";
import { useCallback, useState } from "react";
import { AcknowledgementsDialog } from "../acknowledgements/acknowledgements-dialog";
import { CommentsDialog } from "./comments-dialog";
import { CompareVersionsDialog } from "./compare-versions-dialog";
import { DocumentEditDialog } from "./document-edit-dialog";
import { DocumentLifecycleDialog } from "./document-lifecycle-dialog";
import { DocumentPreviewDialog } from "./document-preview-dialog";
import { MarkReviewedDialog } from "./mark-reviewed-dialog";
import { VersionHistoryDialog } from "./version-history-dialog";

export type DocumentDialogKind =
  | "preview"
  | "edit"
  | "versions"
  | "compare"
  | "comments"
  | "readers"
  | "lifecycle"
  | "review";

export interface OpenDocumentDialog {
  kind: DocumentDialogKind;
  document: DocumentSummaryDto;
}

/** Which document dialog is open (at most one), for the library and the dashboard alike. */
export function useDocumentDialogs() {
  const [active, setActive] = useState<OpenDocumentDialog | null>(null);
  const open = useCallback(
    (kind: DocumentDialogKind, document: DocumentSummaryDto) => setActive({ kind, document }),
    [],
  );
  const close = useCallback(() => setActive(null), []);
  return { active, open, close };
}

interface DocumentDialogsProps {
  active: OpenDocumentDialog | null;
  onClose: () => void;
  currentUserId: number;
  /** A dialog changed the document (edit saved, version restored). */
  onDocumentChanged: (document: DocumentDto) => void;
}

/**
 * The preview, edit, version history, compare, comments, 'Owner & review' and 'Mark reviewed'
 * dialogs, one of them open at a time.
 */
export function DocumentDialogs({ active, onClose, currentUserId, onDocumentChanged }: DocumentDialogsProps) {
  const documentFor = (kind: DocumentDialogKind) => (active?.kind === kind ? active.document : null);
  return (
    <>
      <DocumentPreviewDialog document={documentFor("preview")} onClose={onClose} />
      <DocumentEditDialog document={documentFor("edit")} onClose={onClose} onSaved={onDocumentChanged} />
      <VersionHistoryDialog
        document={documentFor("versions")}
        onClose={onClose}
        onRestored={onDocumentChanged}
      />
      <CompareVersionsDialog document={documentFor("compare")} onClose={onClose} />
      <CommentsDialog document={documentFor("comments")} currentUserId={currentUserId} onClose={onClose} />
      <AcknowledgementsDialog document={documentFor("readers")} onClose={onClose} />
      <DocumentLifecycleDialog
        document={documentFor("lifecycle")}
        onClose={onClose}
        onSaved={onDocumentChanged}
      />
      <MarkReviewedDialog document={documentFor("review")} onClose={onClose} onReviewed={onDocumentChanged} />
    </>
  );
}
