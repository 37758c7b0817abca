import { type CompanyRestoredDto, type DeletedCompanyDto, recycleBinBadge } from "@charterly/domain/contract";
import { useFetcher } from "@remix-run/react";
import { useEffect, useId } from "react";
import { DELETION_INTENTS, DELETION_PARAMS } from "../../../lib/customer-intents";
import { type FormResult, resultFor } from "../../../lib/form-result";
import { CardListStates } from "../../admin/knowledge/card-list-states";
import { Badge } from "../../badges";
import { cardStyles, smallButtonStyles } from "../../button-styles";
import { RestoreIcon, TrashIcon } from "../../documents/document-icons";
import { ShortDate } from "../../documents/formatted-date";
import type { ResourceState } from "../../documents/resource-state";
import { useToast } from "../../toast";
import { DialogOpener } from "../../ui/dialog-opener";
import { companyLabel } from "./company-deletion-list";

/**
 * 'Recycle Bin': deleted companies, soonest permanent deletion first, with the days left (the
 * badge turns destructive at 2 days or fewer and reads 'Expires today' at 0), Restore (a row's form
 * posted to the section's action) and Permanently Delete (asked first).
 */
export function RecycleBinList({
  deleted,
  onPermanentDelete,
}: {
  deleted: ResourceState<DeletedCompanyDto[]> & { reload: () => Promise<void> };
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
                    <RestoreForm company={company} label={label} />
                    <DialogOpener
                      href={`?${DELETION_PARAMS.permanent}=${company.id}`}
                      className={smallButtonStyles.dangerOutline}
                      onOpen={() => onPermanentDelete(company)}
                      label={`Permanently delete company: ${label}`}
                    >
                      <TrashIcon className="size-4" />
                      Permanently Delete
                    </DialogOpener>
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

/** What Restore's toast (and, without JavaScript, the section's notice) says. */
export const restoredText = (name: string) => `${name} is active again: its people can sign in.`;

/**
 * Restore, at once (nothing is lost by it): the row's form, pending while it is sent; the answer is
 * a toast and Remix reads both lists again. A company restored or purged meanwhile is refused (404/409).
 */
function RestoreForm({ company, label }: { company: DeletedCompanyDto; label: string }) {
  const { toast } = useToast();
  const fetcher = useFetcher<FormResult<CompanyRestoredDto>>();
  const busy = fetcher.state !== "idle";
  const answered = resultFor(fetcher.data, DELETION_INTENTS.restore);
  useEffect(() => {
    if (!answered) return;
    if (answered.ok)
      toast({ title: "Company Restored", description: restoredText(label), variant: "success" });
    else toast({ title: "Restore Failed", description: answered.message, variant: "destructive" });
  }, [answered, label, toast]);
  return (
    <fetcher.Form method="post" onSubmit={(event) => busy && event.preventDefault()}>
      <input type="hidden" name="intent" value={DELETION_INTENTS.restore} />
      <input type="hidden" name="companyId" value={company.id} />
      <button
        type="submit"
        className={smallButtonStyles.secondary}
        disabled={busy}
        aria-label={`Restore company: ${label}`}
      >
        <RestoreIcon className="size-4" />
        {busy ? "Restoring…" : "Restore"}
      </button>
    </fetcher.Form>
  );
}
