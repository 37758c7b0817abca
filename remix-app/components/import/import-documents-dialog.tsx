import {
  CATEGORIES,
  type Category,
  categoryLabel,
  MAX_IMPORT_FILES_PER_FORM,
  MAX_IMPORT_FORM_LABEL,
} from "@charterly/domain/contract";
import { Link, useActionData } from "@remix-run/react";
import { type SelectHTMLAttributes, useEffect, useId, useRef, useState } from "react";
import {
  DOCUMENT_INTENTS,
  type DocumentsImported,
  type ImportFileOutcome,
  importCompletionText,
} from "../../lib/document-intents";
import { type FormResult, resultFor } from "../../lib/form-result";
import { buttonStyles, cardStyles } from "../button-styles";
import { CategoryBadge } from "../documents/document-badges";
import { Notice, type NoticeTone } from "../notice";
import { useToast } from "../toast";
import { FormField, fieldStyles } from "../ui/form-field";
import { Modal } from "../ui/modal";
import { useHydrated } from "../ui/use-hydrated";
import { FileDropZone } from "./file-drop-zone";
import { ACCEPTED_EXTENSIONS, INVALID_FILES } from "./import-file-checks";
import { ImportFileList } from "./import-file-list";
import { IMPORT_ACTION, ImportRunner } from "./import-runner";
import { useBulkImport } from "./use-bulk-import";

interface ImportDocumentsDialogProps {
  open: boolean;
  onClose: () => void;
  /** Some files were imported (Remix has read the page's loaders again meanwhile). */
  onImported?: () => void;
  /** Where Cancel leads before the page's JavaScript runs: the page without the dialog's address. */
  closeHref: string;
}

interface DialogNotice {
  tone: NoticeTone;
  title: string;
  description: string;
  detail?: string;
}

/**
 * 'Import Documents' (Enterprise): choose or drop files, pick a category for all (or let each be
 * inferred), then Import sends them one after another. Closing during an import lets it finish.
 */
export function ImportDocumentsDialog({ open, onClose, onImported, closeHref }: ImportDocumentsDialogProps) {
  const id = useId();
  const hydrated = useHydrated();
  const { toast } = useToast();
  const [category, setCategory] = useState<Category | "">("");
  const [notice, setNotice] = useState<DialogNotice | null>(null);
  const chooseRef = useRef<HTMLButtonElement>(null);
  const primaryRef = useRef<HTMLButtonElement>(null);
  const [finishedAt, setFinishedAt] = useState(0);
  const bulk = useBulkImport((summary) => {
    const text = { title: "Import Complete", description: importCompletionText(summary) };
    toast({ ...text, variant: summary.failed === 0 ? "success" : "default" });
    setNotice({ tone: summary.failed === 0 ? "success" : "warning", ...text });
    setFinishedAt(Date.now());
    if (summary.imported > 0) onImported?.();
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

  if (!hydrated) return open ? <ImportWithoutJavaScript closeHref={closeHref} /> : null;

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
                bulk.start(category);
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
        <CategoryField
          id={`${id}-category`}
          value={category}
          disabled={running}
          onChange={(event) => setCategory(event.target.value as Category | "")}
        />
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
        {bulk.active ? (
          <ImportRunner key={bulk.active.item.id} active={bulk.active} onSettled={bulk.settle} />
        ) : null}
      </div>
    </Modal>
  );
}

/**
 * 'Import Documents' before the page's JavaScript runs (the library's `?import=1`): a section of the
 * page with a form for several files at once, posted as a document to the library route's action
 * (intent import-documents). Each file is imported on its own; the page that answers lists each
 * file's outcome (imported, with a link to it, or why not), or says by the file input why the form
 * was refused as a whole (no file, too many, too large together).
 */
function ImportWithoutJavaScript({ closeHref }: { closeHref: string }) {
  const id = useId();
  const posted = useActionData<FormResult<DocumentsImported>>();
  // A form refused before it was read (the upload limit) is answered as the one-file import.
  const answer =
    resultFor(posted, DOCUMENT_INTENTS.importDocuments) ??
    resultFor<DocumentsImported>(posted, DOCUMENT_INTENTS.importDocument);
  const refused = answer && !answer.ok ? answer : null;
  const fileError = refused?.fieldErrors.file;
  return (
    <section aria-labelledby={`${id}-title`} className={`${cardStyles} space-y-4 p-5`}>
      <div>
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          Import Documents
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          Each file becomes a draft document; its title and category are taken from its content.
        </p>
      </div>
      {answer?.ok ? <ImportReport files={answer.value.files} /> : null}
      {refused && !fileError ? (
        <Notice tone="error" title="Import Failed">
          {refused.message}
        </Notice>
      ) : null}
      <form
        method="post"
        action={`${IMPORT_ACTION}?import=1`}
        encType="multipart/form-data"
        noValidate
        className="space-y-4"
      >
        <input type="hidden" name="intent" value={DOCUMENT_INTENTS.importDocuments} />
        <CategoryField id={`${id}-category`} name="category" defaultValue={refused?.values.category ?? ""} />
        <FormField
          id={`${id}-file`}
          label="Files"
          required
          hint={`Up to ${MAX_IMPORT_FILES_PER_FORM} files at a time, ${MAX_IMPORT_FORM_LABEL} together; each a PDF, DOC, DOCX, TXT or MD file up to 10 MB. Each file is imported on its own: one that cannot be imported stops none of the others and undoes none of those imported.`}
          error={fileError}
        >
          {(control) => (
            <input
              {...control}
              type="file"
              name="file"
              multiple
              accept={ACCEPTED_EXTENSIONS}
              className={fieldStyles}
            />
          )}
        </FormField>
        <div className="flex flex-wrap justify-end gap-2">
          <Link to={closeHref} preventScrollReset className={buttonStyles.secondary}>
            Cancel
          </Link>
          <button type="submit" className={buttonStyles.primary}>
            Import
          </button>
        </div>
      </form>
    </section>
  );
}

/** What an import of several files did, file by file: imported (with a link to it), or why not. */
function ImportReport({ files }: { files: ImportFileOutcome[] }) {
  const imported = files.filter((file) => file.ok).length;
  const failed = files.length - imported;
  const tone = failed === 0 ? "success" : imported === 0 ? "error" : "warning";
  return (
    <Notice tone={tone} title={imported === 0 ? "Import Failed" : "Import Complete"}>
      <p>{importCompletionText({ imported, failed })}</p>
      {failed > 0 && imported > 0 ? (
        <p className="mt-1">
          The files that could not be imported changed nothing; the others were imported all the same.
        </p>
      ) : null}
      <ul aria-label="Imported files" className="mt-2 space-y-2">
        {files.map((file, index) => (
          // Two files may share a name; the order is the form's.
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is the answer's, never reordered.
          <li key={index} className="break-words">
            <span className="font-medium">{file.fileName}</span>{" "}
            {file.ok ? (
              <>
                imported as{" "}
                <Link to={`/documents?highlight=${file.document.documentId}`} className="underline">
                  “{file.document.title}”
                </Link>{" "}
                <CategoryBadge category={file.document.category} />
              </>
            ) : (
              <>not imported: {file.message}</>
            )}
          </li>
        ))}
      </ul>
    </Notice>
  );
}

/**
 * The import's category: Detect automatically (each file's own), then every category — the
 * dialog's (controlled) and the no-JavaScript form's (named, as sent) alike.
 */
function CategoryField({ id, ...select }: { id: string } & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <FormField
      id={id}
      label="Category"
      hint="Applied to every file. Leave it on Detect automatically to infer each file's category."
    >
      {(control) => (
        <select {...control} {...select} className={fieldStyles}>
          <option value="">Detect automatically</option>
          {CATEGORIES.map((value) => (
            <option key={value} value={value}>
              {categoryLabel(value)}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
