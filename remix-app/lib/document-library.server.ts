import type { DocumentListDto } from "@charterly/domain/contract";
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
