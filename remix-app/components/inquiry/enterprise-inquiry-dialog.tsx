import type { CurrentUser } from "@charterly/domain/contract";
import { Link } from "@remix-run/react";
import { useRef, useState } from "react";
import { buttonStyles } from "../button-styles";
import { CheckCircleIcon } from "../icons";
import { Modal } from "../ui/modal";
import { useInitialFocus } from "../ui/use-initial-focus";
import { InquiryForm } from "./inquiry-form";
import { RESPONSE_PROMISE } from "./inquiry-options";

interface EnterpriseInquiryDialogProps {
  open: boolean;
  onClose: () => void;
  /** Prefills name, e-mail and company; their current tier is sent with the inquiry. */
  user: CurrentUser;
}

/**
 * 'Upgrade to Enterprise': the sales inquiry form, posted to /upgrade/enterprise's action (the page
 * a browser without JavaScript opens instead). May be opened on top of another dialog; closing it
 * returns there.
 */
export function EnterpriseInquiryDialog({ open, onClose, user }: EnterpriseInquiryDialogProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Upgrade to Enterprise"
      description="Tell us what your company needs and our sales team will get in touch."
    >
      <InquiryPanel user={user} onClose={onClose} />
    </Modal>
  );
}

function InquiryPanel({ user, onClose }: { user: CurrentUser; onClose: () => void }) {
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  if (sentMessage !== null) return <InquirySent message={sentMessage} onClose={onClose} />;
  return <InquiryForm user={user} onClose={onClose} onSent={setSentMessage} />;
}

/** The thanks, with Close in the dialog, or a link back to the dashboard on the page. */
export function InquirySent({ message, onClose }: { message: string; onClose?: () => void }) {
  const closeRef = useRef<HTMLButtonElement>(null);
  useInitialFocus(closeRef);
  return (
    <div className="text-center">
      <CheckCircleIcon className="mx-auto size-10 text-emerald-600 dark:text-emerald-400" />
      <div role="status" className="mt-3 space-y-1">
        <p className="font-semibold">{message}</p>
        <p className="text-sm text-slate-600 dark:text-slate-400">{RESPONSE_PROMISE}</p>
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
