import type { DocumentSummaryDto, ToReadItemDto, ToReadListDto } from "@charterly/domain/contract";
import { Link, useActionData } from "@remix-run/react";
import { useState } from "react";
import { DASHBOARD_ACTION, DASHBOARD_INTENTS } from "../../lib/dashboard-intents";
import type { FormResult } from "../../lib/form-result";
import { TO_READ_ALL_PARAM } from "../../lib/to-read";
import { useAcknowledge } from "../acknowledgements/use-acknowledge";
import { buttonStyles, cardStyles } from "../button-styles";
import { ChangeSummaryView } from "../documents/change-summary-view";
import { DocumentPreviewDialog } from "../documents/document-preview-dialog";
import { ShortDate } from "../documents/formatted-date";
import { Notice } from "../notice";

/** What the preview needs before it fetches the document itself. */
const previewOf = (item: ToReadItemDto): DocumentSummaryDto => ({
  id: item.documentId,
  title: item.title,
  description: null,
  category: "other",
  status: "approved",
  version: item.version,
  templateId: null,
  createdAt: item.inForceSince,
  updatedAt: item.inForceSince,
  ownerUserId: null,
  reviewIntervalMonths: null,
  inForceSince: item.inForceSince,
  nextReviewAt: null,
  readerRoles: null,
});

/**
 * 'To read' (decision 016): the documents in force addressed to the person that they have not
 * acknowledged; each opens its preview, says what changed for them, and takes 'I have read this'.
 * The loader sends the first few (lib/to-read.server.ts); 'Show all' is a link to the whole list.
 */
export function ToReadSection({ initial }: { initial: ToReadListDto }) {
  // The loader's list: one acknowledged here says "Saving…" while it is sent, and is gone from the
  // list Remix reads again after it.
  const { items, count } = initial;
  const [previewing, setPreviewing] = useState<ToReadItemDto | null>(null);
  const showingAll = items.length >= count;
  const { acknowledge, busyId } = useAcknowledge();
  // Posted without JavaScript: the page comes back with the answer (and, when recorded, without
  // the document in the list).
  const posted = useActionData<FormResult<{ documentId: number }>>();

  return (
    <section aria-labelledby="to-read-heading" className={`${cardStyles} p-5`}>
      <div className="flex items-center justify-between gap-4">
        <h2 id="to-read-heading" className="text-lg font-semibold">
          To read
        </h2>
        {count > 0 ? (
          <span className="text-sm text-slate-600 dark:text-slate-400">
            {count}
            {initial.more ? "+" : ""} to read
          </span>
        ) : null}
      </div>
      {posted?.intent === DASHBOARD_INTENTS.acknowledge ? (
        <div className="mt-3">
          {posted.ok ? (
            <Notice tone="success" title="Thank you">
              Your acknowledgement is recorded.
            </Notice>
          ) : (
            <Notice tone="error" title="Not Recorded">
              {posted.message}
            </Notice>
          )}
        </div>
      ) : null}
      {count === 0 ? (
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
          You are up to date: you have read every policy in force that applies to you.
        </p>
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            Policies in force that apply to you. Read each one, then confirm with 'I have read this'.
          </p>
          <ul className="mt-4 divide-y divide-slate-200 dark:divide-slate-800" aria-label="Documents to read">
            {items.map((item) => (
              <li key={item.documentId} className="space-y-2 py-3" data-document-id={item.documentId}>
                <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
                  <div className="min-w-0">
                    <button
                      type="button"
                      onClick={() => setPreviewing(item)}
                      className="block max-w-full truncate text-left font-medium text-slate-900 hover:underline dark:text-white"
                      aria-label={`Preview ${item.title}`}
                    >
                      {item.title}
                    </button>
                    <p className="text-xs text-slate-600 dark:text-slate-400">
                      Version {item.version} · in force since <ShortDate iso={item.inForceSince} />
                    </p>
                  </div>
                  {/* A form, so that it works before the page's JavaScript has loaded; with
                      JavaScript the fetcher sends it. */}
                  <form
                    method="post"
                    action={DASHBOARD_ACTION}
                    onSubmit={(event) => {
                      event.preventDefault();
                      acknowledge(item.documentId, item.version);
                    }}
                  >
                    <input type="hidden" name="intent" value={DASHBOARD_INTENTS.acknowledge} />
                    <input type="hidden" name="documentId" value={item.documentId} />
                    {/* The version shown: a text changed meanwhile answers 'This document changed; read the new version.' */}
                    <input type="hidden" name="version" value={item.version} />
                    <button
                      type="submit"
                      className={buttonStyles.primary}
                      disabled={busyId !== null}
                      aria-label={`I have read this: ${item.title}`}
                    >
                      {busyId === item.documentId ? "Saving…" : "I have read this"}
                    </button>
                  </form>
                </div>
                {item.changeSummary ? (
                  <ChangeSummaryView
                    summary={item.changeSummary}
                    title="What changed for you"
                    headingLevel={3}
                  />
                ) : null}
              </li>
            ))}
          </ul>
          {showingAll ? null : (
            <Link
              to={`?${TO_READ_ALL_PARAM}=all`}
              preventScrollReset
              className={`${buttonStyles.secondary} mt-3`}
            >
              Show all {count}
              {initial.more ? "+" : ""}
            </Link>
          )}
          {showingAll && initial.more ? (
            <p className="mt-3 text-xs text-slate-600 dark:text-slate-400">
              More documents wait to be read; they appear here as you acknowledge these.
            </p>
          ) : null}
        </>
      )}
      <DocumentPreviewDialog
        document={previewing ? previewOf(previewing) : null}
        onClose={() => setPreviewing(null)}
      />
    </section>
  );
}
