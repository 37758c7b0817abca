import { compareVersionsBody } from "@charterly/domain/contract";
import { compareDocumentVersions, getDocument, listDocumentVersions } from "@charterly/domain/operations";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, useLoaderData } from "@remix-run/react";
import { cardStyles } from "../components/button-styles";
import { CompareVersions } from "../components/documents/compare-versions";
import { DocumentPage } from "../components/documents/document-page";
import { documentPageRead } from "../lib/document-page.server";
import { idParam } from "../lib/id-param.server";
import { requirePageAccess } from "../lib/page-guard.server";
import { keepPageWhenUnanswered } from "../lib/revalidation";
import { readPart } from "../lib/route-errors.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `Compare Versions · ${data?.read?.document.title ?? "Document"} · Charterly` },
];

// Compare Versions as a page of its own (/documents/:id/compare?from=<versionId>&to=<versionId>):
// the document's versions for the two selects (a GET form) and, once two are chosen, what changed
// between them — read in-process together for the signed-in person (library.read; a document that
// is not the company's is 404). The library's dialog loads the same address with a fetcher.

/** Said when the choice cannot be compared (with JavaScript, before asking). */
const SELECT_TWO = "Select two versions to compare.";
const CHOOSE_DIFFERENT = "Choose two different versions.";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { user, actor } = requirePageAccess(context);
  const documentId = idParam(params.documentId);
  const query = new URL(request.url).searchParams;
  const from = query.get("from") ?? "";
  const to = query.get("to") ?? "";
  const asked = query.has("from") || query.has("to");
  const choice = compareVersionsBody.safeParse({ versionId1: Number(from), versionId2: Number(to) });
  const comparable = choice.success && choice.data.versionId1 !== choice.data.versionId2;
  const choiceError = !asked || comparable ? null : choice.success ? CHOOSE_DIFFERENT : SELECT_TWO;
  const read = Promise.all([
    getDocument(context.domain, actor, documentId),
    listDocumentVersions(context.domain, actor, documentId),
    // Together with the versions (no second round trip); checked against them below.
    comparable && choice.success
      ? readPart(
          compareDocumentVersions(context.domain, actor, choice.data.versionId1, choice.data.versionId2),
        )
      : null,
  ]).then(([{ id, title }, versions, comparison]) => {
    const ofThisDocument = [from, to].every((v) => versions.some((version) => String(version.id) === v));
    return {
      document: { id, title },
      versions,
      from,
      to,
      choiceError,
      // Only versions of this document are compared here (another's id in the address finds nothing).
      comparison:
        comparison && !ofThisDocument
          ? { ok: false as const, status: 404, message: "The requested version was not found." }
          : comparison,
    };
  });
  return documentPageRead(user, read);
}

export const shouldRevalidate = keepPageWhenUnanswered;

export default function DocumentCompareRoute() {
  const { user, read, refusal } = useLoaderData<typeof loader>();
  return (
    <DocumentPage
      user={user}
      documentId={read?.document.id}
      heading="Compare Versions"
      title={read?.document.title}
      refusal={refusal}
      refusalTitle="Could not load the versions"
    >
      {read ? (
        <section aria-label="Compare Versions" className={`${cardStyles} p-4 sm:p-5`}>
          <CompareVersions key={`${read.from}-${read.to}`} read={read} FormElement={Form} comparing={false} />
        </section>
      ) : null}
    </DocumentPage>
  );
}
