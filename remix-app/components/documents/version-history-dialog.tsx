import type { DocumentDto, DocumentSummaryDto, DocumentVersionDto } from "@charterly/domain/contract";
import { useFetcher } from "@remix-run/react";
import { useRef } from "react";
import { api, jsonOf } from "../../lib/api-client";
import { DOCUMENT_INTENTS } from "../../lib/document-intents";
import type { FormResult } from "../../lib/form-result";
import { versionChangeLabels, versionDescription } from "../../lib/version-changes";
import { LIBRARY_ACTION } from "../approvals/use-approval-actions";
import { Badge } from "../badges";
import { buttonStyles } from "../button-styles";
import { Notice } from "../notice";
import { useToast } from "../toast";
import { Modal } from "../ui/modal";
import { useConfirmation } from "../ui/use-confirmation";
import { submittedId, useFormAnswer } from "../ui/use-form-answer";
import { ChangeSummaryView } from "./change-summary-view";
import { RestoreIcon } from "./document-icons";
import { DateTime } from "./formatted-date";
import { LoadFailure, Loading } from "./load-status";
import { useApiResource } from "./use-api-resource";

const RESTORE_FAILED = "Restore Failed";
const INTENT = DOCUMENT_INTENTS.restoreVersion;

interface VersionHistoryDialogProps {
  document: DocumentSummaryDto | null;
  onClose: () => void;
  onRestored: (document: DocumentDto) => void;
}

/** Whether a newer version shows the same "What changed" as this one. */
function sameSummary(version: DocumentVersionDto, newer: DocumentVersionDto | undefined): boolean {
  if (!version.changeSummary || !newer?.changeSummary) return false;
  const { plain: _a, ...mine } = version.changeSummary;
  const { plain: _b, ...theirs } = newer.changeSummary;
  return JSON.stringify(mine) === JSON.stringify(theirs);
}

/** Every version, newest first, with what changed since the version in force before it; an older one can be restored (as a new version, after confirming). */
export function VersionHistoryDialog({ document, onClose, onRestored }: VersionHistoryDialogProps) {
  const versions = useApiResource(document?.id ?? null, (documentId) =>
    jsonOf(api.documents[":documentId"].versions.$get({ param: { documentId: String(documentId) } })),
  );
  const { toast } = useToast();
  // Restore is the library route's action (intent restore-version): the fetcher's state is the
  // pending UI, Remix reads the page again after it, and the versions are read again here.
  const fetcher = useFetcher<FormResult<DocumentDto>>();
  const restoringId = submittedId(fetcher, "versionId");
  const restoring = useRef<{ document: DocumentSummaryDto; version: DocumentVersionDto } | null>(null);
  const confirmation = useConfirmation();
  // The answer about this document's restore, shown in the dialog until it closes or another is sent.
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  const shown =
    answer && restoring.current && restoring.current.document.id === document?.id ? answer : undefined;
  const outcome = shown
    ? shown.ok
      ? { tone: "success" as const, title: "Version Restored", text: restoredText(shown.value) }
      : { tone: "error" as const, title: RESTORE_FAILED, text: shown.message }
    : null;

  function restoredText(restored: DocumentDto) {
    const version = restoring.current?.version.version;
    return restored.version === restoring.current?.document.version
      ? `The document already has the content of version ${version}; nothing changed.`
      : `Version ${version} was restored as version ${restored.version}.`;
  }

  useFormAnswer(fetcher.data, INTENT, (result) => {
    if (!result.ok) {
      toast({ title: RESTORE_FAILED, description: result.message, variant: "destructive" });
      return;
    }
    toast({ title: "Version Restored", description: restoredText(result.value), variant: "success" });
    onRestored(result.value);
    void versions.reload();
  });

  const close = () => {
    restoring.current = null;
    onClose();
  };

  const restore = async (version: DocumentVersionDto) => {
    if (!document || restoringId !== null) return;
    const confirmed = await confirmation.ask({
      title: "Restore Version",
      message: `Restore version ${version.version} of “${document.title}”? Its title and content become a new version; nothing is lost.`,
      confirmLabel: "Restore",
    });
    if (!confirmed) return;
    // The version the document is at now: the answer's version says whether anything changed.
    const current = versions.status === "loaded" ? versions.data[0]?.version : undefined;
    restoring.current = { document: { ...document, version: current ?? document.version }, version };
    fetcher.submit(
      { intent: INTENT, documentId: document.id, versionId: version.id },
      { method: "post", action: LIBRARY_ACTION, preventScrollReset: true },
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
      {versions.status === "loaded" ? (
        versions.data.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">No versions recorded yet.</p>
        ) : (
          <ol className="space-y-3">
            {versions.data.map((version, index, all) => (
              <li
                key={version.id}
                className="rounded-lg border border-slate-200 p-4 dark:border-slate-700"
                aria-label={`Version ${version.version}`}
              >
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div className="min-w-0 space-y-1">
                    <div className="flex flex-wrap items-center gap-2">
                      <span className="font-semibold">Version {version.version}</span>
                      {/* Newest first: the version before this one is the next entry. */}
                      {versionChangeLabels(version, all[index + 1]).map((label) => (
                        <Badge key={label} tone="indigo">
                          {label}
                        </Badge>
                      ))}
                      {index === 0 ? <Badge tone="emerald">Current</Badge> : null}
                    </div>
                    {version.changeDescription ? (
                      <p className="text-sm text-slate-800 dark:text-slate-200">
                        {versionDescription(version.changeDescription)}
                      </p>
                    ) : null}
                    <p className="text-xs text-slate-600 dark:text-slate-400">
                      {version.changedByName ?? "Unknown"} · {version.wordCount.toLocaleString("en-US")}{" "}
                      {version.wordCount === 1 ? "word" : "words"} · <DateTime iso={version.createdAt} />
                    </p>
                  </div>
                  {index > 0 ? (
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
                  ) : null}
                </div>
                {/* The steps of one change (an edit and the status change it caused, then an
                    approval) often share their summary: it shows on the newest of them. */}
                {version.changeSummary && !sameSummary(version, all[index - 1]) ? (
                  <div className="mt-3">
                    <ChangeSummaryView summary={version.changeSummary} title="What changed" />
                  </div>
                ) : null}
              </li>
            ))}
          </ol>
        )
      ) : versions.status === "failed" ? (
        <LoadFailure error={versions.error} title="Could not load the versions" onRetry={versions.reload} />
      ) : (
        <Loading label="Loading versions…" />
      )}
      {confirmation.dialog}
    </Modal>
  );
}
