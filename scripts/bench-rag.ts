// `npm run bench:rag`: retrieval and assistant quality on the public eval sets (../shared/eval, or
// EVAL_DIR), measured on the product's own code against a fresh local D1: hit@1, hit@5 and MRR@10
// of the knowledge search against plain BM25 in the same run, abstention on off-topic questions,
// indexing time of the 60-page PDF, and search latency with 10,000 passages in one company among
// 100. Appends the figures to bench/RESULTS.md. RAG_BENCH_SKIP_SCALE=1 skips the latency part.
import { appendFileSync, readFileSync } from "node:fs";
import os from "node:os";
import { libraryTextExtractor } from "../worker/adapters/extract/library-text-extractor.ts";
import { knowledgeBaseDocuments } from "../worker/db/schema.ts";
import { CONFIDENCE_THRESHOLD } from "../worker/domain/contract/index.ts";
import { normalizeExtractedText } from "../worker/domain/imports/normalize-extracted-text.ts";
import { chunkInsertStatements } from "../worker/domain/knowledge/index-statements.ts";
import { answerHook } from "./bench/rag/answers.ts";
import { addKnowledgeText, createBenchCompany, openFreshDatabase, runBatches } from "./bench/rag/database.ts";
import { evalDirectory, loadH2o, loadPolicyQa } from "./bench/rag/eval-data.ts";
import { OFF_TOPIC_QUESTIONS } from "./bench/rag/off-topic-questions.ts";
import { type IndexedCorpus, measureAbstention, measureSet, type SetFigures } from "./bench/rag/quality.ts";
import { measureScale, type ScaleFigures } from "./bench/rag/scale.ts";

const started = performance.now();
const log = (message: string) => console.log(message);
const dir = evalDirectory();
log(`Eval sets from ${dir}`);
const policyQa = loadPolicyQa(dir);
const h2o = loadH2o(dir);
// RAG_BENCH_SAMPLE=n: every n-th PolicyQA question only (a quicker look while working; not for records).
const sample = Number(process.env.RAG_BENCH_SAMPLE ?? 1);
if (sample > 1) policyQa.questions = policyQa.questions.filter((_, i) => i % sample === 0);

const db = await openFreshDatabase(".wrangler/bench-rag-state");
const { ctx } = db;
try {
  log("Indexing PolicyQA: one company per website policy…");
  const policyIndex = new Map<string, IndexedCorpus>();
  for (const corpus of policyQa.corpora) {
    const companyId = await createBenchCompany(ctx, corpus.title);
    await addKnowledgeText(ctx, companyId, corpus.title, corpus.text!, "legal");
    policyIndex.set(corpus.id, { companyId, text: corpus.text! });
  }

  log("Indexing the H2O 60-page PDF (extract, normalise, chunk, insert)…");
  const h2oCorpus = h2o.corpora[0]!;
  const pdf = new Uint8Array(readFileSync(h2oCorpus.pdfPath!));
  const h2oCompany = await createBenchCompany(ctx, "H2O Bank");
  const t0 = performance.now();
  const h2oText = normalizeExtractedText(await libraryTextExtractor.extractText("pdf", pdf));
  const t1 = performance.now();
  const [entry] = await ctx.db
    .insert(knowledgeBaseDocuments)
    .values({ companyId: h2oCompany, title: h2oCorpus.title, category: "finance", documentType: "policy" })
    .returning({ id: knowledgeBaseDocuments.id });
  const { statements, chunkCount: h2oChunks } = chunkInsertStatements(
    ctx.db,
    {
      companyId: h2oCompany,
      knowledgeBaseDocumentId: entry!.id,
      title: h2oCorpus.title,
      category: "finance",
      documentType: "policy",
      isActive: true,
    },
    h2oText,
  );
  const t2 = performance.now();
  await runBatches(ctx, statements);
  const t3 = performance.now();
  const indexing = {
    extractMs: t1 - t0,
    chunkMs: t2 - t1,
    insertMs: t3 - t2,
    totalMs: t3 - t0,
    chunks: h2oChunks,
  };
  const h2oIndex = new Map<string, IndexedCorpus>([[h2oCorpus.id, { companyId: h2oCompany, text: h2oText }]]);

  log(`Searching: ${policyQa.questions.length} PolicyQA and ${h2o.questions.length} H2O questions…`);
  const sets: SetFigures[] = [
    await measureSet(ctx, policyQa, policyIndex),
    await measureSet(ctx, h2o, h2oIndex),
  ];
  const companyIds = [...[...policyIndex.values()].map((c) => c.companyId), h2oCompany];
  log(`Off-topic: ${OFF_TOPIC_QUESTIONS.length} questions × ${companyIds.length} companies…`);
  const abstention = await measureAbstention(ctx, OFF_TOPIC_QUESTIONS, companyIds);

  let scale: ScaleFigures | null = null;
  if (!process.env.RAG_BENCH_SKIP_SCALE) {
    log("Scale: seeding 100 companies (10,000 passages in the measured one)…");
    const queries = [...policyQa.questions.map((q) => q.question), ...h2o.questions.map((q) => q.question)];
    const step = Math.max(1, Math.floor(queries.length / 200));
    scale = await measureScale(ctx, queries.filter((_, i) => i % step === 0).slice(0, 200), log);
  }

  const report = formatReport(sets, abstention, indexing, scale, (performance.now() - started) / 1000);
  console.log(report);
  if (!process.env.RAG_BENCH_NO_RECORD) {
    appendFileSync("bench/RESULTS.md", `${report}\n`);
    log("\nAppended to bench/RESULTS.md");
  }
} finally {
  await db.dispose();
}

function pct(x: number) {
  return `${(100 * x).toFixed(1)} %`;
}

function formatReport(
  sets: SetFigures[],
  abstention: Awaited<ReturnType<typeof measureAbstention>>,
  indexing: { extractMs: number; chunkMs: number; insertMs: number; totalMs: number; chunks: number },
  scale: ScaleFigures | null,
  seconds: number,
): string {
  const lines: string[] = [];
  lines.push(
    `\n## ${new Date().toISOString()} — RAG quality (\`npm run bench:rag\`), ${os.cpus().length} cores, ${os.cpus()[0]?.model ?? "unknown CPU"}, Node ${process.version}, local D1 (workerd SQLite) via wrangler's platform proxy\n`,
  );
  lines.push(
    "Embedded engine (D1 FTS5 + rerank, no vectors) against plain BM25 (k1 1.2, b 0.75, 200-word windows, 50 overlap) over the same text, same questions, same run. A hit: one of the top k passages holds the answer (eval README).\n",
  );
  lines.push("| Set | questions | method | hit@1 | hit@5 | MRR@10 |");
  lines.push("|---|---|---|---|---|---|");
  for (const s of sets) {
    lines.push(
      `| ${s.name} | ${s.product.questions} | product search | ${pct(s.product.hit1)} | ${pct(s.product.hit5)} | ${s.product.mrr10.toFixed(3)} |`,
    );
    lines.push(
      `| | | BM25 baseline | ${pct(s.baseline.hit1)} | ${pct(s.baseline.hit5)} | ${s.baseline.mrr10.toFixed(3)} |`,
    );
    const ratio = (a: number, b: number) => (b > 0 ? `${(a / b).toFixed(2)}×` : "—");
    lines.push(
      `| | | **ratio** | ${ratio(s.product.hit1, s.baseline.hit1)} | **${ratio(s.product.hit5, s.baseline.hit5)}** | ${ratio(s.product.mrr10, s.baseline.mrr10)} |`,
    );
  }
  for (const s of sets) {
    if (s.productStrict.hit5 === s.product.hit5 && s.baselineStrict.hit5 === s.baseline.hit5) continue;
    lines.push(
      `| ${s.name}, strict (every token in one passage) | ${s.productStrict.questions} | product / BM25 | ${pct(s.productStrict.hit1)} / ${pct(s.baselineStrict.hit1)} | ${pct(s.productStrict.hit5)} / ${pct(s.baselineStrict.hit5)} (${(s.productStrict.hit5 / Math.max(1e-9, s.baselineStrict.hit5)).toFixed(2)}×) | ${s.productStrict.mrr10.toFixed(3)} / ${s.baselineStrict.mrr10.toFixed(3)} |`,
    );
  }
  lines.push("");
  lines.push(
    `Confidence (threshold ${CONFIDENCE_THRESHOLD}): abstention on off-topic questions ${pct(abstention.abstained / abstention.asked)} (${abstention.abstained}/${abstention.asked}: ${OFF_TOPIC_QUESTIONS.length} questions × every eval company); covered questions at ≥ ${CONFIDENCE_THRESHOLD}: ${sets.map((s) => `${s.name} ${pct(s.confident)}`).join(", ")}.`,
  );
  if (abstention.worst.length) {
    lines.push(
      `Off-topic questions answered with most confidence: ${abstention.worst.map((w) => `"${w.question}" ${w.confidence.toFixed(2)}`).join("; ")}.`,
    );
  }
  lines.push("");
  for (const s of sets) {
    if (s.answers) {
      lines.push(
        `Answers, ${s.name}: token presence ${s.answers.tokenPresence == null ? "—" : pct(s.answers.tokenPresence)}, citation precision per cited passage ${s.answers.citationPrecision == null ? "—" : pct(s.answers.citationPrecision)} (${s.answers.questions} replies; each company holds one document, so per document it is 100 % whenever a reply cites).`,
      );
    }
  }
  if (!answerHook)
    lines.push("Answer token presence and citation precision: not measured (RAG_BENCH_SKIP_ANSWERS).");
  lines.push("");
  lines.push(
    `Indexing the 60-page PDF: ${indexing.totalMs.toFixed(0)} ms (extract ${indexing.extractMs.toFixed(0)} ms, chunk ${indexing.chunkMs.toFixed(0)} ms, insert ${indexing.insertMs.toFixed(0)} ms; ${indexing.chunks} passages).`,
  );
  const evalSearch = sets.flatMap((s) => s.searchMs).sort((a, b) => a - b);
  const at = (xs: number[], p: number) => xs[Math.min(xs.length - 1, Math.floor(p * xs.length))]!;
  lines.push(
    `Search on the eval corpora: p50 ${at(evalSearch, 0.5).toFixed(1)} ms, p95 ${at(evalSearch, 0.95).toFixed(1)} ms (${evalSearch.length} searches).`,
  );
  if (scale) {
    lines.push(
      `Search at scale: ${scale.chunksInMeasured.toLocaleString("en")} passages in the measured company, ${scale.chunksTotal.toLocaleString("en")} across ${scale.companies} companies; ${scale.queries} queries: **p50 ${scale.p50.toFixed(1)} ms, p95 ${scale.p95.toFixed(1)} ms** (max ${scale.max.toFixed(1)} ms; seeding took ${scale.seedSeconds.toFixed(0)} s).`,
    );
  }
  lines.push(`\nWhole run: ${seconds.toFixed(0)} s.`);
  return lines.join("\n");
}
