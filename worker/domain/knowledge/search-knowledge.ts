// Knowledge search: the company's active passages that best match a question. Full-text (D1's
// SQLite FTS5, porter stemming, bm25 with weighted title and heading columns) gives a candidate
// pool, confined to the company inside the MATCH expression and in SQL; a rerank on what the
// candidates say (rank-passages.ts: weights fitted on the tune part of the evaluation sets) orders it. With a vector index, its nearest passages are fused in by reciprocal rank. No
// permission check: callers (the admin search, the assistant) do theirs first.
import { type SQL, sql } from "drizzle-orm";
import type { LogisticWeights } from "../assistant/answer-features";
import type { DomainContext } from "../context";
import { type Category, KNOWLEDGE_SNIPPET_LENGTH } from "../contract";
import { MAX_MATCH_WORDS, quotedWord, scopeTerm } from "../search/full-text";
import { answerTypeOf } from "./answer-type";
import { fuseRankings } from "./fuse-rankings";
import type { KnowledgeHit, KnowledgeQuery } from "./knowledge-hit";
import { questionSynonyms, STOP_WORDS, stem, stemVariants, wordsOf } from "./query-terms";
import {
  type ChunkRow,
  type CorpusStats,
  type PassageFeatureName,
  type QueryConcept,
  type QueryPlan,
  type RankedPassage,
  rerank,
} from "./rank-passages";

/** How the passages are gathered (the rerank's weights are fitted: rank-passages.ts). */
export const RANKING = {
  /** How many full-text matches (best bm25 first) the rerank reads. */
  candidatePool: 50,
  /** bm25 column weights in SQL: scope (never scores), title, heading, body. */
  sqlWeights: { title: 2, heading: 2, body: 1 },
  /** A synonym's occurrence counts this much of the question's own word (0: synonyms are not asked). */
  synonymWeight: 0.7,
};

export type { QueryConcept, QueryPlan } from "./rank-passages";

/** The question's content words; all its words when it has no content word; null when it has no word. */
export function planQuery(query: string): QueryPlan | null {
  const all = wordsOf(query);
  let own = unique(all.filter((w) => !STOP_WORDS.has(w)));
  if (own.length === 0) own = unique(all);
  if (own.length === 0) return null;
  own = own.slice(0, MAX_MATCH_WORDS);
  const concepts: QueryConcept[] = [];
  const byTerm = new Map<string, QueryConcept>();
  const words = [...own];
  const paraphrases = RANKING.synonymWeight > 0 ? questionSynonyms(query) : new Map<string, string[]>();
  for (const word of own) {
    const term = stem(word);
    if (byTerm.has(term)) continue;
    const concept: QueryConcept = { term, stems: new Map([[term, 1]]) };
    // The word's other forms that the index's plain Porter stems apart ("classified" /
    // "classification"): asked of the index too, so that it finds what the rerank counts.
    words.push(...stemVariants(word));
    for (const synonym of paraphrases.get(term) ?? []) {
      const s = stem(synonym);
      if (!concept.stems.has(s)) concept.stems.set(s, RANKING.synonymWeight);
      words.push(synonym, ...stemVariants(synonym));
    }
    byTerm.set(term, concept);
    concepts.push(concept);
  }
  const content = own.map(stem);
  const phrases: Array<[string, string]> = [];
  for (let i = 0; i + 1 < content.length; i++) phrases.push([content[i]!, content[i + 1]!]);
  return { words: unique(words), concepts, phrases, type: answerTypeOf(query) };
}

/**
 * The FTS5 MATCH expression: the company's scope token AND any of the words in the title, heading
 * or body. Every word is a quoted string of letters and digits, so no user input reaches FTS5's
 * syntax (quotes, `*`, `AND`, `-`, `:` and parentheses are gone by then).
 */
export function matchExpression(companyId: number, words: readonly string[]): string {
  const alternatives = words.map((w) => quotedWord(w)).join(" OR ");
  return `${scopeTerm(companyId)} AND {title heading body}:(${alternatives})`;
}

/** The company's best passages for the query, best first (at most `limit`, distinct bodies). */
export async function searchKnowledge(
  ctx: DomainContext,
  companyId: number,
  q: KnowledgeQuery,
  weights?: LogisticWeights<PassageFeatureName>,
): Promise<KnowledgeHit[]> {
  const plan = planQuery(q.query);
  if (!plan) return [];
  const limit = Math.max(1, Math.min(50, Math.floor(q.limit)));

  const [candidates, stats] = await Promise.all([
    fullTextCandidates(ctx, companyId, plan, q.category),
    corpusStats(ctx, companyId, plan),
  ]);
  let ranked = rerank(candidates, plan, stats, weights);

  let vectorSimilarity = new Map<number, number>();
  if (ctx.vectors) {
    const nearest = await ctx.vectors.query(companyId, q.query, RANKING.candidatePool);
    vectorSimilarity = new Map(nearest.map((n) => [n.chunkId, n.similarity]));
    const known = new Set(ranked.map((r) => r.row.id));
    const missing = nearest.map((n) => n.chunkId).filter((id) => !known.has(id));
    const extra = rerank(await chunksById(ctx, companyId, missing, q.category), plan, stats, weights);
    const byId = new Map([...ranked, ...extra].map((r) => [r.row.id, r]));
    const fused = fuseRankings([
      ranked.map((r) => r.row.id),
      nearest.map((n) => n.chunkId).filter((id) => byId.has(id)),
    ]);
    ranked = fused.map(({ id }) => {
      const r = byId.get(id)!;
      const semantic = vectorSimilarity.get(id) ?? 0;
      return { ...r, similarity: Math.max(r.similarity, semantic) };
    });
  }

  const seen = new Set<string>();
  const hits: KnowledgeHit[] = [];
  for (const { row, similarity } of ranked) {
    const key = row.body.replace(/\s+/g, " ").trim().toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    const hit = toHit(row, similarity, plan);
    const semantic = vectorSimilarity.get(row.id);
    hits.push(semantic === undefined ? hit : { ...hit, vectorSimilarity: semantic });
    if (hits.length >= limit) break;
  }
  return hits;
}

/**
 * The full-text candidate pool of a query, each with its rerank features (in the index's bm25
 * order): what `npm run bench:rag -- --fit` fits the rerank's weights on.
 */
export async function passageCandidates(
  ctx: DomainContext,
  companyId: number,
  query: string,
): Promise<RankedPassage[]> {
  const plan = planQuery(query);
  if (!plan) return [];
  const [candidates, stats] = await Promise.all([
    fullTextCandidates(ctx, companyId, plan, undefined),
    corpusStats(ctx, companyId, plan),
  ]);
  const ranked = rerank(candidates, plan, stats);
  const byId = new Map(ranked.map((r) => [r.row.id, r]));
  return candidates.map((c) => byId.get(c.id)!);
}

const CHUNK_COLUMNS = sql.raw(
  "k.id, k.knowledge_base_document_id, k.document_id, k.document_version, k.in_force_since, k.category, " +
    "k.document_type, k.position, k.title, k.heading, k.body",
);

async function fullTextCandidates(
  ctx: DomainContext,
  companyId: number,
  plan: QueryPlan,
  category: Category | undefined,
): Promise<ChunkRow[]> {
  const w = RANKING.sqlWeights;
  const categoryCondition: SQL = category ? sql` AND k.category = ${category}` : sql``;
  return ctx.companyDb.all<ChunkRow>(sql`
    SELECT ${CHUNK_COLUMNS}
    FROM knowledge_chunks_fts
    JOIN knowledge_chunks k ON k.id = knowledge_chunks_fts.rowid
    WHERE knowledge_chunks_fts MATCH ${matchExpression(companyId, plan.words)}
      AND k.company_id = ${companyId} AND k.is_active = 1${categoryCondition}
    ORDER BY bm25(knowledge_chunks_fts, 0.0, ${sql.raw(String(w.title))}, ${sql.raw(String(w.heading))}, ${sql.raw(String(w.body))})
    LIMIT ${RANKING.candidatePool}
  `);
}

/**
 * The company's passage count and, per concept, how many of its passages hold it: the rerank's
 * inverse document frequencies are the company's own, not the whole index's.
 */
async function corpusStats(ctx: DomainContext, companyId: number, plan: QueryPlan): Promise<CorpusStats> {
  const counts = plan.concepts.map(
    (c, i) =>
      sql`(SELECT count(*) FROM knowledge_chunks_fts WHERE knowledge_chunks_fts MATCH ${matchExpression(
        companyId,
        wordsOfConcept(c, plan),
      )}) AS ${sql.raw(`d${i}`)}`,
  );
  const [row] = await ctx.companyDb.all<Record<string, number>>(sql`
    SELECT (SELECT count(*) FROM knowledge_chunks k WHERE k.company_id = ${companyId} AND k.is_active = 1) AS n,
      ${sql.join(counts, sql`, `)}
  `);
  return {
    passages: row?.n ?? 0,
    documentFrequency: plan.concepts.map((_, i) => row?.[`d${i}`] ?? 0),
  };
}

/** The plan's words that stem to one of the concept's stems. */
function wordsOfConcept(concept: QueryConcept, plan: QueryPlan): string[] {
  return plan.words.filter((w) => concept.stems.has(stem(w)));
}

/** Passages by id, under the same company, active and category conditions as the full-text search. */
async function chunksById(
  ctx: DomainContext,
  companyId: number,
  ids: number[],
  category: Category | undefined,
): Promise<ChunkRow[]> {
  if (ids.length === 0) return [];
  const categoryCondition: SQL = category ? sql` AND k.category = ${category}` : sql``;
  const rows: ChunkRow[] = [];
  // D1 binds at most 100 parameters per statement.
  for (let i = 0; i < ids.length; i += 90) {
    const slice = ids.slice(i, i + 90);
    rows.push(
      ...(await ctx.companyDb.all<ChunkRow>(sql`
        SELECT ${CHUNK_COLUMNS}
        FROM knowledge_chunks k
        WHERE k.id IN (${sql.join(
          slice.map((id) => sql`${id}`),
          sql`, `,
        )}) AND k.company_id = ${companyId} AND k.is_active = 1${categoryCondition}
      `)),
    );
  }
  return rows;
}

// ── Hits ──

function toHit(row: ChunkRow, similarity: number, plan: QueryPlan): KnowledgeHit {
  const fromEntry = row.knowledge_base_document_id != null;
  return {
    chunkId: row.id,
    source: fromEntry ? "knowledge_base" : "document",
    sourceId: (fromEntry ? row.knowledge_base_document_id : row.document_id)!,
    title: row.title,
    category: row.category,
    documentType: row.document_type,
    documentVersion: row.document_version,
    inForceSince: row.in_force_since == null ? null : new Date(row.in_force_since),
    heading: row.heading,
    position: row.position,
    content: row.body,
    snippet: snippetOf(
      row.body,
      plan.concepts.flatMap((c) => [...c.stems.keys()]),
    ),
    similarity: Math.round(similarity * 1000) / 1000,
  };
}

/**
 * About KNOWLEDGE_SNIPPET_LENGTH characters of the body around its densest group of query terms,
 * cut at word boundaries, with "…" where text was left out.
 */
export function snippetOf(body: string, terms: readonly string[], length = KNOWLEDGE_SNIPPET_LENGTH): string {
  const text = body.replace(/\s+/g, " ").trim();
  if (text.length <= length) return text;
  const wanted = new Set(terms);
  const matches: Array<{ start: number; term: string }> = [];
  for (const m of text.matchAll(/[\p{L}\p{N}]+/gu)) {
    const term = stem(m[0].toLowerCase());
    if (wanted.has(term)) matches.push({ start: m.index, term });
  }
  // The window (of `length` characters) starting a little before a match that holds the most
  // distinct terms; the first such window wins.
  let bestStart = 0;
  let bestCount = -1;
  for (const m of matches) {
    const start = Math.max(0, Math.min(m.start - 30, text.length - length));
    const distinct = new Set(
      matches.filter((x) => x.start >= start && x.start < start + length).map((x) => x.term),
    );
    if (distinct.size > bestCount) {
      bestCount = distinct.size;
      bestStart = start;
    }
  }
  let start = bestStart;
  let end = Math.min(text.length, start + length);
  if (start > 0) {
    const space = text.indexOf(" ", start);
    start = space >= 0 && space < end ? space + 1 : start;
  }
  if (end < text.length) {
    const space = text.lastIndexOf(" ", end);
    end = space > start ? space : end;
  }
  return `${start > 0 ? "…" : ""}${text.slice(start, end)}${end < text.length ? "…" : ""}`;
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}
