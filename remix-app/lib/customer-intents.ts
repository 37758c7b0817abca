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
} as const;

export const DELETION_INTENTS = {
  delete: "delete-company",
  restore: "restore-company",
  purge: "purge-company",
} as const;

/** The address that asks, without JavaScript, before deleting (?delete=<company>) or purging (?purge=<company>). */
export const DELETION_PARAMS = { delete: "delete", permanent: "purge" } as const;
