import type { z } from "zod";
import type { Actor } from "../access/actor";
import { requirePermission } from "../access/require-permission";
import type { DomainContext } from "../context";
import type { KnowledgeSearchResultDto, knowledgeBaseSearchBody } from "../contract";
import { searchKnowledge } from "./search-knowledge";

export type KnowledgeBaseSearchBody = z.output<typeof knowledgeBaseSearchBody>;

/**
 * The admin tab's search: the company's active passages in force that best match the query, each
 * with its text, a snippet around the best match and a 0–1 similarity (shown as a percent match).
 */
export async function searchKnowledgeBase(
  ctx: DomainContext,
  actor: Actor,
  body: KnowledgeBaseSearchBody,
): Promise<{ results: KnowledgeSearchResultDto[] }> {
  requirePermission(actor, "knowledge.manage");
  const hits = await searchKnowledge(ctx, actor.companyId, {
    query: body.query,
    category: body.category,
    limit: body.limit,
  });
  return {
    results: hits.map((hit) => ({
      id: hit.sourceId,
      source: hit.source,
      title: hit.title,
      category: hit.category,
      documentType: hit.documentType,
      heading: hit.heading,
      content: hit.content,
      snippet: hit.snippet,
      similarity: hit.similarity,
    })),
  };
}
