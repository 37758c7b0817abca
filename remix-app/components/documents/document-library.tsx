import {
  type CurrentUser,
  can,
  type DocumentListDto,
  type DocumentSummaryDto,
  SEARCH_COUNT_LIMIT,
} from "@charterly/domain/contract";
import { Link, useFetcher, useNavigation, useRevalidator, useSearchParams } from "@remix-run/react";
import { useCallback, useEffect, useMemo, useRef } from "react";
import { DOCUMENT_INTENTS, type DocumentRemoved } from "../../lib/document-intents";
import type { FormResult } from "../../lib/form-result";
import {
  hasNarrowingFilters,
  type LibraryFilters,
  libraryCursorFromParams,
  libraryFiltersFromParams,
  libraryFiltersToParams,
  libraryPageUrl,
} from "../../lib/library-filters";
import { AppShell } from "../app-shell";
import { RejectDocumentDialog } from "../approvals/reject-document-dialog";
import { LIBRARY_ACTION } from "../approvals/use-approval-actions";
import { buttonStyles, cardStyles } from "../button-styles";
import { ImportDocumentsDialog } from "../import/import-documents-dialog";
import { Notice } from "../notice";
import { useToast } from "../toast";
import { useConfirmation } from "../ui/use-confirmation";
import { submittedId, useFormAnswer } from "../ui/use-form-answer";
import { type DocumentDialogKind, DocumentDialogs, useDocumentDialogs } from "./document-dialogs";
import { PlusIcon, UploadIcon } from "./document-icons";
import { DocumentRows } from "./document-rows";
import { LibraryEmptyState } from "./library-empty-state";
import { LibraryFilterBar } from "./library-filter-bar";
import { LibraryTabs } from "./library-tabs";
import { LoadMore } from "./load-more";
import { StatusChangeNotice } from "./status-change-notice";
import { useFailureToast } from "./use-failure-toast";
import { useHighlightedDocument } from "./use-highlighted-document";
import { useLibraryApprovals } from "./use-library-approvals";
import { useLibraryRows } from "./use-library-rows";

const LIBRARY_DIALOGS: DocumentDialogKind[] = ["preview", "edit", "versions", "compare", "comments"];
const ACCESS_DENIED = {
  title: "Access Denied",
  description: "Admin privileges required to delete documents.",
};
const DELETE_FAILED = "Delete Failed";
const LOAD_MORE_FAILED = { title: "Could not load more documents", description: "Please try again." };

interface DocumentLibraryProps {
  user: CurrentUser;
  filters: LibraryFilters;
  /** The page the address shows: the first, or a later one (`?cursor=`, opened without JavaScript). */
  firstPage: DocumentListDto;
  /** The rows shown start after the first page. */
  laterPage: boolean;
  /** Why the later page the address names could not be read (the first page is shown instead). */
  pageRefusal: string | null;
  /** Pay Per Use: the company's token balance (null on other plans). */
  tokenBalance: number | null;
  importRequested: boolean;
  highlightId: number | null;
  /** The highlighted document as the loader read it (null when it cannot be opened). */
  highlighted: DocumentSummaryDto | null;
}

/** The paid tiers' Document Library: tabs, filters, the table, row actions and their dialogs. */
export function DocumentLibrary({
  user,
  filters,
  firstPage,
  laterPage,
  pageRefusal,
  tokenBalance,
  importRequested,
  highlightId,
  highlighted,
}: DocumentLibraryProps) {
  const { toast } = useToast();
  const reportFailure = useFailureToast();
  const navigation = useNavigation();
  const [searchParams, setSearchParams] = useSearchParams();
  const dialogs = useDocumentDialogs();
  const confirmation = useConfirmation();
  // The list starts where the page shown does: a later page opened by its address starts after a cursor.
  const library = useLibraryRows(
    firstPage,
    filters,
    laterPage ? libraryCursorFromParams(searchParams) : undefined,
  );
  const { approval, approvals, tokens } = useLibraryApprovals(user.subscriptionTier, tokenBalance);
  const revalidator = useRevalidator();
  const canImport = can(user, "document.import");
  const canDelete = can(user, "document.delete");
  // The lifecycle (decision 016): admins see who has read a document in force and set owners and
  // reviews; the owner or an admin marks a review.
  const libraryDialogs = useMemo<DocumentDialogKind[]>(
    () => [
      ...LIBRARY_DIALOGS,
      ...(can(user, "acknowledgements.manage") ? (["readers"] as const) : []),
      ...(can(user, "document.lifecycle") ? (["lifecycle"] as const) : []),
      ...(can(user, "document.review") ? (["review"] as const) : []),
    ],
    [user],
  );
  const reviewer = useMemo(() => ({ userId: user.id, role: user.role }), [user]);
  const updating = navigation.state === "loading" && navigation.location.pathname === "/documents";

  // While a filter change loads, the controls already show it (the rows still show the old page).
  const pendingSearch = navigation.location?.pathname === "/documents" ? navigation.location.search : null;
  const shownFilters = useMemo(
    () => (pendingSearch === null ? filters : libraryFiltersFromParams(new URLSearchParams(pendingSearch))),
    [pendingSearch, filters],
  );
  // What was asked for last (here or by a tab link): a change made while another one loads builds
  // on it, not on the page still shown.
  const requested = useRef(shownFilters);
  useEffect(() => {
    requested.current = shownFilters;
  }, [shownFilters]);

  const changeFilters = useCallback(
    (next: Partial<LibraryFilters>, options: { replace?: boolean } = {}) => {
      requested.current = { ...requested.current, ...next };
      const params = libraryFiltersToParams(requested.current);
      const highlight = searchParams.get("highlight");
      if (highlight) params.set("highlight", highlight);
      setSearchParams(params, { replace: options.replace, preventScrollReset: true });
    },
    [searchParams, setSearchParams],
  );

  const importParams = new URLSearchParams(searchParams);
  importParams.set("import", "1");
  const closeImport = () => {
    const params = new URLSearchParams(searchParams);
    params.delete("import");
    setSearchParams(params, { replace: true, preventScrollReset: true });
  };

  // Deleting is the route's action (intent delete-document): the row is hidden while it is sent
  // (the fetcher's form says which) and, once Remix has read the rows again, it is not among them;
  // a refusal brings it back. One at a time.
  const deletion = useFetcher<FormResult<DocumentRemoved>>();
  const deleted = useRef<DocumentSummaryDto | null>(null);
  const deletingId = submittedId(deletion, "documentId");
  useFormAnswer(deletion.data, DOCUMENT_INTENTS.deleteDocument, (answer) => {
    const document = deleted.current;
    if (!document) return;
    if (answer.ok) {
      toast({
        title: "Document Deleted",
        description: `“${document.title}” was deleted.`,
        variant: "success",
      });
      return;
    }
    toast({
      ...(answer.code === "forbidden"
        ? ACCESS_DENIED
        : { title: DELETE_FAILED, description: answer.message }),
      variant: "destructive",
    });
    // A refusal does not revalidate: read again (gone already, deleted elsewhere, it leaves the list).
    revalidator.revalidate();
  });

  const deleteDocument = async (document: DocumentSummaryDto) => {
    if (deletingId !== null) return;
    const confirmed = await confirmation.ask({
      title: "Delete Document",
      message: `Delete “${document.title}” permanently? Its versions and comments are deleted too. This cannot be undone.`,
      confirmLabel: "Delete Document",
      destructive: true,
    });
    if (!confirmed) return;
    deleted.current = document;
    deletion.submit(
      { intent: DOCUMENT_INTENTS.deleteDocument, documentId: document.id },
      { method: "post", action: LIBRARY_ACTION, preventScrollReset: true },
    );
  };

  // Rows on their way out: deleted or rejected, while the form is sent and the rows read again.
  const leaving = new Set([deletingId, approvals.rejectingId]);

  // A document linked from the assistant that the rows shown do not hold is shown on top.
  const highlight = useHighlightedDocument(highlightId, highlighted, library.rows, filters);
  const rows = (highlight.kind === "pinned" ? [highlight.document, ...library.rows] : library.rows).filter(
    (row) => !leaving.has(row.id),
  );
  const stopHighlighting = () => {
    const params = new URLSearchParams(searchParams);
    params.delete("highlight");
    setSearchParams(params, { replace: true, preventScrollReset: true });
  };

  const emptyReason = hasNarrowingFilters(filters)
    ? "no-matches"
    : filters.tab === "archived"
      ? "no-archived"
      : library.counts.active + library.counts.archived === 0
        ? "no-documents"
        : "no-matches";

  return (
    <AppShell user={user}>
      <div className="space-y-6">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
          <div>
            <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Document Library</h1>
            <p className="mt-1 text-slate-600 dark:text-slate-400">
              Review, edit, discuss and export {user.companyName}'s policy documents.
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            {canImport ? (
              <Link to={`/documents?${importParams}`} preventScrollReset className={buttonStyles.secondary}>
                <UploadIcon />
                Import Documents
              </Link>
            ) : null}
            <Link to="/generate" className={buttonStyles.primary}>
              <PlusIcon />
              New Document
            </Link>
          </div>
        </div>

        <section aria-labelledby="all-documents-heading" className={cardStyles}>
          <div className="space-y-4 p-4 sm:p-5">
            <div className="flex items-center justify-between gap-3">
              <h2 id="all-documents-heading" className="text-lg font-semibold">
                All Documents
              </h2>
              <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
                {updating ? "Updating…" : null}
              </p>
            </div>
            <LibraryTabs filters={shownFilters} counts={library.counts} />
            <LibraryFilterBar filters={shownFilters} onChange={changeFilters} highlightId={highlightId} />
            <HighlightNotice outcome={highlight} onDismiss={stopHighlighting} />
            <StatusChangeNotice />
            {pageRefusal ? (
              <Notice tone="error" title={LOAD_MORE_FAILED.title}>
                {pageRefusal}
              </Notice>
            ) : null}
            {laterPage ? <LaterPageNote filters={filters} /> : null}
          </div>

          {rows.length === 0 ? (
            <LibraryEmptyState reason={emptyReason} clearFiltersTo={clearFiltersTo(filters, highlightId)} />
          ) : (
            <DocumentRows
              documents={rows}
              dialogs={libraryDialogs}
              busy={updating}
              highlightId={highlightId}
              onOpen={dialogs.open}
              onDelete={canDelete ? deleteDocument : undefined}
              approval={approval}
              tokens={tokens}
              reviewer={reviewer}
              tier={user.subscriptionTier}
            />
          )}

          <LoadMore
            // A new first page (the filters changed) starts over: nothing loaded, nothing announced.
            key={JSON.stringify(filters)}
            hasMore={library.nextCursor !== null}
            loading={library.loadingMore}
            shown={library.rows.length}
            endNote={
              library.counts.atLeast && library.rows.length >= SEARCH_COUNT_LIMIT
                ? `The ${SEARCH_COUNT_LIMIT.toLocaleString("en-US")} most recent matches are shown. Add words to the search to find others.`
                : undefined
            }
            onLoadMore={library.loadMore}
            nextHref={library.nextCursor ? libraryPageUrl(filters, library.nextCursor) : null}
            onFailure={(error) => reportFailure(error, LOAD_MORE_FAILED)}
          />
        </section>
      </div>

      <DocumentDialogs active={dialogs.active} onClose={dialogs.close} currentUserId={user.id} />
      <RejectDocumentDialog
        document={approvals.rejecting}
        reasonRequired={false}
        onClose={approvals.closeReject}
        approvals={approvals}
      />
      <ImportDocumentsDialog
        open={canImport && importRequested}
        onClose={closeImport}
        closeHref={`/documents?${withoutImport(searchParams)}`}
      />
      {confirmation.dialog}
    </AppShell>
  );
}

/** The library's address without the import dialog's `?import=1`. */
function withoutImport(searchParams: URLSearchParams) {
  const params = new URLSearchParams(searchParams);
  params.delete("import");
  return params.toString();
}

/** The library's tab (and a linked document) without search or filters. */
function clearFiltersTo(filters: LibraryFilters, highlightId: number | null) {
  const params = libraryFiltersToParams({ tab: filters.tab });
  if (highlightId) params.set("highlight", String(highlightId));
  return params.size ? `/documents?${params}` : "/documents";
}

/** Why a linked document sits on top of the list, or that it could not be opened. */
function HighlightNotice({
  outcome,
  onDismiss,
}: {
  outcome: ReturnType<typeof useHighlightedDocument>;
  onDismiss: () => void;
}) {
  if (outcome.kind !== "pinned" && outcome.kind !== "missing") return null;
  return (
    <Notice
      tone={outcome.kind === "pinned" ? "info" : "warning"}
      title={outcome.kind === "pinned" ? "Linked document" : "Linked document not found"}
    >
      <p>
        {outcome.kind === "pinned"
          ? `“${outcome.document.title}” is shown at the top of the list: ${outcome.reason}.`
          : "The document you followed may have been deleted, or you may not have access to it."}{" "}
        <button type="button" className="font-medium underline underline-offset-2" onClick={onDismiss}>
          {outcome.kind === "pinned" ? "Stop pointing it out" : "Dismiss"}
        </button>
      </p>
    </Notice>
  );
}

/** The rows shown are a later page (Load more without JavaScript): the way back to the first. */
function LaterPageNote({ filters }: { filters: LibraryFilters }) {
  const params = libraryFiltersToParams(filters).toString();
  return (
    <p className="text-sm text-slate-600 dark:text-slate-400">
      These are later documents of the list.{" "}
      <Link
        to={`/documents${params ? `?${params}` : ""}`}
        className="font-medium text-indigo-700 underline dark:text-indigo-300"
      >
        Back to the first page
      </Link>
    </p>
  );
}
