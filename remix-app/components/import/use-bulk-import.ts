import type { Category } from "@charterly/domain/contract";
import { useCallback, useRef, useState } from "react";
import { ApiError } from "../../lib/api-client";
import { failureText, useReportFailure } from "../../lib/report-failure";
import { type ImportResultDto, isImportable, uploadImportFile } from "./import-files";

// The bulk import's list (spec §4 "Bulk import item"): pending → processing (10) → completed (100)
// or error (0). Files are sent one after another; only pending items can be removed.

export type ImportStatus = "pending" | "processing" | "completed" | "error";

export interface ImportItem {
  id: number;
  file: File;
  status: ImportStatus;
  progress: number;
  result: ImportResultDto | null;
  error: string | null;
}

export interface ImportSummary {
  imported: number;
  failed: number;
}

const IMPORT_FAILED = {
  title: "Import Failed",
  description: "The file could not be imported. Please try again.",
};

const sameFile = (a: File, b: File) =>
  a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

export function useBulkImport(onFinished: (summary: ImportSummary) => void) {
  const reportFailure = useReportFailure();
  const [items, setItems] = useState<ImportItem[]>([]);
  const [running, setRunning] = useState(false);
  // The loop reads the list as it is now (items removed or added meanwhile), not as it was at start.
  const current = useRef(items);
  const runningRef = useRef(false);
  const nextId = useRef(1);
  const finished = useRef(onFinished);
  finished.current = onFinished;

  const update = useCallback((change: (list: ImportItem[]) => ImportItem[]) => {
    current.current = change(current.current);
    setItems(current.current);
  }, []);
  const patch = (id: number, changes: Partial<ImportItem>) =>
    update((list) => list.map((item) => (item.id === id ? { ...item, ...changes } : item)));

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

  const start = async (category: Category | "") => {
    if (runningRef.current) return;
    runningRef.current = true;
    setRunning(true);
    const summary: ImportSummary = { imported: 0, failed: 0 };
    try {
      for (
        let item = current.current.find((i) => i.status === "pending");
        item;
        item = current.current.find((i) => i.status === "pending")
      ) {
        patch(item.id, { status: "processing", progress: 10, error: null });
        try {
          const result = await uploadImportFile(item.file, category);
          patch(item.id, { status: "completed", progress: 100, result });
          summary.imported += 1;
        } catch (error) {
          summary.failed += 1;
          const signedOut = error instanceof ApiError && error.status === 401;
          const text = signedOut ? reportFailure(error, IMPORT_FAILED) : failureText(error, IMPORT_FAILED);
          patch(item.id, { status: "error", progress: 0, error: text.description });
          if (signedOut) break;
        }
      }
    } finally {
      runningRef.current = false;
      setRunning(false);
    }
    finished.current(summary);
  };

  return { items, running, add, remove, reset, start };
}
