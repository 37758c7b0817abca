import {
  CANNOT_MODIFY_PLATFORM_ADMIN_MESSAGE,
  CANNOT_MODIFY_PLATFORM_ADMIN_TITLE,
  type ChangeSubscriptionResponse,
  COMPANY_ID_FILTER_MESSAGE,
  type CompanyListResponse,
  type CreateCustomerResponse,
  fullName,
  isPlatformAdmin,
  shownCompanyName,
  type UpdateCustomerResponse,
} from "@charterly/domain/contract";
import { Form, Link, useActionData, useNavigation, useSearchParams, useSubmit } from "@remix-run/react";
import { useEffect, useId, useRef, useState } from "react";
import {
  ADD_CUSTOMER_PARAM,
  CUSTOMER_INTENTS,
  EDIT_CUSTOMER_PARAM,
  OPEN_ROW_PARAM,
  openedCompanyIds,
} from "../../../lib/customer-intents";
import type { FormResult } from "../../../lib/form-result";
import { buttonStyles, cardStyles } from "../../button-styles";
import { SearchIcon } from "../../icons";
import { Notice } from "../../notice";
import { useToast } from "../../toast";
import { fieldStyles } from "../../ui/form-field";
import { AddCustomerDialog, customerAddedText } from "../add-customer/add-customer-dialog";
import { DomainReleaseAnswer } from "./company-domains";
import { CompanyTable } from "./company-table";
import { CUSTOMER_LIST_PATH, type OpenedRow } from "./company-users";
import { CustomerPeopleAnswer } from "./customer-people-answer";
import { EditCustomerDialog, type EditTarget } from "./edit-customer-dialog";
import { planChangedText } from "./plan-form";

const SEARCH_DELAY_MS = 300;

export interface CompanyFilters {
  /** Part of a company name. */
  search: string;
  /** A company id, as typed (digits). */
  companyId: string;
}

/** The person `?edit=<user>` names among the opened rows' people, with their company. */
function editTargetIn(people: readonly OpenedRow[], userId: string | null): EditTarget | null {
  if (!userId) return null;
  for (const { read } of people) {
    if (!read.ok) continue;
    const user = read.data.users.find((u) => String(u.id) === userId);
    if (user) return { user, company: read.data.company };
  }
  return null;
}

/** The address without `names` (the list with its filters and opened rows, without a dialog's). */
function withoutParams(params: URLSearchParams, ...names: string[]) {
  const next = new URLSearchParams(params);
  for (const name of names) next.delete(name);
  const search = next.toString();
  return `${CUSTOMER_LIST_PATH}${search ? `?${search}` : ""}`;
}

/**
 * Customer List: every company, searchable by name and filterable by id; each row's plan changes in
 * place, and a row opens to its people, each of whom can be edited. The filters are a GET form: they
 * are in the address (?search=&companyId=), read by the section's loader
 * (routes/admin_.customers.list.tsx), and work before the page's JavaScript has loaded. With it,
 * the form is sent once the person pauses typing. A row's plan is a form posted to the section's
 * action (PlanForm); without JavaScript Add New Customer opens here (?add=customer) and Edit
 * Customer at ?edit=<user> as a section of the page, and the answer to a form is said above the
 * table. Opened rows (?open=) are kept while filtering.
 */
export function CustomerListTab({
  filters: applied,
  list,
  people,
}: {
  filters: CompanyFilters;
  /** Null when the filter is refused (the company id is not a number). */
  list: CompanyListResponse | null;
  /** The opened rows' people (?open=), read by the loader. */
  people: readonly OpenedRow[];
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
  // (Opening or closing a row loads the same list: not a new filter.)
  const loading = navigation.state === "loading" ? navigation.location : null;
  const loadingParams = loading?.pathname === CUSTOMER_LIST_PATH ? new URLSearchParams(loading.search) : null;
  const filtering =
    loadingParams !== null &&
    ((loadingParams.get("search") ?? "") !== applied.search ||
      (loadingParams.get("companyId") ?? "") !== applied.companyId);
  const shown = idInvalid ? null : list;
  const edited = posted?.ok === true && posted.intent === CUSTOMER_INTENTS.editCustomer;
  // Without JavaScript Edit Customer opens at its address; with it, from the row's button.
  const [editing, setEditing] = useState<EditTarget | null>(() => {
    const target = edited ? null : editTargetIn(people, params.get(EDIT_CUSTOMER_PARAM));
    return target && !isPlatformAdmin(target.user.role) ? target : null;
  });
  const opened = openedCompanyIds(params);
  const listHref = withoutParams(params, EDIT_CUSTOMER_PARAM, ADD_CUSTOMER_PARAM);
  const editHref = (userId: number) => {
    const next = new URLSearchParams(params);
    next.delete(ADD_CUSTOMER_PARAM);
    next.set(EDIT_CUSTOMER_PARAM, String(userId));
    return `${CUSTOMER_LIST_PATH}?${next}`;
  };
  const everyone = people.flatMap(({ read }) =>
    read.ok ? [...read.data.users, ...read.data.deactivatedUsers] : [],
  );
  // The company a question or an answer is about (a person removed is in no opened row any more).
  const companyOf = (userId: number | null) => {
    for (const { read } of people)
      if (read.ok && [...read.data.users, ...read.data.deactivatedUsers].some((user) => user.id === userId))
        return shownCompanyName(read.data.company);
    return "their company";
  };
  const companyNamed = (companyId: number) => {
    const row = people.find((opened) => opened.companyId === companyId)?.read;
    return row?.ok ? shownCompanyName(row.data.company) : "the company";
  };
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
      {posted && LIST_FORM_INTENTS.includes(posted.intent) && (posted.ok || (!adding && !editing)) ? (
        <PostedAnswer result={posted} />
      ) : null}
      <CustomerPeopleAnswer users={everyone} companyOf={companyOf} cancelHref={listHref} />
      <DomainReleaseAnswer companyOf={companyNamed} cancelHref={listHref} />
      {!editing && editedPlatformAdmin(people, params.get(EDIT_CUSTOMER_PARAM)) ? (
        <Notice tone="error" title={CANNOT_MODIFY_PLATFORM_ADMIN_TITLE}>
          {CANNOT_MODIFY_PLATFORM_ADMIN_MESSAGE}
        </Notice>
      ) : null}
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
        {/* The rows opened stay open while the list is filtered. */}
        {opened.map((companyId) => (
          <input key={companyId} type="hidden" name={OPEN_ROW_PARAM} value={companyId} />
        ))}
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
          <CompanyTable
            companies={shown.companies}
            people={people}
            busy={filtering}
            onEdit={edit}
            editHref={editHref}
          />
        </div>
      )}

      <EditCustomerDialog target={editing} onClose={() => setEditing(null)} closeHref={listHref} />
    </div>
  );
}

/** The person `?edit=<user>` names is a platform admin: not changed here (the server refuses it too). */
function editedPlatformAdmin(people: readonly OpenedRow[], userId: string | null) {
  const target = editTargetIn(people, userId);
  return target !== null && isPlatformAdmin(target.user.role);
}

const LIST_FORM_INTENTS: readonly string[] = [
  CUSTOMER_INTENTS.changePlan,
  CUSTOMER_INTENTS.addCustomer,
  CUSTOMER_INTENTS.editCustomer,
];

/**
 * The answer to a form sent before the page's JavaScript ran (a plan, Add New Customer, Edit
 * Customer), above the list.
 */
function PostedAnswer({ result }: { result: FormResult<unknown> }) {
  if (!result.ok) {
    const title = result.intent === CUSTOMER_INTENTS.addCustomer ? "Invitation Failed" : "Update Failed";
    return (
      <Notice tone="error" title={title}>
        {result.message}
      </Notice>
    );
  }
  if (result.intent === CUSTOMER_INTENTS.editCustomer) {
    const { customer } = result.value as UpdateCustomerResponse;
    return (
      <Notice tone="success" title="Customer Updated">
        {fullName(customer)} of {customer.companyName} was saved.
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
