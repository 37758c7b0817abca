import {
  type ChatMessageDto,
  formatShortDate,
  lowConfidenceOf,
  MAX_REFERENCE_BADGES,
  REFERENCE_BADGE_TITLE_LENGTH,
  type ReferencedDocumentDto,
} from "@charterly/domain/contract";

/** The id of the marked sentence in a document's text (components/documents/document-content.tsx). */
export const CITED_PASSAGE_ID = "cited-passage";

// How an assistant reply's badges read (spec §2 AI Policy Assistant): at most two references with
// titles cut at 15 characters, and the confidence as a whole percent.

/** A reference's title as its badge shows it: at most 15 characters, then '…'. */
export function badgeTitle(title: string): string {
  return title.length > REFERENCE_BADGE_TITLE_LENGTH
    ? `${title.slice(0, REFERENCE_BADGE_TITLE_LENGTH).trimEnd()}…`
    : title;
}

/** The full reference, for the badge's tooltip and accessible name ("Travel Policy, version 3, in force since 3/2/2026"). */
export function referenceDescription(reference: ReferencedDocumentDto): string {
  const parts = [reference.title];
  if (reference.version !== null) parts.push(`version ${reference.version}`);
  if (reference.inForceSince) {
    const since = formatShortDate(reference.inForceSince);
    parts.push(reference.source === "document" ? `in force since ${since}` : `added ${since}`);
  }
  if (reference.source === "knowledge_base") parts.push("from the knowledge base");
  return parts.join(", ");
}

/** The references a reply shows as badges. */
export const shownReferences = (message: ChatMessageDto) =>
  message.referencedDocuments.slice(0, MAX_REFERENCE_BADGES);

/** Where a document badge leads: the library, with the row pointed out. */
export const highlightedDocumentPath = (documentId: number) => `/documents?highlight=${documentId}`;

/**
 * Where a document badge leads when the reply names the sentence it rests on: the document's text,
 * that sentence marked and scrolled to (the fragment does it without JavaScript); else the library.
 */
export const citedSourcePath = (reference: Pick<ReferencedDocumentDto, "id" | "quote">) =>
  reference.quote
    ? `/documents/${reference.id}/preview?${new URLSearchParams({ quote: reference.quote })}#${CITED_PASSAGE_ID}`
    : highlightedDocumentPath(reference.id);

/** The confidence as a percent when the reply is an answer of low confidence (lowConfidenceOf), else null. */
export function lowConfidencePercent(message: ChatMessageDto): number | null {
  const low = lowConfidenceOf(message);
  return low === null ? null : Math.round(low * 100);
}
