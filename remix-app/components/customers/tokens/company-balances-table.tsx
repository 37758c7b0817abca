import { formatCount, type PlatformCompanyBalanceDto } from "@charterly/domain/contract";
import { TierBadge } from "../../badges";
import { smallButtonStyles } from "../../button-styles";
import { DateTime } from "../../documents/formatted-date";
import { DialogOpener } from "../../ui/dialog-opener";
import { mutedText, tdStyles } from "./token-admin-display";
import { TokenTable } from "./token-table";

/** 'Company Balances': every company's balance, used and purchased tokens, with Add Credits. */
export function CompanyBalancesTable({
  companies,
  onAddCredits,
}: {
  companies: PlatformCompanyBalanceDto[];
  onAddCredits: (company: PlatformCompanyBalanceDto) => void;
}) {
  return (
    <TokenTable
      caption="Token balance of each company"
      minWidth="min-w-[44rem]"
      columns={[
        { label: "Company" },
        { label: "Plan" },
        { label: "Balance", numeric: true },
        { label: "Used", numeric: true },
        { label: "Purchased", numeric: true },
        { label: "Last Updated" },
        { label: "Actions", hidden: true },
      ]}
    >
      {companies.map((company) => (
        <tr key={company.id}>
          <th scope="row" className={`${tdStyles} text-left font-medium`}>
            {company.name}
            <span className={`block text-xs font-normal ${mutedText}`}>
              {company.displayName && company.displayName !== company.name ? `${company.displayName} · ` : ""}
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
            <DialogOpener
              href={`?credit=${company.id}`}
              className={smallButtonStyles.secondary}
              onOpen={() => onAddCredits(company)}
              label={`Add Credits: ${company.name}`}
            >
              Add Credits
            </DialogOpener>
          </td>
        </tr>
      ))}
    </TokenTable>
  );
}
