import type { DocumentSummaryDto } from "@charterly/domain/contract";
import { useFetcher } from "@remix-run/react";
import { useId } from "react";
import type { loader as editLoader } from "../../routes/documents_.$documentId.edit";
import { buttonStyles } from "../button-styles";
import { Notice } from "../notice";
import { Modal } from "../ui/modal";
import { EditForm, type EditResult } from "./document-edit-form";
import { useDocumentRoute } from "./document-page";
import { Loading } from "./load-status";

interface DocumentEditDialogProps {
  document: DocumentSummaryDto | null;
  onClose: () => void;
}

/**
 * Edit a document's Title, Description and Content; saving records a new version. Changing the title
 * or content of a document in force takes it out of force (decision 009): the dialog says so before
 * saving, and the row shows it (status Under Review, version + 2) once Remix has read the page again.
 *
 * The edit route (/documents/:id/edit, the page a browser without JavaScript opens instead) loaded
 * with a fetcher for the full text; the form posts to its action (intent edit-document) with the
 * version it opened: a document changed meanwhile is refused (409, the domain's message in the
 * dialog) rather than overwritten. "Saving…" while the fetcher sends it; Remix reads the page again
 * after it.
 */
export function DocumentEditDialog({ document, onClose }: DocumentEditDialogProps) {
  const route = document ? `/documents/${document.id}/edit` : null;
  const full = useDocumentRoute<typeof editLoader>(route);
  const loaded = full.data?.read?.id === document?.id ? full.data?.read : null;
  const refusal = full.state === "idle" && full.data?.refusal ? full.data.refusal : null;
  const formId = useId();
  const fetcher = useFetcher<EditResult>();
  const saving = fetcher.state !== "idle";
  return (
    <Modal
      open={document !== null}
      onClose={onClose}
      title="Edit Document"
      description={document ? `Changes to “${document.title}” are saved as a new version.` : null}
      size="max-w-2xl"
      footer={
        <>
          <button type="button" className={buttonStyles.secondary} onClick={onClose}>
            Cancel
          </button>
          <button type="submit" form={formId} className={buttonStyles.primary} disabled={!loaded || saving}>
            {saving ? "Saving…" : "Save Changes"}
          </button>
        </>
      }
    >
      {refusal ? (
        <Notice tone="error" title="Could not load the document">
          {refusal}
        </Notice>
      ) : loaded && route ? (
        <EditForm
          // The text as it was when the dialog opened: a reread after a save elsewhere does not
          // replace what is being typed (the version sent says which text was edited).
          key={loaded.id}
          id={formId}
          document={loaded}
          fetcher={fetcher}
          action={route}
          onSaved={onClose}
        />
      ) : (
        <Loading label="Loading document…" />
      )}
    </Modal>
  );
}
