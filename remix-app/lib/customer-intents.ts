import { ADD_CREDITS_MIN } from "@charterly/domain/contract";

// The `intent` field of Customer Management's forms: which change the section's action makes
// (routes/admin_.customers.*.tsx, lib/customer-actions.server.ts).
export const TOKEN_INTENTS = {
  addCredits: "add-credits",
  processRequest: "process-token-request",
} as const;

/** Add Credits' amount as the dialog reads it: an empty field counts as 1 (spec §5). */
export const creditAmount = (text: string) => (text.trim() === "" ? ADD_CREDITS_MIN : Number(text));

/** Tokens to add to a fulfilled request: empty adds the requested amount (the schema's null). */
export const tokensToAddField = (status: string, text: string) =>
  status === "fulfilled" && text.trim() !== "" ? Number(text) : undefined;

/** Add New Customer's address without JavaScript: the Customer List, ?add=customer (the header links there). */
export const ADD_CUSTOMER_PARAM = "add";

export const CUSTOMER_INTENTS = {
  changePlan: "change-plan",
  addCustomer: "add-customer",
  editCustomer: "edit-customer",
  /** An opened row's person: asked first (`confirmed=yes`), as a removal is. */
  deactivate: "deactivate-customer",
  reactivate: "reactivate-customer",
  /** An opened row's authorized e-mail domain released (decision 032): asked first (`confirmed=yes`). */
  releaseDomain: "release-domain",
} as const;

/** A domain release asked first: the action answers this, and the page asks (without JavaScript). */
export type DomainReleaseAsked = { kind: "asked"; companyId: number; domain: string };

/**
 * The Customer List's opened rows: `?open=<company>` (repeated for several), read by the
 * section's loader with each company's people. A row's people change through the Team Members
 * tab's intents (TEAM_INTENTS) and the two above.
 */
export const OPEN_ROW_PARAM = "open";

/** Edit Customer's address without JavaScript: the Customer List with the row open, ?edit=<user>. */
export const EDIT_CUSTOMER_PARAM = "edit";

/** The most rows read open at once (the address may name more; the rest stay closed). */
export const MAX_OPEN_ROWS = 10;

/** The opened companies' ids named in the address, each once, in order. */
export function openedCompanyIds(params: URLSearchParams): number[] {
  const ids: number[] = [];
  for (const raw of params.getAll(OPEN_ROW_PARAM)) {
    if (!/^[1-9][0-9]{0,11}$/.test(raw)) continue;
    const id = Number(raw);
    if (!ids.includes(id)) ids.push(id);
  }
  return ids.slice(0, MAX_OPEN_ROWS);
}

/** The address with a row opened or closed, the rest of it (filters, other rows) kept. */
export function toggledRowSearch(params: URLSearchParams, companyId: number): string {
  const open = openedCompanyIds(params);
  const next = new URLSearchParams(params);
  next.delete(OPEN_ROW_PARAM);
  for (const id of open.includes(companyId) ? open.filter((o) => o !== companyId) : [...open, companyId])
    next.append(OPEN_ROW_PARAM, String(id));
  const search = next.toString();
  return search ? `?${search}` : "";
}

export const DELETION_INTENTS = {
  delete: "delete-company",
  restore: "restore-company",
  purge: "purge-company",
} as const;

/** The address that asks, without JavaScript, before deleting (?delete=<company>) or purging (?purge=<company>). */
export const DELETION_PARAMS = { delete: "delete", permanent: "purge" } as const;

/**
 * Token Management's ledger, a page at a time: `?before=<cursor>` is the page older than the
 * cursor (the previous page's nextCursor); with `more=1` the section's loader answers that page
 * alone, for "Load older transactions" with JavaScript.
 */
export const LEDGER_PARAMS = { before: "before", more: "more" } as const;

/** The ledger's older page as a page of its own (without JavaScript). */
export const olderLedgerHref = (cursor: string) =>
  `/admin/customers/tokens?${LEDGER_PARAMS.before}=${encodeURIComponent(cursor)}`;

/** The ledger's older page alone, as "Load older transactions" reads it with JavaScript. */
export const olderLedgerRowsHref = (cursor: string) => `${olderLedgerHref(cursor)}&${LEDGER_PARAMS.more}=1`;
