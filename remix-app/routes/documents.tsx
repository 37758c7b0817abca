import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { createDomainContext } from "../../worker/db/client";
import { listTemplates } from "../../worker/domain/templates/list-templates";
import { getTokenBalance } from "../../worker/domain/tokens/get-token-balance";
import { DocumentLibrary } from "../components/documents/document-library";
import { TemplateOnlyDocuments } from "../components/documents/template-only-documents";
import { hasDocumentLibrary, loadLibraryFirstPage } from "../lib/document-library.server";
import { libraryFiltersFromParams } from "../lib/library-filters";
import { requirePageAccess } from "../lib/page-guard.server";
import { usesTokenCredits } from "../lib/plan-features";

export const meta: MetaFunction = () => [{ title: "Document Library · Charterly" }];

// Signed-in only. Paid tiers get their library (first page read in-process through the domain,
// further pages from /api/documents); freemium companies get the template-only view.

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user, actor } = await requirePageAccess(request, context, "signedIn");
  if (!hasDocumentLibrary(actor)) {
    const templates = await listTemplates(createDomainContext(context.cloudflare.env), actor);
    return { view: "templates" as const, user, templates };
  }

  const params = new URL(request.url).searchParams;
  const filters = libraryFiltersFromParams(params);
  // Pay Per Use: the balance, so approving with none left is refused before a call (spec §5).
  const [firstPage, tokenBalance] = await Promise.all([
    loadLibraryFirstPage(context, actor, filters),
    usesTokenCredits(actor.tier) ? getTokenBalance(createDomainContext(context.cloudflare.env), actor) : null,
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
