import { getDocument, getMyAcknowledgement } from "@charterly/domain/operations";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { PreviewAcknowledgement } from "../components/acknowledgements/preview-acknowledgement";
import { cardStyles } from "../components/button-styles";
import { DocumentContent } from "../components/documents/document-content";
import { DocumentMetaLine } from "../components/documents/document-meta-line";
import { DocumentPage } from "../components/documents/document-page";
import { documentPageRead } from "../lib/document-page.server";
import { idParam } from "../lib/id-param.server";
import { requirePageAccess } from "../lib/page-guard.server";
import { MAX_QUOTE_LENGTH } from "../lib/quote-highlight";
import { keepPageWhenUnanswered } from "../lib/revalidation";
import { readPart } from "../lib/route-errors.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.read?.document.title ?? "Document"} · Charterly` },
];

// A document's text as a page of its own (/documents/:id/preview): the document, and where the
// signed-in person stands with its version in force ('I have read this'), read in-process together
// (library.read; a document that is not the company's is 404). The preview dialog (the library, the
// dashboard's 'To read' and pending approvals) loads this route with a fetcher. 'I have read this'
// posts to the dashboard's action (intent acknowledge), after which Remix reads this route again.

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { user, actor } = requirePageAccess(context);
  const documentId = idParam(params.documentId);
  // An assistant citation's sentence, to be marked (`?quote=`, components/documents/document-content.tsx).
  const quote = new URL(request.url).searchParams.get("quote")?.slice(0, MAX_QUOTE_LENGTH) || null;
  const read = Promise.all([
    getDocument(context.domain, actor, documentId),
    // Not everyone acknowledges (a plan or role without it): then the preview offers nothing.
    readPart(getMyAcknowledgement(context.domain, actor, documentId)),
  ]).then(([document, mine]) => ({ document, mine: mine.ok ? mine.data : null, quote }));
  return documentPageRead(user, read);
}

export const shouldRevalidate = keepPageWhenUnanswered;

export default function DocumentPreviewRoute() {
  const { user, read, refusal } = useLoaderData<typeof loader>();
  return (
    <DocumentPage
      user={user}
      documentId={read?.document.id}
      heading={read?.document.title ?? "Document"}
      title={undefined}
      refusal={refusal}
      refusalTitle="Preview Failed"
    >
      {read ? (
        <section aria-label="Document" className={`${cardStyles} space-y-4 p-4 sm:p-5`}>
          <DocumentMetaLine document={read.document} />
          <DocumentContent content={read.document.content} quote={read.quote} />
          <div className="flex">
            <PreviewAcknowledgement document={read.document} mine={read.mine} />
          </div>
        </section>
      ) : null}
    </DocumentPage>
  );
}
