import type { DocumentListDto } from "@charterly/domain/contract";
import { type Actor, listDocuments } from "@charterly/domain/operations";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { LIBRARY_PAGE_SIZE, type LibraryFilters } from "./library-filters";

/** The first page of the library for these filters, read in-process through the domain. */
export function loadLibraryFirstPage(
  context: AppLoadContext,
  actor: Actor,
  filters: LibraryFilters,
): Promise<DocumentListDto> {
  return listDocuments(context.domain, actor, { ...filters, limit: LIBRARY_PAGE_SIZE });
}
