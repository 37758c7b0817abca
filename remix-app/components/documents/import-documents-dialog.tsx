import { buttonStyles } from "../button-styles";
import { Modal } from "../ui/modal";

/** Bulk import is not built yet; the button says so honestly instead of pretending. */
export function ImportDocumentsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Import Documents"
      size="max-w-md"
      footer={
        <button type="button" className={buttonStyles.primary} onClick={onClose}>
          OK
        </button>
      }
    >
      <p className="text-sm text-slate-700 dark:text-slate-300">Bulk import is coming in the next release.</p>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
        Until then, create documents with Generate Document.
      </p>
    </Modal>
  );
}
