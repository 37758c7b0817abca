import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { questionGaps } from "../../db/schema";
import type { Actor } from "../access/actor";
import { requirePermission } from "../access/require-permission";
import type { DomainContext } from "../context";
import { notFound, type QuestionGapDto } from "../contract";
import { contentTerms } from "../knowledge/query-terms";

// The questions the assistant could not answer with confidence ('Unanswered questions' on the admin
// Knowledge Base tab), so admins can write the missing policy. Near-duplicates are one gap with a
// count: "How much paternity leave do I get?" and "how much paternity leave can I get" meet.

/** Two questions are the same gap when their content terms overlap this much (Jaccard). */
export const GAP_SIMILARITY = 0.6;
/** The open gaps a new question is compared with: the most recently asked. */
const GAPS_COMPARED = 500;
/** The list shows at most this many open gaps. */
const GAPS_LISTED = 100;

type GapRow = typeof questionGaps.$inferSelect;

/** Sorted, distinct content terms, as stored in `terms`. */
export function gapTermsOf(question: string): string[] {
  return [...new Set(contentTerms(question))].sort();
}

/** |A ∩ B| / |A ∪ B|; two empty sets are alike only through their text (see recordQuestionGap). */
export function jaccard(a: readonly string[], b: readonly string[]): number {
  const left = new Set(a);
  const right = new Set(b);
  if (left.size === 0 && right.size === 0) return 0;
  let shared = 0;
  for (const term of left) if (right.has(term)) shared++;
  return shared / (left.size + right.size - shared);
}

const normalised = (question: string) => question.toLowerCase().replace(/\s+/g, " ").trim();

/**
 * Records a question answered with low confidence in the company's open gaps: the closest open gap
 * at or above GAP_SIMILARITY counts one more ask (with the time and the confidence of this one),
 * otherwise a new gap starts. Called by the assistant, which has checked the asker's permission.
 */
export async function recordQuestionGap(
  ctx: DomainContext,
  companyId: number,
  question: string,
  confidence: number,
): Promise<number> {
  const terms = gapTermsOf(question);
  const now = ctx.clock.now();
  const open = await ctx.companyDb
    .select({ id: questionGaps.id, question: questionGaps.question, terms: questionGaps.terms })
    .from(questionGaps)
    .where(and(eq(questionGaps.companyId, companyId), isNull(questionGaps.resolvedAt)))
    .orderBy(desc(questionGaps.lastAskedAt), desc(questionGaps.id))
    .limit(GAPS_COMPARED);

  let closest: { id: number; similarity: number } | null = null;
  for (const gap of open) {
    const similarity =
      normalised(gap.question) === normalised(question)
        ? 1
        : jaccard(terms, gap.terms.split(" ").filter(Boolean));
    if (similarity >= GAP_SIMILARITY && (!closest || similarity > closest.similarity)) {
      closest = { id: gap.id, similarity };
    }
  }

  if (closest) {
    await ctx.companyDb
      .update(questionGaps)
      .set({ askCount: sql`${questionGaps.askCount} + 1`, lastAskedAt: now, lastConfidence: confidence })
      .where(and(eq(questionGaps.id, closest.id), eq(questionGaps.companyId, companyId)));
    return closest.id;
  }
  const [created] = await ctx.companyDb
    .insert(questionGaps)
    .values({
      companyId,
      question: question.trim(),
      terms: terms.join(" "),
      askCount: 1,
      lastConfidence: confidence,
      lastAskedAt: now,
      createdAt: now,
    })
    .returning({ id: questionGaps.id });
  return created!.id;
}

const toQuestionGapDto = (gap: GapRow): QuestionGapDto => ({
  id: gap.id,
  question: gap.question,
  askCount: gap.askCount,
  lastAskedAt: gap.lastAskedAt.toISOString(),
  lastConfidence: gap.lastConfidence,
});

/** The company's open gaps, most asked first, then most recently asked. */
export async function listQuestionGaps(ctx: DomainContext, actor: Actor): Promise<QuestionGapDto[]> {
  requirePermission(actor, "knowledge.manage");
  const rows = await ctx.companyDb
    .select()
    .from(questionGaps)
    .where(and(eq(questionGaps.companyId, actor.companyId), isNull(questionGaps.resolvedAt)))
    .orderBy(desc(questionGaps.askCount), desc(questionGaps.lastAskedAt), desc(questionGaps.id))
    .limit(GAPS_LISTED);
  return rows.map(toQuestionGapDto);
}

/**
 * Marks one of the company's gaps resolved (the admin wrote the missing policy); it leaves the list,
 * and the same question asked again starts a new gap. Resolving a resolved gap changes nothing.
 */
export async function resolveQuestionGap(
  ctx: DomainContext,
  actor: Actor,
  gapId: number,
): Promise<QuestionGapDto> {
  requirePermission(actor, "knowledge.manage");
  const [gap] = await ctx.companyDb
    .select()
    .from(questionGaps)
    .where(and(eq(questionGaps.id, gapId), eq(questionGaps.companyId, actor.companyId)));
  if (!gap) throw notFound("question");
  if (gap.resolvedAt) return toQuestionGapDto(gap);
  const [updated] = await ctx.companyDb
    .update(questionGaps)
    .set({ resolvedAt: ctx.clock.now(), resolvedByUserId: actor.userId })
    .where(and(eq(questionGaps.id, gapId), eq(questionGaps.companyId, actor.companyId)))
    .returning();
  return toQuestionGapDto(updated ?? gap);
}
