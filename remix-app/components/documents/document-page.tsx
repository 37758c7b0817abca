import { type CurrentUser, can, type PermissionKey } from "@charterly/domain/contract";
import { Link, NavLink, useFetcher } from "@remix-run/react";
import { type ReactNode, useEffect, useMemo } from "react";
import { AppShell } from "../app-shell";
import { buttonStyles } from "../button-styles";
import { Notice } from "../notice";
import { BackLinkHeading } from "../ui/back-link-heading";

/**
 * A document's own page (/documents/:id/versions, …/readers, …): what a library row links to
 * before the page's JavaScript runs, or without it. The same route's loader is what the row's
 * dialog reads once JavaScript runs (`useDocumentRoute`).
 */
export function DocumentPage({
  user,
  documentId,
  heading,
  title,
  refusal,
  refusalTitle,
  children,
}: {
  user: CurrentUser;
  /** The document whose other pages are linked (once read). */
  documentId?: number;
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
        <BackLinkHeading to="/documents" back="Document Library" heading={heading} subtitle={title} />
        {documentId !== undefined ? <DocumentPageLinks user={user} documentId={documentId} /> : null}
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
 * A document's pages, each offered to who may use it. A library row links to a few of them before
 * the page's JavaScript runs (the library's HTML budget keeps its links few); the others are reached
 * from here.
 */
const DOCUMENT_PAGES: { path: string; label: string; permission: PermissionKey }[] = [
  { path: "preview", label: "Preview", permission: "library.read" },
  { path: "edit", label: "Edit", permission: "library.write" },
  { path: "versions", label: "Version History", permission: "library.read" },
  { path: "compare", label: "Compare Versions", permission: "library.read" },
  { path: "comments", label: "Comments", permission: "library.read" },
  { path: "readers", label: "Who has read it", permission: "acknowledgements.manage" },
  { path: "owner", label: "Owner & review", permission: "document.lifecycle" },
];

function DocumentPageLinks({ user, documentId }: { user: CurrentUser; documentId: number }) {
  return (
    <nav aria-label="This document">
      <ul className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
        {DOCUMENT_PAGES.filter((page) => can(user, page.permission)).map(({ path, label }) => (
          <li key={path}>
            <NavLink
              to={`/documents/${documentId}/${path}`}
              end
              className="font-medium text-indigo-700 underline-offset-2 hover:underline aria-[current=page]:text-slate-900 aria-[current=page]:no-underline dark:text-indigo-300 dark:aria-[current=page]:text-slate-100"
            >
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
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
