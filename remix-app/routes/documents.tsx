import {
  appErrorIn,
  can,
  type DocumentDto,
  type DocumentListDto,
  type DocumentSummaryDto,
  HTTP_STATUS_BY_CODE,
  usesTokenCredits,
} from "@charterly/domain/contract";
import { getDocument, getTokenBalance, listTemplates, PAGE_UPLOADS } from "@charterly/domain/operations";
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { AppShell } from "../components/app-shell";
import { DocumentLibrary } from "../components/documents/document-library";
import { TemplateOnlyDocuments } from "../components/documents/template-only-documents";
import { Notice } from "../components/notice";
import { DOCUMENT_OPERATIONS, documentsAction } from "../lib/document-actions.server";
import { DOCUMENT_INTENTS } from "../lib/document-intents";
import { loadLibraryFirstPage, loadLibraryPages } from "../lib/document-library.server";
import { keepFormOnFailure } from "../lib/keep-form-on-failure";
import { libraryCursorFromParams, libraryFiltersFromParams, rowsOnlyPages } from "../lib/library-filters";
import { requirePageAccess } from "../lib/page-guard.server";
import { keepPageWhenUnanswered } from "../lib/revalidation";
import { readPart } from "../lib/route-errors.server";
import { readActionForm } from "../lib/upload-form.server";

export const meta: MetaFunction = () => [{ title: "Document Library · Charterly" }];

// Signed-in only. Paid tiers get their library (its first page read in-process through the domain;
// "Load more" reads this loader's rows alone, one page more each time, through a fetcher,
// `?more=N`, and without JavaScript it is a link to the library showing the next page,
// `?cursor=…`); freemium companies get the template-only view. The rows' writes are this route's action (one
// intent per form, lib/document-actions.server.ts); after one, Remix reads the page, and the
// fetcher's pages, again: the screen shows what they read.

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user, actor } = requirePageAccess(context);
  if (!can(actor, "library.read")) {
    const templates = await listTemplates(context.domain, actor);
    return { view: "templates" as const, user, templates };
  }

  const params = new URL(request.url).searchParams;
  const filters = libraryFiltersFromParams(params);
  const cursor = libraryCursorFromParams(params);
  const morePages = rowsOnlyPages(params);
  if (morePages !== null) {
    // A refusal is answered, not thrown: thrown, it would replace the library with the error page.
    const read = await loadLibraryPages(context, actor, filters, cursor, morePages);
    const answer = { view: "more" as const, user, ...read, refusal: read.refusal?.message ?? null };
    return read.refusal ? data(answer, { status: HTTP_STATUS_BY_CODE[read.refusal.code] }) : answer;
  }
  const highlight = Number(params.get("highlight"));
  const highlightId = Number.isInteger(highlight) && highlight > 0 ? highlight : null;
  // Pay Per Use: the balance, so approving with none left is refused before a call (spec §5). The
  // document pointed out (?highlight=) is read alongside: shown on top when the rows do not hold it.
  const [shownPage, tokenBalance, highlighted] = await Promise.all([
    laterPageOr(loadLibraryFirstPage(context, actor, filters, cursor)),
    usesTokenCredits(actor.tier) ? getTokenBalance(context.domain, actor) : null,
    highlightId !== null ? readPart(getDocument(context.domain, actor, highlightId)) : null,
  ]);
  // A later page the domain cannot read (an old link): the first page, and why.
  const firstPage = shownPage.ok ? shownPage.page : await loadLibraryFirstPage(context, actor, filters);
  return {
    view: "documents" as const,
    user,
    filters,
    firstPage,
    laterPage: shownPage.ok && cursor !== undefined,
    pageRefusal: shownPage.ok ? null : shownPage.refusal,
    tokenBalance: tokenBalance?.balance ?? null,
    importRequested: params.get("import") === "1",
    highlightId,
    // One that cannot be opened (another company's, deleted) is said so.
    highlighted: highlighted?.ok ? toSummary(highlighted.data) : null,
  };
}

/** The page read, or the domain's refusal of its cursor; anything else is thrown on. */
async function laterPageOr(read: Promise<DocumentListDto>) {
  try {
    return { ok: true as const, page: await read };
  } catch (error) {
    const refusal = appErrorIn(error);
    if (!refusal) throw error;
    return { ok: false as const, refusal: refusal.message };
  }
}

/** A document as the library lists it (without its content). */
const toSummary = ({ content: _content, ...summary }: DocumentDto) => summary as DocumentSummaryDto;

export async function action({ request, context }: ActionFunctionArgs) {
  const session = requirePageAccess(context);
  // A multipart form ('Import Documents', from here and from the Admin Panel's Documents tab: one
  // file a fetcher submission, or several in the form used without JavaScript) is counted against
  // the API's `upload` limit, then read with the import's limits, before anything else.
  const read = await readActionForm(context, request, {
    // The upload limits the Worker applies to this page before it reads the body (one table).
    limits: PAGE_UPLOADS.documentImport.limits,
    intent: DOCUMENT_INTENTS.importDocument,
    operationId: DOCUMENT_OPERATIONS[DOCUMENT_INTENTS.importDocument],
  });
  if (!read.ok) return read.answer;
  return documentsAction(context, session, read.form);
}

export const clientAction = keepFormOnFailure;

export const shouldRevalidate = keepPageWhenUnanswered;

export default function DocumentLibraryRoute() {
  const data = useLoaderData<typeof loader>();
  if (data.view === "templates") return <TemplateOnlyDocuments user={data.user} templates={data.templates} />;
  // The rows-only address opened as a page (it is what "Load more" reads): the library is elsewhere.
  if (data.view === "more")
    return (
      <AppShell user={data.user}>
        <Notice tone="info" title="Document Library">
          <Link to="/documents">Open the Document Library</Link>
        </Notice>
      </AppShell>
    );
  return (
    <DocumentLibrary
      user={data.user}
      filters={data.filters}
      firstPage={data.firstPage}
      laterPage={data.laterPage}
      pageRefusal={data.pageRefusal}
      tokenBalance={data.tokenBalance}
      importRequested={data.importRequested}
      highlightId={data.highlightId}
      highlighted={data.highlighted}
    />
  );
}
