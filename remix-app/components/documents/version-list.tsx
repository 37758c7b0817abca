import type { DocumentVersionDto } from "@charterly/domain/contract";
import type { ReactNode } from "react";
import { versionChangeLabels, versionDescription } from "../../lib/version-changes";
import { Badge } from "../badges";
import { ChangeSummaryView } from "./change-summary-view";
import { DateTime } from "./formatted-date";

export const RESTORE_FAILED = "Restore Failed";

/** Whether a newer version shows the same "What changed" as this one. */
function sameSummary(version: DocumentVersionDto, newer: DocumentVersionDto | undefined): boolean {
  if (!version.changeSummary || !newer?.changeSummary) return false;
  const { plain: _a, ...mine } = version.changeSummary;
  const { plain: _b, ...theirs } = newer.changeSummary;
  return JSON.stringify(mine) === JSON.stringify(theirs);
}

/**
 * Every version, newest first, with what changed since the version in force before it, and a
 * Restore control for each older one (a button asking first in the dialog, a form on the page).
 */
export function VersionList({
  versions,
  restore,
}: {
  versions: readonly DocumentVersionDto[];
  restore: (version: DocumentVersionDto) => ReactNode;
}) {
  if (versions.length === 0)
    return <p className="text-sm text-slate-600 dark:text-slate-400">No versions recorded yet.</p>;
  return (
    <ol className="space-y-3" aria-label="Versions">
      {versions.map((version, index, all) => (
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
            {index > 0 ? restore(version) : null}
          </div>
          {/* The steps of one change (an edit and the status change it caused, then an approval)
              often share their summary: it shows on the newest of them. */}
          {version.changeSummary && !sameSummary(version, all[index - 1]) ? (
            <div className="mt-3">
              <ChangeSummaryView summary={version.changeSummary} title="What changed" />
            </div>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
