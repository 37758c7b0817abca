import { Link } from "@remix-run/react";
import { buttonStyles, cardStyles } from "../button-styles";
import { ChatIcon, LibraryIcon, LockIcon, SparklesIcon } from "../icons";

/** Generate Document, Browse Templates and AI Assistant (enterprise only), prefetched on hover or focus. */
export function QuickActions({ assistantAvailable }: { assistantAvailable: boolean }) {
  const actionStyles = `${buttonStyles.secondary} w-full justify-start`;
  return (
    <section aria-labelledby="quick-actions-heading" className={`${cardStyles} p-5`}>
      <h2 id="quick-actions-heading" className="text-lg font-semibold">
        Quick Actions
      </h2>
      <ul className="mt-4 space-y-2">
        <li>
          <Link to="/generate" prefetch="intent" className={actionStyles}>
            <SparklesIcon className="size-4" />
            Generate Document
          </Link>
        </li>
        <li>
          <Link to="/templates" prefetch="intent" className={actionStyles}>
            <LibraryIcon className="size-4" />
            Browse Templates
          </Link>
        </li>
        <li>
          {assistantAvailable ? (
            <Link to="/chat" prefetch="intent" className={actionStyles}>
              <ChatIcon className="size-4" />
              AI Assistant
            </Link>
          ) : (
            <button type="button" disabled className={actionStyles}>
              <ChatIcon className="size-4" />
              AI Assistant
              <span className="ml-auto inline-flex items-center gap-1 text-xs text-slate-600 dark:text-slate-400">
                <LockIcon className="size-3.5" />
                Enterprise only
              </span>
            </button>
          )}
        </li>
      </ul>
    </section>
  );
}
