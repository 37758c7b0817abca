import {
  ACTIVE_CUSTOMER_DAYS,
  type CustomerStatsDto,
  formatCount,
  shownCompanyName,
} from "@charterly/domain/contract";
import type { ComponentType, SVGProps } from "react";
import { cardStyles } from "../../button-styles";
import { ShortDate } from "../../documents/formatted-date";
import { BuildingIcon, DocumentIcon, StarIcon, UsersIcon } from "../../icons";
import { CompanyTierBadge } from "../customer-list/company-tier";

/** Overview: the four customer figures and the five newest companies (the section loader's). */
export function OverviewTab({ stats }: { stats: CustomerStatsDto }) {
  const { totalCustomers, activeCustomers, enterpriseCustomers, totalDocuments, recentCompanies } = stats;

  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard
          title="Total Customers"
          value={totalCustomers}
          icon={BuildingIcon}
          hint="Companies on Charterly"
        />
        <StatCard
          title={`Active Customers (last ${ACTIVE_CUSTOMER_DAYS} days)`}
          value={activeCustomers}
          icon={UsersIcon}
          hint={`Someone signed in within ${ACTIVE_CUSTOMER_DAYS} days`}
        />
        <StatCard
          title="Enterprise Customers"
          value={enterpriseCustomers}
          icon={StarIcon}
          hint="On the Enterprise plan"
        />
        <StatCard
          title="Total Documents"
          value={totalDocuments}
          icon={DocumentIcon}
          hint="Across every company"
        />
      </div>

      <section aria-labelledby="customers-recent-heading" className={cardStyles}>
        <div className="p-5 pb-0">
          <h2 id="customers-recent-heading" className="text-lg font-semibold">
            Recent Activity
          </h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            The newest companies on Charterly.
          </p>
        </div>
        {recentCompanies.length === 0 ? (
          <p className="p-5 text-sm text-slate-600 dark:text-slate-400">No companies yet.</p>
        ) : (
          <ul aria-label="Recent companies" className="mt-3 divide-y divide-slate-200 dark:divide-slate-800">
            {recentCompanies.map((company) => (
              <li key={company.id} className="flex flex-wrap items-center justify-between gap-3 px-5 py-3">
                <div className="min-w-0">
                  <p className="font-medium break-words">{shownCompanyName(company)}</p>
                  <p className="text-xs text-slate-600 dark:text-slate-400">
                    ID {company.id} · {formatCount(company.userCount)}{" "}
                    {company.userCount === 1 ? "user" : "users"} · {formatCount(company.documentCount)}{" "}
                    {company.documentCount === 1 ? "document" : "documents"} · Joined{" "}
                    <ShortDate iso={company.createdAt} />
                  </p>
                </div>
                <CompanyTierBadge company={company} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function StatCard({
  title,
  value,
  hint,
  icon: CardIcon,
}: {
  title: string;
  value: number;
  hint: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
}) {
  return (
    <section className={`${cardStyles} p-5`} aria-label={title}>
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-sm font-medium text-slate-600 dark:text-slate-400">{title}</h2>
        <CardIcon className="size-5 shrink-0 text-indigo-600 dark:text-indigo-400" />
      </div>
      <p className="mt-2 text-3xl font-bold">{formatCount(value)}</p>
      <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{hint}</p>
    </section>
  );
}
