import { Link } from "@remix-run/react";
import { useState } from "react";
import { useSignedInUser } from "../lib/root-data";
import { buttonStyles } from "./button-styles";
import { CheckIcon } from "./icons";
import { EnterpriseInquiryDialog } from "./inquiry/enterprise-inquiry-dialog";
import { Modal } from "./ui/modal";

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
 * What Enterprise adds. 'Contact Sales' opens the enterprise inquiry form on top; closing the form
 * returns here.
 */
export function UpgradeDialog({ open, onClose, canOpenAdminPanel }: UpgradeDialogProps) {
  const user = useSignedInUser();
  const [inquiryOpen, setInquiryOpen] = useState(false);

  return (
    <>
      <Modal
        open={open}
        onClose={onClose}
        title="Upgrade to Enterprise"
        size="max-w-md"
        footer={
          <>
            <button type="button" className={buttonStyles.secondary} onClick={onClose}>
              Close
            </button>
            {canOpenAdminPanel ? (
              <Link
                to="/admin/settings#enterprise-upgrade"
                className={buttonStyles.secondary}
                onClick={onClose}
              >
                See upgrade options
              </Link>
            ) : null}
            {user ? (
              <button type="button" className={buttonStyles.primary} onClick={() => setInquiryOpen(true)}>
                Contact Sales
              </button>
            ) : null}
          </>
        }
      >
        <p className="text-sm text-slate-600 dark:text-slate-400">
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
      </Modal>
      {user ? (
        <EnterpriseInquiryDialog open={inquiryOpen} onClose={() => setInquiryOpen(false)} user={user} />
      ) : null}
    </>
  );
}
