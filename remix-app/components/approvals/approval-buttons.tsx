import type { DocumentSummaryDto } from "@charterly/domain/contract";
import { buttonStyles, smallButtonStyles } from "../button-styles";
import { CheckIcon, CloseIcon } from "../icons";

interface ApprovalButtonsProps {
  document: DocumentSummaryDto;
  /** This document's approval is under way. */
  approving: boolean;
  /** Another approval is under way. */
  disabled: boolean;
  onApprove: (document: DocumentSummaryDto) => void;
  onReject: (document: DocumentSummaryDto) => void;
  /** Small in table rows. */
  small?: boolean;
}

/**
 * 'Approve (1 token)' and 'Reject' for a document pending approval. Each is named with the
 * document's title after its label ("Approve (1 token): Leave Policy"), as the row's other actions.
 */
export function ApprovalButtons({
  document,
  approving,
  disabled,
  onApprove,
  onReject,
  small = false,
}: ApprovalButtonsProps) {
  const styles = small ? smallButtonStyles : buttonStyles;
  return (
    <>
      <button
        type="button"
        className={`${styles.primary} whitespace-nowrap`}
        disabled={approving || disabled}
        aria-busy={approving || undefined}
        aria-label={`${approving ? "Approving…" : "Approve (1 token)"}: ${document.title}`}
        onClick={() => onApprove(document)}
      >
        <CheckIcon className="size-4" />
        {approving ? "Approving…" : "Approve (1 token)"}
      </button>
      <button
        type="button"
        className={`${styles.dangerOutline} whitespace-nowrap`}
        disabled={approving}
        aria-label={`Reject: ${document.title}`}
        onClick={() => onReject(document)}
      >
        <CloseIcon className="size-4" />
        Reject
      </button>
    </>
  );
}
