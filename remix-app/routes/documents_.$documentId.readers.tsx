import type { AcknowledgementReminderDto } from "@charterly/domain/contract";
import { getAcknowledgementStatus, getDocument } from "@charterly/domain/operations";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { REMIND_FAILED, ReaderLists, reminderText } from "../components/acknowledgements/reader-lists";
import { buttonStyles, cardStyles } from "../components/button-styles";
import { DocumentPage } from "../components/documents/document-page";
import { ShortDate } from "../components/documents/formatted-date";
import { Notice } from "../components/notice";
import { readersAction } from "../lib/document-actions.server";
import { DOCUMENT_INTENTS } from "../lib/document-intents";
import { documentPageRead } from "../lib/document-page.server";
import type { FormResult } from "../lib/form-result";
import { idParam } from "../lib/id-param.server";
import { keepFormOnFailure } from "../lib/keep-form-on-failure";
import { requirePageAccess } from "../lib/page-guard.server";
import { keepPageWhenUnanswered } from "../lib/revalidation";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `Who has read it · ${data?.read?.title ?? "Document"} · Charterly` },
];

// 'Who has read it' as a page of its own (/documents/:id/readers): for the version in force, who
// acknowledged it and who has not, read in-process for the signed-in person
// (acknowledgements.manage: admins; a document that is not the company's is 404, one not in force
// the domain's refusal). The library's dialog loads this route with a fetcher; without JavaScript
// a row's "Who has read it" link opens the page. 'Send reminder' is this route's action;
// 'Download CSV' is the API's export (a file).

export async function loader({ params, context }: LoaderFunctionArgs) {
  const { user, actor } = requirePageAccess(context);
  const documentId = idParam(params.documentId);
  const read = Promise.all([
    getAcknowledgementStatus(context.domain, actor, documentId),
    getDocument(context.domain, actor, documentId),
  ]).then(([status, document]) => ({ title: document.title, status }));
  return documentPageRead(user, read);
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const session = requirePageAccess(context);
  return readersAction(context, session, idParam(params.documentId), await request.formData());
}

export const clientAction = keepFormOnFailure;

export const shouldRevalidate = keepPageWhenUnanswered;

export default function DocumentReadersRoute() {
  const { user, read, refusal } = useLoaderData<typeof loader>();
  const answer = useActionData<FormResult<AcknowledgementReminderDto>>();
  return (
    <DocumentPage
      user={user}
      documentId={read?.status.documentId}
      heading="Who has read it"
      title={read?.title}
      refusal={refusal}
      refusalTitle="Could Not Load"
    >
      {read ? (
        <section aria-label="Who has read it" className={`${cardStyles} space-y-4 p-4 sm:p-5`}>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Version {read.status.version}, in force since <ShortDate iso={read.status.inForceSince} />
          </p>
          {answer && !answer.ok ? (
            <Notice tone="error" title={REMIND_FAILED}>
              {answer.message}
            </Notice>
          ) : null}
          <ReaderLists status={read.status} note={answer?.ok ? reminderText(answer.value) : null} />
          <div className="flex flex-wrap gap-2">
            <a
              href={`/api/documents/${read.status.documentId}/acknowledgements/export`}
              download
              className={buttonStyles.secondary}
            >
              Download CSV
            </a>
            {read.status.pending.length > 0 ? (
              <Form method="post">
                <input type="hidden" name="intent" value={DOCUMENT_INTENTS.remindReaders} />
                <button type="submit" className={buttonStyles.primary}>
                  Send reminder
                </button>
              </Form>
            ) : null}
          </div>
        </section>
      ) : null}
    </DocumentPage>
  );
}
