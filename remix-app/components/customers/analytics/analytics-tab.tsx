import {
  type CustomerAnalyticsDto,
  formatCount,
  monthLabel,
  TIER_LABELS,
  type Tier,
} from "@charterly/domain/contract";
import { cardStyles } from "../../button-styles";
import { BarFill, ProgressBar, type ProgressTone } from "../../ui/progress-bar";

const tierTones: Record<Tier, ProgressTone> = {
  freemium: "slate",
  per_document: "amber",
  enterprise: "indigo",
  system_admin: "emerald",
};

/** "12.5%". */
const percent = (value: number) => `${value.toLocaleString("en-US", { maximumFractionDigits: 1 })}%`;

/**
 * Analytics: how the companies spread over the four plans (count and share) and Customer Growth —
 * companies created per month over the last 12 months, from their real creation dates.
 */
export function AnalyticsTab({ analytics }: { analytics: CustomerAnalyticsDto }) {
  const { totalCompanies, subscriptions, growth } = analytics;
  const busiestMonth = Math.max(1, ...growth.map((month) => month.newCompanies));
  const newThisYear = growth.reduce((sum, month) => sum + month.newCompanies, 0);

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section aria-labelledby="customers-distribution-heading" className={`${cardStyles} p-5`}>
        <h2 id="customers-distribution-heading" className="text-lg font-semibold">
          Subscription Distribution
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          {formatCount(totalCompanies)} {totalCompanies === 1 ? "company" : "companies"} by plan.
        </p>
        <ul aria-label="Companies by plan" className="mt-4 space-y-4">
          {subscriptions.map((share) => (
            <li key={share.tier}>
              <div className="flex items-baseline justify-between gap-3 text-sm">
                <span id={`customers-share-${share.tier}`} className="font-medium">
                  {TIER_LABELS[share.tier]}
                </span>
                <span className="text-slate-700 dark:text-slate-300">
                  <strong className="font-semibold">{formatCount(share.count)}</strong> (
                  {percent(share.percentage)})
                </span>
              </div>
              <div className="mt-1.5">
                <ProgressBar
                  value={share.percentage}
                  labelledBy={`customers-share-${share.tier}`}
                  valueText={`${percent(share.percentage)} (${formatCount(share.count)} of ${formatCount(totalCompanies)} companies)`}
                  tone={tierTones[share.tier]}
                />
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="customers-growth-heading" className={`${cardStyles} p-5`}>
        <h2 id="customers-growth-heading" className="text-lg font-semibold">
          Customer Growth
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          New companies per month over the last 12 months: {formatCount(newThisYear)} in all.
        </p>
        <table aria-labelledby="customers-growth-heading" className="mt-4 w-full text-sm">
          <thead>
            <tr className="text-left text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">
              <th scope="col" className="py-1.5 pr-3">
                Month
              </th>
              <th scope="col" className="w-1/2 py-1.5 pr-3">
                New companies
              </th>
              <th scope="col" className="py-1.5 text-right">
                Total
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
            {growth.map((month) => (
              <tr key={month.month}>
                <th scope="row" className="py-1.5 pr-3 text-left font-normal whitespace-nowrap">
                  {monthLabel(month.month)}
                </th>
                <td className="py-1.5 pr-3">
                  <div className="flex items-center gap-2">
                    <div
                      aria-hidden="true"
                      className="h-3 flex-1 overflow-hidden rounded-sm bg-slate-100 dark:bg-slate-800"
                    >
                      <BarFill
                        percent={(month.newCompanies / busiestMonth) * 100}
                        className="fill-indigo-600 dark:fill-indigo-400"
                      />
                    </div>
                    <span className="w-8 text-right tabular-nums">{formatCount(month.newCompanies)}</span>
                  </div>
                </td>
                <td className="py-1.5 text-right tabular-nums">{formatCount(month.totalCompanies)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}
