import { Link } from "@remix-run/react";
import { useEffect, useId, useRef, useState } from "react";
import { useSignedInUser } from "../lib/root-data";
import { buttonStyles } from "./button-styles";
import { CheckIcon } from "./icons";
import { EnterpriseInquiryDialog } from "./inquiry/enterprise-inquiry-dialog";

interface UpgradeDialogProps {
  open: boolean;
  onClose: () => void;
  /** People who can open the Admin Panel are sent to its upgrade section; others ask their admin. */
  canOpenAdminPanel: boolean;
}

const ENTERPRISE_BENEFITS = [
  "AI policy assistant",
  "Slack bot integration",
  "Unlimited users",
  "Document import",
];

/**
 * What Enterprise adds. A native modal <dialog>: focus stays inside and Escape closes it.
 * 'Contact Sales' opens the enterprise inquiry form on top; closing the form returns here.
 */
export function UpgradeDialog({ open, onClose, canOpenAdminPanel }: UpgradeDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const user = useSignedInUser();
  const [inquiryOpen, setInquiryOpen] = useState(false);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <>
      <dialog
        ref={ref}
        aria-labelledby={titleId}
        onClose={onClose}
        className="m-auto w-[calc(100%-2rem)] max-w-md rounded-lg border border-slate-200 bg-white p-6 text-slate-900 shadow-xl backdrop:bg-slate-950/60 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
      >
        <h2 id={titleId} className="text-lg font-semibold">
          Upgrade to Enterprise
        </h2>
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
          The AI Policy Assistant is part of the Enterprise plan, which includes everything in
          Pay-per-Document and:
        </p>
        <ul className="mt-4 space-y-2 text-sm">
          {ENTERPRISE_BENEFITS.map((benefit) => (
            <li key={benefit} className="flex gap-2">
              <CheckIcon className="mt-0.5 size-4 shrink-0 text-indigo-600 dark:text-indigo-400" />
              {benefit}
            </li>
          ))}
        </ul>
        {canOpenAdminPanel ? null : (
          <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">
            Ask your company administrator about upgrading to Enterprise, or contact our sales team.
          </p>
        )}
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" className={buttonStyles.secondary} onClick={onClose}>
            Close
          </button>
          {canOpenAdminPanel ? (
            <Link to="/admin#enterprise-upgrade" className={buttonStyles.secondary} onClick={onClose}>
              See upgrade options
            </Link>
          ) : null}
          {user ? (
            <button type="button" className={buttonStyles.primary} onClick={() => setInquiryOpen(true)}>
              Contact Sales
            </button>
          ) : null}
        </div>
      </dialog>
      {user ? (
        <EnterpriseInquiryDialog open={inquiryOpen} onClose={() => setInquiryOpen(false)} user={user} />
      ) : null}
    </>
  );
}
