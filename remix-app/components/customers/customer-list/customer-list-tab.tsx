import {
  CANNOT_MODIFY_PLATFORM_ADMIN_MESSAGE,
  CANNOT_MODIFY_PLATFORM_ADMIN_TITLE,
  type ChangeSubscriptionResponse,
  COMPANY_ID_FILTER_MESSAGE,
  type CompanyListResponse,
  type CreateCustomerResponse,
  isPlatformAdmin,
} from "@charterly/domain/contract";
import { Form, Link, useActionData, useNavigation, useSearchParams, useSubmit } from "@remix-run/react";
import { useEffect, useId, useRef, useState } from "react";
import { ADD_CUSTOMER_PARAM, CUSTOMER_INTENTS } from "../../../lib/customer-intents";
import type { FormResult } from "../../../lib/form-result";
import { buttonStyles, cardStyles } from "../../button-styles";
import { SearchIcon } from "../../icons";
import { Notice } from "../../notice";
import { useToast } from "../../toast";
import { fieldStyles } from "../../ui/form-field";
import { AddCustomerDialog, customerAddedText } from "../add-customer/add-customer-dialog";
import { CompanyTable } from "./company-table";
import type { CompanyFilters } from "./customers-api";
import { EditCustomerDialog, type EditTarget } from "./edit-customer-dialog";
import { planChangedText } from "./plan-form";

const SEARCH_DELAY_MS = 300;

/**
 * Customer List: every company, searchable by name and filterable by id; each row's plan changes in
 * place, and a row opens to its people, each of whom can be edited. The filters are a GET form: they
 * are in the address (?search=&companyId=), read by the section's loader
 * (routes/admin_.customers.list.tsx), and work before the page's JavaScript has loaded. With it,
 * the form is sent once the person pauses typing. A row's plan is a form posted to the section's
 * action (PlanForm); without JavaScript Add New Customer opens here (?add=customer) as a section of
 * the page, and the answer to a form is said above the table.
 */
export function CustomerListTab({
  filters: applied,
  list,
}: {
  filters: CompanyFilters;
  /** Null when the filter is refused (the company id is not a number). */
  list: CompanyListResponse | null;
}) {
  const id = useId();
  const { toast } = useToast();
  const submitFilters = useSubmit();
  const navigation = useNavigation();
  const [params] = useSearchParams();
  // Only a form posted without JavaScript (a document POST) sets the route's action data.
  const posted = useActionData<FormResult<unknown>>();
  const added = posted?.ok === true && posted.intent === CUSTOMER_INTENTS.addCustomer;
  const [adding, setAdding] = useState(params.get(ADD_CUSTOMER_PARAM) === "customer" && !added);
  const formRef = useRef<HTMLFormElement>(null);
  const [filters, setFilters] = useState<CompanyFilters>(applied);
  const idInvalid = !/^\d*$/.test(filters.companyId.trim());
  // While a new filter's answer is on its way the previous rows stay, dimmed: the table, and the
  // rows opened in it, do not vanish at every keystroke.
  const filtering =
    navigation.state === "loading" && navigation.location.pathname === "/admin/customers/list";
  const shown = idInvalid ? null : list;
  const [editing, setEditing] = useState<EditTarget | null>(null);
  const filtered = filters.search.trim() !== "" || filters.companyId.trim() !== "";

  // Sent once typing pauses, in place of the address (Back leaves the list, not each keystroke).
  const changed = filters.search !== applied.search || filters.companyId !== applied.companyId;
  useEffect(() => {
    if (!changed || idInvalid) return;
    const timer = setTimeout(() => {
      if (formRef.current) submitFilters(formRef.current, { replace: true, preventScrollReset: true });
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [changed, idInvalid, submitFilters]);

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
      {posted && (posted.ok || !adding) ? <PostedAnswer result={posted} /> : null}
      <AddCustomerDialog open={adding} onClose={() => setAdding(false)} closeHref="/admin/customers/list" />
      <Form
        ref={formRef}
        method="get"
        role="search"
        aria-label="Filter the companies"
        className="flex flex-col gap-3 md:flex-row md:items-end"
      >
        <div className="min-w-0 flex-1">
          <label htmlFor={`${id}-search`} className="sr-only">
            Search by company name
          </label>
          <div className="relative">
            <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500" />
            <input
              id={`${id}-search`}
              name="search"
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
            name="companyId"
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
        {/* Without JavaScript nothing is sent as one types: Enter, or this button. */}
        <noscript>
          <button type="submit" className={buttonStyles.secondary}>
            Search
          </button>
        </noscript>
      </Form>

      {shown === null ? null : shown.companies.length === 0 ? (
        <div className={`${cardStyles} p-8 text-center`}>
          <p className="font-medium">No companies found</p>
          {filtered ? (
            <Link
              to="/admin/customers/list"
              className={`${buttonStyles.secondary} mt-4`}
              onClick={() => setFilters({ search: "", companyId: "" })}
            >
              Clear Filters
            </Link>
          ) : null}
        </div>
      ) : (
        <div className={cardStyles}>
          <CompanyTable companies={shown.companies} busy={filtering} onEdit={edit} />
        </div>
      )}

      <EditCustomerDialog target={editing} onClose={() => setEditing(null)} />
    </div>
  );
}

/** The answer to a form sent before the page's JavaScript ran (a plan, Add New Customer), above the list. */
function PostedAnswer({ result }: { result: FormResult<unknown> }) {
  if (!result.ok) {
    const title = result.intent === CUSTOMER_INTENTS.addCustomer ? "Invitation Failed" : "Update Failed";
    return (
      <Notice tone="error" title={title}>
        {result.message}
      </Notice>
    );
  }
  if (result.intent === CUSTOMER_INTENTS.addCustomer)
    return (
      <Notice tone="success" title="Customer Added">
        {customerAddedText(result.value as CreateCustomerResponse)}
      </Notice>
    );
  return (
    <Notice tone="success" title="Subscription Updated">
      {planChangedText(result.value as ChangeSubscriptionResponse)}
    </Notice>
  );
}
