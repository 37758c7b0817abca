import type { CurrentUser, TemplateSummaryDto } from "@charterly/domain/contract";
import { AppShell } from "../app-shell";
import { TemplateOnlyLibrary } from "../templates/template-only-library";

/** /documents for freemium companies: the template-only view (spec §2), loaded by the route's loader. */
export function TemplateOnlyDocuments({
  user,
  templates,
}: {
  user: CurrentUser;
  templates: TemplateSummaryDto[];
}) {
  return (
    <AppShell user={user}>
      <div className="space-y-6">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Document Library</h1>
          <p className="mt-1 text-slate-600 dark:text-slate-400">Policy templates you can download as PDF.</p>
        </div>
        <TemplateOnlyLibrary templates={templates} />
      </div>
    </AppShell>
  );
}
