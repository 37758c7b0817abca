import {
  appErrorIn,
  displayedStatus,
  EDITABLE_STATUSES,
  HTTP_STATUS_BY_CODE,
  STATUS_LABELS,
  statusLabel,
} from "@charterly/domain/contract";
import { getDocument } from "@charterly/domain/operations";
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { AppShell } from "../components/app-shell";
import { buttonStyles, cardStyles } from "../components/button-styles";
import { Notice } from "../components/notice";
import { BackLinkHeading } from "../components/ui/back-link-heading";
import { fieldStyles, labelStyles } from "../components/ui/form-field";
import { DOCUMENT_INTENTS } from "../lib/document-intents";
import { idParam } from "../lib/id-param.server";
import { requirePageAccess } from "../lib/page-guard.server";
import { keepPageWhenUnanswered } from "../lib/revalidation";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `Change status · ${data?.document?.title ?? "Document"} · Charterly` },
];

// A document's status as a page of its own (/documents/:id/status): what a library row links to
// before the page's JavaScript runs, or without it (the rows' status selects are added by
// JavaScript: the HTML budget of decision 018). Its form posts to the library's action (intent
// change-status) with the version shown, so the answer — the change made, a stale form refused,
// or Pay Per Use's token question — is rendered on the library, as a row's would be.

export async function loader({ params, context }: LoaderFunctionArgs) {
  const { user, actor } = requirePageAccess(context);
  try {
    const { id, title, status, version } = await getDocument(
      context.domain,
      actor,
      idParam(params.documentId),
    );
    return { user, document: { id, title, status, version }, refusal: null };
  } catch (error) {
    const refusal = appErrorIn(error);
    if (!refusal) throw error;
    return data(
      { user, document: null, refusal: refusal.message },
      { status: HTTP_STATUS_BY_CODE[refusal.code] },
    );
  }
}

export const shouldRevalidate = keepPageWhenUnanswered;

export default function DocumentStatusRoute() {
  const { user, document, refusal } = useLoaderData<typeof loader>();
  return (
    <AppShell user={user}>
      <div className="space-y-6">
        <BackLinkHeading to="/documents" back="Document Library" heading="Change status" />
        {!document ? (
          <Notice tone="error" title="Could not load the document">
            {refusal}
          </Notice>
        ) : document.status === "pending_approval" ? (
          <Notice tone="info" title={document.title}>
            {`${statusLabel(document.status)}: it changes only when it is approved or rejected.`}
          </Notice>
        ) : (
          <Form method="post" action="/documents" className={`${cardStyles} max-w-lg space-y-4 p-5`}>
            <p className="font-medium">{document.title}</p>
            <input type="hidden" name="intent" value={DOCUMENT_INTENTS.changeStatus} />
            <input type="hidden" name="documentId" value={document.id} />
            <input type="hidden" name="version" value={document.version} />
            <div>
              <label htmlFor="status" className={labelStyles}>
                Status
              </label>
              <select
                id="status"
                name="status"
                defaultValue={displayedStatus(document.status)}
                className={`${fieldStyles} mt-1`}
              >
                {EDITABLE_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {STATUS_LABELS[status]}
                  </option>
                ))}
              </select>
            </div>
            <div className="flex gap-2">
              <button type="submit" className={buttonStyles.primary}>
                Save
              </button>
              <Link to="/documents" className={buttonStyles.secondary}>
                Cancel
              </Link>
            </div>
          </Form>
        )}
      </div>
    </AppShell>
  );
}
