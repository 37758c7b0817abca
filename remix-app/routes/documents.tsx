import { can, usesTokenCredits } from "@charterly/domain/contract";
import { getTokenBalance, listTemplates } from "@charterly/domain/operations";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { DocumentLibrary } from "../components/documents/document-library";
import { TemplateOnlyDocuments } from "../components/documents/template-only-documents";
import { documentsAction } from "../lib/document-actions.server";
import { loadLibraryFirstPage } from "../lib/document-library.server";
import { libraryFiltersFromParams } from "../lib/library-filters";
import { requirePageAccess } from "../lib/page-guard.server";

export const meta: MetaFunction = () => [{ title: "Document Library · Charterly" }];

// Signed-in only. Paid tiers get their library (first page read in-process through the domain,
// further pages from /api/documents); freemium companies get the template-only view. A row's status
// change is this route's action (intent change-status, lib/document-actions.server.ts); after it,
// Remix reads the page again.

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user, actor } = requirePageAccess(context);
  if (!can(actor, "library.read")) {
    const templates = await listTemplates(context.domain, actor);
    return { view: "templates" as const, user, templates };
  }

  const params = new URL(request.url).searchParams;
  const filters = libraryFiltersFromParams(params);
  // Pay Per Use: the balance, so approving with none left is refused before a call (spec §5).
  const [firstPage, tokenBalance] = await Promise.all([
    loadLibraryFirstPage(context, actor, filters),
    usesTokenCredits(actor.tier) ? getTokenBalance(context.domain, actor) : null,
  ]);
  const highlight = Number(params.get("highlight"));
  return {
    view: "documents" as const,
    user,
    filters,
    firstPage,
    tokenBalance: tokenBalance?.balance ?? null,
    importRequested: params.get("import") === "1",
    highlightId: Number.isInteger(highlight) && highlight > 0 ? highlight : null,
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  return documentsAction(context, requirePageAccess(context), await request.formData());
}

export default function DocumentLibraryRoute() {
  const data = useLoaderData<typeof loader>();
  if (data.view === "templates") return <TemplateOnlyDocuments user={data.user} templates={data.templates} />;
  return (
    <DocumentLibrary
      user={data.user}
      filters={data.filters}
      firstPage={data.firstPage}
      tokenBalance={data.tokenBalance}
      importRequested={data.importRequested}
      highlightId={data.highlightId}
    />
  );
}
