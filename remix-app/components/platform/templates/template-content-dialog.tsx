import type { AdminTemplateDto } from "@charterly/domain/contract";
import { buttonStyles } from "../../button-styles";
import { PencilIcon } from "../../icons";
import { CategoryBadge } from "../../templates/category-badge";
import { TemplateText, TemplateTextDialog } from "../../templates/template-preview-dialog";
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
    <TemplateTextDialog
      template={template}
      onClose={onClose}
      actions={(shown) => (
        <button type="button" className={buttonStyles.primary} onClick={() => onEdit(shown)}>
          <PencilIcon className="size-4" />
          Edit Template
        </button>
      )}
    >
      {(shown) => (
        <div className="space-y-4">
          <div className="flex flex-wrap gap-1.5">
            <CategoryBadge category={shown.category} />
            <TemplateTierBadge tier={shown.requiredTier} />
          </div>
          {shown.previewContent ? (
            <div>
              <h3 className="text-sm font-semibold">Preview text (shown to visitors)</h3>
              <p className="mt-1 text-sm whitespace-pre-line text-slate-700 dark:text-slate-300">
                {shown.previewContent}
              </p>
            </div>
          ) : null}
          {shown.content.trim() ? (
            <TemplateText text={shown.content} />
          ) : (
            <p className="text-sm text-slate-600 dark:text-slate-400">No content available</p>
          )}
        </div>
      )}
    </TemplateTextDialog>
  );
}
