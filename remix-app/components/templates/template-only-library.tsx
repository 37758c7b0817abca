import { useMemo, useState } from "react";
import { cardStyles } from "../button-styles";
import { Notice } from "../notice";
import { CategoryBadge } from "./category-badge";
import { DownloadPdfButton } from "./download-button";
import { filterTemplates, templateCountText } from "./filter-templates";
import { TemplateSearchField } from "./template-search-field";
import type { TemplateSummary } from "./types";
import { useTemplateDownload } from "./use-template-download";

export interface TemplateOnlyLibraryProps {
  /** Every template the person may see, as `GET /api/templates` lists them. */
  templates: readonly TemplateSummary[];
}

const headerCell =
  "whitespace-nowrap px-4 py-3 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400";

/**
 * The Document Library for freemium users (spec §2): the template library as a searchable table
 * with a PDF download per template, every template whatever plan it names (generating from one is
 * what a plan decides). Rendered by the /documents route.
 */
export function TemplateOnlyLibrary({ templates }: TemplateOnlyLibraryProps) {
  const [search, setSearch] = useState("");
  const shown = useMemo(() => filterTemplates(templates, { search, category: "all" }), [templates, search]);
  const downloads = useTemplateDownload();

  return (
    <div className="space-y-4">
      <Notice tone="info" title="You're viewing templates only">
        Your plan includes the template library: download any template as a PDF. Upgrade to store, version and
        manage your company's own documents.
      </Notice>

      <search aria-label="Templates">
        <TemplateSearchField value={search} onChange={setSearch} className="sm:max-w-sm" />
      </search>
      <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
        {templateCountText(shown.length, templates.length, search.trim() !== "")}
      </p>

      {/* `relative` keeps the sr-only caption and the buttons' sr-only "for <template>" inside the
          scrolling card: unpositioned, they were placed past it and the page scrolled sideways on
          phones. */}
      <div className={`${cardStyles} relative overflow-x-auto`}>
        <table className="w-full min-w-[36rem] text-sm">
          <caption className="sr-only">Templates</caption>
          <thead className="border-b border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-950/40">
            <tr>
              <th scope="col" className={headerCell}>
                Template
              </th>
              <th scope="col" className={headerCell}>
                Category
              </th>
              <th scope="col" className={`${headerCell} text-right`}>
                Usage Count
              </th>
              <th scope="col" className={`${headerCell} text-right`}>
                Actions
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
            {shown.map((template) => (
              <tr key={template.id}>
                <th scope="row" className="min-w-56 px-4 py-3 text-left align-top font-normal">
                  <span className="block font-medium text-slate-900 dark:text-slate-100">
                    {template.name}
                  </span>
                  {template.description ? (
                    <span className="mt-0.5 block text-slate-600 dark:text-slate-400">
                      {template.description}
                    </span>
                  ) : null}
                </th>
                <td className="px-4 py-3 align-top">
                  <CategoryBadge category={template.category} />
                </td>
                <td className="px-4 py-3 text-right align-top tabular-nums">
                  {template.usageCount.toLocaleString("en-US")}
                </td>
                <td className="px-4 py-3 text-right align-top">
                  <DownloadPdfButton
                    variant="secondary"
                    className="px-3 py-1.5"
                    templateName={template.name}
                    pending={downloads.isDownloading(template.id)}
                    onClick={() => downloads.download(template)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {shown.length === 0 ? (
          <p className="px-4 py-10 text-center text-slate-600 dark:text-slate-400">
            {templates.length === 0 ? "No templates found" : "No templates match your search."}
          </p>
        ) : null}
      </div>
    </div>
  );
}
