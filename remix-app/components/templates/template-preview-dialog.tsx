import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { buttonStyles } from "../button-styles";
import { PencilIcon } from "../icons";
import { Modal } from "../ui/modal";
import { CategoryBadge } from "./category-badge";
import { DownloadPdfButton } from "./download-button";
import type { TemplateSummary } from "./types";

interface TemplatePreviewDialogProps {
  template: TemplateSummary | null;
  /** The full text; undefined while it is loading. */
  content: string | undefined;
  canCustomize: boolean;
  downloading: boolean;
  onDownload: () => void;
  onClose: () => void;
}

/** A template's full text as plain text, with Customize Template (enterprise) and Download PDF. */
export function TemplatePreviewDialog({
  template,
  content,
  canCustomize,
  downloading,
  onDownload,
  onClose,
}: TemplatePreviewDialogProps) {
  return (
    <TemplateTextDialog
      template={template}
      onClose={onClose}
      actions={(shown) => (
        <>
          {canCustomize ? (
            <Link to={`/generate?template=${shown.id}`} className={buttonStyles.secondary}>
              <PencilIcon className="size-4" />
              Customize Template
            </Link>
          ) : null}
          <DownloadPdfButton pending={downloading} onClick={onDownload} />
        </>
      )}
    >
      {(shown) => (
        <>
          <div className="mb-4">
            <CategoryBadge category={shown.category} />
          </div>
          {content === undefined ? (
            <p role="status" className="flex items-center gap-3 py-8 text-slate-600 dark:text-slate-400">
              <span
                aria-hidden="true"
                className="size-5 animate-spin rounded-full border-2 border-slate-300 border-t-indigo-600 dark:border-slate-700 dark:border-t-indigo-400"
              />
              Loading template content...
            </p>
          ) : (
            <TemplateText text={content} />
          )}
        </>
      )}
    </TemplateTextDialog>
  );
}

/**
 * The frame of a template's full text, for the library's preview and the platform's: the name and
 * description above, Close and the dialog's own actions below.
 */
export function TemplateTextDialog<T extends { name: string; description?: string | null }>({
  template,
  onClose,
  actions,
  children,
}: {
  template: T | null;
  onClose: () => void;
  actions: (template: T) => ReactNode;
  children: (template: T) => ReactNode;
}) {
  return (
    <Modal
      open={template !== null}
      onClose={onClose}
      title={template?.name ?? ""}
      description={template?.description || undefined}
      size="max-w-4xl"
      footer={
        template ? (
          <>
            <button type="button" className={buttonStyles.secondary} onClick={onClose}>
              Close
            </button>
            {actions(template)}
          </>
        ) : null
      }
    >
      {template ? children(template) : null}
    </Modal>
  );
}

/** A template's text as written: its line breaks kept, long words wrapped. */
export function TemplateText({ text }: { text: string }) {
  return (
    <div className="rounded-md border border-slate-200 bg-slate-50 p-4 text-sm leading-relaxed break-words whitespace-pre-wrap text-slate-800 dark:border-slate-800 dark:bg-slate-950 dark:text-slate-200">
      {text}
    </div>
  );
}
