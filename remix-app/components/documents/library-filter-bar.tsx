import {
  CATEGORIES,
  type Category,
  categoryLabel,
  type DocumentStatus,
  type ReviewFilter,
  STATUS_LABELS,
} from "@charterly/domain/contract";
import { Form } from "@remix-run/react";
import { useEffect, useId, useRef, useState } from "react";
import type { LibraryFilters } from "../../lib/library-filters";
import { buttonStyles } from "../button-styles";
import { FilterSelect } from "../ui/filter-select";
import { fieldStyles } from "../ui/form-field";
import { SearchIcon } from "./document-icons";

/** Typing pauses this long before the search runs. */
export const SEARCH_DEBOUNCE_MS = 300;

/** Next review filter choices (the 'Reviews due' links on the dashboard use the same values). */
export const REVIEW_FILTER_LABELS: Record<ReviewFilter, string> = {
  overdue: "Review overdue",
  due_soon: "Review due within 30 days",
};

/** Status filter choices: 'generated' is filtered as Approved, so it has no entry of its own. */
const STATUS_FILTERS = ["draft", "under_review", "approved", "archived"] as const satisfies DocumentStatus[];

interface LibraryFilterBarProps {
  filters: LibraryFilters;
  onChange: (next: Partial<LibraryFilters>, options?: { replace?: boolean }) => void;
  /** A linked document being pointed out (?highlight=id): kept when the filters change. */
  highlightId?: number | null;
}

/**
 * Search on title or description (server-side, debounced), category, status and next review.
 *
 * A GET form whose fields are the URL's search parameters, which the route's loader reads: before
 * the page's JavaScript runs (or without it) Enter or "Apply filters" loads /documents?search=…&…
 * as any form would. With JavaScript the same URL is navigated to as the person types (debounced,
 * replacing the history entry) or picks a filter, and the button is not there.
 */
export function LibraryFilterBar({ filters, onChange, highlightId }: LibraryFilterBarProps) {
  const id = useId();
  const [search, setSearch] = useState(filters.search ?? "");
  const submitted = useRef(filters.search ?? "");

  // The URL changed without typing here (back button, a link): show its search.
  useEffect(() => {
    const fromUrl = filters.search ?? "";
    if (fromUrl !== submitted.current) {
      submitted.current = fromUrl;
      setSearch(fromUrl);
    }
  }, [filters.search]);

  useEffect(() => {
    const wanted = search.trim();
    if (wanted === submitted.current) return;
    const timer = setTimeout(() => {
      submitted.current = wanted;
      onChange({ search: wanted || undefined }, { replace: true });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search, onChange]);

  return (
    <Form
      method="get"
      action="/documents"
      role="search"
      aria-label="Filter documents"
      preventScrollReset
      onSubmit={(event) => {
        // With JavaScript, Enter runs the search now instead of after the pause.
        event.preventDefault();
        submitted.current = search.trim();
        onChange({ search: submitted.current || undefined }, { replace: true });
      }}
      className="flex flex-col gap-3 md:flex-row md:items-center"
    >
      {filters.tab !== "active" ? <input type="hidden" name="tab" value={filters.tab} /> : null}
      {highlightId ? <input type="hidden" name="highlight" value={highlightId} /> : null}
      <div className="relative min-w-0 flex-1">
        <label htmlFor={`${id}-search`} className="sr-only">
          Search documents by title or description
        </label>
        <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500 dark:text-slate-400" />
        <input
          id={`${id}-search`}
          name="search"
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder="Search by title or description…"
          maxLength={200}
          className={`${fieldStyles} pl-9`}
        />
      </div>
      <div className="grid grid-cols-2 gap-3 md:flex">
        <FilterSelect
          id={`${id}-category`}
          name="category"
          label="Category"
          value={filters.category ?? ""}
          onChange={(value) => onChange({ category: (value || undefined) as Category | undefined })}
          className="md:w-44"
        >
          <option value="">All Categories</option>
          {CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {categoryLabel(category)}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          id={`${id}-status`}
          name="status"
          label="Status"
          value={filters.status ?? ""}
          onChange={(value) => onChange({ status: (value || undefined) as DocumentStatus | undefined })}
          className="md:w-44"
        >
          <option value="">All Statuses</option>
          {STATUS_FILTERS.map((status) => (
            <option key={status} value={status}>
              {STATUS_LABELS[status]}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          id={`${id}-review`}
          name="review"
          label="Next review"
          value={filters.review ?? ""}
          onChange={(value) => onChange({ review: (value || undefined) as ReviewFilter | undefined })}
          className="md:w-48"
        >
          <option value="">All Reviews</option>
          {(Object.keys(REVIEW_FILTER_LABELS) as ReviewFilter[]).map((review) => (
            <option key={review} value={review}>
              {REVIEW_FILTER_LABELS[review]}
            </option>
          ))}
        </FilterSelect>
      </div>
      {/* Only without JavaScript: with it, every change is applied as it is made. */}
      <noscript>
        <button type="submit" className={buttonStyles.secondary}>
          Apply filters
        </button>
      </noscript>
    </Form>
  );
}
