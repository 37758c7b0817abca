import { Link } from "@remix-run/react";
import { buttonStyles } from "../button-styles";
import { DocumentIcon, SparklesIcon } from "../icons";

type EmptyReason = "no-documents" | "no-archived" | "no-matches";

const TEXTS: Record<EmptyReason, { title: string; hint: string }> = {
  "no-documents": { title: "No documents yet", hint: "Generate your first policy document from a template." },
  "no-archived": { title: "No archived documents", hint: "Documents you archive appear here." },
  "no-matches": { title: "No documents match your filters", hint: "Try another search, category or status." },
};

/** What an empty list means, and the way on from there. */
export function LibraryEmptyState({
  reason,
  clearFiltersTo,
}: {
  reason: EmptyReason;
  /** The library's address without the search and filters (a link: it works without JavaScript). */
  clearFiltersTo: string;
}) {
  const { title, hint } = TEXTS[reason];
  return (
    <div className="flex flex-col items-center px-6 py-12 text-center">
      <DocumentIcon className="size-10 text-slate-400 dark:text-slate-500" />
      <p className="mt-3 font-medium">{title}</p>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{hint}</p>
      {reason === "no-documents" ? (
        <Link to="/generate" className={`${buttonStyles.primary} mt-5`}>
          <SparklesIcon className="size-4" />
          Generate Document
        </Link>
      ) : reason === "no-matches" ? (
        <Link to={clearFiltersTo} preventScrollReset className={`${buttonStyles.secondary} mt-5`}>
          Clear filters
        </Link>
      ) : null}
    </div>
  );
}
