import { type CurrentUser, can } from "@charterly/domain/contract";
import { Link } from "@remix-run/react";
import { type ReactNode, useState } from "react";
import { buttonStyles } from "./button-styles";
import { EnterpriseInquiryDialog } from "./inquiry/enterprise-inquiry-dialog";
import { Modal } from "./ui/modal";

/**
 * A prompt to move up a plan, with the one upgrade path every such prompt offers: Close, the Admin
 * Panel's upgrade options for those who may open it, and Contact Sales (the enterprise inquiry form,
 * opened on top) for everyone. The caller says what needs the plan.
 */
export function UpgradePathDialog({
  open,
  onClose,
  user,
  title,
  description,
  children,
}: {
  open: boolean;
  onClose: () => void;
  user: CurrentUser;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  const [inquiryOpen, setInquiryOpen] = useState(false);
  return (
    <>
      <Modal
        open={open}
        onClose={onClose}
        title={title}
        description={description}
        size="max-w-md"
        footer={
          <>
            <button type="button" className={buttonStyles.secondary} onClick={onClose}>
              Close
            </button>
            {can(user, "admin.panel.open") ? (
              <Link
                to="/admin/settings#enterprise-upgrade"
                className={buttonStyles.secondary}
                onClick={onClose}
              >
                See upgrade options
              </Link>
            ) : null}
            <button type="button" className={buttonStyles.primary} onClick={() => setInquiryOpen(true)}>
              Contact Sales
            </button>
          </>
        }
      >
        <div className="space-y-3 text-sm">{children}</div>
      </Modal>
      <EnterpriseInquiryDialog open={inquiryOpen} onClose={() => setInquiryOpen(false)} user={user} />
    </>
  );
}
