import {
  type Category,
  categoryLabel,
  type KnowledgeSearchResultDto,
  MAX_KNOWLEDGE_SEARCH_RESULTS,
  SEARCH_QUERY_REQUIRED_MESSAGE,
} from "@charterly/domain/contract";
import { type FormEvent, useId, useState } from "react";
import { useReportFailure } from "../../../lib/report-failure";
import { Badge } from "../../badges";
import { buttonStyles, cardStyles } from "../../button-styles";
import { SearchIcon } from "../../icons";
import { useToast } from "../../toast";
import { fieldStyles, labelStyles } from "../../ui/form-field";
import { searchKnowledgeBase } from "./knowledge-api";
import { CategoryOptions, DOCUMENT_TYPE_LABELS } from "./knowledge-options";

const SEARCH_FAILED = { title: "Search Failed", description: "Failed to search knowledge base" };

export const percentMatch = (similarity: number) => `${Math.round(similarity * 100)}% match`;

/** 'Search Knowledge Base': what the assistant would find for a question, with each passage's match. */
export function KnowledgeSearch() {
  const id = useId();
  const { toast } = useToast();
  const reportFailure = useReportFailure();
  const [query, setQuery] = useState("");
  const [category, setCategory] = useState<Category | "">("");
  const [busy, setBusy] = useState(false);
  const [results, setResults] = useState<{ query: string; found: KnowledgeSearchResultDto[] } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (query.trim() === "") {
      toast({
        title: SEARCH_QUERY_REQUIRED_MESSAGE,
        description: "Type what you are looking for.",
        variant: "destructive",
      });
      return;
    }
    setBusy(true);
    try {
      const found = await searchKnowledgeBase(query, category, MAX_KNOWLEDGE_SEARCH_RESULTS);
      setResults({ query: query.trim(), found });
    } catch (error) {
      reportFailure(error, SEARCH_FAILED, { serverMessage: false });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby={`${id}-heading`} className={`${cardStyles} p-5`}>
      <h3 id={`${id}-heading`} className="text-lg font-semibold">
        Search Knowledge Base
      </h3>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        See which passages the assistant would find for a question.
      </p>
      <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-3 md:flex-row md:items-end">
        <div className="min-w-0 flex-1">
          <label htmlFor={`${id}-query`} className={labelStyles}>
            Search query
          </label>
          <input
            id={`${id}-query`}
            type="search"
            value={query}
            maxLength={500}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="e.g. How many days of annual leave?"
            className={`${fieldStyles} mt-1`}
          />
        </div>
        <div>
          <label htmlFor={`${id}-category`} className={labelStyles}>
            Category
          </label>
          <select
            id={`${id}-category`}
            value={category}
            onChange={(event) => setCategory(event.target.value as Category | "")}
            className={`${fieldStyles} mt-1 md:w-44`}
          >
            <CategoryOptions any="All categories" />
          </select>
        </div>
        <button type="submit" className={buttonStyles.primary} disabled={busy}>
          <SearchIcon className="size-4" />
          {busy ? "Searching…" : "Search"}
        </button>
      </form>

      <div role="status" className="mt-4 text-sm text-slate-600 empty:hidden dark:text-slate-400">
        {results
          ? results.found.length === 0
            ? `Nothing in the knowledge base matches “${results.query}”.`
            : `${results.found.length} ${results.found.length === 1 ? "passage" : "passages"} found for “${results.query}”.`
          : ""}
      </div>
      {results && results.found.length > 0 ? (
        <ol aria-label="Search results" className="mt-3 space-y-3">
          {results.found.map((result) => (
            <li
              // A document may answer with several passages.
              key={`${result.source}-${result.id}-${result.heading}-${result.snippet}`}
              className="rounded-md border border-slate-200 p-3 dark:border-slate-800"
            >
              <div className="flex flex-wrap items-center gap-2">
                <p className="font-medium text-slate-900 dark:text-white">{result.title}</p>
                <Badge tone="emerald">{percentMatch(result.similarity)}</Badge>
                <Badge tone="indigo">{categoryLabel(result.category)}</Badge>
                <Badge>{DOCUMENT_TYPE_LABELS[result.documentType]}</Badge>
                {result.source === "document" ? <Badge>Library document</Badge> : null}
              </div>
              {result.heading ? (
                <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">{result.heading}</p>
              ) : null}
              <p className="mt-2 text-sm break-words text-slate-700 dark:text-slate-300">{result.snippet}</p>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
