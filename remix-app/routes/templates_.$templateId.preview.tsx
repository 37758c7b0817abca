import { type CurrentUser, can } from "@charterly/domain/contract";
import { getTemplateContent } from "@charterly/domain/operations";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { isRouteErrorResponse, Link, useLoaderData, useRouteError } from "@remix-run/react";
import type { ReactNode } from "react";
import { AppShell } from "../components/app-shell";
import { buttonStyles, cardStyles } from "../components/button-styles";
import { Glyph } from "../components/icon-sprite";
import { Notice } from "../components/notice";
import { SignedOutPage } from "../components/signed-out-page";
import { CategoryBadge } from "../components/templates/category-badge";
import { TemplateText } from "../components/templates/template-preview-dialog";
import { BackLinkHeading } from "../components/ui/back-link-heading";
import { documentPageRead } from "../lib/document-page.server";
import { idParam } from "../lib/id-param.server";
import { requirePageAccess } from "../lib/page-guard.server";
import { keepPageWhenUnanswered } from "../lib/revalidation";
import { useSignedInUser } from "../lib/root-data";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.read?.name ?? "Template"} · Charterly` },
];

// A template's full text as a page of its own (/templates/:id/preview): what a card's Preview
// links to before the page's JavaScript runs, and what the Template Library's preview dialog loads
// with a fetcher once it does. The loader reads in-process for the signed-in person with the
// operation the API's GET /api/templates/:id/content calls (`getTemplateContent`: every signed-in
// plan reads every template; a template gone is 404); a refusal is answered with its status and
// message, not thrown, so the dialog can say it in place of the library.

export async function loader({ params, context }: LoaderFunctionArgs) {
  const { user, actor } = requirePageAccess(context);
  const templateId = idParam(params.templateId);
  const read = getTemplateContent(context.domain, actor, templateId).then((template) => ({
    id: templateId,
    ...template,
  }));
  return documentPageRead(user, read);
}

export const shouldRevalidate = keepPageWhenUnanswered;

export default function TemplatePreviewRoute() {
  const { user, read, refusal } = useLoaderData<typeof loader>();
  return (
    <TemplatePage user={user} heading={read?.name ?? "Template preview"} description={read?.description}>
      {refusal !== null ? (
        <Notice tone="error" title="Preview Failed">
          {refusal}
        </Notice>
      ) : read ? (
        <section aria-label="Template" className={`${cardStyles} space-y-4 p-4 sm:p-5`}>
          <CategoryBadge category={read.category} />
          <TemplateText text={read.content} />
          <div className="flex flex-wrap gap-2">
            {can(user, "template.customize") ? (
              <Link to={`/generate?template=${read.id}`} className={buttonStyles.secondary}>
                <Glyph name="pencil" className="size-4" />
                Customize Template
              </Link>
            ) : null}
            {/* A plain POST to the API's download: the browser saves the PDF, with or without JavaScript. */}
            <form method="post" action={`/api/templates/${read.id}/download`}>
              <button type="submit" className={buttonStyles.primary}>
                <Glyph name="download" className="size-4" />
                Download PDF
              </button>
            </form>
          </div>
        </section>
      ) : null}
    </TemplatePage>
  );
}

function TemplatePage({
  user,
  heading,
  description,
  children,
}: {
  user: CurrentUser;
  heading: string;
  description?: string | null;
  children: ReactNode;
}) {
  return (
    <AppShell user={user}>
      <div className="space-y-6">
        <BackLinkHeading
          to="/templates"
          back="Policy Template Library"
          heading={heading}
          subtitle={description}
        />
        {children}
        <Link to="/templates" className={buttonStyles.secondary}>
          Back to the Template Library
        </Link>
      </div>
    </AppShell>
  );
}

/** What the loader could not answer (the database failing…): which read failed and what to do. */
export function ErrorBoundary() {
  const error = useRouteError();
  const user = useSignedInUser();
  if (!user || (isRouteErrorResponse(error) && error.status === 401)) return <SignedOutPage />;
  const message = isRouteErrorResponse(error)
    ? (error.data as { message?: unknown } | null)?.message
    : undefined;
  return (
    <TemplatePage user={user} heading="Template preview">
      <Notice tone="error" title="Preview Failed">
        Failed to load template content.{" "}
        {typeof message === "string" && message.trim() !== ""
          ? message
          : "Please try again in a moment. If it keeps failing, contact support."}
      </Notice>
    </TemplatePage>
  );
}
