import type { ProcessedRequestStatus } from "../contract";
import type { QueuedEmail } from "../mail/queue-email";
import { quoted } from "../mail/quote-user-text";

// The mail that tells the requester how their token request was processed. Plain text.

const OUTCOME: Record<ProcessedRequestStatus, string> = {
  approved: "approved",
  fulfilled: "fulfilled",
  rejected: "declined",
};

export function tokenRequestProcessedEmail(input: {
  to: string;
  companyId: number;
  companyName: string;
  status: ProcessedRequestStatus;
  requestedTokens: number;
  tokensAdded: number;
  adminNotes: string | null;
}): QueuedEmail {
  const outcome = OUTCOME[input.status];
  const result =
    input.tokensAdded > 0
      ? `${input.tokensAdded} ${input.tokensAdded === 1 ? "token was" : "tokens were"} added to the balance of ${quoted(input.companyName)}.`
      : "No tokens were added to your balance.";
  return {
    to: input.to,
    companyId: input.companyId,
    kind: "token_request_processed",
    subject: `Your token request was ${outcome}`,
    text: [
      `Your request for ${input.requestedTokens} tokens for ${quoted(input.companyName)} on Charterly was ${outcome}.`,
      result,
      ...(input.adminNotes ? ["", "Notes from the Charterly team:", input.adminNotes] : []),
      "",
      "You can see your balance and your requests in Charterly's token panel.",
    ].join("\n"),
  };
}
