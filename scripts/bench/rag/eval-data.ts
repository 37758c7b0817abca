// Loads the public evaluation sets (../shared/eval, or EVAL_DIR): PolicyQA's website privacy
// policies with their questions, and H2O's 60-page bank policy PDF with its questions.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Category } from "../../../worker/domain/contract/index.ts";
import type { NonPolicyKind } from "./non-policy-questions.ts";
import { type Part, partOf } from "./split.ts";

/** How a question's answer is recognised in a retrieved passage (the eval README's definitions). */
export type AnswerKey =
  /** PolicyQA: the gold answer span (case- and whitespace-insensitive). */
  | { kind: "span"; spans: string[] }
  /** H2O with tokens: every entry of tokens_present. */
  | { kind: "tokens"; tokens: string[] }
  /** H2O without tokens: at least 60 % of the answer's content words. */
  | { kind: "words"; answer: string }
  /** A question the documents do not answer: nothing holds its answer. */
  | { kind: "none" };

export interface EvalQuestion {
  /** The corpus (company) the question is asked of. */
  corpus: string;
  /** Which part of the set it belongs to (split.ts). */
  part: Part;
  /** A policy question, one the documents do not answer, or a question that is not about policies. */
  kind: "policy" | "unanswerable" | NonPolicyKind;
  question: string;
  key: AnswerKey;
  /** The full answer (H2O) — for answer hooks; null for PolicyQA. */
  answer: string | null;
  tokensPresent: string[] | null;
  /** The slug of the set the question was written for, when asked of another set's company. */
  origin?: string;
}

export interface EvalDocument {
  title: string;
  category?: Category;
  /** Plain text, as a knowledge-base upload would hold it; null: read `file` as an upload is read. */
  text: string | null;
  file?: string;
}

/** One company's documents; the set's questions about them are asked of that company. */
export interface EvalCorpus {
  id: string;
  title: string;
  documents: EvalDocument[];
}

export interface EvalSet {
  name: string;
  /** Short name for file names and tables. */
  slug: string;
  corpora: EvalCorpus[];
  questions: EvalQuestion[];
  /** Given with EVAL_EXTRA, or written as a holdout: never tuned on, every question is test. */
  unseen?: boolean;
  /** Every question is tune (a former holdout, once its test figure was recorded). */
  tuneOnly?: boolean;
}

/** The parts of a set a run asks: an unseen set only test, a tune-only set only tune. */
export function partsOfSet(set: EvalSet, parts: Part[]): Part[] {
  if (set.unseen) return ["test"];
  if (set.tuneOnly) return parts.filter((part) => part === "tune");
  return parts;
}

export function evalDirectory(): string {
  return path.resolve(process.env.EVAL_DIR ?? path.join(process.cwd(), "..", "shared", "eval"));
}

interface SquadFile {
  data: Array<{
    title: string;
    paragraphs: Array<{
      context: string;
      qas: Array<{ question: string; answers: Array<{ text: string }> }>;
    }>;
  }>;
}

/** PolicyQA: one corpus per website policy, its paragraphs joined by blank lines. */
export function loadPolicyQa(dir = evalDirectory()): EvalSet {
  const file = JSON.parse(readFileSync(path.join(dir, "policyqa", "dev.json"), "utf8")) as SquadFile;
  const corpora: EvalCorpus[] = [];
  const questions: EvalQuestion[] = [];
  for (const policy of file.data) {
    const id = `policyqa:${policy.title}`;
    const title = `${policy.title} Privacy Policy`;
    const part = partOf(title);
    corpora.push({
      id,
      title,
      documents: [{ title, text: policy.paragraphs.map((p) => p.context.trim()).join("\n\n") }],
    });
    for (const paragraph of policy.paragraphs) {
      for (const qa of paragraph.qas) {
        const spans = [...new Set(qa.answers.map((a) => a.text).filter((t) => t.trim().length > 0))];
        if (spans.length === 0) continue;
        questions.push({
          corpus: id,
          part,
          kind: "policy",
          question: qa.question,
          key: { kind: "span", spans },
          answer: null,
          tokensPresent: null,
        });
      }
    }
  }
  return { name: "PolicyQA (dev)", slug: "policyqa", corpora, questions };
}

/** H2O banking policy: the PDF, the token-presence questions and the question-type questions. */
export function loadH2o(dir = evalDirectory()): EvalSet {
  const base = path.join(dir, "h2o-banking-policy");
  const id = "h2o:Policy_Document.pdf";
  const title = "Document Handling & Retention Policy";
  const corpora: EvalCorpus[] = [
    { id, title, documents: [{ title, text: null, file: path.join(base, "Policy_Document.pdf") }] },
  ];
  const questions: EvalQuestion[] = [];
  for (const row of readCsv(path.join(base, "token_presence_Policy_Document.csv"))) {
    const tokens = parsePythonList(row.tokens_present ?? "");
    if (!row.question) continue;
    questions.push({
      corpus: id,
      part: partOf(row.question),
      kind: "policy",
      question: row.question,
      key: tokens.length > 0 ? { kind: "tokens", tokens } : { kind: "words", answer: row.answer ?? "" },
      answer: row.answer ?? null,
      tokensPresent: tokens,
    });
  }
  for (const row of readCsv(path.join(base, "question_type_Policy_Document.csv"))) {
    if (!row.question || !row.answer) continue;
    questions.push({
      corpus: id,
      part: partOf(row.question),
      kind: "policy",
      question: row.question,
      key: { kind: "words", answer: row.answer },
      answer: row.answer,
      tokensPresent: null,
    });
  }
  return { name: "H2O banking policy", slug: "h2o", corpora, questions };
}

/** RFC 4180 CSV (quoted fields may hold commas, quotes and line breaks) as objects by header. */
export function readCsv(file: string): Array<Record<string, string>> {
  const text = readFileSync(file, "utf8");
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") {
      row.push(field);
      field = "";
    } else if (ch === "\n" || ch === "\r") {
      if (ch === "\r" && text[i + 1] === "\n") i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
    } else field += ch;
  }
  if (field || row.length) {
    row.push(field);
    rows.push(row);
  }
  const [header, ...body] = rows.filter((r) => r.some((f) => f.length > 0));
  return body.map((r) => Object.fromEntries(header!.map((h, i) => [h, r[i] ?? ""])));
}

/** "['a', \"b's\"]" → ["a", "b's"] */
function parsePythonList(text: string): string[] {
  const items: string[] = [];
  for (const m of text.matchAll(/'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)"/g)) {
    const item = (m[1] ?? m[2] ?? "").replace(/\\(.)/g, "$1").trim();
    if (item) items.push(item);
  }
  return items;
}

/** A question of a fact set (bench/eval/demo-library, EVAL_EXTRA sets): its expected facts. */
interface FactQuestion {
  id: string;
  question: string;
  /** Short strings a correct answer contains; empty for a question the documents do not answer. */
  facts: string[];
  type?: string;
}

/** The corpus (one company) of the fact set with this slug. */
export const factSetCorpusId = (slug: string) => `${slug}:documents`;

/**
 * A fact set: one company's documents and `questions.json` ({ id, question, facts, type }). The
 * documents are given (the demo library) or are the files of the folder's `pdf/`, else of its
 * `documents/` (.pdf, .docx, .md, .txt), read as a knowledge-base upload reads them.
 */
export function loadFactSet(
  dir: string,
  options: { name: string; slug: string; documents?: EvalDocument[]; unseen?: boolean; tuneOnly?: boolean },
): EvalSet {
  const id = factSetCorpusId(options.slug);
  const documents = options.documents ?? readDocuments(dir);
  const raw = JSON.parse(readFileSync(path.join(dir, "questions.json"), "utf8")) as FactQuestion[];
  const questions: EvalQuestion[] = raw.map((q) => {
    const facts = q.facts.filter((f) => f.trim().length > 0);
    const answerable = facts.length > 0 && q.type !== "unanswerable";
    return {
      corpus: id,
      part: options.unseen ? "test" : options.tuneOnly ? "tune" : partOf(q.id),
      kind: answerable ? "policy" : "unanswerable",
      question: q.question,
      key: answerable ? { kind: "tokens", tokens: facts } : { kind: "none" },
      answer: null,
      tokensPresent: answerable ? facts : null,
    };
  });
  return {
    name: options.name,
    slug: options.slug,
    corpora: [{ id, title: options.name, documents }],
    questions,
    unseen: options.unseen,
    tuneOnly: options.tuneOnly,
  };
}

function readDocuments(dir: string): EvalDocument[] {
  const folder = existsSync(path.join(dir, "pdf")) ? path.join(dir, "pdf") : path.join(dir, "documents");
  return readdirSync(folder)
    .filter((f) => /\.(pdf|docx|md|txt)$/i.test(f))
    .sort()
    .map((f) => ({ title: titleOf(f), text: null, file: path.join(folder, f) }));
}

const titleOf = (file: string) =>
  file
    .replace(/\.[a-z]+$/i, "")
    .replace(/[-_]+/g, " ")
    .replace(/^\d+\s+/, "")
    .replace(/\b\w/g, (c) => c.toUpperCase());
