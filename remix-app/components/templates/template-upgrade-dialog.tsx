import { type CurrentUser, TIER_LABELS, type Tier } from "@charterly/domain/contract";
import { UpgradePathDialog } from "../upgrade-path-dialog";

/** A locked template the person asked about: its name and the plan it needs. */
export interface LockedTemplate {
  name: string;
  requiredTier: Tier;
}

/** The upgrade path from a locked template: which plan it needs and the plan the company is on. */
export function TemplateUpgradeDialog({
  template,
  user,
  onClose,
}: {
  template: LockedTemplate | null;
  user: CurrentUser;
  onClose: () => void;
}) {
  const plan = template ? TIER_LABELS[template.requiredTier] : "";
  return (
    <UpgradePathDialog
      open={template !== null}
      onClose={onClose}
      user={user}
      title={`Upgrade to ${plan}`}
      description={template ? `“${template.name}” is part of the ${plan} plan.` : undefined}
    >
      <p>
        Your company is on the {TIER_LABELS[user.subscriptionTier]} plan. Templates of the {plan} plan can be
        previewed, downloaded and customized once your company moves to it.
      </p>
      <p>Contact our sales team to upgrade, or ask your company administrator.</p>
    </UpgradePathDialog>
  );
}
