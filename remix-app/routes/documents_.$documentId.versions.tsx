import { getDocument, listDocumentVersions } from "@charterly/domain/operations";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { buttonStyles, cardStyles } from "../components/button-styles";
import { RestoreIcon } from "../components/documents/document-icons";
import { DocumentPage } from "../components/documents/document-page";
import { RESTORE_FAILED, VersionList } from "../components/documents/version-list";
import { Notice } from "../components/notice";
import { versionsAction } from "../lib/document-actions.server";
import { DOCUMENT_INTENTS, type RestoreOutcome, restoredText } from "../lib/document-intents";
import { documentPageRead } from "../lib/document-page.server";
import type { FormResult } from "../lib/form-result";
import { idParam } from "../lib/id-param.server";
import { keepFormOnFailure } from "../lib/keep-form-on-failure";
import { requirePageAccess } from "../lib/page-guard.server";
import { keepPageWhenUnanswered } from "../lib/revalidation";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `Version History · ${data?.read?.document.title ?? "Document"} · Charterly` },
];

// A document's versions as a page of their own (/documents/:id/versions): the document and its
// versions read in-process together for the signed-in person (library.read; a document that is not
// the company's is 404). The library's Version History dialog loads this route with a fetcher;
// without JavaScript a row's "Version History" link opens the page. Restore is this route's action
// (asked first: lib/document-actions.server.ts, versionsAction).

export async function loader({ params, context }: LoaderFunctionArgs) {
  const { user, actor } = requirePageAccess(context);
  const documentId = idParam(params.documentId);
  const read = Promise.all([
    getDocument(context.domain, actor, documentId),
    listDocumentVersions(context.domain, actor, documentId),
  ]).then(([{ id, title, version, status }, versions]) => ({
    document: { id, title, version, status },
    versions,
  }));
  return documentPageRead(user, read);
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const session = requirePageAccess(context);
  return versionsAction(context, session, idParam(params.documentId), await request.formData());
}

export const clientAction = keepFormOnFailure;

export const shouldRevalidate = keepPageWhenUnanswered;

export default function DocumentVersionsRoute() {
  const { user, read, refusal } = useLoaderData<typeof loader>();
  const answer = useActionData<FormResult<RestoreOutcome>>();
  const asked = answer?.ok && answer.value.kind === "asked" ? answer.value : null;
  const current = read?.versions[0]?.version ?? read?.document.version;
  return (
    <DocumentPage
      user={user}
      documentId={read?.document.id}
      heading="Version History"
      title={read?.document.title}
      refusal={refusal}
      refusalTitle="Could not load the versions"
    >
      {read ? (
        <section aria-label="Version History" className={`${cardStyles} space-y-4 p-4 sm:p-5`}>
          {answer && !answer.ok ? (
            <Notice tone="error" title={RESTORE_FAILED}>
              {answer.message}
            </Notice>
          ) : answer?.ok && answer.value.kind === "restored" ? (
            <Notice tone="success" title="Version Restored">
              {restoredText(answer.value)}
            </Notice>
          ) : null}
          {asked ? (
            <Form
              method="post"
              className="space-y-3 rounded-lg border border-amber-300 p-4 dark:border-amber-800"
            >
              <p className="font-medium">Restore Version</p>
              <p className="text-sm">
                {`Restore version ${asked.versionNumber} of “${read.document.title}”? Its title and content become a new version; nothing is lost.`}
              </p>
              <RestoreFields
                versionId={asked.versionId}
                versionNumber={asked.versionNumber}
                current={current}
              />
              <input type="hidden" name="confirmed" value="yes" />
              <div className="flex gap-2">
                <button type="submit" className={buttonStyles.primary}>
                  Restore
                </button>
                <Link to="." className={buttonStyles.secondary}>
                  Cancel
                </Link>
              </div>
            </Form>
          ) : null}
          <VersionList
            versions={read.versions}
            restore={(version) => (
              <Form method="post">
                <RestoreFields versionId={version.id} versionNumber={version.version} current={current} />
                <button
                  type="submit"
                  className={`${buttonStyles.secondary} px-3 py-1.5`}
                  aria-label={`Restore version ${version.version}`}
                >
                  <RestoreIcon />
                  Restore
                </button>
              </Form>
            )}
          />
        </section>
      ) : null}
    </DocumentPage>
  );
}

/** A Restore form's fields: the version to restore, and the version shown as current. */
function RestoreFields({
  versionId,
  versionNumber,
  current,
}: {
  versionId: number;
  versionNumber: number;
  current: number | undefined;
}) {
  return (
    <>
      <input type="hidden" name="intent" value={DOCUMENT_INTENTS.restoreVersion} />
      <input type="hidden" name="versionId" value={versionId} />
      <input type="hidden" name="versionNumber" value={versionNumber} />
      {current !== undefined ? <input type="hidden" name="version" value={current} /> : null}
    </>
  );
}
