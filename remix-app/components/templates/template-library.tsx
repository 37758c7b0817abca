import { type CurrentUser, can, mayViewTemplate } from "@charterly/domain/contract";
import { useMemo, useState } from "react";
import { buttonStyles } from "../button-styles";
import {
  filterTemplates,
  isFiltering,
  NO_FILTER,
  type TemplateFilter,
  templateCountText,
} from "./filter-templates";
import { TemplateCard, type TemplateCardActions } from "./template-card";
import { TemplateEmptyState } from "./template-empty-state";
import { TemplateFilters } from "./template-filters";
import { TemplatePreviewDialog } from "./template-preview-dialog";
import type { TemplateSummary } from "./types";
import { useTemplateDownload } from "./use-template-download";
import { templatePreviewHref, useTemplatePreview } from "./use-template-preview";

interface TemplateLibraryProps {
  templates: readonly TemplateSummary[];
  /** Null for signed-out visitors: teaser cards, no preview or download. */
  user: CurrentUser | null;
}

/** The filterable card grid of /templates, with the preview dialog for signed-in visitors. */
export function TemplateLibrary({ templates, user }: TemplateLibraryProps) {
  const [filter, setFilter] = useState<TemplateFilter>(NO_FILTER);
  const shown = useMemo(() => filterTemplates(templates, filter), [templates, filter]);
  const preview = useTemplatePreview();
  const downloads = useTemplateDownload();
  const canCustomize = can(user, "template.customize");
  const previewed = templates.find((template) => template.id === preview.openId) ?? null;
  // Every signed-in plan opens and downloads every template; the plan decides Customize or Download PDF.
  const actionsFor = (template: TemplateSummary): TemplateCardActions | null => {
    if (!user || !mayViewTemplate(user.subscriptionTier)) return null;
    return {
      canCustomize,
      downloading: downloads.isDownloading(template.id),
      previewHref: templatePreviewHref(template.id),
      onPreview: () => preview.open(template.id),
      onDownload: () => downloads.download(template),
    };
  };

  if (templates.length === 0) {
    return (
      <TemplateEmptyState
        hint={user ? "Templates will appear here once they're created." : "Please sign up to view templates."}
      />
    );
  }

  return (
    <section aria-labelledby="template-list-heading" className="space-y-4">
      <h2 id="template-list-heading" className="sr-only">
        Templates
      </h2>
      <TemplateFilters filter={filter} onChange={setFilter} />
      <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
        {templateCountText(shown.length, templates.length, isFiltering(filter))}
      </p>

      {shown.length === 0 ? (
        <TemplateEmptyState
          hint="No templates match your search. Try other words or another category."
          action={
            <button type="button" className={buttonStyles.secondary} onClick={() => setFilter(NO_FILTER)}>
              Clear filters
            </button>
          }
        />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((template) => (
            <li key={template.id}>
              <TemplateCard template={template} actions={actionsFor(template)} />
            </li>
          ))}
        </ul>
      )}

      {user ? (
        <TemplatePreviewDialog
          template={previewed}
          content={previewed ? preview.content : undefined}
          canCustomize={canCustomize}
          downloading={previewed ? downloads.isDownloading(previewed.id) : false}
          onDownload={() => previewed && downloads.download(previewed)}
          onClose={preview.close}
        />
      ) : null}
    </section>
  );
}
