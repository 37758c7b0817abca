import { getDocument } from "@charterly/domain/operations";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useFetcher, useLoaderData } from "@remix-run/react";
import { buttonStyles, cardStyles } from "../components/button-styles";
import { EditForm, type EditResult } from "../components/documents/document-edit-form";
import { DocumentPage } from "../components/documents/document-page";
import { Notice } from "../components/notice";
import { editAction } from "../lib/document-actions.server";
import { documentPageRead } from "../lib/document-page.server";
import { idParam } from "../lib/id-param.server";
import { keepFormOnFailure } from "../lib/keep-form-on-failure";
import { requirePageAccess } from "../lib/page-guard.server";
import { keepPageWhenUnanswered } from "../lib/revalidation";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `Edit Document · ${data?.read?.title ?? "Document"} · Charterly` },
];

// Editing a document as a page of its own (/documents/:id/edit): its full text read in-process for
// the signed-in person (library.read; a document that is not the company's is 404), and the form
// posted to this route's action (intent edit-document: library.write, the version it opened, so a
// document changed meanwhile is the domain's 409). The library's Edit dialog loads this route with
// a fetcher and posts to the same action.

export async function loader({ params, context }: LoaderFunctionArgs) {
  const { user, actor } = requirePageAccess(context);
  const read = getDocument(context.domain, actor, idParam(params.documentId)).then(
    ({ id, title, description, content, version, status }) => ({
      id,
      title,
      description,
      content,
      version,
      status,
    }),
  );
  return documentPageRead(user, read);
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const session = requirePageAccess(context);
  return editAction(context, session, idParam(params.documentId), await request.formData());
}

export const clientAction = keepFormOnFailure;

export const shouldRevalidate = keepPageWhenUnanswered;

export default function DocumentEditRoute() {
  const { user, read, refusal } = useLoaderData<typeof loader>();
  const posted = useActionData<EditResult>();
  const fetcher = useFetcher<EditResult>();
  const saved = posted?.ok ? posted.value : null;
  return (
    <DocumentPage
      user={user}
      documentId={read?.id}
      heading="Edit Document"
      title={read ? `Changes to “${read.title}” are saved as a new version.` : undefined}
      refusal={refusal}
      refusalTitle="Could not load the document"
    >
      {read ? (
        <section aria-label="Edit Document" className={`${cardStyles} space-y-4 p-4 sm:p-5`}>
          {saved ? (
            <Notice tone="success" title="Document Updated">
              {`“${saved.title}” was saved as version ${saved.version}.`}
            </Notice>
          ) : null}
          <EditForm
            key={read.version}
            id="edit-document"
            document={read}
            fetcher={fetcher}
            action={`/documents/${read.id}/edit`}
            posted={saved ? undefined : posted}
            onSaved={() => {}}
          >
            <div className="flex gap-2">
              <button type="submit" className={buttonStyles.primary} disabled={fetcher.state !== "idle"}>
                {fetcher.state !== "idle" ? "Saving…" : "Save Changes"}
              </button>
              <Link to="/documents" className={buttonStyles.secondary}>
                Cancel
              </Link>
            </div>
          </EditForm>
        </section>
      ) : null}
    </DocumentPage>
  );
}
