import {
  CANNOT_MODIFY_PLATFORM_ADMIN_MESSAGE,
  CANNOT_MODIFY_PLATFORM_ADMIN_TITLE,
  COMPANY_ID_FILTER_MESSAGE,
  type CompanyListResponse,
  type CustomerCompanyDto,
  companyTierLabel,
  isPlatformAdmin,
  shownCompanyName,
  type Tier,
} from "@charterly/domain/contract";
import { useEffect, useId, useRef, useState } from "react";
import { useReportFailure } from "../../../lib/report-failure";
import { buttonStyles, cardStyles } from "../../button-styles";
import { LoadFailure, Loading } from "../../documents/load-status";
import { useApiResource } from "../../documents/use-api-resource";
import { SearchIcon } from "../../icons";
import { useToast } from "../../toast";
import { fieldStyles } from "../../ui/form-field";
import { CompanyTable } from "./company-table";
import { type CompanyFilters, changeSubscription, loadCompanies } from "./customers-api";
import { announceCustomersChanged, useCustomersChanged } from "./customers-changed";
import { EditCustomerDialog, type EditTarget } from "./edit-customer-dialog";

const SEARCH_DELAY_MS = 300;

const UPDATE_FAILED = {
  title: "Update Failed",
  description: "Failed to update the subscription. Please try again.",
};

/** What the person typed, once they paused typing. */
function useSettled<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/**
 * Customer List: every company, searchable by name and filterable by id; each row's plan changes in
 * place, and a row opens to its people, each of whom can be edited.
 */
export function CustomerListTab() {
  const id = useId();
  const { toast } = useToast();
  const reportFailure = useReportFailure();
  const [filters, setFilters] = useState<CompanyFilters>({ search: "", companyId: "" });
  const settled = useSettled(filters, SEARCH_DELAY_MS);
  const idInvalid = !/^\d*$/.test(settled.companyId.trim());
  const list = useApiResource(idInvalid ? null : JSON.stringify(settled), (key) =>
    loadCompanies(JSON.parse(key) as CompanyFilters),
  );
  useCustomersChanged(() => void list.reload());
  // While a new filter's answer is on its way the previous rows stay, dimmed: the table, and the
  // rows opened in it, do not vanish at every keystroke.
  const lastLoaded = useRef<CompanyListResponse | null>(null);
  if (list.status === "loaded") lastLoaded.current = list.data;
  const shown = list.status === "loaded" ? list.data : list.status === "loading" ? lastLoaded.current : null;
  const [savingId, setSavingId] = useState<number | null>(null);
  const [editing, setEditing] = useState<EditTarget | null>(null);
  const filtered = filters.search.trim() !== "" || filters.companyId.trim() !== "";

  const changeTier = async (company: CustomerCompanyDto, tier: Tier) => {
    setSavingId(company.id);
    try {
      const answer = await changeSubscription(company.id, tier);
      list.replace((current) => ({
        companies: current.companies.map((c) => (c.id === company.id ? answer.company : c)),
      }));
      toast({
        title: "Subscription Updated",
        description: `${shownCompanyName(answer.company)} is now on ${companyTierLabel(answer.company.id, answer.company.subscriptionTier)}.`,
        variant: "success",
      });
      announceCustomersChanged();
    } catch (error) {
      reportFailure(error, UPDATE_FAILED);
    } finally {
      setSavingId(null);
    }
  };

  // Platform admins are changed nowhere in Customer Management (spec §6, §8): said before any call.
  const edit = (target: EditTarget) =>
    isPlatformAdmin(target.user.role)
      ? toast({
          title: CANNOT_MODIFY_PLATFORM_ADMIN_TITLE,
          description: CANNOT_MODIFY_PLATFORM_ADMIN_MESSAGE,
          variant: "destructive",
        })
      : setEditing(target);

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 md:flex-row md:items-end">
        <div className="min-w-0 flex-1">
          <label htmlFor={`${id}-search`} className="sr-only">
            Search by company name
          </label>
          <div className="relative">
            <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500" />
            <input
              id={`${id}-search`}
              type="search"
              value={filters.search}
              onChange={(event) => setFilters((f) => ({ ...f, search: event.target.value }))}
              placeholder="Search by company name…"
              maxLength={200}
              className={`${fieldStyles} pl-9`}
            />
          </div>
        </div>
        <div className="md:w-56">
          <label htmlFor={`${id}-company-id`} className="sr-only">
            Filter by company ID
          </label>
          <input
            id={`${id}-company-id`}
            type="text"
            inputMode="numeric"
            value={filters.companyId}
            onChange={(event) => setFilters((f) => ({ ...f, companyId: event.target.value }))}
            placeholder="Filter by company ID"
            maxLength={12}
            aria-invalid={idInvalid || undefined}
            aria-describedby={idInvalid ? `${id}-company-id-error` : undefined}
            className={fieldStyles}
          />
          {idInvalid ? (
            <p
              id={`${id}-company-id-error`}
              className="mt-1 text-sm font-medium text-red-700 dark:text-red-300"
            >
              {COMPANY_ID_FILTER_MESSAGE}
            </p>
          ) : null}
        </div>
      </div>

      {list.status === "failed" ? (
        <LoadFailure error={list.error} title="Could not load the companies" onRetry={list.reload} />
      ) : shown === null ? (
        idInvalid ? null : (
          <Loading label="Loading the companies…" />
        )
      ) : shown.companies.length === 0 ? (
        <div className={`${cardStyles} p-8 text-center`}>
          <p className="font-medium">No companies found</p>
          {filtered ? (
            <button
              type="button"
              className={`${buttonStyles.secondary} mt-4`}
              onClick={() => setFilters({ search: "", companyId: "" })}
            >
              Clear Filters
            </button>
          ) : null}
        </div>
      ) : (
        <div className={cardStyles}>
          <CompanyTable
            companies={shown.companies}
            busy={list.status !== "loaded"}
            savingId={savingId}
            onTierChange={(company, tier) => void changeTier(company, tier)}
            onEdit={edit}
          />
        </div>
      )}

      <EditCustomerDialog target={editing} onClose={() => setEditing(null)} />
    </div>
  );
}
