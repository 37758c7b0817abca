import {
  type DocumentSummaryDto,
  REPLACE_VERSION_EXTENSIONS,
  type ReplaceVersionResultDto,
} from "@charterly/domain/contract";
import { type FormEvent, useId, useRef, useState } from "react";
import { type FailureText, useReportFailure } from "../../../lib/report-failure";
import { buttonStyles } from "../../button-styles";
import { LibraryDocumentSelect } from "../../documents/library-document-select";
import { Notice } from "../../notice";
import { useToast } from "../../toast";
import { FormField, fieldStyles } from "../../ui/form-field";
import { replaceDocumentVersion } from "./documents-api";

const REPLACE_FAILED = {
  title: "Replace Failed",
  description: "The new version could not be saved. Please try again.",
};
const ACCEPT = REPLACE_VERSION_EXTENSIONS.map((extension) => `.${extension}`).join(",");

/**
 * 'Replace document version': the text of an uploaded file becomes the next version of the chosen
 * document, recorded in its history; the answer names the new version number. The list of documents
 * is the route loader's, so an import or an archive beside this form shows in it once read again.
 * The file goes to the API (an upload, with the API's size limits); then `onReplaced` reads again.
 */
export function ReplaceVersionForm({
  library,
  onReplaced,
}: {
  library: readonly DocumentSummaryDto[];
  onReplaced: () => void;
}) {
  const id = useId();
  const { toast } = useToast();
  const reportFailure = useReportFailure();
  const fileRef = useRef<HTMLInputElement>(null);
  const [documentId, setDocumentId] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [description, setDescription] = useState("");
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<FailureText | null>(null);
  const [result, setResult] = useState<(ReplaceVersionResultDto & { title: string }) | null>(null);
  const chosen = library.find((document) => String(document.id) === documentId) ?? null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!chosen || !file) {
      setProblem({ title: "Validation Error", description: "Choose a document and a file." });
      return;
    }
    setProblem(null);
    setBusy(true);
    try {
      const answer = await replaceDocumentVersion(chosen.id, file, description);
      setResult({ ...answer, title: chosen.title });
      toast({
        title: "Version Replaced",
        description: `“${chosen.title}” is now at version ${answer.version}.`,
        variant: "success",
      });
      setFile(null);
      setDescription("");
      if (fileRef.current) fileRef.current.value = "";
      onReplaced();
    } catch (error) {
      setProblem(reportFailure(error, REPLACE_FAILED));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-labelledby={`${id}-heading`}>
      <h4 id={`${id}-heading`} className="font-semibold">
        Replace document version
      </h4>
      {problem ? (
        <Notice tone="error" title={problem.title}>
          {problem.description}
        </Notice>
      ) : null}
      {result ? (
        <Notice tone="success" title={`Version ${result.version} saved`}>
          “{result.title}” is now at version {result.version}
          {result.tookOutOfForce
            ? "; it was in force and is now Under Review until it is approved again."
            : "."}
        </Notice>
      ) : null}
      <LibraryDocumentSelect
        id={`${id}-document`}
        documents={library}
        value={documentId}
        disabled={busy}
        onChange={(value) => {
          setDocumentId(value);
          setProblem(null);
        }}
      />
      <FormField id={`${id}-file`} label="New version (file)" required hint="PDF, DOCX, TXT or Markdown.">
        {(control) => (
          <input
            {...control}
            ref={fileRef}
            type="file"
            accept={ACCEPT}
            disabled={busy}
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            className="block w-full text-sm file:mr-3 file:rounded-md file:border-0 file:bg-indigo-600 file:px-3 file:py-2 file:text-white"
          />
        )}
      </FormField>
      <FormField id={`${id}-description`} label="What changed (optional)">
        {(control) => (
          <input
            {...control}
            type="text"
            maxLength={500}
            value={description}
            disabled={busy}
            onChange={(event) => setDescription(event.target.value)}
            className={fieldStyles}
          />
        )}
      </FormField>
      <button type="submit" className={buttonStyles.secondary} disabled={busy}>
        {busy ? "Uploading…" : "Upload New Version"}
      </button>
    </form>
  );
}
