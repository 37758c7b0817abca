import { type CurrentUser, can, TIER_LABELS } from "@charterly/domain/contract";
import { Link } from "@remix-run/react";
import { useState } from "react";
import { buttonStyles } from "../button-styles";
import { EnterpriseInquiryDialog } from "../inquiry/enterprise-inquiry-dialog";
import { Modal } from "../ui/modal";

interface UpgradeRequiredDialogProps {
  open: boolean;
  onClose: () => void;
  user: CurrentUser;
}

/** Shown to Freemium users who press Generate Policy: generation needs a paid plan. */
export function UpgradeRequiredDialog({ open, onClose, user }: UpgradeRequiredDialogProps) {
  const [inquiryOpen, setInquiryOpen] = useState(false);
  const plans = `${TIER_LABELS.per_document} or ${TIER_LABELS.enterprise}`;
  return (
    <>
      <Modal
        open={open}
        onClose={onClose}
        title="Upgrade Required"
        description={`Generating documents needs the ${plans} plan.`}
        size="max-w-md"
        footer={
          <>
            <button type="button" className={buttonStyles.secondary} onClick={onClose}>
              Close
            </button>
            {can(user, "admin.panel.open") ? (
              <Link to="/admin#enterprise-upgrade" className={buttonStyles.secondary} onClick={onClose}>
                See upgrade options
              </Link>
            ) : null}
            <button type="button" className={buttonStyles.primary} onClick={() => setInquiryOpen(true)}>
              Contact Sales
            </button>
          </>
        }
      >
        <div className="space-y-3 text-sm">
          <p>
            Your company is on the {TIER_LABELS[user.subscriptionTier]} plan, which includes the template
            library and PDF downloads.
          </p>
          <p>
            To generate policies from templates with your company's details and requirements, upgrade to{" "}
            {plans}. Contact our sales team and we will help you choose.
          </p>
        </div>
      </Modal>
      <EnterpriseInquiryDialog open={inquiryOpen} onClose={() => setInquiryOpen(false)} user={user} />
    </>
  );
}
