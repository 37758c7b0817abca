import {
  CHANGE_TYPE_LABELS,
  type ChangeType,
  type DocumentVersionDto,
  statusLabel,
} from "@charterly/domain/contract";

// What Version History (and Compare Versions) says about each version. Pure.

type VersionText = Pick<DocumentVersionDto, "title" | "content">;

/** The server's description of an edit that changed both (worker/domain/documents/update-document.ts). */
const CONTENT_AND_TITLE_DESCRIPTION = "Content and title updated";

/**
 * The change badges of one version: what really changed. An edit is recorded with one change type
 * (`content_updated` even when the title changed too), so for edits the version's title and content
 * are compared with the version before it: 'Content updated', 'Title changed', or both. Without
 * the version before, the server's description tells. Every other change (created, status changed,
 * restored) keeps its own badge; an edit of the description alone keeps 'Content updated'.
 */
export function versionChangeLabels(
  version: Pick<DocumentVersionDto, "changeType" | "changeDescription"> & VersionText,
  previous: VersionText | null | undefined,
): string[] {
  const own = [CHANGE_TYPE_LABELS[version.changeType]];
  if (version.changeType !== "content_updated" && version.changeType !== "title_changed") return own;
  const changed: ChangeType[] = [];
  if (previous) {
    if (version.content !== previous.content) changed.push("content_updated");
    if (version.title !== previous.title) changed.push("title_changed");
  } else if (version.changeDescription === CONTENT_AND_TITLE_DESCRIPTION) {
    changed.push("content_updated", "title_changed");
  }
  return changed.length > 0 ? changed.map((type) => CHANGE_TYPE_LABELS[type]) : own;
}

/** How versions written before statuses were named through statusLabel call 'generated'. */
const LEGACY_GENERATED = "Generated";
/**
 * "Status changed from X to Y", then the end, ": why" or " (1 token used)". A status's name is
 * short: bounding it keeps the lazy search linear over a long description (decision 034).
 */
const STATUS_CHANGE = /^(Status changed from )(.{1,40}?)( to )(.{1,40}?)(?=$|:| \()/;

/**
 * A version's description as shown. Status changes name statuses as every screen does
 * (statusLabel: 'generated' reads 'Approved'); versions recorded earlier may still say
 * "Status changed from Generated to …", which reads "from Approved" here.
 */
export function versionDescription(description: string | null): string | null {
  if (description === null) return null;
  return description.replace(
    STATUS_CHANGE,
    (_whole, from: string, before: string, to: string, after: string) => {
      const name = (status: string) => (status === LEGACY_GENERATED ? statusLabel("generated") : status);
      return `${from}${name(before)}${to}${name(after)}`;
    },
  );
}
