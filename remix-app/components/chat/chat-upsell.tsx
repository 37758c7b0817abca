import { type CurrentUser, can } from "@charterly/domain/contract";
import { useState } from "react";
import { EnterpriseUpsellCard } from "../dashboard/enterprise-upsell-card";
import { UpgradeDialog } from "../upgrade-dialog";

/** /chat for Freemium and Pay Per Use: what the assistant is, and how to get it. */
export function ChatUpsell({ user }: { user: CurrentUser }) {
  const [upgradeOpen, setUpgradeOpen] = useState(false);
  return (
    <div className="space-y-4">
      <p className="text-slate-600 dark:text-slate-400">
        The AI Policy Assistant answers your team's questions from {user.companyName}'s own approved policies,
        names the documents it used, and flags questions that need legal review. It is part of the Enterprise
        plan.
      </p>
      <EnterpriseUpsellCard onLearnMore={() => setUpgradeOpen(true)} />
      <UpgradeDialog
        open={upgradeOpen}
        onClose={() => setUpgradeOpen(false)}
        canOpenAdminPanel={can(user, "admin.panel.open")}
      />
    </div>
  );
}
