import {
  TOKEN_REQUEST_STATUS_LABELS,
  type TokenRequestDto,
  tokenCount,
  URGENCY_NAMES,
} from "@charterly/domain/contract";
import { Badge } from "../badges";
import { buttonStyles } from "../button-styles";
import { DateTime } from "../documents/formatted-date";
import { Loading } from "../documents/load-status";
import { Notice } from "../notice";
import { REQUEST_STATUS_TONES } from "./token-display";

/** What /tokens/request's loader read: the requests, or why they could not be read; undefined while it loads. */
export type TokenRequestsRead = { requests: TokenRequestDto[] | null; refusal: string | null } | undefined;

/** The company's earlier token requests, newest first, with their status. */
export function PreviousTokenRequests({
  read,
  onRetry,
}: {
  read: TokenRequestsRead;
  /** Reads them again (the dialog's fetcher); the page has none. */
  onRetry?: () => void;
}) {
  return (
    <section aria-labelledby="previous-token-requests-heading" className="space-y-3">
      <h3 id="previous-token-requests-heading" className="text-sm font-semibold">
        Previous requests
      </h3>
      {read?.requests ? (
        read.requests.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Your company has not requested tokens yet.
          </p>
        ) : (
          <ul className="divide-y divide-slate-200 rounded-md border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
            {read.requests.map((request) => (
              <li
                key={request.id}
                className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-3 py-2 text-sm"
              >
                <span>
                  <span className="font-medium">{tokenCount(request.requestedTokens)}</span>
                  <span className="text-slate-600 dark:text-slate-400">
                    {" "}
                    · {URGENCY_NAMES[request.urgency].label} urgency · <DateTime iso={request.createdAt} />
                  </span>
                  {request.tokensAdded ? (
                    <span className="text-slate-600 dark:text-slate-400">
                      {" "}
                      · {tokenCount(request.tokensAdded)} added
                    </span>
                  ) : null}
                </span>
                <Badge tone={REQUEST_STATUS_TONES[request.status]}>
                  {TOKEN_REQUEST_STATUS_LABELS[request.status]}
                </Badge>
              </li>
            ))}
          </ul>
        )
      ) : read ? (
        <div className="space-y-3">
          <Notice tone="error" title="Failed to fetch token requests">
            {read.refusal}
          </Notice>
          {onRetry ? (
            <button type="button" className={buttonStyles.secondary} onClick={onRetry}>
              Try again
            </button>
          ) : null}
        </div>
      ) : (
        <Loading label="Loading previous requests…" />
      )}
    </section>
  );
}
