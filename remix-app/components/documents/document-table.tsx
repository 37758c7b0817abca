import type { DocumentDto, DocumentSummaryDto } from "@charterly/domain/contract";
import { DocumentActions, type RowApproval } from "./document-actions";
import { CategoryBadge } from "./document-badges";
import type { DocumentDialogKind } from "./document-dialogs";
import { ShortDate } from "./formatted-date";
import { type SelectTokenCredits, StatusSelect } from "./status-select";
import {
  highlightedRowProps,
  highlightedRowStyles,
  useScrollToHighlighted,
} from "./use-highlighted-document";

/** What both library layouts (table and narrow-screen cards) take. */
export interface DocumentRowsProps {
  documents: DocumentSummaryDto[];
  dialogs: readonly DocumentDialogKind[];
  busy: boolean;
  /** A document to point out (links from the AI assistant: /documents?highlight=id). */
  highlightId: number | null;
  onOpen: (kind: DocumentDialogKind, document: DocumentSummaryDto) => void;
  onChanged: (document: DocumentDto) => void;
  onDelete?: (document: DocumentSummaryDto) => void;
  approval?: RowApproval;
  /** Pay Per Use: the status select's move into Approved spends a token. */
  tokens?: SelectTokenCredits;
}

/** Document, Category, Status, Last Updated and Actions (medium screens and up; scrolls sideways if tight). */
export function DocumentTable({
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
  const highlighted = useScrollToHighlighted<HTMLTableRowElement>(
    highlightId,
    documents.some((document) => document.id === highlightId),
  );

  const th =
    "px-4 py-3 text-left text-xs font-semibold tracking-wide whitespace-nowrap text-slate-600 uppercase dark:text-slate-400";
  return (
    <div className="overflow-x-auto">
      <table aria-busy={busy} className={`w-full min-w-[56rem] text-sm ${busy ? "opacity-60" : ""}`}>
        <thead className="border-b border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-950/40">
          <tr>
            <th scope="col" className={th}>
              Document
            </th>
            <th scope="col" className={th}>
              Category
            </th>
            <th scope="col" className={th}>
              Status
            </th>
            <th scope="col" className={th}>
              Last Updated
            </th>
            <th scope="col" className={th}>
              Actions
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {documents.map((document) => {
            const isHighlighted = document.id === highlightId;
            return (
              <tr
                key={document.id}
                ref={isHighlighted ? highlighted : undefined}
                {...(isHighlighted ? highlightedRowProps : {})}
                className={
                  isHighlighted ? highlightedRowStyles : "hover:bg-slate-50 dark:hover:bg-slate-800/40"
                }
              >
                <th scope="row" className="max-w-md px-4 py-3 text-left align-top font-normal">
                  <span className="block font-medium text-slate-900 dark:text-white">{document.title}</span>
                  {document.description ? (
                    <span className="mt-0.5 line-clamp-2 block text-slate-600 dark:text-slate-400">
                      {document.description}
                    </span>
                  ) : null}
                  <span className="mt-1 block text-xs text-slate-500 dark:text-slate-400">
                    v{document.version}
                  </span>
                </th>
                <td className="px-4 py-3 align-top">
                  <CategoryBadge category={document.category} />
                </td>
                <td className="px-4 py-3 align-top">
                  <StatusSelect document={document} onChanged={onChanged} tokens={tokens} />
                </td>
                <td className="px-4 py-3 align-top whitespace-nowrap text-slate-700 dark:text-slate-300">
                  <ShortDate iso={document.updatedAt} />
                </td>
                <td className="px-2 py-2 align-top">
                  <DocumentActions
                    document={document}
                    dialogs={dialogs}
                    onOpen={onOpen}
                    onDelete={onDelete}
                    approval={approval}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
