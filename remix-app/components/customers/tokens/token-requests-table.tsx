import {
  formatCount,
  type PlatformTokenRequestDto,
  TOKEN_REQUEST_STATUS_LABELS,
} from "@charterly/domain/contract";
import { Badge } from "../../badges";
import { smallButtonStyles } from "../../button-styles";
import { DateTime } from "../../documents/formatted-date";
import { REQUEST_STATUS_TONES } from "../../tokens/token-display";
import { DialogOpener } from "../../ui/dialog-opener";
import { mutedText, tdStyles, URGENCY_DISPLAY, urgencyLevel } from "./token-admin-display";
import { TokenTable } from "./token-table";

export function UrgencyBadge({ urgency }: { urgency: string }) {
  const { label, tone } = URGENCY_DISPLAY[urgencyLevel(urgency)];
  return <Badge tone={tone}>{label}</Badge>;
}

/** 'Token Requests': every company's requests, newest first; pending ones can be processed. */
export function TokenRequestsTable({
  requests,
  onProcess,
}: {
  requests: PlatformTokenRequestDto[];
  onProcess: (request: PlatformTokenRequestDto) => void;
}) {
  return (
    <TokenTable
      caption="Token requests of every company, newest first"
      minWidth="min-w-[54rem]"
      columns={[
        { label: "Requested" },
        { label: "Company" },
        { label: "Requested By" },
        { label: "Tokens", numeric: true },
        { label: "Urgency" },
        { label: "Justification" },
        { label: "Status" },
        { label: "Actions", hidden: true },
      ]}
    >
      {requests.map((request) => (
        <tr key={request.id}>
          <td className={`${tdStyles} whitespace-nowrap ${mutedText}`}>
            <DateTime iso={request.createdAt} />
          </td>
          <th scope="row" className={`${tdStyles} text-left font-medium`}>
            {request.companyName}
          </th>
          <td className={tdStyles}>
            {request.requestedByName ?? <span className={mutedText}>Former user</span>}
            <span className={`block text-xs break-all ${mutedText}`}>
              {request.requestedByEmail ?? request.contactEmail}
            </span>
            {request.requestedByEmail && request.contactEmail !== request.requestedByEmail ? (
              <span className={`block text-xs break-all ${mutedText}`}>Contact: {request.contactEmail}</span>
            ) : null}
          </td>
          <td className={`${tdStyles} text-right font-semibold tabular-nums`}>
            {formatCount(request.requestedTokens)}
          </td>
          <td className={tdStyles}>
            <UrgencyBadge urgency={request.urgency} />
          </td>
          <td className={`${tdStyles} min-w-48 max-w-xs`}>
            <p className="line-clamp-3 break-words" title={request.businessJustification}>
              {request.businessJustification}
            </p>
            {request.adminNotes ? (
              <p className={`mt-1 text-xs break-words ${mutedText}`}>Notes: {request.adminNotes}</p>
            ) : null}
          </td>
          <td className={tdStyles}>
            <Badge tone={REQUEST_STATUS_TONES[request.status]}>
              {TOKEN_REQUEST_STATUS_LABELS[request.status]}
            </Badge>
            {request.status !== "pending" && request.tokensAdded !== null ? (
              <span className={`mt-1 block text-xs whitespace-nowrap ${mutedText}`}>
                {formatCount(request.tokensAdded)} added
              </span>
            ) : null}
          </td>
          <td className={`${tdStyles} text-right`}>
            {request.status === "pending" ? (
              <DialogOpener
                href={`?process=${request.id}`}
                className={smallButtonStyles.primary}
                onOpen={() => onProcess(request)}
                label={`Process the request of ${request.companyName} for ${request.requestedTokens} tokens`}
              >
                Process
              </DialogOpener>
            ) : null}
          </td>
        </tr>
      ))}
    </TokenTable>
  );
}
