import {
  type Category,
  type DocumentSummaryDto,
  documentAlreadyAddedMessage,
  type KnowledgeBaseEntryDto,
  type KnowledgeDocumentType,
} from "@charterly/domain/contract";
import { useActionData, useFetcher } from "@remix-run/react";
import { type FormEvent, useId, useState } from "react";
import { type FormResult, resultFor, saidByField } from "../../../lib/form-result";
import { KNOWLEDGE_INTENTS } from "../../../lib/knowledge-intents";
import type { FailureText } from "../../../lib/report-failure";
import { buttonStyles, cardStyles } from "../../button-styles";
import { LibraryDocumentSelect } from "../../documents/library-document-select";
import { Notice } from "../../notice";
import { useToast } from "../../toast";
import { useFormAnswer } from "../../ui/use-form-answer";
import { TypeAndCategoryFields } from "./knowledge-options";

const INTENT = KNOWLEDGE_INTENTS.importDocument;
type Imported = { message: string; entry: KnowledgeBaseEntryDto };

const CHOOSE_MESSAGE = "Choose a document to import.";

/** The refusal as the card says it: the spec's 'Document Already Added', else the server's message. */
function failureOf(result: Extract<FormResult<Imported>, { ok: false }>, title: string): FailureText {
  if (result.code === "conflict")
    return { title: "Document Already Added", description: documentAlreadyAddedMessage(title) };
  return { title: "Import Failed", description: result.message };
}

/**
 * 'Import from Library': a library document becomes a knowledge-base entry. The assistant uses it
 * while its current version is in force (approved or generated). A form posted to the tab's action
 * (intent import-document, the API's operation); Remix reads the list again.
 */
export function KnowledgeImportForm({
  library,
}: {
  /** The active library (the tab's loader reads it). */
  library: readonly DocumentSummaryDto[];
}) {
  const id = useId();
  const { toast } = useToast();
  const fetcher = useFetcher<FormResult<Imported>>({ key: "knowledge-import" });
  const pageAnswer = resultFor(useActionData<FormResult<Imported>>(), INTENT);
  const answer = fetcher.data ?? pageAnswer;
  const sent = answer && !answer.ok ? answer.values : {};
  const [documentId, setDocumentId] = useState(sent.documentId ?? "");
  const [documentType, setDocumentType] = useState<KnowledgeDocumentType>(
    (sent.documentType as KnowledgeDocumentType | undefined) ?? "policy",
  );
  const [category, setCategory] = useState<Category | "">((sent.category as Category | undefined) ?? "");
  const [problem, setProblem] = useState<FailureText | null>(null);
  const busy = fetcher.state !== "idle";

  const titleOf = (sentId: string | undefined) =>
    library.find((document) => String(document.id) === sentId)?.title ?? "The document";

  useFormAnswer(fetcher.data, INTENT, (result) => {
    if (result.ok) {
      toast({ title: "Document Imported", description: result.value.message, variant: "success" });
      setDocumentId("");
    } else {
      toast({ ...failureOf(result, titleOf(result.values.documentId)), variant: "destructive" });
    }
  });

  const check = (event: FormEvent) => {
    if (busy) event.preventDefault();
    else if (!documentId) {
      event.preventDefault();
      setProblem({ title: "Validation Error", description: CHOOSE_MESSAGE });
    } else setProblem(null);
  };

  const refused = !busy && !problem && answer && !answer.ok ? answer : null;
  // A missing document is said by its select; anything else above the fields.
  const notice =
    refused && !saidByField(refused) ? failureOf(refused, titleOf(refused.values.documentId)) : null;
  const imported = !fetcher.data && pageAnswer?.ok ? pageAnswer.value : null;

  return (
    <section aria-labelledby={`${id}-heading`} className={`${cardStyles} p-5`}>
      <h3 id={`${id}-heading`} className="text-lg font-semibold">
        Import from Library
      </h3>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        Add one of your library documents. The assistant uses it while its current version is approved.
      </p>
      <fetcher.Form method="post" onSubmit={check} noValidate className="mt-4 space-y-4">
        <input type="hidden" name="intent" value={INTENT} />
        {notice ? (
          <Notice tone="error" title={notice.title}>
            {notice.description}
          </Notice>
        ) : null}
        {imported ? (
          <Notice tone="success" title="Document Imported">
            {imported.message}
          </Notice>
        ) : null}
        <LibraryDocumentSelect
          id={`${id}-document`}
          name="documentId"
          documents={library}
          value={documentId}
          error={problem ? problem.description : refused?.fieldErrors.documentId}
          onChange={(value) => {
            setDocumentId(value);
            setProblem(null);
          }}
        />
        <TypeAndCategoryFields
          idPrefix={id}
          documentType={documentType}
          onDocumentType={setDocumentType}
          category={category}
          onCategory={setCategory}
          anyCategory="The document's own"
          disabled={false}
        />
        <button type="submit" className={buttonStyles.primary} disabled={busy}>
          {busy ? "Importing…" : "Import"}
        </button>
      </fetcher.Form>
    </section>
  );
}
