import type { DeletionCandidateDto } from "@charterly/domain/contract";
import { formatCount } from "@charterly/domain/contract";
import { useId, useState } from "react";
import { DELETION_PARAMS } from "../../../lib/customer-intents";
import { CardListStates } from "../../admin/knowledge/card-list-states";
import { TierBadge } from "../../badges";
import { cardStyles, smallButtonStyles } from "../../button-styles";
import { TrashIcon } from "../../documents/document-icons";
import { ShortDate } from "../../documents/formatted-date";
import type { ResourceState } from "../../documents/resource-state";
import { DialogOpener } from "../../ui/dialog-opener";
import { fieldStyles } from "../../ui/form-field";

/** What the company is called on screen: its display name, else its name. */
export const companyLabel = (company: { name: string; displayName: string | null }) =>
  company.displayName ?? company.name;

/**
 * 'Companies': every active company with its plan, people, documents and creation date, filtered by
 * name or ID, each with Delete (disabled, with the reason, for the system company).
 */
export function CompanyDeletionList({
  companies,
  onDelete,
}: {
  companies: ResourceState<DeletionCandidateDto[]> & { reload: () => Promise<void> };
  onDelete: (company: DeletionCandidateDto) => void;
}) {
  const id = useId();
  const [filter, setFilter] = useState("");
  const wanted = filter.trim().toLowerCase();
  const matches = (company: DeletionCandidateDto) =>
    wanted === "" ||
    String(company.id) === wanted ||
    company.name.toLowerCase().includes(wanted) ||
    (company.displayName ?? "").toLowerCase().includes(wanted);

  return (
    <section aria-labelledby={`${id}-heading`} className={cardStyles}>
      <div className="space-y-3 p-5 pb-0">
        <h3 id={`${id}-heading`} className="text-lg font-semibold">
          Companies
        </h3>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Deleting a company moves it to the recycle bin: its people can no longer sign in, and it is deleted
          for good after 5 days unless you restore it.
        </p>
        <div>
          <label htmlFor={`${id}-filter`} className="sr-only">
            Filter companies by name or ID
          </label>
          <input
            id={`${id}-filter`}
            type="search"
            value={filter}
            maxLength={200}
            onChange={(event) => setFilter(event.target.value)}
            placeholder="Filter by company name or ID…"
            className={fieldStyles}
          />
        </div>
      </div>
      <CardListStates
        resource={companies}
        loadingLabel="Loading the companies…"
        failureTitle="Could not load the companies"
        emptyText="No companies."
      >
        {(all) => {
          const shown = all.filter(matches);
          if (shown.length === 0)
            return (
              <p className="p-5 text-sm text-slate-600 dark:text-slate-400">No company matches the filter.</p>
            );
          return (
            <ul aria-label="Companies" className="mt-3 divide-y divide-slate-200 dark:divide-slate-800">
              {shown.map((company) => (
                <CompanyRow
                  key={company.id}
                  company={company}
                  onDelete={onDelete}
                  tipId={`${id}-tip-${company.id}`}
                />
              ))}
            </ul>
          );
        }}
      </CardListStates>
    </section>
  );
}

function CompanyRow({
  company,
  onDelete,
  tipId,
}: {
  company: DeletionCandidateDto;
  onDelete: (company: DeletionCandidateDto) => void;
  tipId: string;
}) {
  const label = companyLabel(company);
  return (
    <li className="flex flex-col gap-3 px-5 py-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-medium break-words">{label}</p>
        <div className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600 dark:text-slate-400">
          <span>ID {company.id}</span>
          <TierBadge tier={company.subscriptionTier} />
          <span>
            {formatCount(company.userCount)} {company.userCount === 1 ? "user" : "users"}
          </span>
          <span>
            {formatCount(company.documentCount)} {company.documentCount === 1 ? "document" : "documents"}
          </span>
          <span>
            Created <ShortDate iso={company.createdAt} />
          </span>
        </div>
      </div>
      <span title={company.reason ?? undefined} className="shrink-0">
        <DialogOpener
          href={`?${DELETION_PARAMS.delete}=${company.id}`}
          className={smallButtonStyles.dangerOutline}
          disabled={!company.deletable}
          describedBy={company.reason ? tipId : undefined}
          onOpen={() => onDelete(company)}
          label={`Delete company: ${label}`}
        >
          <TrashIcon className="size-4" />
          Delete
        </DialogOpener>
        {company.reason ? (
          <span id={tipId} className="sr-only">
            {company.reason}
          </span>
        ) : null}
      </span>
    </li>
  );
}
