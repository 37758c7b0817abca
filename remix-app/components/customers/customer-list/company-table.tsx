import {
  type CustomerCompanyDto,
  companyDatabaseLabel,
  formatCount,
  shownCompanyName,
} from "@charterly/domain/contract";
import { Link, useNavigation, useSearchParams } from "@remix-run/react";
import { Fragment, useId } from "react";
import { openedCompanyIds, toggledRowSearch } from "../../../lib/customer-intents";
import { smallButtonStyles } from "../../button-styles";
import { ShortDate } from "../../documents/formatted-date";
import { ChevronDownIcon } from "../../icons";
import { CompanyUsers, CUSTOMER_LIST_PATH, type OpenedRow } from "./company-users";
import type { EditTarget } from "./edit-customer-dialog";
import { PlanForm } from "./plan-form";

const USER_IDS_SHOWN = 5;
const COLUMNS = ["Company", "Company & User IDs", "Users", "Subscription", "Documents", "Created", "Actions"];

/** "#3, #4, #9 +2 more". */
function userIdList(ids: readonly number[]) {
  if (ids.length === 0) return "No users";
  const shown = ids.slice(0, USER_IDS_SHOWN).map((id) => `#${id}`);
  const more = ids.length - shown.length;
  return `${shown.join(", ")}${more > 0 ? ` +${more} more` : ""}`;
}

/**
 * Company, Company & User IDs, Users, Subscription (changed in place, PlanForm), Documents, Created and
 * Actions (show the company's people). Scrolls sideways on narrow screens. A row is opened by its
 * address (`?open=<company>`: a link, with or without JavaScript), and the section's loader reads
 * its people; while that answer is on its way the row says it is loading, and a row being closed
 * closes at once.
 */
export function CompanyTable({
  companies,
  people,
  busy,
  onEdit,
  editHref,
}: {
  companies: readonly CustomerCompanyDto[];
  /** The opened rows' people, as the loader read them. */
  people: readonly OpenedRow[];
  /** A new answer is on its way: the rows shown are the previous ones. */
  busy: boolean;
  onEdit: (target: EditTarget) => void;
  /** Edit Customer's address without JavaScript. */
  editHref: (userId: number) => string;
}) {
  const id = useId();
  const [params] = useSearchParams();
  const navigation = useNavigation();
  // The rows of the address being loaded (opening or closing one), else of the address shown.
  const next = navigation.location?.pathname === CUSTOMER_LIST_PATH ? navigation.location : null;
  const expanded = openedCompanyIds(next ? new URLSearchParams(next.search) : params);

  const th =
    "px-4 py-3 text-left text-xs font-semibold tracking-wide whitespace-nowrap text-slate-600 uppercase dark:text-slate-400";
  return (
    // 56rem: what a 1280 px laptop leaves beside the sidebar, so the Actions column is in sight.
    <div className="relative overflow-x-auto">
      <table
        aria-label="Companies"
        aria-busy={busy}
        className={`w-full min-w-[56rem] text-sm ${busy ? "opacity-60" : ""}`}
      >
        <thead className="border-b border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-950/40">
          <tr>
            {COLUMNS.map((label) => (
              <th key={label} scope="col" className={th}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {companies.map((company) => {
            const name = shownCompanyName(company);
            const open = expanded.includes(company.id);
            const panelId = `${id}-users-${company.id}`;
            return (
              <Fragment key={company.id}>
                <tr className="hover:bg-slate-50 dark:hover:bg-slate-800/40">
                  <th scope="row" className="max-w-xs px-4 py-3 text-left align-top font-normal">
                    <span className="block font-medium break-words text-slate-900 dark:text-white">
                      {name}
                    </span>
                    {company.displayName && company.displayName !== company.name ? (
                      <span className="block text-xs text-slate-600 dark:text-slate-400">{company.name}</span>
                    ) : null}
                    {company.website ? (
                      <span className="block text-xs break-all text-slate-600 dark:text-slate-400">
                        {company.website}
                      </span>
                    ) : null}
                  </th>
                  <td className="px-4 py-3 align-top text-slate-700 dark:text-slate-300">
                    <span className="block whitespace-nowrap">Company {company.id}</span>
                    <span className="block text-xs text-slate-600 dark:text-slate-400">
                      Users: {userIdList(company.userIds)}
                    </span>
                    {/* Where its data is, for an operator planning a move between databases. */}
                    <span className="block text-xs whitespace-nowrap text-slate-600 dark:text-slate-400">
                      {companyDatabaseLabel(company.databaseNumber)}
                    </span>
                  </td>
                  <td className="px-4 py-3 align-top">{formatCount(company.userCount)}</td>
                  <td className="px-4 py-3 align-top">
                    <PlanForm company={company} busy={busy} />
                  </td>
                  <td className="px-4 py-3 align-top">{formatCount(company.documentCount)}</td>
                  <td className="px-4 py-3 align-top whitespace-nowrap text-slate-700 dark:text-slate-300">
                    <ShortDate iso={company.createdAt} />
                  </td>
                  <td className="px-2 py-2 align-top">
                    <Link
                      to={`${CUSTOMER_LIST_PATH}${toggledRowSearch(params, company.id)}`}
                      preventScrollReset
                      className={`${smallButtonStyles.secondary} whitespace-nowrap`}
                      aria-expanded={open}
                      aria-controls={open ? panelId : undefined}
                      aria-label={`${open ? "Hide" : "Show"} users of ${name}`}
                    >
                      <ChevronDownIcon
                        className={`size-4 transition-transform ${open ? "rotate-180" : ""}`}
                      />
                      {open ? "Hide users" : "Show users"}
                    </Link>
                  </td>
                </tr>
                {open ? (
                  <tr id={panelId} className="bg-slate-50 dark:bg-slate-950/40">
                    <td colSpan={COLUMNS.length} className="px-4 py-4">
                      <CompanyUsers
                        company={company}
                        read={people.find((row) => row.companyId === company.id)?.read}
                        onEdit={onEdit}
                        editHref={editHref}
                      />
                    </td>
                  </tr>
                ) : null}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
