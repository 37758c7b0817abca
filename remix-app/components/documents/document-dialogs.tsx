import type { DocumentSummaryDto } from "@charterly/domain/contract";
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
}

/**
 * The preview, edit, version history, compare, comments, 'Owner & review' and 'Mark reviewed'
 * dialogs, one of them open at a time. What they save is a route action: Remix reads the page again
 * after it, and the rows show what it read.
 */
export function DocumentDialogs({ active, onClose, currentUserId }: DocumentDialogsProps) {
  const documentFor = (kind: DocumentDialogKind) => (active?.kind === kind ? active.document : null);
  return (
    <>
      <DocumentPreviewDialog document={documentFor("preview")} onClose={onClose} />
      <DocumentEditDialog document={documentFor("edit")} onClose={onClose} />
      <VersionHistoryDialog document={documentFor("versions")} onClose={onClose} />
      <CompareVersionsDialog document={documentFor("compare")} onClose={onClose} />
      <CommentsDialog document={documentFor("comments")} currentUserId={currentUserId} onClose={onClose} />
      <AcknowledgementsDialog document={documentFor("readers")} onClose={onClose} />
      <DocumentLifecycleDialog document={documentFor("lifecycle")} onClose={onClose} />
      <MarkReviewedDialog document={documentFor("review")} onClose={onClose} />
    </>
  );
}
