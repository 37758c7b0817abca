import { type TokenRequestDto, tokenCount, URGENCY_NAMES } from "@charterly/domain/contract";
import { Link, useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { TOKEN_REQUEST_PATH } from "../../lib/token-intents";
import type { loader as tokenRequestLoader } from "../../routes/tokens.request";
import { buttonStyles } from "../button-styles";
import { CheckCircleIcon } from "../icons";
import { Modal } from "../ui/modal";
import { useInitialFocus } from "../ui/use-initial-focus";
import { PreviousTokenRequests } from "./previous-token-requests";
import { TokenRequestForm } from "./token-request-form";

/** The thank-you state closes the dialog after this long (spec §4, §9). */
export const TOKEN_REQUEST_CLOSE_DELAY_MS = 2000;

interface TokenRequestDialogProps {
  open: boolean;
  onClose: () => void;
  /** Prefills the contact email. */
  contactEmail: string;
}

/**
 * 'Request Additional Tokens': the request form, then a thank-you; earlier requests below the form.
 * The /tokens/request route (routes/tokens.request.tsx, the page a browser without JavaScript opens
 * instead) is loaded with a fetcher when the dialog opens, and the form posts to its action.
 */
export function TokenRequestDialog({ open, onClose, contactEmail }: TokenRequestDialogProps) {
  const [sent, setSent] = useState<TokenRequestDto | null>(null);

  useEffect(() => {
    if (!open) setSent(null);
  }, [open]);

  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Request Additional Tokens"
      description="A platform administrator reviews each request and adds the tokens to your balance."
      size="max-w-2xl"
    >
      {sent ? (
        <RequestSent request={sent} onClose={onClose} />
      ) : (
        <div className="space-y-6">
          <TokenRequestForm contactEmail={contactEmail} onCancel={onClose} onSent={setSent} />
          <LoadedRequests />
        </div>
      )}
    </Modal>
  );
}

/** The earlier requests, read when the dialog opens (and again by Remix after a request is sent). */
function LoadedRequests() {
  const page = useFetcher<typeof tokenRequestLoader>();
  const { load } = page;
  useEffect(() => {
    load(TOKEN_REQUEST_PATH);
  }, [load]);
  return <PreviousTokenRequests read={page.data} onRetry={() => load(TOKEN_REQUEST_PATH)} />;
}

/**
 * The thank-you. In the dialog it closes itself after two seconds (spec §9); on the page (sent
 * without JavaScript) it stays, with a link back to the dashboard.
 */
export function RequestSent({ request, onClose }: { request: TokenRequestDto; onClose?: () => void }) {
  const closeRef = useRef<HTMLButtonElement>(null);
  useInitialFocus(closeRef);
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    if (!close.current) return;
    const timer = setTimeout(() => close.current?.(), TOKEN_REQUEST_CLOSE_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  const responseTime = URGENCY_NAMES[request.urgency].responseTime;
  return (
    <div className="py-4 text-center">
      <CheckCircleIcon className="mx-auto size-10 text-emerald-600 dark:text-emerald-400" />
      <div role="status" className="mt-3 space-y-1">
        <p className="font-semibold">
          Thank you! Your request for {tokenCount(request.requestedTokens)} was sent.
        </p>
        {responseTime ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Expect a response within {responseTime} at {request.contactEmail}.
          </p>
        ) : null}
      </div>
      {onClose ? (
        <button ref={closeRef} type="button" className={`${buttonStyles.primary} mt-6`} onClick={onClose}>
          Close
        </button>
      ) : (
        <Link to="/" className={`${buttonStyles.primary} mt-6`}>
          Back to the dashboard
        </Link>
      )}
    </div>
  );
}
