import { appErrorIn, HTTP_STATUS_BY_CODE } from "@charterly/domain/contract";
import { getDocumentDiscussion } from "@charterly/domain/operations";
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { cardStyles } from "../components/button-styles";
import { AddCommentForm } from "../components/documents/add-comment-form";
import { COMMENT_ROW_INTENTS, type CommentRowResult } from "../components/documents/comment-item";
import { CommentList } from "../components/documents/comment-list";
import { DocumentPage } from "../components/documents/document-page";
import { Notice } from "../components/notice";
import { commentsAction } from "../lib/document-actions.server";
import { DOCUMENT_INTENTS } from "../lib/document-intents";
import { idParam } from "../lib/id-param.server";
import { keepFormOnFailure } from "../lib/keep-form-on-failure";
import { requirePageAccess } from "../lib/page-guard.server";
import { keepPageWhenUnanswered } from "../lib/revalidation";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `Comments · ${data?.discussion?.document.title ?? "Document"} · Charterly` },
];

// A document's comments as a page of their own (/documents/:id/comments): the list and the add
// form, read in-process for the signed-in person (library.read; a document that is not theirs is
// 404). Its action adds a comment and resolves, reopens or deletes one (intents,
// lib/document-actions.server.ts). The library's Comments dialog loads this route with a fetcher
// and posts to its action; a browser without JavaScript follows the row's Comments link here and
// posts the forms.

export async function loader({ params, context }: LoaderFunctionArgs) {
  const { user, actor } = requirePageAccess(context);
  try {
    const discussion = await getDocumentDiscussion(context.domain, actor, idParam(params.documentId));
    return { user, discussion, refusal: null };
  } catch (error) {
    // Answered, not thrown: the library's dialog (a fetcher) says it in place of the list, where a
    // thrown answer would replace the whole library with an error page; the page says it too.
    const refusal = appErrorIn(error);
    if (!refusal) throw error;
    return data(
      { user, discussion: null, refusal: refusal.message },
      { status: HTTP_STATUS_BY_CODE[refusal.code] },
    );
  }
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const session = requirePageAccess(context);
  return commentsAction(context, session, idParam(params.documentId), await request.formData());
}

export const clientAction = keepFormOnFailure;

export const shouldRevalidate = keepPageWhenUnanswered;

export default function DocumentCommentsRoute() {
  const { user, discussion, refusal } = useLoaderData<typeof loader>();
  // A comment's resolve, reopen or delete posted without JavaScript: its answer, above the list.
  const posted = useActionData<CommentRowResult>();
  const rowAnswer = rowResultOf(posted);
  return (
    <DocumentPage
      user={user}
      documentId={discussion?.document.id}
      heading="Comments"
      title={discussion?.document.title}
      refusal={refusal}
      refusalTitle="Could not load the comments"
    >
      {discussion ? (
        <section aria-label="Comments" className={`${cardStyles} space-y-5 p-4 sm:p-5`}>
          {rowAnswer ? (
            <Notice tone={rowAnswer.ok ? "success" : "error"} title={rowAnswer.title}>
              {rowAnswer.text}
            </Notice>
          ) : null}
          <CommentList
            comments={discussion.comments}
            documentId={discussion.document.id}
            currentUserId={user.id}
          />
          <div className="border-t border-slate-200 pt-4 dark:border-slate-800">
            <AddCommentForm documentId={discussion.document.id} />
          </div>
        </section>
      ) : null}
    </DocumentPage>
  );
}

const ROW_DONE: Record<string, string> = {
  [DOCUMENT_INTENTS.resolveComment]: "The comment is resolved.",
  [DOCUMENT_INTENTS.reopenComment]: "The comment is open again.",
  [DOCUMENT_INTENTS.deleteComment]: "The comment was deleted.",
};

/** What a comment's form posted without JavaScript came to (with JavaScript its fetcher says it). */
function rowResultOf(result: CommentRowResult | undefined) {
  if (!result || !(COMMENT_ROW_INTENTS as readonly string[]).includes(result.intent)) return null;
  if (result.ok) return { ok: true, title: undefined, text: ROW_DONE[result.intent] };
  const title =
    result.intent === DOCUMENT_INTENTS.deleteComment
      ? "Failed to Delete Comment"
      : "Failed to Update Comment";
  return { ok: false, title, text: result.message };
}
