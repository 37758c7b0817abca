import { type AppError, appErrorIn, type DocumentListDto } from "@charterly/domain/contract";
import { type Actor, listDocuments } from "@charterly/domain/operations";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { LIBRARY_PAGE_SIZE, type LibraryFilters } from "./library-filters";

/**
 * The page of the library the address shows for these filters, read in-process through the
 * domain: the first, or the one after `cursor` (a later page opened without JavaScript).
 */
export function loadLibraryFirstPage(
  context: AppLoadContext,
  actor: Actor,
  filters: LibraryFilters,
  cursor?: string,
): Promise<DocumentListDto> {
  return listDocuments(context.domain, actor, {
    ...filters,
    limit: LIBRARY_PAGE_SIZE,
    ...(cursor ? { cursor } : {}),
  });
}

/** The first pages of a list, read together, and why the rest could not be (null when all were). */
export interface LibraryPages {
  /** Their rows, in order, with the counts and the cursor after the last page read (null: none read). */
  page: DocumentListDto | null;
  /** Pages read in full. */
  pages: number;
  refusal: AppError | null;
}

/**
 * The first `pages` pages of the list that starts at `start` ("Load more" with JavaScript), each
 * read as the page it is (one indexed query a page, decision 015) and joined. A refusal of the
 * domain (a cursor it cannot read, a busy database) keeps the pages read before it and is returned,
 * so the rows shown stay and the refusal is said; anything else is thrown on.
 */
export async function loadLibraryPages(
  context: AppLoadContext,
  actor: Actor,
  filters: LibraryFilters,
  start: string | undefined,
  pages: number,
): Promise<LibraryPages> {
  const documents: DocumentListDto["documents"] = [];
  let last: DocumentListDto | null = null;
  let read = 0;
  while (read < pages && (last === null || last.nextCursor)) {
    try {
      last = await loadLibraryFirstPage(
        context,
        actor,
        filters,
        last ? (last.nextCursor ?? undefined) : start,
      );
    } catch (error) {
      const refusal = appErrorIn(error);
      if (!refusal) throw error;
      return { page: last && { ...last, documents }, pages: read, refusal };
    }
    documents.push(...last.documents);
    read++;
  }
  return { page: last && { ...last, documents }, pages: read, refusal: null };
}
