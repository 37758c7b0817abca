import {
  type CurrentUser,
  can,
  DOMAIN_OFFER_PATH,
  type DocumentSummaryDto,
  type DomainJoinOfferDto,
  isAdmin,
  type ToReadListDto,
} from "@charterly/domain/contract";
import { useState } from "react";
import type { TokenPanelData } from "../lib/dashboard.server";
import { DENIED_NOTICES, type DeniedReason } from "../lib/page-access";
import { firstNameOrUser } from "../lib/person-name";
import { AppShell } from "./app-shell";
import { Badge, TierBadge } from "./badges";
import { EnterpriseUpsellCard } from "./dashboard/enterprise-upsell-card";
import { FreemiumUpgradeBanner } from "./dashboard/freemium-upgrade-banner";
import { PendingApprovalsPanel } from "./dashboard/pending-approvals-panel";
import { QuickActions } from "./dashboard/quick-actions";
import { RecentDocuments } from "./dashboard/recent-documents";
import { type RegistrationLimit, RegistrationLimitBanner } from "./dashboard/registration-limit-banner";
import { ReviewsDue, type ReviewsDueData } from "./dashboard/reviews-due";
import { StatCards } from "./dashboard/stat-cards";
import { ToReadSection } from "./dashboard/to-read-section";
import { TokenBalanceSection } from "./dashboard/token-balance-section";
import { usePayPerUse } from "./dashboard/use-pay-per-use";
import { Notice } from "./notice";
import { UpgradeDialog } from "./upgrade-dialog";

export interface DashboardProps {
  user: CurrentUser;
  documentCount: number;
  templateCount: number;
  /** The latest documents (none for freemium). */
  recentDocuments: DocumentSummaryDto[];
  /** Pay Per Use only: the token balance and the documents pending approval. */
  tokenPanel: TokenPanelData | null;
  /** Freemium only: the company's user count and limit, for the registration-limit banner. */
  registrationLimit: RegistrationLimit | null;
  /** 'To read': documents in force the person has not acknowledged (null on plans without it). */
  toRead?: ToReadListDto | null;
  /** 'Reviews due' (null without a document library). */
  reviewsDue: ReviewsDueData | null;
  /** An open offer to join the company that proved the person's e-mail domain (decision 032). */
  domainOffer?: DomainJoinOfferDto | null;
  /** Set when a guarded page sent the person back here (/?denied=…). */
  denied: DeniedReason | null;
}

/** What a signed-in person sees at /. */
export function Dashboard({
  user,
  documentCount,
  templateCount,
  recentDocuments,
  tokenPanel,
  registrationLimit,
  toRead = null,
  reviewsDue,
  domainOffer = null,
  denied,
}: DashboardProps) {
  const [upgradeOpen, setUpgradeOpen] = useState(false);
  const payPerUse = usePayPerUse(tokenPanel);
  // The AI assistant card, its quick action, and the Enterprise upsell when it is not included.
  const assistantAvailable = can(user, "assistant.ask");
  const openUpgrade = () => setUpgradeOpen(true);

  return (
    <AppShell user={user}>
      <div className="space-y-6">
        {denied ? (
          <Notice tone="warning" alert>
            {DENIED_NOTICES[denied]}
          </Notice>
        ) : null}
        {domainOffer ? (
          <Notice tone="info" title={`${domainOffer.companyName} has proven ${domainOffer.domain}`}>
            You can join {domainOffer.companyName} or keep your own company.{" "}
            <a href={DOMAIN_OFFER_PATH} className="font-medium underline">
              Choose
            </a>
          </Notice>
        ) : null}
        {registrationLimit ? <RegistrationLimitBanner initial={registrationLimit} /> : null}
        {user.subscriptionTier === "freemium" ? <FreemiumUpgradeBanner /> : null}

        <div>
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
              Welcome back, {firstNameOrUser(user)}
            </h1>
            <TierBadge tier={user.subscriptionTier} />
            {isAdmin(user.role) ? <Badge tone="red">ADMIN</Badge> : null}
          </div>
          <p className="mt-1 text-slate-600 dark:text-slate-400">
            Here is an overview of {user.companyName}'s policy documents.
          </p>
        </div>

        {tokenPanel ? (
          <TokenBalanceSection
            balance={payPerUse.balance}
            contactEmail={user.email}
            onRetry={payPerUse.refresh}
          />
        ) : null}

        <StatCards
          documentCount={documentCount}
          templateCount={templateCount}
          assistantAvailable={assistantAvailable}
          onLearnMore={openUpgrade}
        />

        <div className="grid gap-6 lg:grid-cols-3">
          <div className="min-w-0 space-y-6 lg:col-span-2">
            {toRead ? <ToReadSection initial={toRead} /> : null}
            {tokenPanel ? (
              <PendingApprovalsPanel
                documents={payPerUse.pending}
                more={tokenPanel.morePending}
                approvals={payPerUse.approvals}
                onRetry={payPerUse.refresh}
              />
            ) : null}
            <RecentDocuments user={user} documents={recentDocuments} documentCount={documentCount} />
          </div>
          <div className="space-y-6">
            {reviewsDue ? <ReviewsDue data={reviewsDue} /> : null}
            <QuickActions assistantAvailable={assistantAvailable} />
            {assistantAvailable ? null : <EnterpriseUpsellCard onLearnMore={openUpgrade} />}
          </div>
        </div>
      </div>

      <UpgradeDialog
        open={upgradeOpen}
        onClose={() => setUpgradeOpen(false)}
        canOpenAdminPanel={can(user, "admin.panel.open")}
      />
    </AppShell>
  );
}
