import type { ChangeSummary } from "@charterly/domain/contract";
import { Badge, type BadgeTone } from "../badges";

const CHANGES: Record<ChangeSummary["sections"][number]["change"], { label: string; tone: BadgeTone }> = {
  added: { label: "Added", tone: "emerald" },
  removed: { label: "Removed", tone: "red" },
  changed: { label: "Changed", tone: "amber" },
};

/**
 * What changed in a version since the previous version in force (decision 016): the plain-language
 * summary when an AI model wrote one, then the sections by heading with the sentences that went
 * (struck through) and came. Nothing when nothing changed.
 */
export function ChangeSummaryView({
  summary,
  title = "What changed",
  headingLevel = 4,
}: {
  summary: ChangeSummary;
  title?: string;
  /** The heading's level under the section it sits in (the dashboard's 'To read' is an h2). */
  headingLevel?: 3 | 4;
}) {
  const Heading = headingLevel === 3 ? "h3" : "h4";
  if (summary.sections.length === 0 && !summary.plain) return null;
  return (
    <section
      aria-label={title}
      className="space-y-2 rounded-md border border-slate-200 bg-slate-50 p-3 text-sm dark:border-slate-700 dark:bg-slate-900/60"
    >
      <div className="flex flex-wrap items-baseline gap-x-2">
        <Heading className="font-semibold text-slate-900 dark:text-slate-100">{title}</Heading>
        <span className="text-xs text-slate-600 dark:text-slate-400">
          {summary.sinceVersion === null
            ? "No earlier version in force"
            : `Since version ${summary.sinceVersion}`}
        </span>
      </div>
      {summary.plain ? <p className="text-slate-800 dark:text-slate-200">{summary.plain}</p> : null}
      <ul className="space-y-2">
        {withKeys(summary.sections, (section) => `${section.change}:${section.heading}`).map(
          ([key, section]) => (
            <li key={key} className="space-y-1">
              <div className="flex flex-wrap items-center gap-2">
                <Badge tone={CHANGES[section.change].tone}>{CHANGES[section.change].label}</Badge>
                <span className="font-medium text-slate-900 dark:text-slate-100">
                  {section.heading || "Opening text"}
                </span>
              </div>
              {section.removedSentences.length + section.addedSentences.length > 0 ? (
                <ul className="ml-1 space-y-0.5 border-l-2 border-slate-200 pl-3 dark:border-slate-700">
                  {withKeys(section.removedSentences, (sentence) => `-${sentence}`).map(([key, sentence]) => (
                    <li key={key} className="text-slate-600 dark:text-slate-400">
                      <span className="sr-only">Removed: </span>
                      <span aria-hidden="true" className="mr-1 font-mono text-red-700 dark:text-red-400">
                        −
                      </span>
                      <del>{sentence}</del>
                    </li>
                  ))}
                  {withKeys(section.addedSentences, (sentence) => `+${sentence}`).map(([key, sentence]) => (
                    <li key={key} className="text-slate-900 dark:text-slate-100">
                      <span className="sr-only">Added: </span>
                      <span
                        aria-hidden="true"
                        className="mr-1 font-mono text-emerald-700 dark:text-emerald-400"
                      >
                        +
                      </span>
                      <ins className="no-underline">{sentence}</ins>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ),
        )}
      </ul>
      {summary.omitted > 0 ? (
        <p className="text-xs text-slate-600 dark:text-slate-400">
          and {summary.omitted} more {summary.omitted === 1 ? "change" : "changes"} not listed.
        </p>
      ) : null}
    </section>
  );
}

/** Items with a stable key each: their text, numbered when it repeats. */
function withKeys<T>(items: readonly T[], text: (item: T) => string): [string, T][] {
  const seen = new Map<string, number>();
  return items.map((item) => {
    const base = text(item);
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return [count === 1 ? base : `${base}#${count}`, item];
  });
}
