import type { DocumentSummaryDto } from "@charterly/domain/contract";
import { Link } from "@remix-run/react";
import { cardStyles, linkStyles } from "../button-styles";
import { ShortDate } from "../documents/formatted-date";

export interface ReviewsDueData {
  scope: "mine" | "company";
  overdue: number;
  dueSoon: number;
  documents: DocumentSummaryDto[];
}

/**
 * 'Reviews due': the documents the person owns (an admin: the company's) whose review is overdue or
 * due within 30 days — how many, the first few soonest first, and links to the library's filter.
 */
export function ReviewsDue({ data }: { data: ReviewsDueData }) {
  const now = Date.now();
  return (
    <section aria-labelledby="reviews-due-heading" className={`${cardStyles} p-5`}>
      <h2 id="reviews-due-heading" className="text-lg font-semibold">
        Reviews due
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        {data.scope === "mine" ? "Documents you own" : "Your company's documents"}, overdue or due within 30
        days.
      </p>
      <p className="mt-3 flex items-baseline gap-3">
        <span className="text-3xl font-bold">{data.dueSoon.toLocaleString("en-US")}</span>
        {data.overdue > 0 ? (
          <span className="text-sm font-medium text-red-700 dark:text-red-300">
            {data.overdue.toLocaleString("en-US")} overdue
          </span>
        ) : null}
      </p>
      {data.documents.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">No reviews due in the next 30 days.</p>
      ) : (
        <>
          <ul className="mt-3 space-y-2 text-sm">
            {data.documents.map((document) => (
              <li key={document.id} className="flex items-baseline justify-between gap-3">
                <Link
                  to={`/documents?review=due_soon&highlight=${document.id}`}
                  className={`${linkStyles} truncate`}
                >
                  {document.title}
                </Link>
                <span className="shrink-0 text-slate-600 dark:text-slate-400">
                  {document.nextReviewAt ? <ShortDate iso={document.nextReviewAt} /> : null}
                  {document.nextReviewAt && Date.parse(document.nextReviewAt) <= now ? (
                    <span
                      className="ml-1.5 font-medium text-red-700 dark:text-red-300"
                      suppressHydrationWarning
                    >
                      Overdue
                    </span>
                  ) : null}
                </span>
              </li>
            ))}
          </ul>
          <div className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-sm">
            {data.overdue > 0 ? (
              <Link to="/documents?review=overdue" className={linkStyles}>
                View overdue
              </Link>
            ) : null}
            <Link to="/documents?review=due_soon" className={linkStyles}>
              View all due within 30 days
            </Link>
          </div>
        </>
      )}
    </section>
  );
}
