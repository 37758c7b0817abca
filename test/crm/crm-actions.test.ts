// Platform Settings → CRM Integration's writes as route actions (routes/platform-settings.crm.tsx):
// the configuration (also as a form posted without JavaScript: checkboxes, secrets kept when left
// empty), the connection test, a sync and the field mappings — a field's message with a 400, the
// domain's 404/409 for a stale form, 403 for anyone but a platform administrator, and a mapping sent
// twice saved once. Against the local fake Salesforce.
import { env } from "cloudflare:workers";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { action } from "../../remix-app/routes/platform-settings.crm";
import { crmFieldMappings } from "../../worker/db/schema";
import { createCompany, createUser, domain, person, platformAdmin } from "../support/fixtures";
import { postForm } from "../support/page-route-requests";
import { newOrg, SECRETS } from "./crm-support";

const post = (cookie: string, fields: Record<string, string>) =>
  postForm(action, "/platform-settings/crm", cookie, fields);

const configForm = (clientId: string, fields: Record<string, string> = {}) => ({
  intent: "save-crm-config",
  authFlow: "password",
  loginUrl: env.SALESFORCE_TEST_URL,
  apiVersion: "v60.0",
  clientId,
  username: "integration@example.com",
  ...SECRETS,
  isEnabled: "true",
  syncFrequencyHours: "12",
  ...fields,
});

/**
 * A SalesforceError as the Worker's bundle throws it: the adapter's copy of the class, not the one
 * the Remix app's bundle holds (in the built app the two bundles each have their own).
 */
class SalesforceErrorOfTheWorkerBundle extends Error {
  override name = "SalesforceError";
  constructor(
    readonly kind: string,
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
  }
}

const COULD_NOT_REACH = "Charterly could not reach Salesforce. Try again later.";

/** The load context with a Salesforce adapter that cannot reach Salesforce, failing as the Worker's bundle does. */
const unreachableSalesforce = (context: AppLoadContext): Partial<AppLoadContext> => {
  const unreachable = async () => {
    throw new SalesforceErrorOfTheWorkerBundle("unavailable", COULD_NOT_REACH);
  };
  return {
    domain: {
      ...context.domain,
      salesforce: {
        ...context.domain.salesforce,
        obtainToken: unreachable,
        describeLead: unreachable,
        upsertLeads: unreachable,
      },
    },
  };
};

const mappingsOf = (localField: "createdAt") =>
  domain().companyDb.select().from(crmFieldMappings).where(eq(crmFieldMappings.localField, localField));

describe("the CRM Integration's action", () => {
  it("saves the configuration as the form sends it: an unticked Auto sync is off, the secrets are stored", async () => {
    const admin = await platformAdmin();
    const answer = await post(admin.cookie, configForm(newOrg()));
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      ok: true,
      value: { isEnabled: true, autoSync: false, syncFrequencyHours: 12, passwordSet: true },
    });
    // Secrets left empty keep the stored ones; a ticked Remove clears one.
    const kept = await post(
      admin.cookie,
      configForm(newOrg(), { clientSecret: "", password: "", securityToken: "", clear: "securityToken" }),
    );
    expect(kept.body).toMatchObject({ ok: true, value: { passwordSet: true, securityTokenSet: false } });
  });

  it("a login URL that is not an address is a 400 with the field's message; the secrets typed are not sent back", async () => {
    const admin = await platformAdmin();
    const answer = await post(admin.cookie, configForm(newOrg(), { loginUrl: "not a url" }));
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ ok: false, fieldErrors: { loginUrl: expect.any(String) } });
    const { values } = answer.body as { values: Record<string, string> };
    expect(values).toMatchObject({ loginUrl: "not a url", username: "integration@example.com" });
    expect(values).not.toHaveProperty("password");
    expect(values).not.toHaveProperty("clientSecret");
  });

  it("tests the connection and syncs; a sync while the integration is off is the domain's 409", async () => {
    const admin = await platformAdmin();
    await post(admin.cookie, configForm(newOrg(), { isEnabled: "" }));
    const off = await post(admin.cookie, { intent: "sync-crm" });
    expect(off.status).toBe(409);
    expect(off.body).toMatchObject({
      ok: false,
      message: expect.stringMatching(/Turn the Salesforce integration on/),
    });
    await post(admin.cookie, configForm(newOrg()));
    const tested = await post(admin.cookie, { intent: "test-crm-connection" });
    expect(tested.body).toMatchObject({ ok: true, value: { connected: true } });
    const synced = await post(admin.cookie, { intent: "sync-crm" });
    expect(synced.status).toBe(200);
    expect(synced.body).toMatchObject({ ok: true, value: { trigger: "manual" } });
  });

  it("Salesforce's failures are answered as the API answers them, whichever bundle's class they are, not as a 500", async () => {
    const admin = await platformAdmin();
    await post(admin.cookie, configForm(newOrg()));
    const tested = await postForm(
      action,
      "/platform-settings/crm",
      admin.cookie,
      { intent: "test-crm-connection" },
      unreachableSalesforce,
    );
    expect(tested.status).toBe(200);
    expect(tested.body).toMatchObject({ ok: true, value: { connected: false, message: COULD_NOT_REACH } });

    // A customer to send, so that the sync calls Salesforce: its log says why it stopped.
    const company = await createCompany("enterprise", { name: "Unreachable Sync Customer" });
    await createUser(company.id, "user", { email: "someone@unreachable-sync.example", lastName: "Someone" });
    const synced = await postForm(
      action,
      "/platform-settings/crm",
      admin.cookie,
      { intent: "sync-crm" },
      unreachableSalesforce,
    );
    expect(synced.status).toBe(200);
    expect(synced.body).toMatchObject({ ok: true, value: { status: "failed", message: COULD_NOT_REACH } });
  });

  it("a mapping sent twice at once is saved once (the second a 409); deleting is asked first, and a double submit deletes once (the second a 404)", async () => {
    const admin = await platformAdmin();
    await post(admin.cookie, configForm(newOrg()));
    await post(admin.cookie, { intent: "test-crm-connection" });
    for (const row of await mappingsOf("createdAt"))
      await post(admin.cookie, { intent: "delete-crm-mapping", mappingId: String(row.id), confirmed: "yes" });
    const form = {
      intent: "save-crm-mapping",
      localField: "createdAt",
      crmField: "Signed_Up__c",
      fieldType: "date",
      ruleKind: "date",
      dateFormat: "YYYY-MM-DD",
      defaultValue: "",
    };
    const answers = await Promise.all([post(admin.cookie, form), post(admin.cookie, form)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const [saved] = await mappingsOf("createdAt");
    expect(await mappingsOf("createdAt")).toHaveLength(1);
    expect(JSON.parse(saved!.transformationRule!)).toEqual({ kind: "date", format: "YYYY-MM-DD" });

    // Asked first: not confirmed (a form sent without JavaScript), nothing is deleted.
    const asked = await post(admin.cookie, { intent: "delete-crm-mapping", mappingId: String(saved!.id) });
    expect(asked.body).toEqual({
      ok: true,
      intent: "delete-crm-mapping",
      value: { kind: "asked", mappingId: saved!.id },
    });
    expect(await mappingsOf("createdAt")).toHaveLength(1);

    const remove = { intent: "delete-crm-mapping", mappingId: String(saved!.id), confirmed: "yes" };
    const removed = await Promise.all([post(admin.cookie, remove), post(admin.cookie, remove)]);
    expect(removed.map((a) => a.status).sort()).toEqual([200, 404]);
    expect(removed.find((a) => a.status === 404)!.body).toMatchObject({ ok: false, code: "not_found" });
    expect(await mappingsOf("createdAt")).toHaveLength(0);
  });

  it("a mapping without its Charterly field is a 400 with the field's message", async () => {
    const admin = await platformAdmin();
    const answer = await post(admin.cookie, {
      intent: "save-crm-mapping",
      localField: "",
      crmField: "Email",
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ fieldErrors: { localField: "Choose the Charterly field" } });
  });

  it("a company admin's post is refused with 403", async () => {
    const { cookie } = await person({ role: "company_admin" });
    const answer = await post(cookie, configForm(newOrg()));
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ state: "denied" });
  });
});
