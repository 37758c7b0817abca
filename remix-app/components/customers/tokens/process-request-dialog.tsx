import {
  formatCount,
  type PlatformTokenRequestDto,
  PROCESSED_REQUEST_STATUSES,
  type ProcessedRequestStatus,
  type ProcessTokenRequestResultDto,
  type processTokenRequestBody,
  TOKEN_REQUEST_STATUS_LABELS,
  TOKENS_TO_ADD_MAX,
  tokenCount,
} from "@charterly/domain/contract";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { TOKEN_INTENTS, tokensToAddField } from "../../../lib/customer-intents";
import { processTokenRequestSchema } from "../../../lib/form-schemas";
import { useToast } from "../../toast";
import { FormDialog } from "../../ui/form-dialog";
import { FormField, fieldStyles } from "../../ui/form-field";
import { postedValue, useDialogAction } from "../../ui/use-dialog-action";
import { useHydrated } from "../../ui/use-hydrated";
import { UrgencyBadge } from "./token-requests-table";

const PROCESS_FAILED = { title: "Token request Error" } as const;

const STATUS_HINTS: Record<ProcessedRequestStatus, string> = {
  approved: "Adds the requested tokens.",
  fulfilled: "Adds the number of tokens you choose below.",
  rejected: "Adds no tokens.",
};

/** What the success toast (and, without JavaScript, the page's notice) says about the outcome. */
export function outcomeText(companyName: string, result: ProcessTokenRequestResultDto): string {
  const added = result.request.tokensAdded ?? 0;
  const outcome =
    added > 0
      ? `${tokenCount(added)} added to ${companyName}; the balance is now ${formatCount(result.balance)}.`
      : `No tokens were added to ${companyName}.`;
  return result.upgradedToPerDocument ? `${outcome} ${companyName} is now on Pay Per Use.` : outcome;
}

/** The three outcomes' hints at once, for the form without JavaScript (it cannot follow the choice). */
const STATUS_HINTS_TOGETHER = PROCESSED_REQUEST_STATUSES.map(
  (option) => `${TOKEN_REQUEST_STATUS_LABELS[option]}: ${STATUS_HINTS[option]}`,
).join(" ");

/**
 * 'Process' a pending token request: the outcome (approved, fulfilled or rejected), the tokens to
 * add — shown only for fulfilled (always without JavaScript, where it counts only for fulfilled),
 * the requested amount by default — and notes for the requester. Sent to the route's action
 * (intent process-token-request); a request processed meanwhile is refused there (409) and the
 * lists are read again, showing its outcome.
 */
export function ProcessRequestDialog({
  request,
  onClose,
  closeHref,
}: {
  request: PlatformTokenRequestDto | null;
  onClose: () => void;
  closeHref: string;
}) {
  const { toast } = useToast();
  const hydrated = useHydrated();
  const statusRef = useRef<HTMLSelectElement>(null);
  const requestRef = useRef(request);
  requestRef.current = request;
  const dialog = useDialogAction<typeof processTokenRequestBody, ProcessTokenRequestResultDto>(
    processTokenRequestSchema,
    TOKEN_INTENTS.processRequest,
    PROCESS_FAILED.title,
    (result) => {
      toast({
        title: "Token request processed successfully",
        description: outcomeText(result.request.companyName, result),
        variant: "success",
      });
      onClose();
    },
  );
  const { posted, reset } = dialog;
  const [status, setStatus] = useState<ProcessedRequestStatus>(
    () => postedValue(posted, "status", "approved") as ProcessedRequestStatus,
  );
  const [tokensToAdd, setTokensToAdd] = useState(() =>
    postedValue(posted, "tokensToAdd", request ? String(request.requestedTokens) : ""),
  );
  const [adminNotes, setAdminNotes] = useState(() => postedValue(posted, "adminNotes", ""));

  // The status select takes focus once the dialog is shown (see useInitialFocus, which wants an HTMLElement ref).
  useEffect(() => {
    if (!request) return;
    const frame = requestAnimationFrame(() => statusRef.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [request]);

  useEffect(() => {
    if (!request) return;
    setStatus("approved");
    setTokensToAdd(String(request.requestedTokens));
    setAdminNotes("");
    reset();
  }, [request, reset]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    dialog.setFailure(null);
    const check = dialog.validate({ status, adminNotes, tokensToAdd: tokensToAddField(status, tokensToAdd) });
    if (!check.ok) event.preventDefault();
  };

  return (
    <FormDialog
      fetcher={dialog.fetcher}
      intent={TOKEN_INTENTS.processRequest}
      hiddenFields={request ? { requestId: request.id } : {}}
      open={request !== null}
      onClose={onClose}
      closeHref={closeHref}
      title="Process Token Request"
      description={
        request ? `${request.companyName} asked for ${tokenCount(request.requestedTokens)}.` : undefined
      }
      submitLabel="Process Request"
      busyLabel="Processing…"
      failure={dialog.failure}
      onSubmit={submit}
      formClassName="space-y-5"
      summary={request ? <RequestSummary request={request} /> : null}
    >
      <FormField
        id="process-request-status"
        label="Status"
        required
        hint={hydrated ? STATUS_HINTS[status] : STATUS_HINTS_TOGETHER}
        error={dialog.errors.status}
      >
        {(control) => (
          <select
            {...control}
            ref={statusRef}
            name="status"
            value={status}
            onChange={(event) => setStatus(event.target.value as ProcessedRequestStatus)}
            className={fieldStyles}
          >
            {PROCESSED_REQUEST_STATUSES.map((option) => (
              <option key={option} value={option}>
                {TOKEN_REQUEST_STATUS_LABELS[option]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {(status === "fulfilled" || !hydrated) && request ? (
        <FormField
          id="process-request-tokens"
          label="Tokens to add"
          hint={`${hydrated ? "" : "For Fulfilled only. "}0 to ${TOKENS_TO_ADD_MAX}; empty adds the requested ${request.requestedTokens}.`}
          error={dialog.errors.tokensToAdd}
        >
          {(control) => (
            <input
              {...control}
              name="tokensToAdd"
              type="number"
              inputMode="numeric"
              min={0}
              max={TOKENS_TO_ADD_MAX}
              step={1}
              value={tokensToAdd}
              onChange={(event) => setTokensToAdd(event.target.value)}
              className={fieldStyles}
            />
          )}
        </FormField>
      ) : null}
      <FormField
        id="process-request-notes"
        label="Admin notes"
        hint="Optional. Sent to the requester with the outcome."
        error={dialog.errors.adminNotes}
      >
        {(control) => (
          <textarea
            {...control}
            name="adminNotes"
            rows={3}
            value={adminNotes}
            onChange={(event) => setAdminNotes(event.target.value)}
            className={fieldStyles}
          />
        )}
      </FormField>
    </FormDialog>
  );
}

/** Who asked, how urgently and why. */
function RequestSummary({ request }: { request: PlatformTokenRequestDto }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-md border border-slate-200 p-3 text-sm dark:border-slate-800">
      <dt className="font-medium">Requested by</dt>
      <dd className="break-words">
        {request.requestedByName ?? "Former user"} ({request.contactEmail})
      </dd>
      <dt className="font-medium">Urgency</dt>
      <dd>
        <UrgencyBadge urgency={request.urgency} />
      </dd>
      <dt className="font-medium">Justification</dt>
      <dd className="break-words whitespace-pre-line">{request.businessJustification}</dd>
    </dl>
  );
}
