import type { ChatMessageDto } from "@charterly/domain/contract";
import { Link } from "@remix-run/react";
import {
  badgeTitle,
  highlightedDocumentPath,
  lowConfidencePercent,
  referenceDescription,
  shownReferences,
} from "../../lib/chat-display";
import { Badge, badgeStyles } from "../badges";
import { DocumentIcon } from "../icons";

/**
 * Under an assistant reply: its sources (library documents link to their highlighted row; knowledge
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
      {references.map((reference) => {
        const description = referenceDescription(reference);
        return (
          <li key={`${reference.source}-${reference.id}`}>
            {reference.source === "document" ? (
              <Link
                to={highlightedDocumentPath(reference.id)}
                title={description}
                aria-label={`Open in the library: ${description}`}
                className={`${badgeStyles("indigo")} hover:underline`}
              >
                <DocumentIcon className="size-3.5" />
                {badgeTitle(reference.title)}
              </Link>
            ) : (
              <Badge tone="slate" title={description}>
                <DocumentIcon className="size-3.5" />
                <span aria-hidden="true">{badgeTitle(reference.title)}</span>
                <span className="sr-only">{description}</span>
              </Badge>
            )}
          </li>
        );
      })}
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
