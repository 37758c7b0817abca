import type { DocumentSummaryDto } from "@charterly/domain/contract";
import type { loader as previewLoader } from "../../routes/documents_.$documentId.preview";
import { PreviewAcknowledgement } from "../acknowledgements/preview-acknowledgement";
import { buttonStyles } from "../button-styles";
import { Notice } from "../notice";
import { Modal } from "../ui/modal";
import { DocumentContent } from "./document-content";
import { DocumentMetaLine } from "./document-meta-line";
import { useDocumentRoute } from "./document-page";
import { Loading } from "./load-status";

interface DocumentPreviewDialogProps {
  /** The document to show; null keeps the dialog closed. */
  document: DocumentSummaryDto | null;
  onClose: () => void;
}

/**
 * Title, category, status, version and the content laid out as headings, paragraphs and lists: the
 * preview route (/documents/:id/preview) loaded with a fetcher, with 'I have read this'.
 */
export function DocumentPreviewDialog({ document, onClose }: DocumentPreviewDialogProps) {
  const route = document ? `/documents/${document.id}/preview` : null;
  const preview = useDocumentRoute<typeof previewLoader>(route);
  const loaded = preview.data?.read?.document.id === document?.id ? preview.data?.read : null;
  const refusal = preview.state === "idle" && preview.data?.refusal ? preview.data.refusal : null;
  // The row may be older than the content just read; show the read figures when there.
  const shown = loaded?.document ?? document;
  return (
    <Modal
      open={document !== null}
      onClose={onClose}
      title={shown?.title ?? "Document"}
      description={shown ? <DocumentMetaLine document={shown} /> : null}
      size="max-w-2xl"
      footer={
        <>
          {/* Once the text is here: the version read is the one loaded. */}
          {loaded ? <PreviewAcknowledgement document={loaded.document} mine={loaded.mine} /> : null}
          <button type="button" className={buttonStyles.secondary} onClick={onClose}>
            Close
          </button>
        </>
      }
    >
      {refusal ? (
        <Notice tone="error" title="Preview Failed">
          {refusal}
        </Notice>
      ) : loaded ? (
        <DocumentContent content={loaded.document.content} />
      ) : (
        <Loading label="Loading document…" />
      )}
    </Modal>
  );
}
