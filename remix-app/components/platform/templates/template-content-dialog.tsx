import type { AdminTemplateDto } from "@charterly/domain/contract";
import { buttonStyles } from "../../button-styles";
import { PencilIcon } from "../../icons";
import { CategoryBadge } from "../../templates/category-badge";
import { Modal } from "../../ui/modal";
import { TemplateTierBadge } from "./template-tier-badge";

/** Preview: the template's full text as plain text, or 'No content available'. */
export function TemplateContentDialog({
  template,
  onClose,
  onEdit,
}: {
  template: AdminTemplateDto | null;
  onClose: () => void;
  onEdit: (template: AdminTemplateDto) => void;
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
            <button type="button" className={buttonStyles.primary} onClick={() => onEdit(template)}>
              <PencilIcon className="size-4" />
              Edit Template
            </button>
          </>
        ) : null
      }
    >
      {template ? (
        <div className="space-y-4">
          <div className="flex flex-wrap gap-1.5">
            <CategoryBadge category={template.category} />
            <TemplateTierBadge tier={template.requiredTier} />
          </div>
          {template.previewContent ? (
            <div>
              <h3 className="text-sm font-semibold">Preview text (shown to visitors)</h3>
              <p className="mt-1 text-sm whitespace-pre-line text-slate-700 dark:text-slate-300">
                {template.previewContent}
              </p>
            </div>
          ) : null}
          {template.content.trim() ? (
            <div className="rounded-md border border-slate-200 bg-slate-50 p-4 text-sm leading-relaxed break-words whitespace-pre-wrap text-slate-800 dark:border-slate-800 dark:bg-slate-950 dark:text-slate-200">
              {template.content}
            </div>
          ) : (
            <p className="text-sm text-slate-600 dark:text-slate-400">No content available</p>
          )}
        </div>
      ) : null}
    </Modal>
  );
}
