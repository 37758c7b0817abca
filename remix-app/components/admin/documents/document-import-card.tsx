import { Link } from "@remix-run/react";
import { useId, useState } from "react";
import { buttonStyles, cardStyles, linkStyles } from "../../button-styles";
import { UploadIcon } from "../../documents/document-icons";
import { ImportDocumentsDialog } from "../../import/import-documents-dialog";

/**
 * 'Document Import': the library's import (PDF, DOC, DOCX, TXT with a category), opened from here.
 * `onImported` lets the tab refresh what lists the library (the replace-version form's documents).
 */
export function DocumentImportCard({ onImported }: { onImported: () => void }) {
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
      <button type="button" className={`${buttonStyles.primary} mt-4`} onClick={() => setOpen(true)}>
        <UploadIcon className="size-4" />
        Import Documents
      </button>
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
        onImported={() => {
          setImported(true);
          onImported();
        }}
      />
    </section>
  );
}
