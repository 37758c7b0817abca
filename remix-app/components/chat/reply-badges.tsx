import type { ChatMessageDto, ReferencedDocumentDto } from "@charterly/domain/contract";
import { Link } from "@remix-run/react";
import {
  badgeTitle,
  citedSourcePath,
  lowConfidencePercent,
  referenceDescription,
  shownReferences,
} from "../../lib/chat-display";
import { Badge, badgeStyles } from "../badges";
import { DocumentIcon } from "../icons";

/**
 * Under an assistant reply: its sources (library documents link to their text with the cited
 * sentence marked, or for an older reply to their highlighted row; knowledge
 * base entries are plain badges with the full title as a tooltip), 'Legal Review Recommended',
 * 'Enhanced with Knowledge Base (N refs)' and 'Low Confidence (N%)'.
 */
export function ReplyBadges({ message }: { message: ChatMessageDto }) {
  const references = shownReferences(message);
  const lowConfidence = lowConfidencePercent(message);
  const knowledgeBase = message.ragContext?.hasKnowledgeBase ? message.ragContext.documentsUsed : null;
  if (
    references.length === 0 &&
    !message.needsLegalReview &&
    knowledgeBase === null &&
    lowConfidence === null
  ) {
    return null;
  }
  return (
    <ul aria-label="About this answer" className="mt-3 flex flex-wrap gap-2">
      {references.map((reference) => (
        <li key={`${reference.source}-${reference.id}`}>
          <ReferenceBadge reference={reference} />
        </li>
      ))}
      {message.needsLegalReview ? (
        <li>
          <Badge tone="red">Legal Review Recommended</Badge>
        </li>
      ) : null}
      {knowledgeBase !== null ? (
        <li>
          <Badge tone="violet">Enhanced with Knowledge Base ({knowledgeBase} refs)</Badge>
        </li>
      ) : null}
      {lowConfidence !== null ? (
        <li>
          <Badge tone="amber">Low Confidence ({lowConfidence}%)</Badge>
        </li>
      ) : null}
    </ul>
  );
}

/**
 * One source. Its accessible name starts with the text on screen (WCAG 2.5.3, label in name) and
 * goes on with the full description; a source deleted since the reply says it is no longer available
 * instead of leading to a library with nothing to point out.
 */
function ReferenceBadge({ reference }: { reference: ReferencedDocumentDto }) {
  const description = referenceDescription(reference);
  const shown = badgeTitle(reference.title);
  if (!reference.available) {
    return (
      <Badge tone="slate" title={`${description}: no longer available`}>
        <DocumentIcon className="size-3.5" />
        {shown} · no longer available
        <span className="sr-only"> ({description})</span>
      </Badge>
    );
  }
  if (reference.source === "document") {
    return (
      <Link
        to={citedSourcePath(reference)}
        title={description}
        className={`${badgeStyles("indigo")} hover:underline`}
      >
        <DocumentIcon className="size-3.5" />
        {shown}
        <span className="sr-only">
          {reference.quote ? " (open at the cited passage: " : " (open in the library: "}
          {description})
        </span>
      </Link>
    );
  }
  return (
    <Badge tone="slate" title={description}>
      <DocumentIcon className="size-3.5" />
      {shown}
      <span className="sr-only"> ({description})</span>
    </Badge>
  );
}
