import { useState } from "react";
import { KnowledgeEntryList } from "./knowledge-entry-list";
import { KnowledgeImportForm } from "./knowledge-import-form";
import { KnowledgeSearch } from "./knowledge-search";
import { KnowledgeUploadForm } from "./knowledge-upload-form";
import { QuestionGaps } from "./question-gaps";

/**
 * The Admin Panel's 'RAG Knowledge Base' tab: upload and import, search, the entries, and the
 * questions the assistant could not answer.
 */
export function KnowledgeBaseTab() {
  // Bumped when an entry is added, so the list reads the knowledge base again.
  const [added, setAdded] = useState(0);
  const refresh = () => setAdded((n) => n + 1);
  return (
    <div className="space-y-6">
      <div>
        <h2 className="text-xl font-semibold">RAG Knowledge Base</h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          The AI assistant answers from your approved library documents and from what you add here.
        </p>
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <KnowledgeUploadForm onAdded={refresh} />
        <KnowledgeImportForm onAdded={refresh} />
      </div>
      <KnowledgeSearch />
      <KnowledgeEntryList refreshKey={added} />
      <QuestionGaps />
    </div>
  );
}
