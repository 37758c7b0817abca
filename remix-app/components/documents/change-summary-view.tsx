import type { ChangeSummary } from "@charterly/domain/contract";

const CHANGE_LABELS = { added: "Added", removed: "Removed", changed: "Changed" } as const;

/**
 * What changed in a version since the previous version in force (decision 016): the plain-language
 * summary when an AI model wrote one, then the sections by heading with their changed sentences.
 */
export function ChangeSummaryView({
  summary,
  title = "What changed",
}: {
  summary: ChangeSummary;
  title?: string;
}) {
  if (summary.sections.length === 0 && !summary.plain) return null;
  return (
    <section aria-label={title} className="space-y-2 text-sm">
      <h4 className="font-medium">{title}</h4>
      {summary.sinceVersion === null ? (
        <p className="text-muted-foreground">First version in force.</p>
      ) : (
        <p className="text-muted-foreground">Since version {summary.sinceVersion}.</p>
      )}
      {summary.plain ? <p>{summary.plain}</p> : null}
      <ul className="space-y-1">
        {summary.sections.map((section, index) => (
          <li key={`${section.heading}-${index}`}>
            <span className="font-medium">{CHANGE_LABELS[section.change]}:</span>{" "}
            {section.heading || "Opening text"}
            {section.removedSentences.length + section.addedSentences.length > 0 ? (
              <ul className="ml-4 list-disc">
                {section.removedSentences.map((sentence) => (
                  <li key={`-${sentence}`}>
                    <del>{sentence}</del>
                  </li>
                ))}
                {section.addedSentences.map((sentence) => (
                  <li key={`+${sentence}`}>
                    <ins className="no-underline">{sentence}</ins>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
      {summary.omitted > 0 ? (
        <p className="text-muted-foreground">and {summary.omitted} more changes.</p>
      ) : null}
    </section>
  );
}
