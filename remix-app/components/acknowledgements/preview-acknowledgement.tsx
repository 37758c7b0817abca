import { type DocumentStatus, isInForce, type MyAcknowledgementDto } from "@charterly/domain/contract";
import { DASHBOARD_ACTION, DASHBOARD_INTENTS } from "../../lib/dashboard-intents";
import { buttonStyles } from "../button-styles";
import { DateTime } from "../documents/formatted-date";
import { useAcknowledge } from "./use-acknowledge";

interface PreviewAcknowledgementProps {
  document: { id: number; status: DocumentStatus; version: number };
  /** Where the person stands with the version in force (the preview route's loader read it). */
  mine: MyAcknowledgementDto | null;
}

/**
 * The preview's 'I have read this' (decision 016): for a document in force addressed to the person
 * that they have not acknowledged; 'You read this version on …' once they have. Nothing otherwise
 * (not in force, not addressed to them, or a plan without acknowledgements). A form posted to the
 * dashboard's action: with JavaScript its fetcher sends it (and Remix reads the preview again);
 * without it the dashboard answers.
 */
export function PreviewAcknowledgement({ document, mine }: PreviewAcknowledgementProps) {
  const { acknowledge, busyId } = useAcknowledge();
  if (!isInForce(document.status) || !mine?.applies) return null;
  if (mine.acknowledgedAt)
    return (
      <p className="mr-auto self-center text-sm text-emerald-700 dark:text-emerald-400" role="status">
        You read this version on <DateTime iso={mine.acknowledgedAt} />
      </p>
    );
  return (
    <form
      method="post"
      action={DASHBOARD_ACTION}
      className="mr-auto"
      onSubmit={(event) => {
        event.preventDefault();
        // The version shown: a text changed meanwhile answers 'This document changed; read the new version.'
        acknowledge(document.id, document.version);
      }}
    >
      <input type="hidden" name="intent" value={DASHBOARD_INTENTS.acknowledge} />
      <input type="hidden" name="documentId" value={document.id} />
      <input type="hidden" name="version" value={document.version} />
      <button type="submit" className={buttonStyles.primary} disabled={busyId !== null}>
        {busyId !== null ? "Saving…" : "I have read this"}
      </button>
    </form>
  );
}
