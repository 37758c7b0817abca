import { DocumentActions } from "./document-actions";
import { CategoryBadge } from "./document-badges";
import type { DocumentRowsProps } from "./document-table";
import { ShortDate } from "./formatted-date";
import { StatusSelect } from "./status-select";
import {
  highlightedRowProps,
  highlightedRowStyles,
  useScrollToHighlighted,
} from "./use-highlighted-document";

/** The library on narrow screens: one card per document with the same fields and actions as the table. */
export function DocumentCardList({
  documents,
  dialogs,
  busy,
  highlightId,
  onOpen,
  onChanged,
  onDelete,
  approval,
  tokens,
}: DocumentRowsProps) {
  const highlighted = useScrollToHighlighted<HTMLLIElement>(
    highlightId,
    documents.some((document) => document.id === highlightId),
  );
  return (
    <ul
      aria-busy={busy}
      aria-label="Documents"
      className={`divide-y divide-slate-200 border-t border-slate-200 dark:divide-slate-800 dark:border-slate-800 ${busy ? "opacity-60" : ""}`}
    >
      {documents.map((document) => (
        <li
          key={document.id}
          ref={document.id === highlightId ? highlighted : undefined}
          {...(document.id === highlightId ? highlightedRowProps : {})}
          className={`space-y-3 p-4 ${document.id === highlightId ? highlightedRowStyles : ""}`}
        >
          <div>
            <p className="font-medium text-slate-900 dark:text-white">{document.title}</p>
            {document.description ? (
              <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">{document.description}</p>
            ) : null}
          </div>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm">
            <CategoryBadge category={document.category} />
            <StatusSelect document={document} onChanged={onChanged} tokens={tokens} />
            <span className="text-xs text-slate-600 dark:text-slate-400">
              v{document.version} · Updated <ShortDate iso={document.updatedAt} />
            </span>
          </div>
          <div className="-ml-2">
            <DocumentActions
              document={document}
              dialogs={dialogs}
              onOpen={onOpen}
              onDelete={onDelete}
              approval={approval}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}
