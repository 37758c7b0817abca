import { and, eq, inArray } from "drizzle-orm";
import { documentVersions } from "../../db/schema";
import type { Actor } from "../access/actor";
import { requirePermission } from "../access/require-permission";
import type { DomainContext } from "../context";
import { invalidInput, notFound, type VersionComparisonDto } from "../contract";
import { compareContents } from "./compare-contents";
import type { DocumentVersionRow } from "./document-dto";

/** Two versions of one document side by side, the older as version1, with their line differences. */
export async function compareDocumentVersions(
  ctx: DomainContext,
  actor: Actor,
  versionId1: number,
  versionId2: number,
): Promise<VersionComparisonDto> {
  requirePermission(actor, "library.read");
  const rows = await ctx.companyDb
    .select()
    .from(documentVersions)
    .where(
      and(
        eq(documentVersions.companyId, actor.companyId),
        inArray(documentVersions.id, [versionId1, versionId2]),
      ),
    );
  const first = rows.find((r) => r.id === versionId1);
  const second = rows.find((r) => r.id === versionId2);
  if (!first || !second) throw notFound("version");
  if (first.documentId !== second.documentId)
    throw invalidInput("Both versions must belong to the same document.");
  const [older, newer] = first.version <= second.version ? [first, second] : [second, first];
  return {
    version1: side(older),
    version2: side(newer),
    differences: compareContents(older.content, newer.content),
  };
}

function side(row: DocumentVersionRow) {
  return {
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    changeDescription: row.changeDescription,
    content: row.content,
  };
}
