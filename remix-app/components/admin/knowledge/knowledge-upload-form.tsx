import {
  type Category,
  extensionOf,
  KNOWLEDGE_FILE_ACCEPT,
  KNOWLEDGE_FILE_SIZE_MESSAGE,
  KNOWLEDGE_FILE_TYPE_MESSAGE,
  KNOWLEDGE_FORMATS,
  KNOWLEDGE_UPLOAD_REQUIRED_MESSAGE,
  type KnowledgeBaseEntryDto,
  type KnowledgeDocumentType,
  MAX_KNOWLEDGE_FILE_BYTES,
} from "@charterly/domain/contract";
import { type FormEvent, useId, useRef, useState } from "react";
import { type FailureText, useReportFailure } from "../../../lib/report-failure";
import { buttonStyles, cardStyles } from "../../button-styles";
import { formatFileSize } from "../../import/import-files";
import { Notice } from "../../notice";
import { useToast } from "../../toast";
import { FormField, fieldStyles } from "../../ui/form-field";
import { ProgressBar } from "../../ui/progress-bar";
import { uploadKnowledgeFile } from "./knowledge-api";
import { TypeAndCategoryFields } from "./knowledge-options";

const UPLOAD_FAILED = {
  title: "Upload Failed",
  description: "The file could not be uploaded. Please try again.",
};

/** Why the file cannot be uploaded (type or size, spec §5 and §9), or null. */
function fileProblem(file: File): FailureText | null {
  if (!(KNOWLEDGE_FORMATS as readonly string[]).includes(extensionOf(file.name)))
    return { title: "Invalid File Type", description: KNOWLEDGE_FILE_TYPE_MESSAGE };
  if (file.size > MAX_KNOWLEDGE_FILE_BYTES)
    return { title: "File Too Large", description: KNOWLEDGE_FILE_SIZE_MESSAGE };
  return null;
}

type Phase = { kind: "idle" } | { kind: "sending"; sent: number } | { kind: "indexing" };

/**
 * 'Upload Training Document': a title, a file (PDF, DOCX, TXT or MD up to 10 MB), its type and
 * category. The bar follows the upload; then the server extracts, chunks and indexes the text.
 */
export function KnowledgeUploadForm({ onAdded }: { onAdded: (entry: KnowledgeBaseEntryDto) => void }) {
  const id = useId();
  const { toast } = useToast();
  const reportFailure = useReportFailure();
  const fileInput = useRef<HTMLInputElement>(null);
  const [title, setTitle] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [documentType, setDocumentType] = useState<KnowledgeDocumentType>("policy");
  const [category, setCategory] = useState<Category>("other");
  const [phase, setPhase] = useState<Phase>({ kind: "idle" });
  const [problem, setProblem] = useState<FailureText | null>(null);
  const busy = phase.kind !== "idle";

  const refuse = (text: FailureText) => {
    setProblem(text);
    toast({ ...text, variant: "destructive" });
  };

  const chooseFile = (chosen: File | null) => {
    setProblem(null);
    const wrong = chosen ? fileProblem(chosen) : null;
    if (chosen && wrong) {
      refuse(wrong);
      setFile(null);
      if (fileInput.current) fileInput.current.value = "";
      return;
    }
    setFile(chosen);
    // The file's name, without its extension, is a fair first title.
    if (chosen && title.trim() === "") setTitle(chosen.name.replace(/\.[^.]+$/, ""));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (title.trim() === "" || !file) {
      refuse({ title: "Validation Error", description: KNOWLEDGE_UPLOAD_REQUIRED_MESSAGE });
      return;
    }
    const wrong = fileProblem(file);
    if (wrong) {
      refuse(wrong);
      return;
    }
    setProblem(null);
    setPhase({ kind: "sending", sent: 0 });
    try {
      const entry = await uploadKnowledgeFile({ file, title, documentType, category }, (sent) =>
        setPhase(sent >= 1 ? { kind: "indexing" } : { kind: "sending", sent }),
      );
      toast({
        title: "Document Uploaded",
        description: `“${entry.title}” was added to the knowledge base (${entry.chunkCount} ${entry.chunkCount === 1 ? "passage" : "passages"}).`,
        variant: "success",
      });
      setTitle("");
      setFile(null);
      if (fileInput.current) fileInput.current.value = "";
      onAdded(entry);
    } catch (error) {
      setProblem(reportFailure(error, UPLOAD_FAILED));
    } finally {
      setPhase({ kind: "idle" });
    }
  };

  return (
    <section aria-labelledby={`${id}-heading`} className={`${cardStyles} p-5`}>
      <h3 id={`${id}-heading`} className="text-lg font-semibold">
        Upload Training Document
      </h3>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        Add a file the AI assistant may answer from. Its text is split into passages and indexed.
      </p>
      <form onSubmit={submit} noValidate className="mt-4 space-y-4">
        {problem ? (
          <Notice tone="error" title={problem.title}>
            {problem.description}
          </Notice>
        ) : null}
        <FormField id={`${id}-title`} label="Title" required>
          {(control) => (
            <input
              {...control}
              type="text"
              value={title}
              maxLength={200}
              disabled={busy}
              onChange={(event) => setTitle(event.target.value)}
              className={fieldStyles}
            />
          )}
        </FormField>
        <FormField
          id={`${id}-file`}
          label="File"
          required
          hint={file ? `${file.name} · ${formatFileSize(file.size)}` : "PDF, DOCX, TXT or MD, up to 10 MB."}
        >
          {(control) => (
            <input
              {...control}
              ref={fileInput}
              type="file"
              accept={KNOWLEDGE_FILE_ACCEPT}
              disabled={busy}
              onChange={(event) => chooseFile(event.target.files?.[0] ?? null)}
              className={`${fieldStyles} file:mr-3 file:rounded file:border-0 file:bg-slate-100 file:px-3 file:py-1 file:text-sm file:font-medium dark:file:bg-slate-800 dark:file:text-slate-100`}
            />
          )}
        </FormField>
        <TypeAndCategoryFields
          idPrefix={id}
          documentType={documentType}
          onDocumentType={setDocumentType}
          category={category}
          onCategory={setCategory}
          disabled={busy}
        />
        {busy ? (
          <div className="space-y-1">
            <ProgressBar
              label="Upload progress"
              value={phase.kind === "sending" ? phase.sent * 100 : 100}
              valueText={phase.kind === "sending" ? undefined : "Uploaded, indexing"}
            />
            <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
              {phase.kind === "sending"
                ? `Uploading… ${Math.round(phase.sent * 100)}%`
                : "Reading and indexing the text…"}
            </p>
          </div>
        ) : null}
        <button type="submit" className={buttonStyles.primary} disabled={busy}>
          {busy ? "Uploading…" : "Upload"}
        </button>
      </form>
    </section>
  );
}
