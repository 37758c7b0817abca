import type { AcknowledgementDto, DocumentSummaryDto } from "@charterly/domain/contract";
import { api, jsonOf } from "../../lib/api-client";
import { PreviewAcknowledgement } from "../acknowledgements/preview-acknowledgement";
import { buttonStyles } from "../button-styles";
import { Modal } from "../ui/modal";
import { DocumentContent } from "./document-content";
import { DocumentMetaLine } from "./document-meta-line";
import { LoadFailure, Loading } from "./load-status";
import { useApiResource } from "./use-api-resource";

interface DocumentPreviewDialogProps {
  /** The document to show; null keeps the dialog closed. */
  document: DocumentSummaryDto | null;
  onClose: () => void;
  /** The person acknowledged the version in force here ('I have read this'). */
  onAcknowledged?: (acknowledgement: AcknowledgementDto) => void;
}

/** Title, category, status, version and the content laid out as headings, paragraphs and lists. */
export function DocumentPreviewDialog({ document, onClose, onAcknowledged }: DocumentPreviewDialogProps) {
  const full = useApiResource(document?.id ?? null, (documentId) =>
    jsonOf(api.documents[":documentId"].$get({ param: { documentId: String(documentId) } })),
  );
  // The row may be older than the content just fetched; show the fetched figures when there.
  const shown = full.data ?? document;
  return (
    <Modal
      open={document !== null}
      onClose={onClose}
      title={shown?.title ?? "Document"}
      description={shown ? <DocumentMetaLine document={shown} /> : null}
      size="max-w-2xl"
      footer={
        <>
          {/* Once the text is here: the version read is the one fetched. */}
          {full.status === "loaded" ? (
            <PreviewAcknowledgement document={full.data} onAcknowledged={onAcknowledged} />
          ) : null}
          <button type="button" className={buttonStyles.secondary} onClick={onClose}>
            Close
          </button>
        </>
      }
    >
      {full.status === "loaded" ? (
        <DocumentContent content={full.data.content} />
      ) : full.status === "failed" ? (
        <LoadFailure error={full.error} title="Preview Failed" onRetry={full.reload} />
      ) : (
        <Loading label="Loading document…" />
      )}
    </Modal>
  );
}
