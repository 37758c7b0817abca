import type { CurrentUser, DocumentSummaryDto } from "@charterly/domain/contract";
import { Link } from "@remix-run/react";
import { buttonStyles, cardStyles, linkStyles } from "../button-styles";
import { DocumentActions } from "../documents/document-actions";
import { CategoryBadge, StatusBadge } from "../documents/document-badges";
import { type DocumentDialogKind, DocumentDialogs, useDocumentDialogs } from "../documents/document-dialogs";
import { DocumentIcon, SparklesIcon } from "../icons";

const DASHBOARD_DIALOGS: DocumentDialogKind[] = ["versions", "compare", "comments"];

interface RecentDocumentsProps {
  user: CurrentUser;
  /** The latest documents, most recently updated first (at most 5). */
  documents: DocumentSummaryDto[];
  documentCount: number;
}

/**
 * Recent Documents: title, category and status, with Version History, Compare Versions, Comments
 * and Download; the title (or anywhere on the row) opens the preview.
 */
export function RecentDocuments({ user, documents, documentCount }: RecentDocumentsProps) {
  const dialogs = useDocumentDialogs();
  return (
    <section aria-labelledby="recent-documents-heading" className={`${cardStyles} p-5`}>
      <div className="flex items-center justify-between gap-4">
        <h2 id="recent-documents-heading" className="text-lg font-semibold">
          Recent Documents
        </h2>
        {documentCount > 0 ? (
          <Link to="/documents" className={`${linkStyles} text-sm`}>
            View all documents
          </Link>
        ) : null}
      </div>

      {documents.length === 0 ? (
        <div className="mt-6 flex flex-col items-center rounded-lg border border-dashed border-slate-300 px-6 py-10 text-center dark:border-slate-700">
          <DocumentIcon className="size-10 text-slate-400 dark:text-slate-500" />
          <p className="mt-3 font-medium">No documents yet</p>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            Generate your first policy document from a template.
          </p>
          <Link to="/generate" className={`${buttonStyles.primary} mt-5`}>
            <SparklesIcon className="size-4" />
            Generate Document
          </Link>
        </div>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200 dark:divide-slate-800">
          {documents.map((document) => (
            <li
              key={document.id}
              className="relative flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between hover:bg-slate-50 dark:hover:bg-slate-800/40 -mx-2 rounded-md px-2"
            >
              <div className="min-w-0">
                {/* The title button stretches over the row, so a click anywhere on it opens the preview. */}
                <button
                  type="button"
                  onClick={() => dialogs.open("preview", document)}
                  className="block max-w-full truncate text-left font-medium text-slate-900 after:absolute after:inset-0 after:content-[''] hover:underline dark:text-white"
                  aria-label={`Preview ${document.title}`}
                >
                  {document.title}
                </button>
                <div className="mt-1 flex flex-wrap items-center gap-2">
                  <CategoryBadge category={document.category} />
                  <StatusBadge status={document.status} />
                </div>
              </div>
              {/* Above the stretched title button, so the actions stay clickable. */}
              <div className="relative z-10 -ml-2 sm:ml-0">
                <DocumentActions
                  document={document}
                  tier={user.subscriptionTier}
                  dialogs={DASHBOARD_DIALOGS}
                  onOpen={dialogs.open}
                />
              </div>
            </li>
          ))}
        </ul>
      )}

      <DocumentDialogs active={dialogs.active} onClose={dialogs.close} currentUserId={user.id} />
    </section>
  );
}
