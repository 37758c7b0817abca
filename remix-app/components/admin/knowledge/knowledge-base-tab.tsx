import type { DocumentSummaryDto, KnowledgeBaseEntryDto, QuestionGapDto } from "@charterly/domain/contract";
import { KnowledgeEntryList, type KnowledgeListFilters } from "./knowledge-entry-list";
import { KnowledgeImportForm } from "./knowledge-import-form";
import { KnowledgeSearch, type PassageSearch } from "./knowledge-search";
import { KnowledgeUploadForm } from "./knowledge-upload-form";
import { QuestionGaps } from "./question-gaps";

/**
 * The Admin Panel's 'RAG Knowledge Base' tab: upload and import, search, the entries, and the
 * questions the assistant could not answer. The entries, the questions, the library to import
 * from and a passage search come
 * from the route's loader (routes/admin.knowledge.tsx); an upload or an import (API calls, with
 * their progress) has the loaders read them again.
 */
export function KnowledgeBaseTab({
  filters,
  entries,
  gaps,
  passages,
  library,
}: {
  filters: KnowledgeListFilters;
  entries: readonly KnowledgeBaseEntryDto[];
  gaps: readonly QuestionGapDto[];
  /** The passage search the address asked for (?passage=), as the loader answered it. */
  passages: PassageSearch | null;
  /** The active library, for 'Import from Library'. */
  library: readonly DocumentSummaryDto[];
}) {
  return (
    <div className="space-y-6">
      <div>
        <h2 className="text-xl font-semibold">RAG Knowledge Base</h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          The AI assistant answers from your approved library documents and from what you add here.
        </p>
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <KnowledgeUploadForm />
        <KnowledgeImportForm library={library} />
      </div>
      <KnowledgeSearch search={passages} listFilters={filters} />
      <KnowledgeEntryList filters={filters} entries={entries} />
      <QuestionGaps gaps={gaps} />
    </div>
  );
}
