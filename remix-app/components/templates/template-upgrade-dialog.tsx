import { type CurrentUser, can, TIER_LABELS, type Tier } from "@charterly/domain/contract";
import { Link } from "@remix-run/react";
import { useState } from "react";
import { buttonStyles } from "../button-styles";
import { EnterpriseInquiryDialog } from "../inquiry/enterprise-inquiry-dialog";
import { Modal } from "../ui/modal";

/** A locked template the person asked about: its name and the plan it needs. */
export interface LockedTemplate {
  name: string;
  requiredTier: Tier;
}

/**
 * The upgrade path from a locked template: which plan it needs, the plan the company is on, and the
 * way up — the Admin Panel's upgrade options for those who may open it, Contact Sales for everyone
 * (the enterprise inquiry form, as the other upgrade prompts do).
 */
export function TemplateUpgradeDialog({
  template,
  user,
  onClose,
}: {
  template: LockedTemplate | null;
  user: CurrentUser;
  onClose: () => void;
}) {
  const [inquiryOpen, setInquiryOpen] = useState(false);
  const plan = template ? TIER_LABELS[template.requiredTier] : "";
  return (
    <>
      <Modal
        open={template !== null}
        onClose={onClose}
        title={`Upgrade to ${plan}`}
        description={template ? `“${template.name}” is part of the ${plan} plan.` : undefined}
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
            Your company is on the {TIER_LABELS[user.subscriptionTier]} plan. Templates of the {plan} plan can
            be previewed, downloaded and customized once your company moves to it.
          </p>
          <p>Contact our sales team to upgrade, or ask your company administrator.</p>
        </div>
      </Modal>
      <EnterpriseInquiryDialog open={inquiryOpen} onClose={() => setInquiryOpen(false)} user={user} />
    </>
  );
}
