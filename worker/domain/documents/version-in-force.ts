import { and, desc, eq, inArray } from "drizzle-orm";
import { documentVersions } from "../../db/schema";
import type { DomainContext } from "../context";
import { type ChangeSummary, IN_FORCE_STATUSES, isInForce } from "../contract";
import { summarizeChange, type VersionText } from "./change-summary";

/**
 * The document's latest version that was in force (approved or generated) — what a new version's
 * "What changed" is compared with — or null when none ever was. One query, on the unique
 * (document_id, version) index, newest first.
 */
export async function latestVersionInForce(
  ctx: DomainContext,
  companyId: number,
  documentId: number,
): Promise<VersionText | null> {
  const [row] = await ctx.companyDb
    .select({ version: documentVersions.version, content: documentVersions.content })
    .from(documentVersions)
    .where(
      and(
        eq(documentVersions.documentId, documentId),
        eq(documentVersions.companyId, companyId),
        inArray(documentVersions.status, [...IN_FORCE_STATUSES]),
      ),
    )
    .orderBy(desc(documentVersions.version))
    .limit(1);
  return row ?? null;
}

/**
 * The summaries of one write's successive versions (`firstVersion`, `firstVersion + 1`, …): each is
 * compared with the version in force before it — `inForce` for the first, then the write's own
 * earlier step when that one is in force.
 */
export function summariesOfSteps(
  inForce: VersionText | null,
  firstVersion: number,
  steps: readonly { content: string; status: Parameters<typeof isInForce>[0] }[],
): ChangeSummary[] {
  let previous = inForce;
  return steps.map((step, index) => {
    const summary = summarizeChange(previous, step.content);
    if (isInForce(step.status)) previous = { version: firstVersion + index, content: step.content };
    return summary;
  });
}
