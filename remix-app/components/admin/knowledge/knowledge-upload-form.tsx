import {
  type AppErrorCode,
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
import { useActionData, useFetcher } from "@remix-run/react";
import { type FormEvent, useId, useRef, useState } from "react";
import { type FormResult, resultFor, saidByField } from "../../../lib/form-result";
import { KNOWLEDGE_INTENTS } from "../../../lib/knowledge-intents";
import type { FailureText } from "../../../lib/report-failure";
import { buttonStyles, cardStyles } from "../../button-styles";
import { formatFileSize } from "../../import/import-file-checks";
import { Notice } from "../../notice";
import { useToast } from "../../toast";
import { FormField, fieldStyles } from "../../ui/form-field";
import { useFormAnswer } from "../../ui/use-form-answer";
import { TypeAndCategoryFields } from "./knowledge-options";

const INTENT = KNOWLEDGE_INTENTS.upload;

/** The refusal's heading, by what the server said was wrong. */
const FAILURE_TITLES: Partial<Record<AppErrorCode, string>> = {
  payload_too_large: "File Too Large",
  unsupported_media_type: "Invalid File Type",
  invalid_input: "Validation Error",
};

/** Why the file cannot be uploaded (type or size, spec §5 and §9), or null. */
function fileProblem(file: File): FailureText | null {
  if (!(KNOWLEDGE_FORMATS as readonly string[]).includes(extensionOf(file.name)))
    return { title: "Invalid File Type", description: KNOWLEDGE_FILE_TYPE_MESSAGE };
  if (file.size > MAX_KNOWLEDGE_FILE_BYTES)
    return { title: "File Too Large", description: KNOWLEDGE_FILE_SIZE_MESSAGE };
  return null;
}

const addedText = (entry: KnowledgeBaseEntryDto) =>
  `“${entry.title}” was added to the knowledge base (${entry.chunkCount} ${entry.chunkCount === 1 ? "passage" : "passages"}).`;

/**
 * 'Upload Training Document': a title, a file (PDF, DOCX, TXT or MD up to 10 MB), its type and
 * category. A multipart form posted to the tab's action (lib/knowledge-actions.server.ts), which
 * reads the file with the API's limits and extracts, chunks and indexes its text; the fetcher's
 * state is the pending UI and Remix reads the list again. Without JavaScript the page answers,
 * a refused file said next to the file input.
 */
export function KnowledgeUploadForm() {
  const id = useId();
  const { toast } = useToast();
  const fetcher = useFetcher<FormResult<KnowledgeBaseEntryDto>>({ key: "knowledge-upload" });
  // Without JavaScript the form is a document POST: the page renders the action's answer.
  const pageAnswer = resultFor(useActionData<FormResult<KnowledgeBaseEntryDto>>(), INTENT);
  const answer = fetcher.data ?? pageAnswer;
  const fileInput = useRef<HTMLInputElement>(null);
  const sentValues = answer && !answer.ok ? answer.values : {};
  const [title, setTitle] = useState(sentValues.title ?? "");
  const [file, setFile] = useState<File | null>(null);
  const [documentType, setDocumentType] = useState<KnowledgeDocumentType>(
    (sentValues.documentType as KnowledgeDocumentType | undefined) ?? "policy",
  );
  const [category, setCategory] = useState<Category>(
    (sentValues.category as Category | undefined) ?? "other",
  );
  // A problem found before sending (the browser's own check of the same rules).
  const [problem, setProblem] = useState<(FailureText & { field: "title" | "file" }) | null>(null);
  const busy = fetcher.state !== "idle";

  useFormAnswer(fetcher.data, INTENT, (result) => {
    if (result.ok) {
      toast({ title: "Document Uploaded", description: addedText(result.value), variant: "success" });
      if (fileInput.current) fileInput.current.value = "";
      setTitle("");
      setFile(null);
    } else {
      toast({
        title: FAILURE_TITLES[result.code] ?? "Upload Failed",
        description: result.message,
        variant: "destructive",
      });
    }
  });

  const refuse = (text: FailureText, field: "title" | "file") => {
    setProblem({ ...text, field });
    toast({ ...text, variant: "destructive" });
  };

  const chooseFile = (chosen: File | null) => {
    setProblem(null);
    const wrong = chosen ? fileProblem(chosen) : null;
    setFile(chosen);
    if (chosen && wrong) {
      refuse(wrong, "file");
      return;
    }
    // The file's name, without its extension, is a fair first title.
    if (chosen && title.trim() === "") setTitle(chosen.name.replace(/\.[^.]+$/, ""));
  };

  const check = (event: FormEvent) => {
    if (busy) {
      event.preventDefault();
      return;
    }
    if (title.trim() === "" || !file) {
      event.preventDefault();
      refuse(
        { title: "Validation Error", description: KNOWLEDGE_UPLOAD_REQUIRED_MESSAGE },
        file ? "title" : "file",
      );
      return;
    }
    const wrong = fileProblem(file);
    if (wrong) {
      event.preventDefault();
      refuse(wrong, "file");
      return;
    }
    setProblem(null);
  };

  // What is wrong, by field: the browser's check, else the server's last answer while nothing new was chosen.
  const refused = !busy && answer && !answer.ok && !problem ? answer : null;
  const fieldError = (field: "title" | "file") =>
    problem?.field === field ? problem.description : (refused?.fieldErrors[field] ?? undefined);
  // Said by its field when it has one (the browser's check always has); else above the fields.
  const formNotice: FailureText | null =
    refused && !saidByField(refused)
      ? { title: FAILURE_TITLES[refused.code] ?? "Upload Failed", description: refused.message }
      : null;
  const added = !fetcher.data && pageAnswer?.ok ? pageAnswer.value : null;

  return (
    <section aria-labelledby={`${id}-heading`} className={`${cardStyles} p-5`}>
      <h3 id={`${id}-heading`} className="text-lg font-semibold">
        Upload Training Document
      </h3>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        Add a file the AI assistant may answer from. Its text is split into passages and indexed.
      </p>
      <fetcher.Form
        method="post"
        encType="multipart/form-data"
        onSubmit={check}
        noValidate
        className="mt-4 space-y-4"
      >
        <input type="hidden" name="intent" value={INTENT} />
        {formNotice ? (
          <Notice tone="error" title={formNotice.title}>
            {formNotice.description}
          </Notice>
        ) : null}
        {added ? (
          <Notice tone="success" title="Document Uploaded">
            {addedText(added)}
          </Notice>
        ) : null}
        <FormField id={`${id}-title`} label="Title" required error={fieldError("title")}>
          {(control) => (
            <input
              {...control}
              type="text"
              name="title"
              value={title}
              maxLength={200}
              readOnly={busy}
              onChange={(event) => setTitle(event.target.value)}
              className={fieldStyles}
            />
          )}
        </FormField>
        <FormField
          id={`${id}-file`}
          label="File"
          required
          error={fieldError("file")}
          hint={file ? `${file.name} · ${formatFileSize(file.size)}` : "PDF, DOCX, TXT or MD, up to 10 MB."}
        >
          {(control) => (
            <input
              {...control}
              ref={fileInput}
              type="file"
              name="file"
              accept={KNOWLEDGE_FILE_ACCEPT}
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
          disabled={false}
        />
        {busy ? (
          <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
            Uploading, then reading and indexing the text…
          </p>
        ) : null}
        <button type="submit" className={buttonStyles.primary} disabled={busy}>
          {busy ? "Uploading…" : "Upload"}
        </button>
      </fetcher.Form>
    </section>
  );
}
