import type { DocumentDto, DocumentSummaryDto, DocumentVersionDto } from "@charterly/domain/contract";
import { useState } from "react";
import { api, jsonOf } from "../../lib/api-client";
import { versionChangeLabels, versionDescription } from "../../lib/version-changes";
import { Badge } from "../badges";
import { buttonStyles } from "../button-styles";
import { Notice } from "../notice";
import { useToast } from "../toast";
import { Modal } from "../ui/modal";
import { useConfirmation } from "../ui/use-confirmation";
import { ChangeSummaryView } from "./change-summary-view";
import { RestoreIcon } from "./document-icons";
import { DateTime } from "./formatted-date";
import { LoadFailure, Loading } from "./load-status";
import { useApiResource } from "./use-api-resource";
import { useFailureToast } from "./use-failure-toast";

const RESTORE_FAILED = {
  title: "Restore Failed",
  description: "Failed to restore the version. Please try again.",
};

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
  const reportFailure = useFailureToast();
  const [restoringId, setRestoringId] = useState<number | null>(null);
  const confirmation = useConfirmation();
  const [outcome, setOutcome] = useState<{ tone: "success" | "error"; title: string; text: string } | null>(
    null,
  );

  const close = () => {
    setOutcome(null);
    onClose();
  };

  const restore = async (version: DocumentVersionDto) => {
    if (!document) return;
    const confirmed = await confirmation.ask({
      title: "Restore Version",
      message: `Restore version ${version.version} of “${document.title}”? Its title and content become a new version; nothing is lost.`,
      confirmLabel: "Restore",
    });
    if (!confirmed) return;
    setRestoringId(version.id);
    setOutcome(null);
    try {
      const restored = await jsonOf(
        api.documents[":documentId"].restore[":versionId"].$post({
          param: { documentId: String(document.id), versionId: String(version.id) },
        }),
      );
      const unchanged = restored.version === versions.data?.[0]?.version;
      const text = unchanged
        ? `The document already has the content of version ${version.version}; nothing changed.`
        : `Version ${version.version} was restored as version ${restored.version}.`;
      toast({ title: "Version Restored", description: text, variant: "success" });
      setOutcome({ tone: "success", title: "Version Restored", text });
      onRestored(restored);
      await versions.reload();
    } catch (error) {
      const failure = reportFailure(error, RESTORE_FAILED);
      setOutcome({ tone: "error", title: failure.title, text: failure.description });
    } finally {
      setRestoringId(null);
    }
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
