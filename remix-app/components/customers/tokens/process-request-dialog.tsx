import {
  formatCount,
  type PlatformTokenRequestDto,
  PROCESSED_REQUEST_STATUSES,
  type ProcessedRequestStatus,
  type ProcessTokenRequestResultDto,
  processTokenRequestBody,
  TOKEN_REQUEST_STATUS_LABELS,
  TOKENS_TO_ADD_MAX,
  tokenCount,
} from "@charterly/domain/contract";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { type FailureText, useReportFailure } from "../../../lib/report-failure";
import { useToast } from "../../toast";
import { FormField, fieldStyles } from "../../ui/form-field";
import { useSchemaForm } from "../../ui/use-schema-form";
import { FormDialog } from "../form-dialog";
import { UrgencyBadge } from "./token-requests-table";
import { processTokenRequest } from "./tokens-api";

const PROCESS_FAILED: FailureText = {
  title: "Token request Error",
  description: "Failed to process request",
};

const STATUS_HINTS: Record<ProcessedRequestStatus, string> = {
  approved: "Adds the requested tokens.",
  fulfilled: "Adds the number of tokens you choose below.",
  rejected: "Adds no tokens.",
};

/** What the success toast says about the outcome. */
function outcomeText(request: PlatformTokenRequestDto, result: ProcessTokenRequestResultDto): string {
  const added = result.request.tokensAdded ?? 0;
  const outcome =
    added > 0
      ? `${tokenCount(added)} added to ${request.companyName}; the balance is now ${formatCount(result.balance)}.`
      : `No tokens were added to ${request.companyName}.`;
  return result.upgradedToPerDocument ? `${outcome} ${request.companyName} is now on Pay Per Use.` : outcome;
}

/**
 * 'Process' a pending token request: the outcome (approved, fulfilled or rejected), the tokens to
 * add — shown only for fulfilled, the requested amount by default — and notes for the requester.
 */
export function ProcessRequestDialog({
  request,
  onClose,
  onProcessed,
}: {
  request: PlatformTokenRequestDto | null;
  onClose: () => void;
  onProcessed: () => void;
}) {
  const id = useId();
  const { toast } = useToast();
  const reportFailure = useReportFailure();
  const statusRef = useRef<HTMLSelectElement>(null);
  const [status, setStatus] = useState<ProcessedRequestStatus>("approved");
  const [tokensToAdd, setTokensToAdd] = useState("");
  const [adminNotes, setAdminNotes] = useState("");
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<FailureText | null>(null);
  const { errors, validate, showServerErrors, setErrors } = useSchemaForm(processTokenRequestBody);

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
    setFailure(null);
    setErrors({});
  }, [request, setErrors]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!request || busy) return;
    const check = validate({
      status,
      adminNotes,
      tokensToAdd:
        status === "fulfilled" ? (tokensToAdd.trim() === "" ? undefined : Number(tokensToAdd)) : undefined,
    });
    if (!check.ok) return;
    setBusy(true);
    setFailure(null);
    try {
      const result = await processTokenRequest(request.id, check.data);
      toast({
        title: "Token request processed successfully",
        description: outcomeText(request, result),
        variant: "success",
      });
      onProcessed();
      onClose();
    } catch (error) {
      setFailure(reportFailure(error, PROCESS_FAILED));
      showServerErrors(error);
      // A request processed meanwhile is no longer pending: the lists show its outcome.
      onProcessed();
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormDialog
      formId={`${id}-form`}
      open={request !== null}
      onClose={onClose}
      title="Process Token Request"
      description={
        request ? `${request.companyName} asked for ${tokenCount(request.requestedTokens)}.` : undefined
      }
      busy={busy}
      submitLabel="Process Request"
      busyLabel="Processing…"
      failure={failure}
      onSubmit={submit}
      formClassName="space-y-5"
      summary={request ? <RequestSummary request={request} /> : null}
    >
      <FormField
        id={`${id}-status`}
        label="Status"
        required
        hint={STATUS_HINTS[status]}
        error={errors.status}
      >
        {(control) => (
          <select
            {...control}
            ref={statusRef}
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
      {status === "fulfilled" && request ? (
        <FormField
          id={`${id}-tokens`}
          label="Tokens to add"
          hint={`0 to ${TOKENS_TO_ADD_MAX}; empty adds the requested ${request.requestedTokens}.`}
          error={errors.tokensToAdd}
        >
          {(control) => (
            <input
              {...control}
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
        id={`${id}-notes`}
        label="Admin notes"
        hint="Optional. Sent to the requester with the outcome."
        error={errors.adminNotes}
      >
        {(control) => (
          <textarea
            {...control}
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
