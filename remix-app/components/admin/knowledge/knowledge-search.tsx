import {
  type Category,
  categoryLabel,
  type KnowledgeSearchResultDto,
  SEARCH_QUERY_REQUIRED_MESSAGE,
} from "@charterly/domain/contract";
import { Form, useNavigation } from "@remix-run/react";
import { type FormEvent, useEffect, useId, useState } from "react";
import { PASSAGE_PARAMS, passageSearchOf } from "../../../lib/knowledge-intents";
import type { PartRead } from "../../../lib/route-errors.server";
import { Badge } from "../../badges";
import { buttonStyles, cardStyles } from "../../button-styles";
import { SearchIcon } from "../../icons";
import { Notice } from "../../notice";
import { useToast } from "../../toast";
import { fieldErrorStyles, fieldStyles, labelStyles } from "../../ui/form-field";
import type { KnowledgeListFilters } from "./knowledge-entry-list";
import { CategoryOptions, DOCUMENT_TYPE_LABELS } from "./knowledge-options";

const SEARCH_FAILED = { title: "Search Failed", description: "Failed to search knowledge base" };

export const percentMatch = (similarity: number) => `${Math.round(similarity * 100)}% match`;

/** The passage search the tab's loader ran for the address (null: none asked for). */
export interface PassageSearch {
  query: string;
  category: string;
  /** The schema's message for a field the address gave (an empty query). */
  fieldErrors: Record<string, string | undefined>;
  /** The passages found, or why the search failed; null when the query was refused. */
  found: PartRead<{ results: KnowledgeSearchResultDto[] }> | null;
}

/**
 * 'Search Knowledge Base': what the assistant would find for a question, with each passage's match.
 * A GET form (?passage=&passageCategory=, the list's filters kept) that the tab's loader answers, so
 * it works before the page's JavaScript has loaded and a search has an address. With JavaScript an
 * empty query is refused before sending, and the button says "Searching…" while the answer loads.
 */
export function KnowledgeSearch({
  search,
  listFilters,
}: {
  search: PassageSearch | null;
  /** The list's filters, kept while searching. */
  listFilters: KnowledgeListFilters;
}) {
  const id = useId();
  const { toast } = useToast();
  const navigation = useNavigation();
  const [query, setQuery] = useState(search?.query ?? "");
  const [category, setCategory] = useState<Category | "">((search?.category ?? "") as Category | "");
  // The address changed (Back, another search): its query in the fields.
  useEffect(() => {
    setQuery(search?.query ?? "");
    setCategory((search?.category ?? "") as Category | "");
  }, [search?.query, search?.category]);
  const busy =
    navigation.state !== "idle" &&
    navigation.location.pathname === "/admin/knowledge" &&
    passageSearchOf(new URLSearchParams(navigation.location.search)) !== null;
  const queryError = search?.fieldErrors.query;
  const found = search?.found ?? null;
  const results = found?.ok ? { query: search?.query.trim() ?? "", found: found.data.results } : null;

  const submit = (event: FormEvent) => {
    if (busy) return event.preventDefault();
    if (query.trim() === "") {
      event.preventDefault();
      toast({
        title: SEARCH_QUERY_REQUIRED_MESSAGE,
        description: "Type what you are looking for.",
        variant: "destructive",
      });
    }
  };
  const kept = Object.entries(listFilters).filter(
    ([name, value]) => value !== "" && !(name === "status" && value === "all"),
  );

  return (
    <section aria-labelledby={`${id}-heading`} className={`${cardStyles} p-5`}>
      <h3 id={`${id}-heading`} className="text-lg font-semibold">
        Search Knowledge Base
      </h3>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        See which passages the assistant would find for a question.
      </p>
      <Form
        method="get"
        action="/admin/knowledge"
        preventScrollReset
        onSubmit={submit}
        noValidate
        className="mt-4 flex flex-col gap-3 md:flex-row md:items-end"
      >
        {kept.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <div className="min-w-0 flex-1">
          <label htmlFor={`${id}-query`} className={labelStyles}>
            Search query
          </label>
          <input
            id={`${id}-query`}
            name={PASSAGE_PARAMS.query}
            type="search"
            value={query}
            maxLength={500}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="e.g. How many days of annual leave?"
            aria-invalid={queryError ? true : undefined}
            aria-describedby={queryError ? `${id}-query-error` : undefined}
            className={`${fieldStyles} mt-1`}
          />
          {queryError ? (
            <p id={`${id}-query-error`} className={fieldErrorStyles}>
              {queryError}
            </p>
          ) : null}
        </div>
        <div>
          <label htmlFor={`${id}-category`} className={labelStyles}>
            Category
          </label>
          <select
            id={`${id}-category`}
            name={PASSAGE_PARAMS.category}
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
      </Form>
      {found && !found.ok ? (
        <div className="mt-4">
          <Notice tone="error" title={SEARCH_FAILED.title}>
            {SEARCH_FAILED.description}
          </Notice>
        </div>
      ) : null}

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
