import {
  type Category,
  categoryLabel,
  type KnowledgeBaseEntryDto,
  type KnowledgeDocumentType,
} from "@charterly/domain/contract";
import { useEffect, useId, useState } from "react";
import { useReportFailure } from "../../../lib/report-failure";
import { Badge } from "../../badges";
import { cardStyles, smallButtonStyles } from "../../button-styles";
import { TrashIcon } from "../../documents/document-icons";
import { ShortDate } from "../../documents/formatted-date";
import { SEARCH_DEBOUNCE_MS } from "../../documents/library-filter-bar";
import { useApiResource } from "../../documents/use-api-resource";
import { formatFileSize } from "../../import/import-files";
import { useToast } from "../../toast";
import { FilterSelect } from "../../ui/filter-select";
import { fieldStyles } from "../../ui/form-field";
import { Switch } from "../../ui/switch";
import { useConfirmation } from "../../ui/use-confirmation";
import { CardListStates } from "./card-list-states";
import {
  type KnowledgeListFilters,
  listKnowledgeEntries,
  removeKnowledgeEntry,
  setKnowledgeEntryActive,
} from "./knowledge-api";
import { CategoryOptions, DOCUMENT_TYPE_LABELS, DocumentTypeOptions } from "./knowledge-options";

const REMOVE_FAILED = { title: "Error", description: "Failed to remove document" };
const STATUS_FAILED = {
  title: "Update Failed",
  description: "Failed to update the document's status. Please try again.",
};

const NO_FILTERS: KnowledgeListFilters = { search: "", category: "", documentType: "", status: "all" };

/**
 * The knowledge base's entries with filters (search, category, type, status): each with its file,
 * size, passages, category, type and date; an active switch; and Remove, asked first.
 * `refreshKey` changes when an entry was added elsewhere on the tab.
 */
export function KnowledgeEntryList({ refreshKey }: { refreshKey: number }) {
  const id = useId();
  const { toast } = useToast();
  const reportFailure = useReportFailure();
  const [filters, setFilters] = useState(NO_FILTERS);
  const [typed, setTyped] = useState("");
  const [busyIds, setBusyIds] = useState<ReadonlySet<number>>(new Set());
  const confirmation = useConfirmation();
  const key = `${JSON.stringify(filters)}#${refreshKey}`;
  const entries = useApiResource(key, () => listKnowledgeEntries(filters));

  // Typing pauses before the search runs.
  useEffect(() => {
    if (typed.trim() === filters.search) return;
    const timer = setTimeout(() => setFilters((f) => ({ ...f, search: typed.trim() })), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed, filters.search]);

  const working = async (entryId: number, work: () => Promise<void>) => {
    setBusyIds((ids) => new Set(ids).add(entryId));
    try {
      await work();
    } finally {
      setBusyIds((ids) => {
        const next = new Set(ids);
        next.delete(entryId);
        return next;
      });
    }
  };

  const toggle = (entry: KnowledgeBaseEntryDto) =>
    working(entry.id, async () => {
      try {
        const updated = await setKnowledgeEntryActive(entry.id, !entry.isActive);
        entries.replace((list) => list.map((e) => (e.id === entry.id ? { ...e, ...updated } : e)));
        toast({
          title: updated.isActive ? "Document Activated" : "Document Deactivated",
          description: updated.isActive
            ? `The assistant uses “${entry.title}” again.`
            : `The assistant no longer uses “${entry.title}”.`,
          variant: "success",
        });
      } catch (error) {
        reportFailure(error, STATUS_FAILED);
      }
    });

  const remove = async (entry: KnowledgeBaseEntryDto) => {
    const confirmed = await confirmation.ask({
      title: "Remove Document",
      message: `Remove “${entry.title}” from the knowledge base? The assistant stops using it and its file is deleted. This cannot be undone.`,
      confirmLabel: "Remove",
      destructive: true,
    });
    if (!confirmed) return;
    return working(entry.id, async () => {
      try {
        await removeKnowledgeEntry(entry.id);
        entries.replace((list) => list.filter((e) => e.id !== entry.id));
        toast({
          title: "Document Removed",
          description: `“${entry.title}” was removed.`,
          variant: "success",
        });
      } catch (error) {
        reportFailure(error, REMOVE_FAILED, { serverMessage: false });
      }
    });
  };

  const filtered =
    filters.search !== "" ||
    filters.category !== "" ||
    filters.documentType !== "" ||
    filters.status !== "all";

  return (
    <section aria-labelledby={`${id}-heading`} className={cardStyles}>
      <div className="space-y-4 p-5">
        <h3 id={`${id}-heading`} className="text-lg font-semibold">
          Knowledge Base Documents
        </h3>
        <div className="flex flex-col gap-3 md:flex-row">
          <div className="min-w-0 flex-1">
            <label htmlFor={`${id}-search`} className="sr-only">
              Search the knowledge base documents by title or file name
            </label>
            <input
              id={`${id}-search`}
              type="search"
              value={typed}
              maxLength={200}
              onChange={(event) => setTyped(event.target.value)}
              placeholder="Filter by title or file name…"
              className={fieldStyles}
            />
          </div>
          <div className="grid grid-cols-3 gap-3 md:flex">
            <FilterSelect
              id={`${id}-category`}
              label="Category"
              value={filters.category}
              onChange={(value) => setFilters((f) => ({ ...f, category: value as Category | "" }))}
              className="md:w-40"
            >
              <CategoryOptions any="All categories" />
            </FilterSelect>
            <FilterSelect
              id={`${id}-type`}
              label="Document type"
              value={filters.documentType}
              onChange={(value) =>
                setFilters((f) => ({ ...f, documentType: value as KnowledgeDocumentType | "" }))
              }
              className="md:w-36"
            >
              <DocumentTypeOptions any="All types" />
            </FilterSelect>
            <FilterSelect
              id={`${id}-status`}
              label="Status"
              value={filters.status}
              onChange={(value) =>
                setFilters((f) => ({ ...f, status: value as KnowledgeListFilters["status"] }))
              }
              className="md:w-36"
            >
              <option value="all">All statuses</option>
              <option value="active">Active</option>
              <option value="inactive">Inactive</option>
            </FilterSelect>
          </div>
        </div>
      </div>

      <div className="border-t border-slate-200 dark:border-slate-800">
        <CardListStates
          resource={entries}
          loadingLabel="Loading the knowledge base…"
          failureTitle="Could not load the knowledge base"
          emptyText={
            filtered
              ? "No knowledge base documents match these filters."
              : "No documents yet. Upload a file or import one from your library."
          }
        >
          {(list) => (
            <ul
              aria-label="Knowledge base documents"
              className="divide-y divide-slate-200 dark:divide-slate-800"
            >
              {list.map((entry) => (
                <KnowledgeEntryRow
                  key={entry.id}
                  entry={entry}
                  busy={busyIds.has(entry.id)}
                  onToggle={() => void toggle(entry)}
                  onRemove={() => void remove(entry)}
                />
              ))}
            </ul>
          )}
        </CardListStates>
      </div>
      {confirmation.dialog}
    </section>
  );
}

function KnowledgeEntryRow({
  entry,
  busy,
  onToggle,
  onRemove,
}: {
  entry: KnowledgeBaseEntryDto;
  busy: boolean;
  onToggle: () => void;
  onRemove: () => void;
}) {
  const details = [
    entry.fileName ?? (entry.sourceDocumentId !== null ? "From the library" : null),
    entry.fileSize !== null ? formatFileSize(entry.fileSize) : null,
    `${entry.chunkCount} ${entry.chunkCount === 1 ? "passage" : "passages"}`,
  ].filter(Boolean);
  return (
    <li className="flex flex-col gap-3 p-5 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <p className="font-medium break-words text-slate-900 dark:text-white">{entry.title}</p>
        <p className="mt-0.5 text-sm break-words text-slate-600 dark:text-slate-400">{details.join(" · ")}</p>
        <div className="mt-2 flex flex-wrap items-center gap-2 text-xs text-slate-600 dark:text-slate-400">
          <Badge tone="indigo">{categoryLabel(entry.category)}</Badge>
          <Badge>{DOCUMENT_TYPE_LABELS[entry.documentType]}</Badge>
          {entry.sourceDocumentId !== null ? <Badge tone="violet">Library document</Badge> : null}
          {entry.inForce ? null : (
            <Badge
              tone="amber"
              title="Its current version is not approved, so the assistant does not use it."
            >
              Not in force
            </Badge>
          )}
          <span>
            Added <ShortDate iso={entry.createdAt} />
          </span>
        </div>
        {entry.inForce ? null : (
          <p className="mt-1 text-xs text-amber-800 dark:text-amber-300">
            Not in force: the library document's current version is not approved, so the assistant does not
            use it until it is.
          </p>
        )}
      </div>
      <div className="flex shrink-0 items-center gap-3">
        <Switch checked={entry.isActive} onChange={onToggle} label={`Active: ${entry.title}`} disabled={busy}>
          {entry.isActive ? "Active" : "Inactive"}
        </Switch>
        <button
          type="button"
          className={smallButtonStyles.dangerOutline}
          disabled={busy}
          onClick={onRemove}
          aria-label={`Remove ${entry.title}`}
        >
          <TrashIcon className="size-4" />
          Remove
        </button>
      </div>
    </li>
  );
}
