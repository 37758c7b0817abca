import {
  type AddCreditsResultDto,
  addCreditsBody,
  type ChangeSubscriptionResponse,
  type CreateCustomerResponse,
  changeSubscriptionBody,
  createCustomerBody,
  type ProcessTokenRequestResultDto,
  processTokenRequestBody,
  type ReleaseDomainResponse,
  releaseDomainBody,
  type UpdateCustomerResponse,
  updateCustomerBody,
} from "@charterly/domain/contract";
import {
  addCredits,
  changeCompanyTier,
  changeCustomerRole,
  createCustomer,
  deleteCompany,
  permanentlyDeleteCompany,
  processTokenRequest,
  releaseAuthorizedDomain,
  removeCustomerUser,
  resendCustomerVerification,
  resetCustomerPassword,
  restoreCompany,
  type SessionUser,
  setCustomerActive,
  updateCustomer,
} from "@charterly/domain/operations";
import { type ActionFunctionArgs, type AppLoadContext, data } from "@remix-run/cloudflare";
import {
  CUSTOMER_INTENTS,
  creditAmount,
  DELETION_INTENTS,
  type DomainReleaseAsked,
  TOKEN_INTENTS,
  tokensToAddField,
} from "./customer-intents";
import type { FormResult } from "./form-result";
import {
  changeFromForm,
  formValues,
  idField,
  parseForm,
  runFormChange,
  unknownIntent,
} from "./form-result.server";
import type { IntentOperations } from "./intent-operations";
import { deniedSection, gatePlatformSection } from "./platform-page.server";
import { askFirst, isPersonIntent, type PersonOperations, personAction } from "./team-actions.server";
import { CONFIRMED_FIELD, TEAM_INTENTS } from "./team-intents";

// Customer Management's writes as route actions: the same domain operations and schemas as the
// API's routes (worker/api/admin-tokens.ts, admin-customers.ts, admin-recycle-bin.ts), for the
// signed-in person. Each operation checks platform.customers itself; a company or request gone
// meanwhile is its 404, a request processed meanwhile or an invoice credited already its 409.

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/** A customer form's company fields as the dialog sends them to the API: blank size and website are null. */
const customerFields = (form: FormData) => {
  const fields = formValues(form);
  return {
    ...fields,
    companySize: text(form, "companySize") || null,
    companyWebsite: text(form, "companyWebsite").trim() || null,
  };
};

/**
 * An opened Customer List row's people: the Team Members tab's four changes (its intents and
 * their handling, lib/team-actions.server.ts) made with the API's operations for any company
 * (worker/api/admin-customers.ts: PUT/DELETE /admin/customers/:userId…).
 */
const CUSTOMER_PERSON_OPERATIONS: PersonOperations = {
  changeRole: changeCustomerRole,
  remove: removeCustomerUser,
  resetPassword: resetCustomerPassword,
  resendVerification: resendCustomerVerification,
  operationIds: {
    [TEAM_INTENTS.changeRole]: "changeCustomerRole",
    [TEAM_INTENTS.removeUser]: "removeCustomerUser",
    [TEAM_INTENTS.resetPassword]: "resetCustomerPassword",
    [TEAM_INTENTS.resendVerification]: "resendCustomerVerification",
  },
};

/** Customer Management's intents and the API operations they make (worker/api/admin-*.ts). */
export const CUSTOMER_OPERATIONS = {
  ...CUSTOMER_PERSON_OPERATIONS.operationIds,
  [CUSTOMER_INTENTS.changePlan]: "changeCompanyTier",
  [CUSTOMER_INTENTS.addCustomer]: "createCustomer",
  [CUSTOMER_INTENTS.editCustomer]: "updateCustomer",
  [CUSTOMER_INTENTS.deactivate]: "deactivateCustomer",
  [CUSTOMER_INTENTS.reactivate]: "reactivateCustomer",
  [CUSTOMER_INTENTS.releaseDomain]: "releaseAuthorizedDomain",
  [TOKEN_INTENTS.addCredits]: "addTokenCredits",
  [TOKEN_INTENTS.processRequest]: "processTokenRequest",
  [DELETION_INTENTS.delete]: "deleteCompany",
  [DELETION_INTENTS.restore]: "restoreCompany",
  [DELETION_INTENTS.purge]: "permanentlyDeleteCompany",
} as const satisfies IntentOperations<
  typeof CUSTOMER_INTENTS & typeof TOKEN_INTENTS & typeof DELETION_INTENTS
>;

/**
 * Every section's action (the header's Add New Customer posts to the section it is shown on, so
 * it works without JavaScript wherever the person is).
 */
export async function customersAction(context: AppLoadContext, session: SessionUser, form: FormData) {
  if (isPersonIntent(form)) return personAction(context, session, form, CUSTOMER_PERSON_OPERATIONS);
  const { domain, appOrigin } = context;
  const intent = form.get("intent");
  switch (intent) {
    // PUT /api/admin/customers/:userId/deactivate|reactivate: no rate limit, no body. Deactivating
    // is asked first, as a removal is; a repeat is the domain's 409 ("…already deactivated").
    case CUSTOMER_INTENTS.deactivate: {
      const userId = idField(form, "userId");
      if (form.get(CONFIRMED_FIELD) !== "yes") return askFirst(intent, userId);
      return runFormChange(
        intent,
        () => setCustomerActive(domain, session.actor, userId, false),
        formValues(form),
      );
    }
    case CUSTOMER_INTENTS.reactivate: {
      const userId = idField(form, "userId");
      return runFormChange(
        intent,
        () => setCustomerActive(domain, session.actor, userId, true),
        formValues(form),
      );
    }
    // POST /api/admin/companies/:companyId/domains/release: asked first, as a removal is. A domain
    // the company no longer holds (released meanwhile) is the domain's 409.
    case CUSTOMER_INTENTS.releaseDomain: {
      const companyId = idField(form, "companyId");
      const domainName = text(form, "domain");
      if (form.get(CONFIRMED_FIELD) !== "yes")
        return data<FormResult<DomainReleaseAsked>>({
          ok: true,
          intent,
          value: { kind: "asked", companyId, domain: domainName },
        });
      return changeFromForm<typeof releaseDomainBody, ReleaseDomainResponse>(
        releaseDomainBody,
        form,
        intent,
        (body) => releaseAuthorizedDomain(domain, session.actor, companyId, body),
        { domain: domainName },
      );
    }
    case TOKEN_INTENTS.addCredits: {
      const companyId = idField(form, "companyId");
      const body = {
        amount: creditAmount(text(form, "amount")),
        description: text(form, "description"),
        invoiceNumber: text(form, "invoiceNumber"),
      };
      return changeFromForm<typeof addCreditsBody, AddCreditsResultDto>(
        addCreditsBody,
        form,
        intent,
        (data) => addCredits(domain, session.actor, companyId, data),
        body,
      );
    }
    case TOKEN_INTENTS.processRequest: {
      const requestId = idField(form, "requestId");
      const status = text(form, "status");
      const body = {
        status,
        adminNotes: text(form, "adminNotes"),
        tokensToAdd: tokensToAddField(status, text(form, "tokensToAdd")),
      };
      return changeFromForm<typeof processTokenRequestBody, ProcessTokenRequestResultDto>(
        processTokenRequestBody,
        form,
        intent,
        (data) => processTokenRequest(domain, session.actor, requestId, data),
        body,
      );
    }
    case CUSTOMER_INTENTS.changePlan: {
      const companyId = idField(form, "companyId");
      const parsed = parseForm<typeof changeSubscriptionBody, ChangeSubscriptionResponse>(
        changeSubscriptionBody,
        form,
        intent,
      );
      if (!parsed.ok) return parsed.answer;
      return runFormChange(intent, () => changeCompanyTier(domain, session.actor, companyId, parsed.data));
    }
    case CUSTOMER_INTENTS.addCustomer: {
      return changeFromForm<typeof createCustomerBody, CreateCustomerResponse>(
        createCustomerBody,
        form,
        intent,
        (data) => createCustomer(domain, session.actor, { ...data, appOrigin }),
        customerFields(form),
      );
    }
    case CUSTOMER_INTENTS.editCustomer: {
      const userId = idField(form, "userId");
      return changeFromForm<typeof updateCustomerBody, UpdateCustomerResponse>(
        updateCustomerBody,
        form,
        intent,
        (data) => updateCustomer(domain, session.actor, userId, data),
        customerFields(form),
      );
    }
    // Asked first (the confirmation dialog, or its page section without JavaScript). A company
    // deleted, restored or purged meanwhile is the domain's 404/409.
    case DELETION_INTENTS.delete: {
      const companyId = idField(form, "companyId");
      return runFormChange(intent, () => deleteCompany(domain, session.actor, companyId));
    }
    case DELETION_INTENTS.restore: {
      const companyId = idField(form, "companyId");
      return runFormChange(intent, () => restoreCompany(domain, session.actor, companyId));
    }
    case DELETION_INTENTS.purge: {
      const companyId = idField(form, "companyId");
      return runFormChange(intent, () => permanentlyDeleteCompany(domain, session.actor, companyId));
    }
  }
  throw unknownIntent();
}

/** A Customer Management section's action: the page's permission again (a fetcher calls it alone), then the form. */
export async function customerSectionAction({ request, context }: ActionFunctionArgs) {
  const gate = gatePlatformSection(context, "platform.customers");
  if (gate.state !== "open") return deniedSection();
  return customersAction(context, gate.session, await request.formData());
}
