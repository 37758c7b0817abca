import { categoryLabel, type KnowledgeBaseEntryDto, type QuestionGapDto } from "@charterly/domain/contract";
import { Form, useActionData, useFetcher, useLocation, useSubmit } from "@remix-run/react";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import type { FormResult } from "../../../lib/form-result";
import { KNOWLEDGE_INTENTS, type RemovalAsked } from "../../../lib/knowledge-intents";
import { Badge } from "../../badges";
import { buttonStyles, cardStyles, smallButtonStyles } from "../../button-styles";
import { TrashIcon } from "../../documents/document-icons";
import { ShortDate } from "../../documents/formatted-date";
import { SEARCH_DEBOUNCE_MS } from "../../documents/library-filter-bar";
import { formatFileSize } from "../../import/import-file-checks";
import { Notice } from "../../notice";
import { useToast } from "../../toast";
import { FilterSelect } from "../../ui/filter-select";
import { fieldStyles } from "../../ui/form-field";
import { PostedConfirmation } from "../../ui/posted-confirmation";
import { Switch } from "../../ui/switch";
import { useConfirmation } from "../../ui/use-confirmation";
import { CategoryOptions, DOCUMENT_TYPE_LABELS, DocumentTypeOptions } from "./knowledge-options";

const REMOVE_FAILED = "Error";
const REMOVE_FAILED_TEXT = "Failed to remove document";
const STATUS_FAILED = "Update Failed";

/** The list's filters as the address gives them (routes/admin.knowledge.tsx reads them). */
export interface KnowledgeListFilters {
  search: string;
  category: string;
  documentType: string;
  status: string;
}

const removeQuestion = (title: string) =>
  `Remove “${title}” from the knowledge base? The assistant stops using it and its file is deleted. This cannot be undone.`;

/**
 * The knowledge base's entries with filters (search, category, type, status): each with its file,
 * size, passages, category, type and date; an active switch; and Remove, asked first.
 *
 * The filters are a GET form whose fields are the address's parameters, read by the route's loader:
 * without JavaScript Enter or "Apply filters" loads the filtered list; with it every change is
 * applied as it is made (typing pauses first). A row's switch and Remove are forms posted to the
 * route's action; Remove is asked first (the dialog, or without JavaScript the page's question).
 */
export function KnowledgeEntryList({
  filters,
  entries,
}: {
  filters: KnowledgeListFilters;
  entries: readonly KnowledgeBaseEntryDto[];
}) {
  const id = useId();
  const confirmation = useConfirmation();
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
        <KnowledgeFilters filters={filters} />
        <RemovalQuestion entries={entries} />
      </div>

      <div className="border-t border-slate-200 dark:border-slate-800">
        {entries.length === 0 ? (
          <p className="p-5 text-sm text-slate-600 dark:text-slate-400">
            {filtered
              ? "No knowledge base documents match these filters."
              : "No documents yet. Upload a file or import one from your library."}
          </p>
        ) : (
          <ul
            aria-label="Knowledge base documents"
            className="divide-y divide-slate-200 dark:divide-slate-800"
          >
            {entries.map((entry) => (
              <KnowledgeEntryRow key={entry.id} entry={entry} ask={confirmation.ask} />
            ))}
          </ul>
        )}
      </div>
      {confirmation.dialog}
    </section>
  );
}

function KnowledgeFilters({ filters }: { filters: KnowledgeListFilters }) {
  const id = useId();
  const submit = useSubmit();
  const formRef = useRef<HTMLFormElement>(null);
  const [search, setSearch] = useState(filters.search);
  const submitted = useRef(filters.search);

  // The address changed without typing here (Back, a link): show its search.
  useEffect(() => {
    if (filters.search !== submitted.current) {
      submitted.current = filters.search;
      setSearch(filters.search);
    }
  }, [filters.search]);

  const apply = () => {
    if (!formRef.current) return;
    submitted.current = search.trim();
    // One parameter per filter that is set: "All categories" (the value "") leaves the address.
    const query = new URLSearchParams();
    for (const [name, value] of new FormData(formRef.current))
      if (typeof value === "string" && value.trim() !== "") query.set(name, value);
    submit(query, { method: "get", replace: true, preventScrollReset: true });
  };

  // Typing pauses before the search runs.
  useEffect(() => {
    if (search.trim() === submitted.current) return;
    const timer = setTimeout(apply, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  });

  return (
    <Form
      ref={formRef}
      method="get"
      role="search"
      aria-label="Filter the knowledge base documents"
      preventScrollReset
      onSubmit={(event: FormEvent) => {
        // With JavaScript, Enter runs the search now instead of after the pause.
        event.preventDefault();
        apply();
      }}
      className="flex flex-col gap-3 md:flex-row"
    >
      <div className="min-w-0 flex-1">
        <label htmlFor={`${id}-search`} className="sr-only">
          Search the knowledge base documents by title or file name
        </label>
        <input
          id={`${id}-search`}
          name="search"
          type="search"
          value={search}
          maxLength={200}
          onChange={(event) => setSearch(event.target.value)}
          placeholder="Filter by title or file name…"
          className={fieldStyles}
        />
      </div>
      <div className="grid grid-cols-3 gap-3 md:flex">
        <FilterSelect
          id={`${id}-category`}
          name="category"
          label="Category"
          key={`category:${filters.category}`}
          defaultValue={filters.category}
          onChange={apply}
          className="md:w-40"
        >
          <CategoryOptions any="All categories" />
        </FilterSelect>
        <FilterSelect
          id={`${id}-type`}
          name="documentType"
          label="Document type"
          key={`documentType:${filters.documentType}`}
          defaultValue={filters.documentType}
          onChange={apply}
          className="md:w-36"
        >
          <DocumentTypeOptions any="All types" />
        </FilterSelect>
        <FilterSelect
          id={`${id}-status`}
          name="status"
          label="Status"
          key={`status:${filters.status}`}
          defaultValue={filters.status}
          onChange={apply}
          className="md:w-36"
        >
          <option value="all">All statuses</option>
          <option value="active">Active</option>
          <option value="inactive">Inactive</option>
        </FilterSelect>
      </div>
      {/* Only without JavaScript: with it, every change is applied as it is made. */}
      <noscript>
        <button type="submit" className={buttonStyles.secondary}>
          Apply filters
        </button>
      </noscript>
    </Form>
  );
}

/** Toasts a row form's answer once, as soon as it is there (the row may be going meanwhile). */
function useRowAnswer<T>(
  fetcher: { state: string; data?: FormResult<T> },
  describe: (result: FormResult<T>) => { title: string; description: string } | null,
) {
  const { toast } = useToast();
  const handled = useRef<FormResult<T> | undefined>(undefined);
  const latest = useRef(describe);
  latest.current = describe;
  const answered = fetcher.state !== "submitting";
  useEffect(() => {
    const result = fetcher.data;
    if (!answered || !result || handled.current === result) return;
    handled.current = result;
    const text = latest.current(result);
    if (text) toast({ ...text, variant: result.ok ? "success" : "destructive" });
  }, [answered, fetcher.data, toast]);
}

function KnowledgeEntryRow({
  entry,
  ask,
}: {
  entry: KnowledgeBaseEntryDto;
  ask: ReturnType<typeof useConfirmation>["ask"];
}) {
  const toggle = useFetcher<FormResult<KnowledgeBaseEntryDto>>();
  const remove = useFetcher<FormResult<unknown>>();
  const busy = toggle.state !== "idle" || remove.state !== "idle";
  const sending = toggle.formData?.get("isActive");
  const active = typeof sending === "string" ? sending === "true" : entry.isActive;

  useRowAnswer(toggle, (result) =>
    result.ok
      ? {
          title: result.value.isActive ? "Document Activated" : "Document Deactivated",
          description: result.value.isActive
            ? `The assistant uses “${entry.title}” again.`
            : `The assistant no longer uses “${entry.title}”.`,
        }
      : { title: STATUS_FAILED, description: result.message },
  );
  useRowAnswer(remove, (result) =>
    result.ok
      ? { title: "Document Removed", description: `“${entry.title}” was removed.` }
      : {
          title: REMOVE_FAILED,
          description: result.code === "not_found" ? result.message : REMOVE_FAILED_TEXT,
        },
  );

  const askRemove = async (event: React.MouseEvent) => {
    // With JavaScript the dialog asks; the form then goes confirmed.
    event.preventDefault();
    if (busy) return;
    const confirmed = await ask({
      title: "Remove Document",
      message: removeQuestion(entry.title),
      confirmLabel: "Remove",
      destructive: true,
    });
    if (!confirmed) return;
    remove.submit(
      { intent: KNOWLEDGE_INTENTS.remove, entryId: String(entry.id), confirmed: "yes" },
      { method: "post" },
    );
  };

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
        <toggle.Form method="post">
          <input type="hidden" name="intent" value={KNOWLEDGE_INTENTS.setActive} />
          <input type="hidden" name="entryId" value={entry.id} />
          <input type="hidden" name="isActive" value={String(!active)} />
          <Switch checked={active} label={`Active: ${entry.title}`} disabled={busy}>
            {active ? "Active" : "Inactive"}
          </Switch>
        </toggle.Form>
        <remove.Form method="post">
          <input type="hidden" name="intent" value={KNOWLEDGE_INTENTS.remove} />
          <input type="hidden" name="entryId" value={entry.id} />
          <button
            type="submit"
            className={smallButtonStyles.dangerOutline}
            disabled={busy}
            onClick={(event) => void askRemove(event)}
            aria-label={`Remove ${entry.title}`}
          >
            <TrashIcon className="size-4" />
            Remove
          </button>
        </remove.Form>
      </div>
    </li>
  );
}

/**
 * A form of this tab posted before the page's JavaScript ran (no dialog, no toast): Remove's
 * question with the confirming form, or what a change did. Shown above the list: the row may be gone.
 */
function RemovalQuestion({ entries }: { entries: readonly KnowledgeBaseEntryDto[] }) {
  const location = useLocation();
  const result = useActionData<FormResult<RemovalAsked | KnowledgeBaseEntryDto | QuestionGapDto>>();
  if (!result || typeof result !== "object" || !("intent" in result)) return null;
  // Resolving a question, an upload and an import are answered by their own forms.
  if (
    result.intent === KNOWLEDGE_INTENTS.resolveGap ||
    result.intent === KNOWLEDGE_INTENTS.upload ||
    result.intent === KNOWLEDGE_INTENTS.importDocument
  )
    return null;
  if (!result.ok)
    return (
      <Notice tone="error" title={result.intent === KNOWLEDGE_INTENTS.remove ? REMOVE_FAILED : STATUS_FAILED}>
        {result.message}
      </Notice>
    );
  const value = result.value;
  if (result.intent === KNOWLEDGE_INTENTS.remove && "kind" in value) {
    const entry = entries.find((e) => e.id === value.entryId);
    if (!entry)
      return (
        <Notice tone="error" title={REMOVE_FAILED}>
          This document is no longer in the knowledge base.
        </Notice>
      );
    return (
      <PostedConfirmation
        inCard
        title="Remove Document"
        fields={{ intent: KNOWLEDGE_INTENTS.remove, entryId: entry.id }}
        confirmLabel="Remove"
        cancelHref={`${location.pathname}${location.search}`}
      >
        <p>{removeQuestion(entry.title)}</p>
      </PostedConfirmation>
    );
  }
  if (result.intent === KNOWLEDGE_INTENTS.remove)
    return (
      <Notice tone="success" title="Document Removed">
        The document was removed from the knowledge base.
      </Notice>
    );
  const entry = value as KnowledgeBaseEntryDto;
  return (
    <Notice tone="success" title={entry.isActive ? "Document Activated" : "Document Deactivated"}>
      {entry.isActive
        ? `The assistant uses “${entry.title}” again.`
        : `The assistant no longer uses “${entry.title}”.`}
    </Notice>
  );
}
