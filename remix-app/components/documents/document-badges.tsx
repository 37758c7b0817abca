import {
  type Category,
  COMMENT_TYPE_LABELS,
  type CommentType,
  categoryBadgeLabel,
  type DisplayedStatus,
  type DocumentStatus,
  displayedStatus,
  statusLabel,
} from "@charterly/domain/contract";
import { Badge, type BadgeTone } from "../badges";

export function CategoryBadge({ category }: { category: Category }) {
  return <Badge tone="indigo">{categoryBadgeLabel(category)}</Badge>;
}

const statusTones: Record<DisplayedStatus, BadgeTone> = {
  draft: "slate",
  under_review: "amber",
  pending_approval: "violet",
  approved: "emerald",
  archived: "slate",
};

/** The status as a badge; 'generated' reads 'Approved'. */
export function StatusBadge({ status }: { status: DocumentStatus }) {
  return <Badge tone={statusTones[displayedStatus(status)]}>{statusLabel(status)}</Badge>;
}

const commentTypeTones: Record<CommentType, BadgeTone> = {
  general: "slate",
  suggestion: "indigo",
  approval: "emerald",
  rejection: "red",
};

export function CommentTypeBadge({ type }: { type: CommentType }) {
  return <Badge tone={commentTypeTones[type]}>{COMMENT_TYPE_LABELS[type]}</Badge>;
}
