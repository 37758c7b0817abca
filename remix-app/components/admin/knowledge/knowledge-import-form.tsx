import {
  type Category,
  type DocumentSummaryDto,
  documentAlreadyAddedMessage,
  type KnowledgeDocumentType,
} from "@charterly/domain/contract";
import { type FormEvent, useId, useState } from "react";
import { type FailureText, useReportFailure } from "../../../lib/report-failure";
import { buttonStyles, cardStyles } from "../../button-styles";
import { LibraryDocumentSelect } from "../../documents/library-document-select";
import { Notice } from "../../notice";
import { useToast } from "../../toast";
import { importLibraryDocument } from "./knowledge-api";
import { TypeAndCategoryFields } from "./knowledge-options";

const IMPORT_FAILED = {
  title: "Import Failed",
  description: "The document could not be imported. Please try again.",
};

/**
 * 'Import from Library': a library document becomes a knowledge-base entry. The assistant uses it
 * while its current version is in force (approved or generated).
 */
export function KnowledgeImportForm({
  library,
  onAdded,
}: {
  /** The active library (the tab's loader reads it). */
  library: readonly DocumentSummaryDto[];
  onAdded: () => void;
}) {
  const id = useId();
  const { toast } = useToast();
  const reportFailure = useReportFailure();
  const [documentId, setDocumentId] = useState("");
  const [documentType, setDocumentType] = useState<KnowledgeDocumentType>("policy");
  const [category, setCategory] = useState<Category | "">("");
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<FailureText | null>(null);

  const chosen = library.find((document) => String(document.id) === documentId) ?? null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!chosen) {
      setProblem({ title: "Validation Error", description: "Choose a document to import." });
      return;
    }
    setProblem(null);
    setBusy(true);
    try {
      const answer = await importLibraryDocument({
        documentId: chosen.id,
        documentType,
        category: category || chosen.category,
      });
      toast({
        title: "Document Imported",
        description: answer.message || `“${chosen.title}” was added to the knowledge base.`,
        variant: "success",
      });
      setDocumentId("");
      onAdded();
    } catch (error) {
      setProblem(
        reportFailure(error, IMPORT_FAILED, {
          serverMessage: false,
          byStatus: {
            409: { title: "Document Already Added", description: documentAlreadyAddedMessage(chosen.title) },
          },
        }),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby={`${id}-heading`} className={`${cardStyles} p-5`}>
      <h3 id={`${id}-heading`} className="text-lg font-semibold">
        Import from Library
      </h3>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        Add one of your library documents. The assistant uses it while its current version is approved.
      </p>
      {
        <form onSubmit={submit} noValidate className="mt-4 space-y-4">
          {problem ? (
            <Notice tone="error" title={problem.title}>
              {problem.description}
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
          <TypeAndCategoryFields
            idPrefix={id}
            documentType={documentType}
            onDocumentType={setDocumentType}
            category={category}
            onCategory={setCategory}
            anyCategory="The document's own"
            disabled={busy}
          />
          <button type="submit" className={buttonStyles.primary} disabled={busy}>
            {busy ? "Importing…" : "Import"}
          </button>
        </form>
      }
    </section>
  );
}
