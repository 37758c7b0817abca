import {
  categoryBadgeLabel,
  type DocumentListRowDto,
  type DocumentSummaryDto,
  type SearchSnippet,
  statusLabel,
  type Tier,
} from "@charterly/domain/contract";
import { memo, type Ref } from "react";
import { useHydratedProgressively } from "../ui/use-hydrated";
import { DocumentActions, offersDialog, type Reviewer, type RowApproval } from "./document-actions";
import type { DocumentDialogKind } from "./document-dialogs";
import { ShortDate } from "./formatted-date";
import { type SelectTokenCredits, StatusSelect } from "./status-select";
import { highlightedRowProps, useScrollToHighlighted } from "./use-highlighted-document";

/**
 * The row's dialogs that are pages of their own, linked before the page's JavaScript runs, or
 * without it, when the row offers them (`/documents/:id/<path>`). Few, for the HTML budget (decision 018)
 * (50 rows under 80 KB): each document page links the document's other pages (Preview, Edit,
 * Compare Versions, Owner & review).
 */
const PAGE_LINKS: { kind: DocumentDialogKind; label: string; path: string }[] = [
  { kind: "versions", label: "Version History", path: "versions" },
  { kind: "readers", label: "Who has read it", path: "readers" },
];

/**
 * How many rows gain their controls per task after hydration. One: five a task were tasks of
 * 50–116 ms at Lighthouse's 4× slower CPU (long tasks, counted in Total Blocking Time); one a
 * task mostly stays under 50 ms (`npm run bench:lighthouse -- --pages documents`, 2026-11-26,
 * batches of five runs alternated: TBT median 126 → 69 ms, 95 or more in 11 of 20 runs → 18 of 25).
 */
const ROWS_PER_TASK = 1;

export interface DocumentRowsProps {
  documents: DocumentListRowDto[];
  dialogs: readonly DocumentDialogKind[];
  busy: boolean;
  /** A document to point out (links from the AI assistant: /documents?highlight=id). */
  highlightId: number | null;
  onOpen: (kind: DocumentDialogKind, document: DocumentSummaryDto) => void;
  onDelete?: (document: DocumentSummaryDto) => void;
  approval?: RowApproval;
  /** Pay Per Use: the status select's move into Approved spends a token. */
  tokens?: SelectTokenCredits;
  /** Who may 'Mark reviewed' (offered with the "review" dialog). */
  reviewer?: Reviewer;
  /** The person's plan (what Download offers follows it). */
  tier: Tier;
}

/**
 * The library's rows: Document (title, description, where a search matched, version), Category,
 * Status (inline select), Last Updated, Next review (with 'Overdue' once past) and Actions. One table for every width: the styles
 * (`.lib` in tailwind.css) lay it out as a table from md up and as one card per row below, so each
 * document is in the page once. A row carries short classes only; the icons are sprite references.
 *
 * The server sends what a row says (title, description, snippet, version, category, status, date);
 * its controls (the status select and the action buttons) are added when the page's JavaScript
 * runs, in space the styles keep for them. That keeps 50 rows of HTML small (decision 018: under 80 KB)
 * instead of shipping 50 × 8 controls (a status form alone is ~0.5 KB a row). Until then, or
 * without JavaScript, a row links to its status page and its comments page, whose forms post to
 * the same route actions.
 */
export function DocumentRows({
  documents,
  dialogs,
  busy,
  highlightId,
  onOpen,
  onDelete,
  approval,
  tokens,
  reviewer,
  tier,
}: DocumentRowsProps) {
  // Rows gain their controls one per task after hydration (a row's select, icon buttons and
  // Download menu are a few dozen components: 50 rows at once were a ~400 ms task on a slow phone).
  const rowsWithControls = useHydratedProgressively(documents.length, ROWS_PER_TASK);
  const highlighted = useScrollToHighlighted<HTMLTableRowElement>(
    highlightId,
    documents.some((document) => document.id === highlightId),
  );
  return (
    <div className="relative overflow-x-auto">
      <table aria-label="Documents" aria-busy={busy} className={busy ? "lib opacity-60" : "lib"}>
        <thead>
          <tr>
            <th scope="col">Document</th>
            <th scope="col">Category</th>
            <th scope="col">Status</th>
            <th scope="col">Last Updated</th>
            <th scope="col">Next review</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {documents.map((document, index) => (
            <DocumentRow
              key={document.id}
              document={document}
              interactive={index < rowsWithControls}
              highlightedRef={document.id === highlightId ? highlighted : undefined}
              dialogs={dialogs}
              onOpen={onOpen}
              onDelete={onDelete}
              approval={approval}
              tokens={tokens}
              reviewer={reviewer}
              tier={tier}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}

interface DocumentRowProps extends Omit<DocumentRowsProps, "documents" | "busy" | "highlightId"> {
  document: DocumentListRowDto;
  /** Whether its controls are in (after hydration), or the server's text and links. */
  interactive: boolean;
  /** Given to the one row to point out. */
  highlightedRef?: Ref<HTMLTableRowElement>;
}

/**
 * One row. Memoised: while the rows gain their controls a few at a time, the rows already done
 * (and those still waiting) are not rendered again at each step.
 */
const DocumentRow = memo(function DocumentRow({
  document,
  interactive,
  highlightedRef,
  dialogs,
  onOpen,
  onDelete,
  approval,
  tokens,
  reviewer,
  tier,
}: DocumentRowProps) {
  return (
    <tr ref={highlightedRef} {...(highlightedRef ? highlightedRowProps : {})}>
      <th scope="row">
        <span className="t">{document.title}</span>
        {document.description ? <span className="d">{document.description}</span> : null}
        {document.snippet?.length ? <Snippet parts={document.snippet} /> : null}
        <span className="v">v{document.version}</span>
      </th>
      <td>
        <span className="c">{categoryBadgeLabel(document.category)}</span>
      </td>
      <td>
        {interactive ? (
          <StatusSelect document={document} tier={tier} tokens={tokens} />
        ) : (
          <span className="st">{statusLabel(document.status)}</span>
        )}
      </td>
      <td>
        <ShortDate iso={document.updatedAt} />
      </td>
      <td>{document.nextReviewAt ? <NextReview iso={document.nextReviewAt} /> : null}</td>
      <td>
        {interactive ? (
          <DocumentActions
            document={document}
            tier={tier}
            dialogs={dialogs}
            onOpen={onOpen}
            onDelete={onDelete}
            approval={approval}
            reviewer={reviewer}
          />
        ) : (
          // Before the page's JavaScript runs, or without it: pages of their own.
          <span className="nj">
            <a href={`/documents/${document.id}/status`}>Change status</a>
            <a href={`/documents/${document.id}/comments`}>Comments</a>
            {PAGE_LINKS.map(({ kind, label, path }) =>
              offersDialog(document, kind, dialogs, reviewer) ? (
                <a key={kind} href={`/documents/${document.id}/${path}`}>
                  {label}
                </a>
              ) : null,
            )}
          </span>
        )}
      </td>
    </tr>
  );
});

/** The next review date, marked 'Overdue' once it has passed. */
function NextReview({ iso }: { iso: string }) {
  return (
    <>
      <ShortDate iso={iso} />
      {Date.parse(iso) <= Date.now() ? (
        <span className="od" suppressHydrationWarning>
          Overdue
        </span>
      ) : null}
    </>
  );
}

/** Where a search matched, the matched words marked; plain text, never markup from the server. */
export function Snippet({ parts }: { parts: SearchSnippet }) {
  return (
    <span className="s">
      {parts.map((part, index) =>
        part.match ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one snippet never move.
          <mark key={index}>{part.text}</mark>
        ) : (
          part.text
        ),
      )}
    </span>
  );
}
