import type { CurrentUser } from "@charterly/domain/contract";
import { Link, useFetcher } from "@remix-run/react";
import { type ReactNode, useEffect, useMemo } from "react";
import { AppShell } from "../app-shell";
import { buttonStyles } from "../button-styles";
import { Notice } from "../notice";

/**
 * A document's own page (/documents/:id/versions, …/readers, …): what a library row links to
 * before the page's JavaScript runs, or without it. The same route's loader is what the row's
 * dialog reads once JavaScript runs (`useDocumentRoute`).
 */
export function DocumentPage({
  user,
  heading,
  title,
  refusal,
  refusalTitle,
  children,
}: {
  user: CurrentUser;
  heading: string;
  /** The document's title, once read. */
  title: string | undefined;
  /** The domain's refusal of the read, if it was refused. */
  refusal: string | null;
  refusalTitle: string;
  children?: ReactNode;
}) {
  return (
    <AppShell user={user}>
      <div className="space-y-6">
        <div>
          <Link
            to="/documents"
            className="text-sm font-medium text-indigo-700 underline-offset-2 hover:underline dark:text-indigo-300"
          >
            ← Document Library
          </Link>
          <h1 className="mt-2 text-2xl font-bold tracking-tight sm:text-3xl">{heading}</h1>
          {title ? <p className="mt-1 text-slate-600 dark:text-slate-400">{title}</p> : null}
        </div>
        {refusal !== null ? (
          <Notice tone="error" title={refusalTitle}>
            {refusal}
          </Notice>
        ) : (
          children
        )}
        <Link to="/documents" className={buttonStyles.secondary}>
          Back to the library
        </Link>
      </div>
    </AppShell>
  );
}

/**
 * A dialog's data: the loader of the document's page (`href`, null while the dialog is closed),
 * read with a fetcher of its own each time the dialog opens, so what it shows was read for this
 * opening (never another document's answer, nor a text read before it last closed). Remix reads it
 * again after an action (revalidation); `fetcher.state` is the pending UI.
 */
export function useDocumentRoute<T>(href: string | null) {
  // A new key per opening (the dialogs are closed in the server's HTML, so no key is rendered there).
  const key = useMemo(() => (href ? `document-route:${href}:${Math.random()}` : undefined), [href]);
  const fetcher = useFetcher<T>({ key });
  const { load } = fetcher;
  useEffect(() => {
    if (href) load(href);
  }, [href, load]);
  return fetcher;
}
