import type { DocumentSummaryDto, DocumentVersionDto } from "@charterly/domain/contract";
import { useFetcher } from "@remix-run/react";
import { useRef } from "react";
import { DOCUMENT_INTENTS, type RestoreOutcome, restoredText } from "../../lib/document-intents";
import type { FormResult } from "../../lib/form-result";
import type { loader as versionsLoader } from "../../routes/documents_.$documentId.versions";
import { buttonStyles } from "../button-styles";
import { Notice } from "../notice";
import { useToast } from "../toast";
import { Modal } from "../ui/modal";
import { useConfirmation } from "../ui/use-confirmation";
import { submittedId, useFormAnswer } from "../ui/use-form-answer";
import { RestoreIcon } from "./document-icons";
import { useDocumentRoute } from "./document-page";
import { Loading } from "./load-status";
import { RESTORE_FAILED, VersionList } from "./version-list";

const INTENT = DOCUMENT_INTENTS.restoreVersion;

interface VersionHistoryDialogProps {
  document: DocumentSummaryDto | null;
  onClose: () => void;
}

/**
 * Every version, newest first, with what changed since the version in force before it; an older
 * one can be restored (as a new version, after confirming). The versions route
 * (/documents/:id/versions, the page a browser without JavaScript opens instead) loaded with a
 * fetcher; Restore posts to its action, after which Remix reads the versions and the page again.
 */
export function VersionHistoryDialog({ document, onClose }: VersionHistoryDialogProps) {
  const route = document ? `/documents/${document.id}/versions` : null;
  const versions = useDocumentRoute<typeof versionsLoader>(route);
  const loaded = versions.data?.read?.document.id === document?.id ? versions.data?.read : null;
  const refusal = versions.state === "idle" && versions.data?.refusal ? versions.data.refusal : null;
  const { toast } = useToast();
  const fetcher = useFetcher<FormResult<RestoreOutcome>>();
  const restoringId = submittedId(fetcher, "versionId");
  // The document whose restore was sent: its answer shows in the dialog until it closes or another is sent.
  const restoringFor = useRef<number | null>(null);
  const confirmation = useConfirmation();
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  const shown = answer && restoringFor.current === document?.id ? answer : undefined;
  const outcome = !shown
    ? null
    : !shown.ok
      ? { tone: "error" as const, title: RESTORE_FAILED, text: shown.message }
      : shown.value.kind === "restored"
        ? { tone: "success" as const, title: "Version Restored", text: restoredText(shown.value) }
        : null;

  useFormAnswer(fetcher.data, INTENT, (result) => {
    if (!result.ok) {
      toast({ title: RESTORE_FAILED, description: result.message, variant: "destructive" });
      return;
    }
    if (result.value.kind !== "restored") return;
    toast({ title: "Version Restored", description: restoredText(result.value), variant: "success" });
  });

  const close = () => {
    restoringFor.current = null;
    onClose();
  };

  const restore = async (version: DocumentVersionDto) => {
    if (!document || !route || restoringId !== null) return;
    const confirmed = await confirmation.ask({
      title: "Restore Version",
      message: `Restore version ${version.version} of “${document.title}”? Its title and content become a new version; nothing is lost.`,
      confirmLabel: "Restore",
    });
    if (!confirmed) return;
    restoringFor.current = document.id;
    // The version the document is at now: the answer says whether anything changed.
    const current = loaded?.versions[0]?.version ?? document.version;
    fetcher.submit(
      {
        intent: INTENT,
        versionId: version.id,
        versionNumber: version.version,
        version: current,
        confirmed: "yes",
      },
      { method: "post", action: route, preventScrollReset: true },
    );
  };

  return (
    <Modal
      open={document !== null}
      onClose={close}
      title="Version History"
      description={document?.title}
      size="max-w-2xl"
      footer={
        <button type="button" className={buttonStyles.secondary} onClick={close}>
          Close
        </button>
      }
    >
      {outcome ? (
        <div className="mb-4">
          <Notice tone={outcome.tone} title={outcome.title}>
            {outcome.text}
          </Notice>
        </div>
      ) : null}
      {refusal ? (
        <Notice tone="error" title="Could not load the versions">
          {refusal}
        </Notice>
      ) : loaded ? (
        <VersionList
          versions={loaded.versions}
          restore={(version) => (
            <button
              type="button"
              className={`${buttonStyles.secondary} px-3 py-1.5`}
              onClick={() => restore(version)}
              disabled={restoringId !== null}
              aria-label={`Restore version ${version.version}`}
            >
              <RestoreIcon />
              {restoringId === version.id ? "Restoring…" : "Restore"}
            </button>
          )}
        />
      ) : (
        <Loading label="Loading versions…" />
      )}
      {confirmation.dialog}
    </Modal>
  );
}
