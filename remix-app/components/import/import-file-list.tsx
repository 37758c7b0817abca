import { Badge, type BadgeTone } from "../badges";
import { CategoryBadge } from "../documents/document-badges";
import { CloseIcon } from "../icons";
import type { ProgressTone } from "../ui/progress-bar";
import { ProgressBar } from "../ui/progress-bar";
import { formatFileSize } from "./import-file-checks";
import type { ImportItem, ImportStatus } from "./use-bulk-import";

const STATUS: Record<ImportStatus, { label: string; badge: BadgeTone; bar: ProgressTone }> = {
  pending: { label: "Pending", badge: "slate", bar: "slate" },
  processing: { label: "Processing", badge: "indigo", bar: "indigo" },
  completed: { label: "Completed", badge: "emerald", bar: "emerald" },
  error: { label: "Error", badge: "red", bar: "red" },
};

/** The files to import, each with its state, progress and outcome. */
export function ImportFileList({ items, onRemove }: { items: ImportItem[]; onRemove: (id: number) => void }) {
  if (items.length === 0) return null;
  return (
    <ul
      aria-label="Files to import"
      className="divide-y divide-slate-200 rounded-md border border-slate-200 dark:divide-slate-800 dark:border-slate-800"
    >
      {items.map((item) => {
        const status = STATUS[item.status];
        return (
          <li key={item.id} className="space-y-2 p-3">
            <div className="flex items-start gap-3">
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium" title={item.file.name}>
                  {item.file.name}
                </p>
                <p className="mt-0.5 flex items-center gap-2 text-xs text-slate-600 dark:text-slate-400">
                  {formatFileSize(item.file.size)}
                  <Badge tone={status.badge}>{status.label}</Badge>
                </p>
              </div>
              {item.status === "pending" ? (
                <button
                  type="button"
                  onClick={() => onRemove(item.id)}
                  aria-label={`Remove ${item.file.name}`}
                  className="rounded-md p-1 text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white"
                >
                  <CloseIcon className="size-4" />
                </button>
              ) : null}
            </div>
            <ProgressBar
              value={item.progress}
              label={`Import progress for ${item.file.name}`}
              valueText={`${item.progress}% (${status.label})`}
              tone={status.bar}
            />
            {item.result ? (
              <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
                Imported as “{item.result.title}”
                <CategoryBadge category={item.result.category} />
              </p>
            ) : null}
            {item.error ? (
              <p className="text-sm font-medium text-red-700 dark:text-red-300">{item.error}</p>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
