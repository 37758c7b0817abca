import type { DocumentSummaryDto } from "@charterly/domain/contract";
import { CategoryBadge, StatusBadge } from "./document-badges";

/** Category, status and version of a document, as the dialogs show them under the title. */
export function DocumentMetaLine({
  document,
}: {
  document: Pick<DocumentSummaryDto, "category" | "status" | "version">;
}) {
  return (
    <span className="flex flex-wrap items-center gap-2">
      <CategoryBadge category={document.category} />
      <StatusBadge status={document.status} />
      <span className="text-xs font-medium text-slate-600 dark:text-slate-400">
        Version {document.version}
      </span>
    </span>
  );
}
