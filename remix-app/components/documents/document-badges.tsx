import type { Category, CommentDto, DocumentStatus } from "@charterly/domain/contract";
import {
  COMMENT_TYPE_LABELS,
  categoryLabel,
  type DisplayedStatus,
  displayedStatus,
  STATUS_LABELS,
} from "../../lib/document-display";
import { Badge, type BadgeTone } from "../badges";

export function CategoryBadge({ category }: { category: Category }) {
  return <Badge tone="indigo">{categoryLabel(category)}</Badge>;
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
  const shown = displayedStatus(status);
  return <Badge tone={statusTones[shown]}>{STATUS_LABELS[shown]}</Badge>;
}

const commentTypeTones: Record<CommentDto["commentType"], BadgeTone> = {
  general: "slate",
  suggestion: "indigo",
  approval: "emerald",
  rejection: "red",
};

export function CommentTypeBadge({ type }: { type: CommentDto["commentType"] }) {
  return <Badge tone={commentTypeTones[type]}>{COMMENT_TYPE_LABELS[type]}</Badge>;
}
