import { type DeletedCompanyDto, recycleBinBadge } from "@charterly/domain/contract";
import { useId } from "react";
import { CardListStates } from "../../admin/knowledge/card-list-states";
import { Badge } from "../../badges";
import { cardStyles, smallButtonStyles } from "../../button-styles";
import { RestoreIcon, TrashIcon } from "../../documents/document-icons";
import { ShortDate } from "../../documents/formatted-date";
import type { ResourceState } from "../../documents/use-api-resource";
import { companyLabel } from "./company-deletion-list";

/**
 * 'Recycle Bin': deleted companies, soonest permanent deletion first, with the days left (the
 * badge turns destructive at 2 days or fewer and reads 'Expires today' at 0), Restore and
 * Permanently Delete.
 */
export function RecycleBinList({
  deleted,
  restoringId,
  onRestore,
  onPermanentDelete,
}: {
  deleted: ResourceState<DeletedCompanyDto[]> & { reload: () => Promise<void> };
  /** The company being restored (its buttons wait). */
  restoringId: number | null;
  onRestore: (company: DeletedCompanyDto) => void;
  onPermanentDelete: (company: DeletedCompanyDto) => void;
}) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-heading`} className={cardStyles}>
      <div className="space-y-1 p-5 pb-0">
        <h3 id={`${id}-heading`} className="text-lg font-semibold">
          Recycle Bin
        </h3>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Deleted companies are kept here for 5 days, then deleted for good with all their data.
        </p>
      </div>
      <CardListStates
        resource={deleted}
        loadingLabel="Loading the recycle bin…"
        failureTitle="Could not load the recycle bin"
        emptyText="The recycle bin is empty."
      >
        {(companies) => (
          <ul aria-label="Deleted companies" className="mt-3 divide-y divide-slate-200 dark:divide-slate-800">
            {companies.map((company) => {
              const label = companyLabel(company.companyData);
              const badge = recycleBinBadge(company.daysLeft);
              const busy = restoringId === company.id;
              return (
                <li
                  key={company.id}
                  className="flex flex-col gap-3 px-5 py-4 sm:flex-row sm:items-center sm:justify-between"
                >
                  <div className="min-w-0">
                    <p className="flex flex-wrap items-center gap-2 font-medium break-words">
                      {label}
                      <Badge tone={badge.urgent ? "red" : "amber"}>{badge.label}</Badge>
                    </p>
                    <div className="mt-1.5 flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-600 dark:text-slate-400">
                      <span>ID {company.id}</span>
                      <span>
                        Deleted <ShortDate iso={company.deletedAt} />
                        {company.deletedBy ? ` by ${company.deletedBy.name}` : ""}
                      </span>
                      <span>
                        Permanent deletion <ShortDate iso={company.permanentDeleteAt} />
                      </span>
                    </div>
                  </div>
                  <div className="flex shrink-0 flex-wrap gap-2">
                    <button
                      type="button"
                      className={smallButtonStyles.secondary}
                      disabled={busy}
                      onClick={() => onRestore(company)}
                      aria-label={`Restore company: ${label}`}
                    >
                      <RestoreIcon className="size-4" />
                      Restore
                    </button>
                    <button
                      type="button"
                      className={smallButtonStyles.dangerOutline}
                      disabled={busy}
                      onClick={() => onPermanentDelete(company)}
                      aria-label={`Permanently delete company: ${label}`}
                    >
                      <TrashIcon className="size-4" />
                      Permanently Delete
                    </button>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </CardListStates>
    </section>
  );
}
