import { type AcknowledgementDto, type DocumentStatus, isInForce } from "@charterly/domain/contract";
import { useCallback } from "react";
import { api, jsonOf } from "../../lib/api-client";
import { buttonStyles } from "../button-styles";
import { DateTime } from "../documents/formatted-date";
import { useApiResource } from "../documents/use-api-resource";
import { useAcknowledge } from "./use-acknowledge";

interface PreviewAcknowledgementProps {
  document: { id: number; status: DocumentStatus; version: number };
  onAcknowledged?: (acknowledgement: AcknowledgementDto) => void;
}

/**
 * The preview's 'I have read this' (decision 016): for a document in force addressed to the person
 * that they have not acknowledged; 'You read this version on …' once they have. Nothing otherwise
 * (not in force, not addressed to them, or a plan without acknowledgements).
 */
export function PreviewAcknowledgement({ document, onAcknowledged }: PreviewAcknowledgementProps) {
  const inForce = isInForce(document.status);
  const mine = useApiResource(inForce ? document.id : null, (documentId) =>
    jsonOf(api.documents[":documentId"].acknowledgement.$get({ param: { documentId: String(documentId) } })),
  );
  const { replace } = mine;
  const { acknowledge, busyId } = useAcknowledge(
    useCallback(
      (answer: AcknowledgementDto) => {
        replace((current) => ({
          ...current,
          version: answer.version,
          acknowledgedAt: answer.acknowledgedAt,
        }));
        onAcknowledged?.(answer);
      },
      [replace, onAcknowledged],
    ),
  );
  if (!inForce || mine.status !== "loaded" || !mine.data.applies) return null;
  if (mine.data.acknowledgedAt)
    return (
      <p className="mr-auto self-center text-sm text-emerald-700 dark:text-emerald-400" role="status">
        You read this version on <DateTime iso={mine.data.acknowledgedAt} />
      </p>
    );
  return (
    <button
      type="button"
      className={`${buttonStyles.primary} mr-auto`}
      disabled={busyId !== null}
      // The version shown: a text changed meanwhile answers 'This document changed; read the new version.'
      onClick={() => acknowledge(document.id, document.version)}
    >
      {busyId !== null ? "Saving…" : "I have read this"}
    </button>
  );
}
