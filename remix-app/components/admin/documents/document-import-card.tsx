import { Link } from "@remix-run/react";
import { useId, useState } from "react";
import { buttonStyles, cardStyles, linkStyles } from "../../button-styles";
import { UploadIcon } from "../../documents/document-icons";
import { ImportDocumentsDialog } from "../../import/import-documents-dialog";
import { DialogOpener } from "../../ui/dialog-opener";

/**
 * 'Document Import': the library's import (PDF, DOC, DOCX, TXT with a category), opened from here.
 * Each file is posted to the library route's action; Remix then reads this tab's loaders again (the
 * replace-version form's documents). Before the page's JavaScript runs, the button is a link to the
 * library's import (`/documents?import=1`), which works without it.
 */
export function DocumentImportCard() {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [imported, setImported] = useState(false);
  return (
    <section aria-labelledby={`${id}-heading`} className={`${cardStyles} p-5`}>
      <h3 id={`${id}-heading`} className="text-lg font-semibold">
        Document Import
      </h3>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        Bring existing policies into the library: PDF, DOC, DOCX or TXT files, with a category for all of them
        or one inferred for each. They arrive as drafts.
      </p>
      <DialogOpener
        href="/documents?import=1"
        onOpen={() => setOpen(true)}
        className={`${buttonStyles.primary} mt-4`}
      >
        <UploadIcon className="size-4" />
        Import Documents
      </DialogOpener>
      {imported ? (
        <p className="mt-3 text-sm">
          <Link to="/documents" className={linkStyles}>
            See the imported documents in the library
          </Link>
        </p>
      ) : null}
      <ImportDocumentsDialog
        open={open}
        onClose={() => setOpen(false)}
        closeHref="/admin/documents"
        onImported={() => setImported(true)}
      />
    </section>
  );
}
