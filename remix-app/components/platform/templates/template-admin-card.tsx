import type { AdminTemplateDto } from "@charterly/domain/contract";
import { type ComponentType, useId } from "react";
import { TEMPLATE_INTENTS } from "../../../lib/platform-intents";
import { Badge } from "../../badges";
import { cardStyles, smallButtonStyles } from "../../button-styles";
import { TrashIcon } from "../../documents/document-icons";
import { ShortDate } from "../../documents/formatted-date";
import { EyeIcon, PencilIcon, StarIcon } from "../../icons";
import { CategoryBadge, CategoryIconTile } from "../../templates/category-badge";
import { DialogOpener } from "../../ui/dialog-opener";
import { TemplateTierBadge } from "./template-tier-badge";

export const usedTimes = (count: number) => `Used ${count} ${count === 1 ? "time" : "times"}`;

/**
 * One template of the management grid: category and plan badges, whether visitors see it, its
 * description, how often it was used, when it last changed, and Preview, Edit, Delete.
 */
export function TemplateAdminCard({
  template,
  busy,
  onPreview,
  onEdit,
  editHref,
  onDelete,
}: {
  template: AdminTemplateDto;
  busy: boolean;
  onPreview: () => void;
  onEdit: () => void;
  /** The edit form's address without JavaScript. */
  editHref?: string;
  onDelete: () => void;
}) {
  const titleId = useId();
  return (
    <article aria-labelledby={titleId} className={`${cardStyles} flex h-full flex-col p-5`}>
      <div className="flex items-start gap-3">
        <CategoryIconTile category={template.category} />
        <div className="min-w-0 flex-1">
          <h4 id={titleId} className="font-semibold leading-snug break-words">
            {template.name}
          </h4>
          <div className="mt-1.5 flex flex-wrap items-center gap-1.5">
            <CategoryBadge category={template.category} />
            <TemplateTierBadge tier={template.requiredTier} />
            {template.isPublic ? (
              <Badge tone="emerald" title="Visitors see its card and preview text">
                <StarIcon className="size-3 fill-current" />
                Public
              </Badge>
            ) : (
              <Badge title="Only signed-in people see it">Signed-in only</Badge>
            )}
          </div>
        </div>
      </div>

      <p className="mt-4 line-clamp-3 text-sm break-words text-slate-600 dark:text-slate-400">
        {template.description}
      </p>
      <p className="mt-3 flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-600 dark:text-slate-400">
        <span>{usedTimes(template.usageCount)}</span>
        <span>
          Updated <ShortDate iso={template.updatedAt} />
        </span>
      </p>

      <div className="mt-auto flex flex-wrap gap-2 pt-5">
        <CardAction icon={EyeIcon} label="Preview" name={template.name} onClick={onPreview} />
        <CardAction
          icon={PencilIcon}
          label="Edit"
          name={template.name}
          disabled={busy}
          onClick={onEdit}
          href={editHref}
        />
        {/* A form: without JavaScript the route's action answers with the question (asked first). */}
        <form method="post" className="contents">
          <input type="hidden" name="templateId" value={template.id} />
          <CardAction
            icon={TrashIcon}
            label="Delete"
            name={template.name}
            danger
            disabled={busy}
            onClick={onDelete}
            submitIntent={TEMPLATE_INTENTS.delete}
          />
        </form>
      </div>
    </article>
  );
}

/** One of the card's buttons; screen readers hear which template it acts on ('Edit Contract A'). */
function CardAction({
  icon: Icon,
  label,
  name,
  danger = false,
  disabled,
  onClick,
  href,
  submitIntent,
}: {
  icon: ComponentType<{ className?: string }>;
  label: string;
  name: string;
  danger?: boolean;
  disabled?: boolean;
  onClick: () => void;
  /** Where it leads before the page's JavaScript runs (the form's own address). */
  href?: string;
  /** A submit button of the form around it, sending this intent before the page's JavaScript runs. */
  submitIntent?: string;
}) {
  const className = `${danger ? smallButtonStyles.dangerOutline : smallButtonStyles.secondary} grow`;
  const content = (
    <>
      <Icon className="size-4" />
      {label}
      <span className="sr-only"> {name}</span>
    </>
  );
  if (href)
    return (
      <DialogOpener href={href} className={className} disabled={disabled} onOpen={onClick}>
        {content}
      </DialogOpener>
    );
  if (submitIntent)
    return (
      <button
        type="submit"
        name="intent"
        value={submitIntent}
        className={className}
        disabled={disabled}
        onClick={(event) => {
          event.preventDefault();
          onClick();
        }}
      >
        {content}
      </button>
    );
  return (
    <button type="button" className={className} disabled={disabled} onClick={onClick}>
      {content}
    </button>
  );
}
