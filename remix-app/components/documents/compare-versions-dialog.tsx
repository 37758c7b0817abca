import type { DocumentSummaryDto } from "@charterly/domain/contract";
import type { loader as compareLoader } from "../../routes/documents_.$documentId.compare";
import { buttonStyles } from "../button-styles";
import { Notice } from "../notice";
import { Modal } from "../ui/modal";
import { CompareVersions } from "./compare-versions";
import { useDocumentRoute } from "./document-page";
import { Loading } from "./load-status";

interface CompareVersionsDialogProps {
  document: DocumentSummaryDto | null;
  onClose: () => void;
}

/**
 * Pick two versions, then see what was added, removed and changed between them. The compare route
 * (/documents/:id/compare, the page a browser without JavaScript opens instead) loaded with a
 * fetcher; Compare loads it again with `?from=&to=` (its GET form, sent by the same fetcher).
 */
export function CompareVersionsDialog({ document, onClose }: CompareVersionsDialogProps) {
  const route = document ? `/documents/${document.id}/compare` : null;
  const compare = useDocumentRoute<typeof compareLoader>(route);
  const read = compare.data?.read?.document.id === document?.id ? compare.data?.read : null;
  const refusal = compare.state === "idle" && compare.data?.refusal ? compare.data.refusal : null;
  return (
    <Modal
      open={document !== null}
      onClose={onClose}
      title="Compare Versions"
      description={document?.title}
      size="max-w-4xl"
      footer={
        <button type="button" className={buttonStyles.secondary} onClick={onClose}>
          Close
        </button>
      }
    >
      {refusal ? (
        <Notice tone="error" title="Could not load the versions">
          {refusal}
        </Notice>
      ) : read && route ? (
        <CompareVersions
          key={`${read.document.id}:${read.from}-${read.to}`}
          read={read}
          FormElement={compare.Form}
          action={route}
          comparing={compare.state !== "idle"}
        />
      ) : (
        <Loading label="Loading versions…" />
      )}
    </Modal>
  );
}
