import type { Category } from "@charterly/domain/contract";
import { useCallback, useRef, useState } from "react";
import { type DocumentImported, IMPORT_FAILED_MESSAGE } from "../../lib/document-intents";
import type { FormResult } from "../../lib/form-result";
import { isImportable } from "./import-file-checks";

// The bulk import's list (spec §4 "Bulk import item"): pending → processing (10) → completed (100)
// or error (0). Files are sent one after another, each its own fetcher submission to the library
// route's action (ImportRunner, intent import-document); only pending items can be removed. Remix
// reads the page's loaders again after each file taken.

export type ImportStatus = "pending" | "processing" | "completed" | "error";

export interface ImportItem {
  id: number;
  file: File;
  status: ImportStatus;
  progress: number;
  result: DocumentImported | null;
  error: string | null;
}

export interface ImportSummary {
  imported: number;
  failed: number;
}

/** The file being sent now, with the category chosen for all. */
export interface ActiveImport {
  item: ImportItem;
  category: Category | "";
}

const sameFile = (a: File, b: File) =>
  a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

export function useBulkImport(onFinished: (summary: ImportSummary) => void) {
  const [items, setItems] = useState<ImportItem[]>([]);
  const [active, setActive] = useState<ActiveImport | null>(null);
  // The loop reads the list as it is now (items removed or added meanwhile), not as it was at start.
  const current = useRef(items);
  const runningRef = useRef(false);
  const category = useRef<Category | "">("");
  const summary = useRef<ImportSummary>({ imported: 0, failed: 0 });
  const nextId = useRef(1);
  const finished = useRef(onFinished);
  finished.current = onFinished;

  const update = useCallback((change: (list: ImportItem[]) => ImportItem[]) => {
    current.current = change(current.current);
    setItems(current.current);
  }, []);
  const patch = useCallback(
    (id: number, changes: Partial<ImportItem>) =>
      update((list) => list.map((item) => (item.id === id ? { ...item, ...changes } : item))),
    [update],
  );

  /** Sends the next pending file, or ends the run when none is left. */
  const advance = useCallback(() => {
    const next = current.current.find((item) => item.status === "pending");
    if (!next) {
      runningRef.current = false;
      setActive(null);
      finished.current(summary.current);
      return;
    }
    patch(next.id, { status: "processing", progress: 10, error: null });
    setActive({ item: next, category: category.current });
  }, [patch]);

  /** Adds the importable files not listed yet; returns the names of those refused. */
  const add = (files: File[]): string[] => {
    const refused = files.filter((file) => !isImportable(file)).map((file) => file.name);
    const fresh = files.filter(
      (file) => isImportable(file) && !current.current.some((item) => sameFile(item.file, file)),
    );
    update((list) => [
      ...list,
      ...fresh.map((file) => ({
        id: nextId.current++,
        file,
        status: "pending" as const,
        progress: 0,
        result: null,
        error: null,
      })),
    ]);
    return refused;
  };

  const remove = (id: number) =>
    update((list) => list.filter((item) => item.id !== id || item.status !== "pending"));

  /** Empties the list, unless an import is running. */
  const reset = () => {
    if (!runningRef.current) update(() => []);
  };

  const start = (chosen: Category | "") => {
    if (runningRef.current) return;
    runningRef.current = true;
    category.current = chosen;
    summary.current = { imported: 0, failed: 0 };
    advance();
  };

  /** The active file's answer (null: none could be read): its state, then the next file. */
  const settle = useCallback(
    (id: number, answer: FormResult<DocumentImported> | null) => {
      if (answer?.ok) {
        patch(id, { status: "completed", progress: 100, result: answer.value });
        summary.current.imported += 1;
      } else {
        patch(id, { status: "error", progress: 0, error: answer?.message ?? IMPORT_FAILED_MESSAGE });
        summary.current.failed += 1;
        // Signed out meanwhile: the others would be refused too; they stay pending.
        if (answer?.code === "unauthenticated") {
          runningRef.current = false;
          setActive(null);
          finished.current(summary.current);
          return;
        }
      }
      advance();
    },
    [patch, advance],
  );

  return { items, running: active !== null, active, add, remove, reset, start, settle };
}
