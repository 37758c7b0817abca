import type { Category, CommentDto, DocumentStatus, DocumentVersionDto } from "@charterly/domain/contract";

// How documents, versions and comments read on screen (spec §3, §4, §9). Pure: shared by the
// library, the dashboard and their dialogs.

/** The status a person sees: 'generated' is shown (and filtered) as 'approved'. */
export type DisplayedStatus = Exclude<DocumentStatus, "generated">;

export const displayedStatus = (status: DocumentStatus): DisplayedStatus =>
  status === "generated" ? "approved" : status;

export const STATUS_LABELS: Record<DisplayedStatus, string> = {
  draft: "Draft",
  under_review: "Under Review",
  pending_approval: "Pending Approval",
  approved: "Approved",
  archived: "Archived",
};

export const statusLabel = (status: DocumentStatus) => STATUS_LABELS[displayedStatus(status)];

/** Statuses only approve/reject (or generation) set; the library shows them read-only. */
export const isReadOnlyStatus = (status: DocumentStatus) =>
  status === "pending_approval" || status === "generated";

export const isPendingApproval = (status: DocumentStatus) => status === "pending_approval";

export const categoryLabel = (category: Category) => category.toUpperCase();

export const CHANGE_TYPE_LABELS: Record<DocumentVersionDto["changeType"], string> = {
  created: "Created",
  content_updated: "Content updated",
  title_changed: "Title changed",
  status_changed: "Status changed",
  restored: "Restored",
};

export const COMMENT_TYPE_LABELS: Record<CommentDto["commentType"], string> = {
  general: "General",
  suggestion: "Suggestion",
  approval: "Approval",
  rejection: "Rejection",
};

/** Library dates: the short US form, e.g. 3/14/2026. */
export const formatShortDate = (iso: string) => new Date(iso).toLocaleDateString("en-US");

/** Version and comment dates: 'MMM d, h:mm a', e.g. Mar 14, 3:07 PM. */
export const formatDateTime = (iso: string) =>
  new Date(iso).toLocaleString("en-US", {
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
  });

/** 'Download Restricted' (spec §8): exports are refused while a document is pending approval. */
export const DOWNLOAD_RESTRICTED = {
  title: "Download Restricted",
  description:
    "Document downloads are not available while pending approval. Please approve the document first to consume a token and enable downloads.",
} as const;
