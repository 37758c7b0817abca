import type { VersionComparisonDto, VersionDifference } from "@charterly/domain/contract";
import { versionDescription } from "../../lib/version-changes";
import { DateTime } from "./formatted-date";

/** The two compared versions side by side, then each difference colour-coded and labelled. */
export function VersionDifferences({ comparison }: { comparison: VersionComparisonDto }) {
  const { version1, version2, differences } = comparison;
  return (
    <div className="space-y-4">
      <div className="grid gap-3 sm:grid-cols-2">
        <VersionHeader label="From" version={version1} />
        <VersionHeader label="To" version={version2} />
      </div>
      {differences.length === 0 ? (
        <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
          These versions have the same content.
        </p>
      ) : (
        <>
          <p role="status" className="text-sm text-slate-700 dark:text-slate-300">
            {differences.length} {differences.length === 1 ? "difference" : "differences"} from version{" "}
            {version1.version} to version {version2.version}.
          </p>
          <ul className="space-y-2">
            {differences.map((difference, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: differences are a fixed, ordered answer.
              <DifferenceItem key={index} difference={difference} />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

function VersionHeader({ label, version }: { label: string; version: VersionComparisonDto["version1"] }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-slate-50 p-3 dark:border-slate-700 dark:bg-slate-950">
      <p className="text-xs font-medium tracking-wide text-slate-600 uppercase dark:text-slate-400">
        {label}
      </p>
      <p className="font-semibold">Version {version.version}</p>
      <p className="text-xs text-slate-600 dark:text-slate-400">
        <DateTime iso={version.createdAt} />
        {version.changeDescription ? ` · ${versionDescription(version.changeDescription)}` : null}
      </p>
    </div>
  );
}

const added =
  "border-emerald-300 bg-emerald-50 text-emerald-950 dark:border-emerald-800 dark:bg-emerald-950/60 dark:text-emerald-100";
const removed =
  "border-red-300 bg-red-50 text-red-950 dark:border-red-800 dark:bg-red-950/60 dark:text-red-100";

function DifferenceItem({ difference }: { difference: VersionDifference }) {
  const where = <span className="text-xs opacity-80">Line {difference.position}</span>;
  if (difference.type === "changed") {
    return (
      <li className="overflow-hidden rounded-md border border-amber-300 dark:border-amber-800">
        <p className="flex justify-between gap-2 bg-amber-50 px-3 py-1 text-xs font-semibold text-amber-900 dark:bg-amber-950/60 dark:text-amber-100">
          Changed {where}
        </p>
        <DiffLine marker="−" label="Before" className={removed} struck>
          {difference.oldContent ?? ""}
        </DiffLine>
        <DiffLine marker="+" label="After" className={added}>
          {difference.newContent ?? difference.content}
        </DiffLine>
      </li>
    );
  }
  const isAdded = difference.type === "added";
  return (
    <li className={`rounded-md border ${isAdded ? added : removed}`}>
      <p className="flex justify-between gap-2 px-3 pt-1 text-xs font-semibold">
        {isAdded ? "Added" : "Removed"} {where}
      </p>
      <DiffLine marker={isAdded ? "+" : "−"} label={isAdded ? "Added" : "Removed"} struck={!isAdded}>
        {difference.content}
      </DiffLine>
    </li>
  );
}

function DiffLine({
  marker,
  label,
  className = "",
  struck = false,
  children,
}: {
  marker: string;
  label: string;
  className?: string;
  struck?: boolean;
  children: string;
}) {
  const Text = struck ? "del" : "span";
  return (
    <div className={`flex gap-2 px-3 py-1.5 font-mono text-xs leading-relaxed ${className}`}>
      <span aria-hidden="true" className="font-bold select-none">
        {marker}
      </span>
      <span className="sr-only">{label}: </span>
      <Text className="min-w-0 break-words whitespace-pre-wrap">{withoutEdgeBlankLines(children)}</Text>
    </div>
  );
}

/** A difference often starts or ends with the blank line around a paragraph; it shows as nothing. */
function withoutEdgeBlankLines(text: string) {
  const start = text.replace(/^(?:[ \t]*\n)+/, "");
  // The trailing blank lines, found from the end: `(?:\n[ \t]*)+$` searched from every line break
  // and was quadratic (decision 034).
  let end = start.length;
  while (end > 0 && " \t\n".includes(start[end - 1]!)) end--;
  const lastBreak = start.indexOf("\n", end);
  return lastBreak === -1 ? start : start.slice(0, lastBreak);
}
