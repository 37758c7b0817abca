import type { DocumentSummaryDto } from "@charterly/domain/contract";
import type { loader as ownerLoader } from "../../routes/documents_.$documentId.owner";
import { buttonStyles } from "../button-styles";
import { Notice } from "../notice";
import { Modal } from "../ui/modal";
import { LifecycleForm } from "./document-lifecycle-form";
import { useDocumentRoute } from "./document-page";
import { Loading } from "./load-status";

interface DocumentLifecycleDialogProps {
  /** The document to set up; null keeps the dialog closed. */
  document: DocumentSummaryDto | null;
  onClose: () => void;
}

/**
 * 'Owner & review' (admins): who keeps the document current, how often it is reviewed (the next
 * review follows from the date it came into force), and who is asked to read it. The owner route
 * (/documents/:id/owner, the page a browser without JavaScript opens instead) loaded with a fetcher
 * for the document's settings and the team; the form posts to its action (intent set-lifecycle);
 * the field messages stand next to the fields.
 */
export function DocumentLifecycleDialog({ document, onClose }: DocumentLifecycleDialogProps) {
  const route = document ? `/documents/${document.id}/owner` : null;
  const owner = useDocumentRoute<typeof ownerLoader>(route);
  const loaded = owner.data?.read?.document.id === document?.id ? owner.data?.read : null;
  const refusal = owner.state === "idle" && owner.data?.refusal ? owner.data.refusal : null;
  return (
    <Modal
      open={document !== null}
      onClose={onClose}
      title="Owner & review"
      description={document ? `“${document.title}”` : null}
      size="max-w-lg"
    >
      {!document || !route ? null : refusal ? (
        <Notice tone="error" title="Could not load your team">
          {refusal}
        </Notice>
      ) : loaded ? (
        <LifecycleForm
          key={document.id}
          document={loaded.document}
          people={loaded.people}
          action={route}
          cancel={
            <button type="button" className={buttonStyles.secondary} onClick={onClose}>
              Cancel
            </button>
          }
          onSaved={onClose}
        />
      ) : (
        <Loading label="Loading your team…" />
      )}
    </Modal>
  );
}
