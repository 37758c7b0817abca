import type { DocumentDto } from "@charterly/domain/contract";
import { getDocument, listCompanyUsers } from "@charterly/domain/operations";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { buttonStyles, cardStyles } from "../components/button-styles";
import { LifecycleForm } from "../components/documents/document-lifecycle-form";
import { DocumentPage } from "../components/documents/document-page";
import { Notice } from "../components/notice";
import { ownerAction } from "../lib/document-actions.server";
import { documentPageRead } from "../lib/document-page.server";
import type { FormResult } from "../lib/form-result";
import { idParam } from "../lib/id-param.server";
import { keepFormOnFailure } from "../lib/keep-form-on-failure";
import { requirePageAccess } from "../lib/page-guard.server";
import { keepPageWhenUnanswered } from "../lib/revalidation";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `Owner & review · ${data?.read?.document.title ?? "Document"} · Charterly` },
];

// 'Owner & review' as a page of its own (/documents/:id/owner): the document's owner, review
// interval and readers, and the company's people to choose the owner from, read in-process
// together for the signed-in person (the team's list is for admins: team.read; a document that is
// not the company's is 404). The form posts to this route's action (intent set-lifecycle:
// document.lifecycle). The library's dialog loads this route with a fetcher and posts there too.

export async function loader({ params, context }: LoaderFunctionArgs) {
  const { user, actor } = requirePageAccess(context);
  const read = Promise.all([
    getDocument(context.domain, actor, idParam(params.documentId)),
    listCompanyUsers(context.domain, actor),
  ]).then(([document, team]) => ({
    document: {
      id: document.id,
      title: document.title,
      ownerUserId: document.ownerUserId,
      reviewIntervalMonths: document.reviewIntervalMonths,
      readerRoles: document.readerRoles,
      inForceSince: document.inForceSince,
    },
    people: team.users.map(({ id, email, firstName, lastName }) => ({ id, email, firstName, lastName })),
  }));
  return documentPageRead(user, read);
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const session = requirePageAccess(context);
  return ownerAction(context, session, idParam(params.documentId), await request.formData());
}

export const clientAction = keepFormOnFailure;

export const shouldRevalidate = keepPageWhenUnanswered;

export default function DocumentOwnerRoute() {
  const { user, read, refusal } = useLoaderData<typeof loader>();
  const posted = useActionData<FormResult<DocumentDto>>();
  const saved = posted?.ok ? posted.value : null;
  return (
    <DocumentPage
      user={user}
      documentId={read?.document.id}
      heading="Owner & review"
      title={read ? `“${read.document.title}”` : undefined}
      refusal={refusal}
      refusalTitle="Could not load your team"
    >
      {read ? (
        <section aria-label="Owner & review" className={`${cardStyles} max-w-lg space-y-4 p-4 sm:p-5`}>
          {saved ? (
            <Notice tone="success" title="Owner and review saved">
              {saved.nextReviewAt
                ? `Next review: ${new Date(saved.nextReviewAt).toLocaleDateString("en-GB")}.`
                : `“${saved.title}” has no review date.`}
            </Notice>
          ) : null}
          <LifecycleForm
            key={JSON.stringify(read.document)}
            document={read.document}
            people={read.people}
            action={`/documents/${read.document.id}/owner`}
            posted={saved ? undefined : posted}
            cancel={
              <Link to="/documents" className={buttonStyles.secondary}>
                Cancel
              </Link>
            }
            onSaved={() => {}}
          />
        </section>
      ) : null}
    </DocumentPage>
  );
}
