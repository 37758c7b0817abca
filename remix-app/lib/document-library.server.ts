import type { DocumentListDto } from "@charterly/domain/contract";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { createDomainContext } from "../../worker/db/client";
import { checkAccess } from "../../worker/domain/access/access-rule";
import type { Actor } from "../../worker/domain/access/actor";
import { documentLibraryAccess } from "../../worker/domain/documents/library-access";
import { listDocuments } from "../../worker/domain/documents/list-documents";
import { LIBRARY_PAGE_SIZE, type LibraryFilters } from "./library-filters";

/** Whether the actor's plan includes the document library (freemium has templates only). */
export const hasDocumentLibrary = (actor: Actor) => checkAccess(documentLibraryAccess, actor) === null;

/** The first page of the library for these filters, read in-process through the domain. */
export function loadLibraryFirstPage(
  context: AppLoadContext,
  actor: Actor,
  filters: LibraryFilters,
): Promise<DocumentListDto> {
  return listDocuments(createDomainContext(context.cloudflare.env), actor, {
    ...filters,
    limit: LIBRARY_PAGE_SIZE,
  });
}
