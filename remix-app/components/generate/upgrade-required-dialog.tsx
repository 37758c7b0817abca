import { type CurrentUser, TIER_LABELS } from "@charterly/domain/contract";
import { UpgradePathDialog } from "../upgrade-path-dialog";

interface UpgradeRequiredDialogProps {
  open: boolean;
  onClose: () => void;
  user: CurrentUser;
}

/** Shown to Freemium users who press Generate Policy: generation needs a paid plan. */
export function UpgradeRequiredDialog({ open, onClose, user }: UpgradeRequiredDialogProps) {
  const plans = `${TIER_LABELS.per_document} or ${TIER_LABELS.enterprise}`;
  return (
    <UpgradePathDialog
      open={open}
      onClose={onClose}
      user={user}
      title="Upgrade Required"
      description={`Generating documents needs the ${plans} plan.`}
    >
      <p>
        Your company is on the {TIER_LABELS[user.subscriptionTier]} plan, which includes the template library
        and PDF downloads.
      </p>
      <p>
        To generate policies from templates with your company's details and requirements, upgrade to {plans}.
        Contact our sales team and we will help you choose.
      </p>
    </UpgradePathDialog>
  );
}
