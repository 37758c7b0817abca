// Loads the public evaluation sets (../shared/eval, or EVAL_DIR): PolicyQA's website privacy
// policies with their questions, and H2O's 60-page bank policy PDF with its questions.
import { readFileSync } from "node:fs";
import path from "node:path";

/** How a question's answer is recognised in a retrieved passage (the eval README's definitions). */
export type AnswerKey =
  /** PolicyQA: the gold answer span (case- and whitespace-insensitive). */
  | { kind: "span"; spans: string[] }
  /** H2O with tokens: every entry of tokens_present. */
  | { kind: "tokens"; tokens: string[] }
  /** H2O without tokens: at least 60 % of the answer's content words. */
  | { kind: "words"; answer: string };

export interface EvalQuestion {
  /** The corpus (company) the question is asked of. */
  corpus: string;
  question: string;
  key: AnswerKey;
  /** The full answer (H2O) — for answer hooks; null for PolicyQA. */
  answer: string | null;
  tokensPresent: string[] | null;
}

export interface EvalCorpus {
  id: string;
  title: string;
  /** Plain text, as a knowledge-base upload would hold it (for a PDF: null until extracted). */
  text: string | null;
  pdfPath?: string;
}

export interface EvalSet {
  name: string;
  corpora: EvalCorpus[];
  questions: EvalQuestion[];
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
    corpora.push({
      id,
      title: `${policy.title} Privacy Policy`,
      text: policy.paragraphs.map((p) => p.context.trim()).join("\n\n"),
    });
    for (const paragraph of policy.paragraphs) {
      for (const qa of paragraph.qas) {
        const spans = [...new Set(qa.answers.map((a) => a.text).filter((t) => t.trim().length > 0))];
        if (spans.length === 0) continue;
        questions.push({
          corpus: id,
          question: qa.question,
          key: { kind: "span", spans },
          answer: null,
          tokensPresent: null,
        });
      }
    }
  }
  return { name: "PolicyQA (dev)", corpora, questions };
}

/** H2O banking policy: the PDF, the token-presence questions and the question-type questions. */
export function loadH2o(dir = evalDirectory()): EvalSet {
  const base = path.join(dir, "h2o-banking-policy");
  const id = "h2o:Policy_Document.pdf";
  const corpora: EvalCorpus[] = [
    {
      id,
      title: "Document Handling & Retention Policy",
      text: null,
      pdfPath: path.join(base, "Policy_Document.pdf"),
    },
  ];
  const questions: EvalQuestion[] = [];
  for (const row of readCsv(path.join(base, "token_presence_Policy_Document.csv"))) {
    const tokens = parsePythonList(row.tokens_present ?? "");
    if (!row.question) continue;
    questions.push({
      corpus: id,
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
      question: row.question,
      key: { kind: "words", answer: row.answer },
      answer: row.answer,
      tokensPresent: null,
    });
  }
  return { name: "H2O banking policy", corpora, questions };
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
