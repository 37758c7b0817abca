import type { ArchivePreviewDto, DocumentSummaryDto } from "@charterly/domain/contract";
import { Link } from "@remix-run/react";
import { useId } from "react";
import { buttonStyles, cardStyles } from "../../button-styles";
import { SparklesIcon } from "../../icons";
import { ArchiveOldDocuments } from "./archive-old-documents";
import { DocumentImportCard } from "./document-import-card";
import { ReplaceVersionForm } from "./replace-version-form";

/**
 * The Admin Panel's Documents tab (Enterprise and System Admin): Document Import, and Document
 * Management — archive old documents, replace a document's version, generate a new document. The
 * active library and the archive's count come from the route's loader (routes/admin.documents.tsx);
 * archiving and a replaced version are its action, and each imported file the library route's
 * action, after which Remix reads them again.
 */
export function DocumentsTab({
  before,
  preview,
  library,
}: {
  before: string;
  preview: ArchivePreviewDto | null;
  library: readonly DocumentSummaryDto[];
}) {
  const id = useId();
  return (
    <div className="space-y-6">
      <div>
        <h2 className="text-xl font-semibold">Documents</h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          Import existing documents and keep the library tidy.
        </p>
      </div>
      <DocumentImportCard />
      <section aria-labelledby={`${id}-heading`} className={`${cardStyles} p-5`}>
        <h3 id={`${id}-heading`} className="text-lg font-semibold">
          Document Management
        </h3>
        <div className="mt-4 grid gap-8 lg:grid-cols-2">
          <ArchiveOldDocuments before={before} preview={preview} />
          <ReplaceVersionForm library={library} />
        </div>
        <div className="mt-8 border-t border-slate-200 pt-5 dark:border-slate-800">
          <h4 className="font-semibold">Generate new document</h4>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            Start a new policy from a template with the AI writer.
          </p>
          <Link to="/generate" className={`${buttonStyles.secondary} mt-3`}>
            <SparklesIcon className="size-4" />
            Generate New Document
          </Link>
        </div>
      </section>
    </div>
  );
}
