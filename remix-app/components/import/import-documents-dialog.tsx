import { CATEGORIES, type Category, categoryBadgeLabel } from "@charterly/domain/contract";
import { useEffect, useId, useRef, useState } from "react";
import { buttonStyles } from "../button-styles";
import { Notice, type NoticeTone } from "../notice";
import { useToast } from "../toast";
import { FormField, fieldStyles } from "../ui/form-field";
import { Modal } from "../ui/modal";
import { FileDropZone } from "./file-drop-zone";
import { ImportFileList } from "./import-file-list";
import { INVALID_FILES } from "./import-files";
import { type ImportSummary, useBulkImport } from "./use-bulk-import";

interface ImportDocumentsDialogProps {
  open: boolean;
  onClose: () => void;
  /** Some files were imported: the library should show them. */
  onImported: () => void;
}

interface DialogNotice {
  tone: NoticeTone;
  title: string;
  description: string;
  detail?: string;
}

const completionText = ({ imported, failed }: ImportSummary) =>
  failed === 0
    ? `${imported} ${imported === 1 ? "document was" : "documents were"} imported as drafts.`
    : `${imported} of ${imported + failed} files imported; ${failed} could not be imported.`;

/**
 * 'Import Documents' (Enterprise): choose or drop files, pick a category for all (or let each be
 * inferred), then Import sends them one after another. Closing during an import lets it finish.
 */
export function ImportDocumentsDialog({ open, onClose, onImported }: ImportDocumentsDialogProps) {
  const id = useId();
  const { toast } = useToast();
  const [category, setCategory] = useState<Category | "">("");
  const [notice, setNotice] = useState<DialogNotice | null>(null);
  const chooseRef = useRef<HTMLButtonElement>(null);
  const primaryRef = useRef<HTMLButtonElement>(null);
  const [finishedAt, setFinishedAt] = useState(0);
  const bulk = useBulkImport((summary) => {
    const text = { title: "Import Complete", description: completionText(summary) };
    toast({ ...text, variant: summary.failed === 0 ? "success" : "default" });
    setNotice({ tone: summary.failed === 0 ? "success" : "warning", ...text });
    setFinishedAt(Date.now());
    if (summary.imported > 0) onImported();
  });
  const { items, running } = bulk;

  // The Import button was disabled while it ran; Done takes the focus back.
  useEffect(() => {
    if (finishedAt) primaryRef.current?.focus();
  }, [finishedAt]);

  const addFiles = (files: File[]) => {
    if (files.length === 0) return;
    const refused = bulk.add(files);
    if (refused.length > 0) {
      toast({ ...INVALID_FILES, variant: "destructive" });
      setNotice({ tone: "error", ...INVALID_FILES, detail: `Not added: ${refused.join(", ")}` });
    } else {
      setNotice(null);
    }
  };

  const remove = (itemId: number) => {
    bulk.remove(itemId);
    chooseRef.current?.focus();
  };

  const close = () => {
    if (!running) {
      bulk.reset();
      setNotice(null);
      setCategory("");
    }
    onClose();
  };

  const done = items.filter((item) => item.status === "completed" || item.status === "error").length;
  const pending = items.filter((item) => item.status === "pending").length;
  const allDone = items.length > 0 && done === items.length;

  return (
    <Modal
      open={open}
      onClose={close}
      title="Import Documents"
      description="Each file becomes a draft document; its title and category are taken from its content."
      size="max-w-2xl"
      footer={
        <>
          <button type="button" className={buttonStyles.secondary} onClick={close}>
            {running || allDone ? "Close" : "Cancel"}
          </button>
          {allDone ? (
            <button ref={primaryRef} type="button" className={buttonStyles.primary} onClick={close}>
              Done
            </button>
          ) : (
            <button
              ref={primaryRef}
              type="button"
              className={buttonStyles.primary}
              disabled={running || pending === 0}
              onClick={() => {
                setNotice(null);
                void bulk.start(category);
              }}
            >
              {running ? "Importing…" : "Import"}
            </button>
          )}
        </>
      }
    >
      <div className="space-y-4">
        {notice ? (
          <Notice tone={notice.tone} title={notice.title}>
            <p>{notice.description}</p>
            {notice.detail ? <p className="mt-1 break-words">{notice.detail}</p> : null}
          </Notice>
        ) : null}
        <FormField
          id={`${id}-category`}
          label="Category"
          hint="Applied to every file. Leave it on Detect automatically to infer each file's category."
        >
          {(control) => (
            <select
              {...control}
              value={category}
              disabled={running}
              onChange={(event) => setCategory(event.target.value as Category | "")}
              className={fieldStyles}
            >
              <option value="">Detect automatically</option>
              {CATEGORIES.map((value) => (
                <option key={value} value={value}>
                  {categoryBadgeLabel(value)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FileDropZone onFiles={addFiles} buttonRef={chooseRef} />
        {/* Always mounted, so screen readers announce each change. */}
        <p role="status" className="text-sm font-medium text-slate-700 empty:hidden dark:text-slate-300">
          {items.length === 0
            ? ""
            : running || done > 0
              ? `${done} of ${items.length} files processed`
              : `${items.length} ${items.length === 1 ? "file" : "files"} ready to import`}
        </p>
        <ImportFileList items={items} onRemove={remove} />
      </div>
    </Modal>
  );
}
