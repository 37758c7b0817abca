// `npm run bench:rag`: the assistant's quality, measured on the product's own code against a fresh
// local D1, on the public eval sets (../shared/eval, or EVAL_DIR), the demo library's hand-written
// questions (bench/eval/demo-library; bench/eval/demo-library-blind and -blind-2: written without
// reading the library, the first round tune, the second test only) and questions that are not about
// policies; plus any unseen
// set given with EVAL_EXTRA=<folder>[,<folder>] (a folder with questions.json and its documents in
// pdf/ or documents/; never tuned on; reported as test), and EVAL_EXTRA_NONPOLICY=<file>.
//
// Every set is split into *tune* and *test* (scripts/bench/rag/split.ts). Weights and thresholds
// are chosen on tune (`-- --fit` writes worker/domain/assistant/fitted-weights.ts from tune alone);
// the figures that count are test. Reports retrieval hit@1/hit@5/MRR@10 against plain BM25 over
// windows as long as the product's passages, answer fact presence (against a plain answerer over
// those windows), confidently wrong, abstention, calibration (ECE, and a reliability diagram written
// to bench/reliability.png), and answer time with 10,000 passages in one company among 100.
//
// --loco: leave one corpus out (scripts/bench/rag/loco.ts): each corpus asked with models fitted on
// the others only; --without <features> ablates rerank features, "lexicon", "fallback" or
// "top-passage"; --hold-out <names> holds out only the corpora so named; --fit-limit <n> caps
// each set's answerable questions in a fit (default 600, a spread sample); --ask-limit <n> asks at
// most n questions of each held-out set (a spread sample); --confidence-without <features> and
// --confidence-l2 <x> try the confidence model with fewer features or a stronger penalty.
// --ablate: the retrieval ablations alone, each corpus held out in turn (hit@5 against BM25).
// Options: --part tune|test|all (default all), --fit, --fit-confidence (the confidence model alone,
// the rerank's and sentence model's weights kept), --sets policyqa,h2o,demo,blind,blind2,crossed,nonpolicy,extra,
// --no-scale, --no-record (do not append to bench/RESULTS.md), --engine workers-ai (the production
// path: Workers AI's answer and embedding models over the REST API, scripts/bench/rag/workers-ai-path.ts;
// needs CLOUDFLARE_ACCOUNT_ID and CLOUDFLARE_API_TOKEN), --engine scripted (the same production path
// with scripted models and an oracle vector channel: how many right answers reach the person and how
// many faulty ones are stopped, scripts/bench/rag/scripted-path.ts). RAG_BENCH_DUMP=<file> writes every
// question's result as JSON (and <file>.disagreements.json the known disagreements').
import { appendFileSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { libraryTextExtractor } from "../worker/adapters/extract/library-text-extractor.ts";
import type { ConfidenceFeatureName } from "../worker/domain/assistant/answer-features.ts";
import { detectImportFormat } from "../worker/domain/imports/detect-import-format.ts";
import { readImportedText } from "../worker/domain/imports/import-document.ts";
import { formatConflictDetector, measureConflictDetector } from "./bench/rag/conflict-pairs.ts";
import { addKnowledgeText, createBenchCompany, openFreshDatabase } from "./bench/rag/database.ts";
import { loadDemoLibrary, loadDemoLibraryBlind } from "./bench/rag/demo-library.ts";
import { type DisagreementResult, measureDisagreements } from "./bench/rag/disagreements.ts";
import {
  type EvalQuestion,
  type EvalSet,
  evalDirectory,
  loadFactSet,
  loadH2o,
  loadPolicyQa,
  partsOfSet,
} from "./bench/rag/eval-data.ts";
import { fitWeights } from "./bench/rag/fit.ts";
import { ablateRetrieval, formatLoco, leaveOneCorpusOut } from "./bench/rag/loco.ts";
import { NON_POLICY_QUESTIONS, type NonPolicyKind } from "./bench/rag/non-policy-questions.ts";
import { type IndexedCorpus, measureQuestions, type QuestionResult } from "./bench/rag/quality.ts";
import { formatReport } from "./bench/rag/report.ts";
import { measureScale, type ScaleFigures } from "./bench/rag/scale.ts";
import { formatScripted, type ScriptedFigures, ScriptedPath } from "./bench/rag/scripted-path.ts";
import { type Part, partOf } from "./bench/rag/split.ts";
import { answerThroughWorkersAi, embedEntryPassages, workersAiPath } from "./bench/rag/workers-ai-path.ts";

const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const partArg = option("--part") ?? "all";
const parts: Part[] = partArg === "all" ? ["tune", "test"] : [partArg as Part];
const fit = args.includes("--fit") || args.includes("--fit-confidence");
const wanted = new Set(
  (option("--sets") ?? "policyqa,h2o,demo,blind,blind2,crossed,nonpolicy,extra").split(","),
);
const started = performance.now();
const log = (message: string) => console.log(message);

// The engine: the embedded one (default), or the production path through Workers AI.
const engine = option("--engine") ?? "embedded";
if (engine !== "embedded" && engine !== "workers-ai" && engine !== "scripted")
  throw new Error(`--engine is "embedded" (the default), "workers-ai" or "scripted", not "${engine}"`);
const workersAi = engine === "workers-ai" ? workersAiPath() : null;
if ((workersAi || engine === "scripted") && fit)
  throw new Error(`--fit fits the embedded engine's weights: run it without --engine ${engine}.`);

const dir = evalDirectory();
log(`Eval sets from ${dir}`);
const sets: EvalSet[] = [];
if (wanted.has("policyqa")) sets.push(loadPolicyQa(dir));
if (wanted.has("h2o")) sets.push(loadH2o(dir));
if (wanted.has("demo")) sets.push(loadDemoLibrary());
if (wanted.has("blind")) sets.push(loadDemoLibraryBlind(1));
if (wanted.has("blind2")) sets.push(loadDemoLibraryBlind(2));
if (wanted.has("extra")) {
  for (const extra of (process.env.EVAL_EXTRA ?? "").split(",").filter(Boolean)) {
    const slug = path.basename(path.resolve(extra));
    sets.push(loadFactSet(path.resolve(extra), { name: `${slug} (unseen)`, slug, unseen: true }));
  }
}

// RAG_BENCH_STATE: another folder for the local D1, so that two runs (a fit and a LOCO) can share a machine.
const db = await openFreshDatabase(process.env.RAG_BENCH_STATE ?? ".wrangler/bench-rag-state");
const { ctx } = db;
if (workersAi) {
  answerThroughWorkersAi(ctx, workersAi);
  log(`Engine: ${workersAi.description}`);
}
try {
  const indexed = new Map<string, IndexedCorpus>();
  const indexing: Array<{ name: string; ms: number; passages: number; documents: number }> = [];
  for (const set of sets) {
    log(`Indexing ${set.name}: ${set.corpora.length} ${set.corpora.length === 1 ? "company" : "companies"}…`);
    for (const corpus of set.corpora) {
      // The demo library's two question sets ask one company.
      if (indexed.has(corpus.id)) continue;
      const companyId = await createBenchCompany(ctx, corpus.title);
      const t0 = performance.now();
      const texts: string[] = [];
      let passages = 0;
      for (const doc of corpus.documents) {
        const text = doc.text ?? (await readUpload(doc.file!));
        texts.push(text);
        const entry = await addKnowledgeText(ctx, companyId, doc.title, text, doc.category ?? "other");
        if (workersAi) await embedEntryPassages(ctx, workersAi, companyId, entry.entryId, entry.chunkCount);
        passages += entry.chunkCount;
      }
      indexing.push({
        name: corpus.title,
        ms: performance.now() - t0,
        passages,
        documents: corpus.documents.length,
      });
      indexed.set(corpus.id, { companyId, text: texts.join("\n\n") });
    }
  }

  // Questions the documents do not answer, by construction: each set's questions asked of another
  // set's company (the demo library's HR questions and H2O's bank questions of a website's privacy
  // policy; privacy questions of the bank). Kept in the question's own part.
  const crossed = crossedQuestions(sets, indexed);
  if (crossed.questions.length > 0 && wanted.has("crossed")) sets.push(crossed);

  // Questions that are not about policies, asked of every company indexed.
  if (wanted.has("nonpolicy")) {
    const questions: EvalQuestion[] = [...indexed.keys()].flatMap((corpus) =>
      NON_POLICY_QUESTIONS.map((q) => ({
        corpus,
        part: q.part ?? partOf(q.question),
        kind: q.kind,
        question: q.question,
        key: { kind: "none" as const },
        answer: null,
        tokensPresent: null,
      })),
    );
    sets.push({ name: "Not about policies", slug: "nonpolicy", corpora: [], questions });
    // An unseen list of such messages (EVAL_EXTRA_NONPOLICY=<file>: [{ question, kind }]), test only.
    const extraFile = process.env.EVAL_EXTRA_NONPOLICY;
    if (extraFile) {
      const extra = JSON.parse(readFileSync(extraFile, "utf8")) as Array<{
        question: string;
        kind: NonPolicyKind;
      }>;
      sets.push({
        name: "Not about policies (unseen)",
        slug: "nonpolicy",
        unseen: true,
        corpora: [],
        questions: [...indexed.keys()].flatMap((corpus) =>
          extra.map((q) => ({
            corpus,
            part: "test" as const,
            kind: q.kind,
            question: q.question,
            key: { kind: "none" as const },
            answer: null,
            tokensPresent: null,
          })),
        ),
      });
    }
  }

  if (engine === "scripted") {
    const scripted = new ScriptedPath(ctx);
    await scripted.prepare(indexed);
    const figures: ScriptedFigures[] = [];
    for (const set of sets) {
      log(`Asking ${set.name} through the scripted production path…`);
      figures.push(...(await scripted.measure(set, indexed, partsOfSet(set, parts))));
    }
    const report = `## ${new Date().toISOString()} — scripted production path (\`--engine scripted\`, ${partArg})\n\n${formatScripted(figures)}\n`;
    console.log(report);
    if (!args.includes("--no-record")) {
      appendFileSync("bench/RESULTS.md", `${report}\n`);
      log("\nAppended to bench/RESULTS.md");
    }
  } else if (args.includes("--ablate")) {
    const report = await ablateRetrieval(
      ctx,
      sets,
      indexed,
      {
        perSetLimit: Number(option("--fit-limit") ?? 600),
        ...(option("--ask-limit") ? { askLimit: Number(option("--ask-limit")) } : {}),
        ...(option("--runs") ? { runs: option("--runs")!.split(",") } : {}),
      },
      log,
    );
    console.log(`\n\`npm run bench:rag -- ${args.join(" ")}\`${report}`);
    if (!args.includes("--no-record")) appendFileSync("bench/RESULTS.md", `${report}\n`);
  } else if (args.includes("--loco")) {
    const without = (option("--without") ?? "").split(",").filter(Boolean);
    const rows = await leaveOneCorpusOut(
      ctx,
      sets,
      indexed,
      {
        without,
        perSetLimit: Number(option("--fit-limit") ?? 600),
        ...(option("--ask-limit") ? { askLimit: Number(option("--ask-limit")) } : {}),
        ...(option("--confidence-without")
          ? { confidenceWithout: option("--confidence-without")!.split(",") as ConfidenceFeatureName[] }
          : {}),
        ...(option("--confidence-l2") ? { confidenceL2: Number(option("--confidence-l2")) } : {}),
        ...(option("--hold-out") ? { only: option("--hold-out")!.toLowerCase().split(",") } : {}),
      },
      log,
    );
    const report =
      formatLoco(rows, `npm run bench:rag -- ${args.join(" ")}`, without) +
      formatConflictDetector(measureConflictDetector());
    console.log(report);
    if (process.env.RAG_BENCH_DUMP)
      writeFileSync(
        process.env.RAG_BENCH_DUMP,
        JSON.stringify(
          rows.flatMap((r) => r.results),
          null,
          1,
        ),
      );
    if (!args.includes("--no-record")) appendFileSync("bench/RESULTS.md", `${report}\n`);
  } else if (fit) {
    await fitWeights(
      ctx,
      sets,
      indexed,
      log,
      args.includes("--fit-confidence") ? "confidence" : undefined,
      option("--fit-limit") ? Number(option("--fit-limit")) : undefined,
    );
    log("Fitted on tune; run the bench again (without --fit) for the figures.");
  } else {
    const results: QuestionResult[] = [];
    for (const set of sets) {
      const setParts = partsOfSet(set, parts);
      const count = set.questions.filter((q) => setParts.includes(q.part)).length;
      log(`Asking ${set.name}: ${count} questions (${setParts.join(" + ")})…`);
      results.push(...(await measureQuestions(ctx, set, indexed, setParts, log)));
    }
    if (process.env.RAG_BENCH_DUMP)
      writeFileSync(process.env.RAG_BENCH_DUMP, JSON.stringify(results, null, 1));

    // The demo library's known disagreements between two documents, asked of its company.
    let disagreements: DisagreementResult[] | null = null;
    const demoCorpus = sets.find((set) => set.slug === "demo")?.corpora[0];
    if (demoCorpus && indexed.has(demoCorpus.id)) {
      log("Asking the demo library's known disagreements…");
      disagreements = await measureDisagreements(ctx, indexed.get(demoCorpus.id)!.companyId, parts);
      if (process.env.RAG_BENCH_DUMP)
        writeFileSync(
          `${process.env.RAG_BENCH_DUMP}.disagreements.json`,
          JSON.stringify(disagreements, null, 1),
        );
    }

    let scale: ScaleFigures | null = null;
    // The scale figures time the embedded engine on 100 seeded companies; through Workers AI they
    // would time the network and bill 10,000 embeddings.
    if (workersAi) log("Scale: skipped with --engine workers-ai.");
    else if (!args.includes("--no-scale")) {
      log("Scale: seeding 100 companies (10,000 passages in the measured one)…");
      const queries = results.filter((r) => r.kind === "policy").map((r) => r.question);
      const step = Math.max(1, Math.floor(queries.length / 200));
      scale = await measureScale(ctx, queries.filter((_, i) => i % step === 0).slice(0, 200), log);
    }

    const machine = `${os.cpus().length} cores, ${os.cpus()[0]?.model ?? "unknown CPU"}, Node ${process.version}`;
    const report = await formatReport({
      sets,
      results,
      disagreements,
      parts,
      indexing,
      scale,
      machine,
      seconds: (performance.now() - started) / 1000,
      diagramPath: "bench/reliability.png",
      ...(workersAi ? { engine: workersAi.description } : {}),
    });
    const withDetector = `${report}\n${formatConflictDetector(measureConflictDetector())}`;
    console.log(withDetector);
    if (!args.includes("--no-record")) {
      appendFileSync("bench/RESULTS.md", `${withDetector}\n`);
      log("\nAppended to bench/RESULTS.md");
    }
  }
} finally {
  await db.dispose();
}

function crossedQuestions(all: EvalSet[], indexed: Map<string, IndexedCorpus>): EvalSet {
  const bySlug = new Map(all.map((set) => [set.slug, set]));
  const privacy = bySlug.get("policyqa")?.corpora[0]?.id;
  const bank = bySlug.get("h2o")?.corpora[0]?.id;
  const pairs: Array<[EvalSet | undefined, string | undefined, number]> = [
    [bySlug.get("demo"), privacy, Number.POSITIVE_INFINITY],
    [bySlug.get("h2o"), privacy, Number.POSITIVE_INFINITY],
    [bySlug.get("policyqa"), bank, 150],
  ];
  const questions: EvalQuestion[] = [];
  for (const [set, corpus, limit] of pairs) {
    if (!set || !corpus || !indexed.has(corpus)) continue;
    const asked = set.questions.filter((q) => q.kind === "policy" && q.corpus !== corpus);
    const step = Math.max(1, Math.floor(asked.length / Math.min(limit, asked.length)));
    for (const q of asked.filter((_, i) => i % step === 0).slice(0, limit)) {
      questions.push({
        ...q,
        origin: set.slug,
        corpus,
        kind: "unanswerable",
        key: { kind: "none" },
        answer: null,
        tokensPresent: null,
      });
    }
  }
  return { name: "Asked of another company", slug: "crossed", corpora: [], questions };
}

/** A file's text as the knowledge-base upload reads it (the import's detector and extractors). */
async function readUpload(file: string): Promise<string> {
  const bytes = new Uint8Array(readFileSync(file));
  const name = path.basename(file);
  const { text } = await readImportedText(detectImportFormat(name, bytes), bytes, name, libraryTextExtractor);
  return text;
}
