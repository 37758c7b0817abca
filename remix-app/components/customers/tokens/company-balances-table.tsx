import { formatCount, type PlatformCompanyBalanceDto } from "@charterly/domain/contract";
import { TierBadge } from "../../badges";
import { smallButtonStyles } from "../../button-styles";
import { DateTime } from "../../documents/formatted-date";
import { mutedText, tdStyles, thStyles } from "./token-admin-display";

/** 'Company Balances': every company's balance, used and purchased tokens, with Add Credits. */
export function CompanyBalancesTable({
  companies,
  onAddCredits,
}: {
  companies: PlatformCompanyBalanceDto[];
  onAddCredits: (company: PlatformCompanyBalanceDto) => void;
}) {
  return (
    <table className="w-full min-w-[44rem] text-sm">
      <caption className="sr-only">Token balance of each company</caption>
      <thead>
        <tr>
          <th scope="col" className={thStyles}>
            Company
          </th>
          <th scope="col" className={thStyles}>
            Plan
          </th>
          <th scope="col" className={`${thStyles} text-right`}>
            Balance
          </th>
          <th scope="col" className={`${thStyles} text-right`}>
            Used
          </th>
          <th scope="col" className={`${thStyles} text-right`}>
            Purchased
          </th>
          <th scope="col" className={thStyles}>
            Last Updated
          </th>
          <th scope="col" className={thStyles}>
            <span className="sr-only">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
        {companies.map((company) => (
          <tr key={company.id}>
            <th scope="row" className={`${tdStyles} text-left font-medium`}>
              {company.name}
              <span className={`block text-xs font-normal ${mutedText}`}>
                {company.displayName && company.displayName !== company.name
                  ? `${company.displayName} · `
                  : ""}
                ID {company.id}
              </span>
            </th>
            <td className={tdStyles}>
              <TierBadge tier={company.tier} />
            </td>
            <td className={`${tdStyles} text-right font-semibold tabular-nums`}>
              {formatCount(company.balance)}
            </td>
            <td className={`${tdStyles} text-right tabular-nums`}>{formatCount(company.used)}</td>
            <td className={`${tdStyles} text-right tabular-nums`}>{formatCount(company.purchased)}</td>
            <td className={`${tdStyles} whitespace-nowrap ${mutedText}`}>
              {company.updatedAt ? <DateTime iso={company.updatedAt} /> : "Never"}
            </td>
            <td className={`${tdStyles} text-right`}>
              <button
                type="button"
                className={smallButtonStyles.secondary}
                onClick={() => onAddCredits(company)}
                aria-label={`Add Credits: ${company.name}`}
              >
                Add Credits
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
