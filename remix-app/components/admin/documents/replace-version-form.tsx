import {
  type AppErrorCode,
  type DocumentSummaryDto,
  REPLACE_VERSION_EXTENSIONS,
  type ReplaceVersionResultDto,
} from "@charterly/domain/contract";
import { useActionData, useFetcher } from "@remix-run/react";
import { type FormEvent, useId, useRef, useState } from "react";
import { DOCUMENTS_TAB_INTENTS } from "../../../lib/documents-tab-intents";
import { type FormResult, resultFor, saidByField } from "../../../lib/form-result";
import type { FailureText } from "../../../lib/report-failure";
import { buttonStyles } from "../../button-styles";
import { LibraryDocumentSelect } from "../../documents/library-document-select";
import { Notice } from "../../notice";
import { useToast } from "../../toast";
import { FormField, fieldStyles } from "../../ui/form-field";
import { useFormAnswer } from "../../ui/use-form-answer";

const INTENT = DOCUMENTS_TAB_INTENTS.replaceVersion;
const ACCEPT = REPLACE_VERSION_EXTENSIONS.map((extension) => `.${extension}`).join(",");

/** The refusal's heading, by what the server said was wrong. */
const FAILURE_TITLES: Partial<Record<AppErrorCode, string>> = {
  payload_too_large: "File Too Large",
  unsupported_media_type: "Invalid File Type",
  invalid_input: "Validation Error",
};
const failureTitle = (code: AppErrorCode) => FAILURE_TITLES[code] ?? "Replace Failed";

/**
 * 'Replace document version': the text of an uploaded file becomes the next version of the chosen
 * document, recorded in its history; the answer names the new version number. A multipart form
 * posted to the tab's action (lib/documents-tab-actions.server.ts: the API's limits and operation);
 * the fetcher's state is the pending UI, and Remix reads the tab's loaders again (the library's
 * versions). Without JavaScript the page answers, a refused file said next to the file input.
 */
export function ReplaceVersionForm({ library }: { library: readonly DocumentSummaryDto[] }) {
  const id = useId();
  const { toast } = useToast();
  const fetcher = useFetcher<FormResult<ReplaceVersionResultDto>>({ key: "replace-version" });
  const pageAnswer = resultFor(useActionData<FormResult<ReplaceVersionResultDto>>(), INTENT);
  const answer = fetcher.data ?? pageAnswer;
  const sent = answer && !answer.ok ? answer.values : {};
  const fileInput = useRef<HTMLInputElement>(null);
  const descriptionInput = useRef<HTMLInputElement>(null);
  const [documentId, setDocumentId] = useState(sent.documentId ?? "");
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<FailureText | null>(null);
  // The document the last successful answer was for (its title, as it stood when sent).
  const [replaced, setReplaced] = useState<(ReplaceVersionResultDto & { title: string }) | null>(null);
  const busy = fetcher.state !== "idle";
  const titleOf = (sentId: string | undefined) =>
    library.find((document) => String(document.id) === sentId)?.title ?? "The document";

  useFormAnswer(fetcher.data, INTENT, (result) => {
    if (result.ok) {
      const title = titleOf(String(result.value.documentId));
      setReplaced({ ...result.value, title });
      toast({
        title: "Version Replaced",
        description: `“${title}” is now at version ${result.value.version}.`,
        variant: "success",
      });
      if (fileInput.current) fileInput.current.value = "";
      if (descriptionInput.current) descriptionInput.current.value = "";
      setFile(null);
    } else {
      setReplaced(null);
      toast({ title: failureTitle(result.code), description: result.message, variant: "destructive" });
    }
  });

  const check = (event: FormEvent) => {
    if (busy) event.preventDefault();
    else if (!documentId || !file) {
      event.preventDefault();
      setProblem({ title: "Validation Error", description: "Choose a document and a file." });
    } else setProblem(null);
  };

  const refused = !busy && !problem && answer && !answer.ok ? answer : null;
  // A refusal said by its field (a file too large, a document not chosen) is not said twice.
  const notice =
    problem ??
    (refused && !saidByField(refused)
      ? { title: failureTitle(refused.code), description: refused.message }
      : null);
  const result =
    replaced ??
    (!fetcher.data && pageAnswer?.ok
      ? { ...pageAnswer.value, title: titleOf(String(pageAnswer.value.documentId)) }
      : null);

  return (
    <fetcher.Form
      method="post"
      encType="multipart/form-data"
      noValidate
      onSubmit={check}
      className="space-y-4"
      aria-labelledby={`${id}-heading`}
    >
      <input type="hidden" name="intent" value={INTENT} />
      <h4 id={`${id}-heading`} className="font-semibold">
        Replace document version
      </h4>
      {notice ? (
        <Notice tone="error" title={notice.title}>
          {notice.description}
        </Notice>
      ) : null}
      {result && !busy ? (
        <Notice tone="success" title={`Version ${result.version} saved`}>
          “{result.title}” is now at version {result.version}
          {result.tookOutOfForce
            ? "; it was in force and is now Under Review until it is approved again."
            : "."}
        </Notice>
      ) : null}
      <LibraryDocumentSelect
        id={`${id}-document`}
        name="documentId"
        documents={library}
        value={documentId}
        error={refused?.fieldErrors.documentId}
        onChange={(value) => {
          setDocumentId(value);
          setProblem(null);
        }}
      />
      <FormField
        id={`${id}-file`}
        label="New version (file)"
        required
        hint="PDF, DOCX, TXT or Markdown."
        error={refused?.fieldErrors.file}
      >
        {(control) => (
          <input
            {...control}
            ref={fileInput}
            type="file"
            name="file"
            accept={ACCEPT}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setProblem(null);
            }}
            className="block w-full text-sm file:mr-3 file:rounded-md file:border-0 file:bg-indigo-600 file:px-3 file:py-2 file:text-white"
          />
        )}
      </FormField>
      <FormField
        id={`${id}-description`}
        label="What changed (optional)"
        error={refused?.fieldErrors.changeDescription}
      >
        {(control) => (
          <input
            {...control}
            ref={descriptionInput}
            type="text"
            name="changeDescription"
            maxLength={500}
            defaultValue={sent.changeDescription ?? ""}
            readOnly={busy}
            className={fieldStyles}
          />
        )}
      </FormField>
      <button type="submit" className={buttonStyles.secondary} disabled={busy}>
        {busy ? "Uploading…" : "Upload New Version"}
      </button>
    </fetcher.Form>
  );
}
