import { Link } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { buttonStyles } from "../button-styles";
import { useHydrated } from "../ui/use-hydrated";

interface LoadMoreProps {
  /** The server has a page after the rows shown. */
  hasMore: boolean;
  loading: boolean;
  /** Rows shown; a new count re-arms the scroll sentinel. */
  shown: number;
  /** Loads the next page; resolves with the rows it added, throws when it failed. */
  onLoadMore: () => Promise<number>;
  /** The address of the page after the rows shown: "Load more" before the page's JavaScript runs. */
  nextHref?: string | null;
  onFailure: (error: unknown) => void;
  /** What the end of the list says instead of "All N documents are shown." (a search at its limit). */
  endNote?: string;
}

/** How far below the screen the end of the list may be when the next page starts loading. */
const AHEAD = "0px 0px 600px 0px";

/**
 * The end of a paged list: the next page loads when the end comes near the screen (a sentinel
 * watched by an IntersectionObserver) or with the "Load more" button, kept for keyboard users and
 * for browsers without the observer. A failure stops loading on scroll until the button works
 * again. What was loaded is announced; when the last page arrives through the button, the focus
 * moves to the line that says everything is shown instead of being lost with the button. Before
 * the page's JavaScript runs (or without it) "Load more" is a link to the next page's address
 * (`nextHref`), which shows the rows after these.
 */
export function LoadMore({
  hasMore,
  loading,
  shown,
  onLoadMore,
  nextHref,
  onFailure,
  endNote,
}: LoadMoreProps) {
  const hydrated = useHydrated();
  const [announcement, setAnnouncement] = useState("");
  const [scrollPaused, setScrollPaused] = useState(false);
  const sentinel = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const end = useRef<HTMLParagraphElement>(null);
  const focusEnd = useRef(false);

  const load = async () => {
    const fromButton = document.activeElement === button.current;
    // Set before the page arrives: its rows may render before the promise's answer is handled.
    focusEnd.current = fromButton;
    try {
      const added = await onLoadMore();
      setScrollPaused(false);
      setAnnouncement(added === 1 ? "1 more document loaded." : `${added} more documents loaded.`);
    } catch (error) {
      focusEnd.current = false;
      setScrollPaused(true);
      onFailure(error);
    }
  };
  const latest = useRef(load);
  latest.current = load;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `shown` re-arms the observer after every page.
  useEffect(() => {
    const node = sentinel.current;
    if (!hasMore || loading || scrollPaused || !node || typeof IntersectionObserver === "undefined") return;
    // Observed anew after every page: the first report says whether the end is still near.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void latest.current();
      },
      { rootMargin: AHEAD },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasMore, loading, scrollPaused, shown]);

  const finished = !hasMore && announcement !== "";
  // Once the line that says everything is shown is there (the last page and its announcement).
  useEffect(() => {
    if (finished && focusEnd.current) {
      focusEnd.current = false;
      end.current?.focus();
    }
  }, [finished]);

  return (
    <>
      <p role="status" className="sr-only">
        {loading ? "Loading more documents…" : announcement}
      </p>
      {hasMore ? (
        <div
          ref={sentinel}
          className="flex justify-center border-t border-slate-200 p-4 dark:border-slate-800"
        >
          {!hydrated && nextHref ? (
            <Link to={nextHref} className={buttonStyles.secondary}>
              Load more
            </Link>
          ) : (
            <button
              ref={button}
              type="button"
              className={buttonStyles.secondary}
              // Not disabled while loading: the button keeps the focus.
              aria-disabled={loading || undefined}
              onClick={() => {
                if (!loading) void latest.current();
              }}
            >
              {loading ? "Loading…" : "Load more"}
            </button>
          )}
        </div>
      ) : finished ? (
        <p
          ref={end}
          tabIndex={-1}
          className="border-t border-slate-200 p-4 text-center text-sm text-slate-600 dark:border-slate-800 dark:text-slate-400"
        >
          {endNote ?? `All ${shown.toLocaleString("en-US")} documents are shown.`}
        </p>
      ) : null}
    </>
  );
}
