import type { CrmSyncLogDto, CrmSyncRunDto } from "@charterly/domain/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { companies, crmConfigs, users } from "../../worker/db/schema";
import {
  runCrmSync,
  runScheduledCrmSync,
  SYNC_STOPPED_UNEXPECTEDLY,
} from "../../worker/domain/crm/sync-customers";
import { callApi, createCompany, createUser, domain, platformAdmin } from "../support/fixtures";
import {
  configure,
  expireTokens,
  newOrg,
  rateLimitNextUpsert,
  salesforceCalls,
  salesforceLeads,
  testConnection,
} from "./crm-support";

// The Salesforce sync (decision 014): changed customers only, 200 per composite call, mapped and
// transformed; per-record failures kept and retried; an expired token renewed once; API limits
// stop a run; no two runs at once; the schedule honours the frequency. The tests run in order:
// each builds on the customers and org the first one made.

const org = newOrg();
let cookie = "";

const syncNow = async () => {
  const res = await callApi("POST", "/api/admin/crm/sync", { cookie });
  return { status: res.status, body: (await res.json()) as CrmSyncRunDto & { message: string } };
};
const composites = async () => (await salesforceCalls(org)).filter((c) => c.path === "composite");
const syncLog = async () =>
  (await (await callApi("GET", "/api/admin/crm/sync-log", { cookie })).json()) as CrmSyncLogDto;

describe("syncing customers to Salesforce", () => {
  it("sends 250 customers in exactly 2 composite calls, with the mapped and transformed values", async () => {
    cookie = (await platformAdmin()).cookie;
    await configure(cookie, org);
    expect((await testConnection(cookie)).connected).toBe(true);
    const plan = await callApi("POST", "/api/admin/crm/mappings", {
      cookie,
      body: {
        localField: "subscriptionTier",
        crmField: "Charterly_Plan__c",
        fieldType: "picklist",
        transformationRule: {
          kind: "picklist",
          map: { enterprise: "Enterprise", per_document: "Pay Per Use" },
        },
      },
    });
    expect(plan.status).toBe(200);

    const existing = (await domain().companyDb.select({ id: users.id }).from(users)).length - 1; // the platform admin
    for (let c = 0; c < 25; c++) {
      const company = await createCompany(c % 2 ? "enterprise" : "per_document", {
        name: `Sync Customer ${c}`,
        website: `sync${c}.example`,
      });
      const people = c === 0 ? 10 - existing : 10;
      for (let p = 0; p < people; p++)
        await createUser(company.id, "user", {
          email: `Person.${c}.${p}@Sync${c}.Example`,
          firstName: ` Person${p} `,
          lastName: `Customer${c}`,
        });
    }

    const { status, body } = await syncNow();
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: "succeeded", sent: 250, created: 250, updated: 0, failed: 0 });
    expect((await composites()).map((c) => c.records)).toEqual([200, 50]);

    const leads = await salesforceLeads(org);
    expect(leads).toHaveLength(250);
    const lead = leads.find((l) => l.LastName === "Customer1" && l.FirstName === "Person3");
    expect(lead).toMatchObject({
      Email: "person.1.3@sync1.example",
      Company: "Sync Customer 1",
      Website: "https://sync1.example",
      Charterly_Plan__c: "Enterprise",
    });
    expect(lead?.Charterly_Id__c).toMatch(/^charterly-user-\d+$/);
  });

  it("a second sync with no changes sends nothing; a changed customer alone is sent again", async () => {
    const before = (await composites()).length;
    const unchanged = await syncNow();
    expect(unchanged.body).toMatchObject({
      status: "succeeded",
      sent: 0,
      message: "Nothing changed since the last sync.",
    });
    expect((await composites()).length).toBe(before);

    const [company] = await domain()
      .companyDb.select()
      .from(companies)
      .where(eq(companies.name, "Sync Customer 2"));
    await domain()
      .companyDb.update(companies)
      .set({ tier: "enterprise" })
      .where(eq(companies.id, company!.id));
    const changed = await syncNow();
    expect(changed.body).toMatchObject({ sent: 10, created: 0, updated: 10 });
    const calls = await composites();
    expect(calls.slice(before).map((c) => c.records)).toEqual([10]);
  });

  it("a record Salesforce refuses is reported with its field and message, the others go on, and it is retried next run", async () => {
    const [company] = await domain()
      .companyDb.select()
      .from(companies)
      .where(eq(companies.name, "Sync Customer 3"));
    const rejected = await createUser(company!.id, "user", {
      email: "reject.me@sync3.example",
      lastName: "Refused",
    });
    const accepted = await createUser(company!.id, "user", {
      email: "fine@sync3.example",
      lastName: "Accepted",
    });

    const first = await syncNow();
    expect(first.body).toMatchObject({ status: "partial", sent: 2, created: 1, failed: 1 });
    const log = await syncLog();
    expect(log.failures).toEqual([
      expect.objectContaining({
        userId: rejected.id,
        field: "Email",
        message: "INVALID_EMAIL_ADDRESS: Email: invalid email address: reject.me@sync3.example",
        attempts: 1,
      }),
    ]);
    expect(log.runs[0]).toMatchObject({ status: "partial", failed: 1 });

    const again = await syncNow();
    expect(again.body).toMatchObject({ sent: 1, failed: 1 });
    expect((await syncLog()).failures[0]).toMatchObject({ userId: rejected.id, attempts: 2 });

    await domain()
      .companyDb.update(users)
      .set({ email: "fixed@sync3.example" })
      .where(eq(users.id, rejected.id));
    const fixed = await syncNow();
    expect(fixed.body).toMatchObject({ status: "succeeded", sent: 1, created: 1, failed: 0 });
    expect((await syncLog()).failures).toEqual([]);
    expect((await salesforceLeads(org)).map((l) => l.Email)).toEqual(
      expect.arrayContaining(["fixed@sync3.example", accepted.email]),
    );
  });

  it("an expired token is renewed once and the sync goes on", async () => {
    await expireTokens(org);
    const [company] = await domain()
      .companyDb.select()
      .from(companies)
      .where(eq(companies.name, "Sync Customer 4"));
    await createUser(company!.id, "user", { email: "after.expiry@sync4.example", lastName: "Later" });
    const tokensBefore = (await salesforceCalls(org)).filter((c) => c.path === "token").length;
    const run = await syncNow();
    expect(run.body).toMatchObject({ status: "succeeded", sent: 1 });
    expect((await salesforceCalls(org)).filter((c) => c.path === "token").length).toBe(tokensBefore + 1);
  });

  it("Salesforce's API limit stops the run; the customers left are sent on the next one", async () => {
    const [company] = await domain()
      .companyDb.select()
      .from(companies)
      .where(eq(companies.name, "Sync Customer 5"));
    await createUser(company!.id, "user", { email: "limited@sync5.example", lastName: "Limited" });
    await rateLimitNextUpsert(org);
    const limited = await syncNow();
    expect(limited.body.status).toBe("partial");
    expect(limited.body.message).toMatch(
      /API limit was reached .*REQUEST_LIMIT_EXCEEDED.*1 customers are sent on the next run/,
    );
    const next = await syncNow();
    expect(next.body).toMatchObject({ status: "succeeded", sent: 1 });
  });

  it("two syncs never overlap: while one holds the lease the other is refused", async () => {
    const [config] = await domain().companyDb.select().from(crmConfigs);
    await domain()
      .companyDb.update(crmConfigs)
      .set({ syncLeaseId: "someone-else", syncLeaseUntil: new Date(Date.now() + 60_000) })
      .where(eq(crmConfigs.id, config!.id));
    const refused = await syncNow();
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/already running/);
    // A lease that lapsed (its run died) is taken over.
    await domain()
      .companyDb.update(crmConfigs)
      .set({ syncLeaseUntil: new Date(Date.now() - 1000) })
      .where(eq(crmConfigs.id, config!.id));
    expect((await syncNow()).status).toBe(200);
  });

  it("the scheduled job syncs only with auto sync on and once the frequency's hours have passed", async () => {
    const at = (hoursFromNow: number) => ({
      ...domain(),
      clock: { now: () => new Date(Date.now() + hoursFromNow * 3_600_000) },
    });
    expect((await runScheduledCrmSync(at(0))).summary).toBe("auto sync is off");
    await configure(cookie, org, { autoSync: true, syncFrequencyHours: 6 });
    await testConnection(cookie);
    expect((await runScheduledCrmSync(at(1))).summary).toBe("not due yet");
    const due = await runScheduledCrmSync(at(6.1));
    expect(due.summary).toMatch(/^succeeded: /);
    expect((await syncLog()).runs[0]).toMatchObject({ trigger: "schedule" });
  });

  it("unreachable services never show 'internal error; reference = …': a sync the runtime stopped says so in our words", async () => {
    const [company] = await domain()
      .companyDb.select()
      .from(companies)
      .where(eq(companies.name, "Sync Customer 5"));
    await createUser(company!.id, "user", { email: "unreachable@sync5.example", lastName: "Unreachable" });
    const logged: unknown[] = [];
    const base = domain();
    const ctx = {
      ...base,
      log: { error: (_: string, error?: unknown) => logged.push(error), warn: () => {} },
      // Salesforce's address failing as workerd's fetch does when nothing can be reached there.
      salesforce: {
        ...base.salesforce,
        upsertLeads: async () => {
          throw new Error("internal error; reference = q1w2e3r4t5y6");
        },
      },
    };
    const run = await runCrmSync(ctx, "manual");
    expect(run).toMatchObject({ status: "failed", message: SYNC_STOPPED_UNEXPECTEDLY });
    const inLog = (await syncLog()).runs.find((entry) => entry.id === run!.id);
    expect(inLog?.message).toBe(SYNC_STOPPED_UNEXPECTEDLY);
    expect(String(logged[0])).toContain("reference = q1w2e3r4t5y6");
  });
});
