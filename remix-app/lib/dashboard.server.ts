import type { AppLoadContext } from "@remix-run/cloudflare";
import { createDomainContext } from "../../worker/db/client";
import type { Actor } from "../../worker/domain/access/actor";
import {
  countDashboardFigures,
  type DashboardFigures,
} from "../../worker/domain/dashboard/count-dashboard-figures";
import { listDocuments } from "../../worker/domain/documents/list-documents";
import type { DocumentSummaryDto } from "../../worker/domain/documents/schemas";
import { hasDocumentLibrary } from "./document-library.server";

/** Recent Documents on the dashboard: this many, most recently updated first (spec §9). */
export const RECENT_DOCUMENTS_LIMIT = 5;

export function loadDashboardFigures(context: AppLoadContext, actor: Actor): Promise<DashboardFigures> {
  return countDashboardFigures(createDomainContext(context.cloudflare.env), actor);
}

/** The company's latest documents; none for plans without a document library (freemium). */
export async function loadRecentDocuments(
  context: AppLoadContext,
  actor: Actor,
): Promise<DocumentSummaryDto[]> {
  if (!hasDocumentLibrary(actor)) return [];
  const page = await listDocuments(createDomainContext(context.cloudflare.env), actor, {
    limit: RECENT_DOCUMENTS_LIMIT,
  });
  return page.documents;
}
