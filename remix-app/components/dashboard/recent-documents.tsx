import { Link } from "@remix-run/react";
import { buttonStyles, cardStyles, linkStyles } from "../button-styles";
import { DocumentIcon, SparklesIcon } from "../icons";

/** Recent Documents. The list itself arrives with the document library; until then, the way there. */
export function RecentDocuments({ documentCount }: { documentCount: number }) {
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

      {documentCount === 0 ? (
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
        <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">
          Your company has {documentCount.toLocaleString("en-US")}{" "}
          {documentCount === 1 ? "document" : "documents"}.{" "}
          <Link to="/documents" className={linkStyles}>
            Open the Document Library
          </Link>{" "}
          to review, edit and export them.
        </p>
      )}
    </section>
  );
}
