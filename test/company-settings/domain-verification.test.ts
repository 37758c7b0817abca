// Decision 021: an authorized e-mail domain must be proven. A claimed domain is "Pending
// verification" and routes no sign-in until its ownership is proven — by a DNS TXT record with the
// company's token (read through DNS over HTTPS: a local fake resolver here), or by a link mailed to
// a role address at the domain and confirmed by the person who opens it. A mailed link does not
// prove a domain whose people belong to another company, and nothing proves one another company
// holds with its record in DNS (who wins by DNS: domains-won-by-proof.test.ts, decision 032).
// Domains authorized before proofs existed became pending (migration 0010).
import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";
import {
  type CompanySettingsDto,
  DNS_UNREACHABLE_MESSAGE,
  DNS_VERIFICATION_UNAVAILABLE_MESSAGE,
  DOMAIN_CLAIMED_LINK_MESSAGE,
  DOMAIN_CLAIMED_MESSAGE,
  DOMAIN_LINK_EXPIRED_MESSAGE,
  DOMAIN_LINK_INVALID_MESSAGE,
  DOMAIN_MAILBOX_MESSAGE,
  DOMAIN_PEOPLE_ELSEWHERE_LINK_MESSAGE,
  SYSTEM_COMPANY_ID,
} from "@charterly/domain/contract";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditEvents, companySettings, domainVerifications, emailOutbox } from "../../worker/db/schema";
import { signInWithIdentity } from "../../worker/domain/auth/sign-in-with-identity";
import { confirmDomainLink } from "../../worker/domain/authorized-domains/confirm-domain-link";
import { findDomainLink } from "../../worker/domain/authorized-domains/find-domain-link";
import { callApi, createUser, domain, type Person, person, systemCompany } from "../support/fixtures";

const uniqueDomain = () => `proof-${crypto.randomUUID().slice(0, 8)}.example.com`;

const claim = async (admin: Person, name: string) => {
  const res = await callApi("POST", "/api/admin/company-settings/domains", {
    cookie: admin.cookie,
    body: { domain: name },
  });
  return { status: res.status, body: (await res.json()) as CompanySettingsDto & { message: string } };
};
const pendingOf = (settings: CompanySettingsDto, name: string) =>
  settings.pendingDomains.find((pending) => pending.domain === name)!;
const checkDns = (admin: Person, claimId: number, bindings = {}) =>
  callApi("POST", `/api/admin/company-settings/domains/${claimId}/dns-check`, {
    cookie: admin.cookie,
    bindings,
  });
const sendLink = (admin: Person, claimId: number, mailbox: string) =>
  callApi("POST", `/api/admin/company-settings/domains/${claimId}/email`, {
    cookie: admin.cookie,
    body: { mailbox },
  });
/** Publishes TXT records at the fake DNS-over-HTTPS resolver. */
const publishTxt = (name: string, values: string[]) =>
  fetch(`${env.DNS_TEST_RECORDS_URL}?name=${encodeURIComponent(name)}`, {
    method: "PUT",
    body: JSON.stringify(values),
  });
const authorizedOf = async (companyId: number) =>
  (
    await domain().companyDb.select().from(companySettings).where(eq(companySettings.companyId, companyId))
  )[0]!.authorizedDomains;
/** Who a verified address at the domain joins on first sign-in. */
const signInAt = async (name: string) =>
  (
    await signInWithIdentity(domain(), {
      issuer: "https://idp.example",
      subject: crypto.randomUUID(),
      email: `dora-${crypto.randomUUID().slice(0, 6)}@${name}`,
      emailVerified: true,
      givenName: "Dora",
      familyName: "Domain",
      authenticatedAt: new Date(),
    })
  ).actor.companyId;
/** The token in the confirmation link the outbox holds for this address. */
async function mailedLink(to: string) {
  const [mail] = await domain().companyDb.select().from(emailOutbox).where(eq(emailOutbox.toAddress, to));
  const link = /https?:\/\/\S+\/verify-domain\?token=\S+/.exec(mail!.textBody)![0];
  return { mail: mail!, token: new URL(link).searchParams.get("token")! };
}

describe("An authorized e-mail domain must be proven", () => {
  it("a claimed domain is Pending verification and lets nobody in until it is proven", async () => {
    const admin = await person({ tier: "enterprise", role: "company_admin" });
    const name = uniqueDomain();
    const { status, body } = await claim(admin, name);
    expect(status).toBe(200);
    expect(body.authorizedDomains).toEqual([]);
    expect(pendingOf(body, name)).toMatchObject({
      dnsRecordName: `_charterly-verification.${name}`,
      dnsRecordValue: expect.stringMatching(/^charterly-verification=[0-9a-f]{48}$/),
      emailSentTo: null,
    });
    expect(await signInAt(name)).not.toBe(admin.company.id);
  });

  it("a mailed link does not prove a domain whose people already belong to another company — another customer's, the platform's own — and says DNS does (decision 032)", async () => {
    const claimer = await person({ tier: "enterprise", role: "company_admin", companyName: "Claim Co" });
    // Another customer's people (the review's perdoc.test).
    const customer = await person({ tier: "per_document", role: "company_admin" });
    const theirs = uniqueDomain();
    await createUser(customer.company.id, "user", `pat@${theirs}`);
    // The platform's own people.
    await systemCompany();
    const platforms = uniqueDomain();
    await createUser(SYSTEM_COMPANY_ID, "platform_admin", `ops@${platforms}`);
    for (const name of [theirs, platforms]) {
      // A claim is free: it routes nobody; the proof decides.
      const claimed = await claim(claimer, name);
      expect(claimed.status, name).toBe(200);
      const pending = pendingOf(claimed.body, name);
      expect((await sendLink(claimer, pending.id, "admin")).status).toBe(200);
      const { token } = await mailedLink(`admin@${name}`);
      // Read by whoever looks after the mailbox, not by the company: it names the company that asked.
      const refused = await confirmDomainLink(domain(), token).then(
        () => null,
        (error: unknown) => error as Error,
      );
      expect(refused?.message).toBe(DOMAIN_PEOPLE_ELSEWHERE_LINK_MESSAGE(name, "Claim Co"));
      expect(refused?.message).toContain("“Claim Co”");
      expect(refused?.message).toContain("Nothing was changed.");
      expect(refused?.message).not.toMatch(/\byour company\b|\byours\b/i);
    }
    expect(await authorizedOf(claimer.company.id)).toEqual([]);
  });

  it("a mailed link for a domain another company has proven meanwhile tells the mailbox which company asked and that nothing changed", async () => {
    const asker = await person({ tier: "enterprise", role: "company_admin", companyName: "Asking Co" });
    const holder = await person({ tier: "enterprise", role: "company_admin" });
    const name = uniqueDomain();
    const asked = pendingOf((await claim(asker, name)).body, name);
    expect((await sendLink(asker, asked.id, "postmaster")).status).toBe(200);
    const { token } = await mailedLink(`postmaster@${name}`);
    const held = pendingOf((await claim(holder, name)).body, name);
    await publishTxt(held.dnsRecordName, [held.dnsRecordValue]);
    expect((await checkDns(holder, held.id)).status).toBe(200);

    const refused = await confirmDomainLink(domain(), token).then(
      () => null,
      (error: unknown) => error as Error,
    );
    expect(refused?.message).toBe(DOMAIN_CLAIMED_LINK_MESSAGE(name, "Asking Co"));
    expect(refused?.message).not.toMatch(/\byour company\b|\byours\b/i);
    expect(await authorizedOf(asker.company.id)).toEqual([]);
  });

  it("is proven by a DNS TXT record with the company's token, read through DNS over HTTPS", async () => {
    const admin = await person({ tier: "enterprise", role: "company_admin" });
    const other = await person({ tier: "enterprise", role: "company_admin" });
    const name = uniqueDomain();
    const pending = pendingOf((await claim(admin, name)).body, name);
    const othersToken = pendingOf((await claim(other, name)).body, name).dnsRecordValue;
    expect(othersToken).not.toBe(pending.dnsRecordValue);

    // Nothing published yet, then only another company's token: not proven, and the answer names the record.
    const missing = await checkDns(admin, pending.id);
    expect(missing.status).toBe(422);
    expect(((await missing.json()) as { message: string }).message).toContain(pending.dnsRecordName);
    await publishTxt(pending.dnsRecordName, ["v=spf1 -all", othersToken]);
    expect((await checkDns(admin, pending.id)).status).toBe(422);
    expect(await authorizedOf(admin.company.id)).toEqual([]);

    await publishTxt(pending.dnsRecordName, [othersToken, pending.dnsRecordValue]);
    const proven = await checkDns(admin, pending.id);
    expect(proven.status).toBe(200);
    const settings = (await proven.json()) as CompanySettingsDto;
    expect(settings.authorizedDomains).toEqual([name]);
    expect(settings.pendingDomains).toEqual([]);
    expect(await signInAt(name)).toBe(admin.company.id);
    const [audit] = await domain()
      .companyDb.select()
      .from(auditEvents)
      .where(and(eq(auditEvents.companyId, admin.company.id), eq(auditEvents.actorUserId, admin.user.id)))
      .orderBy(auditEvents.id)
      .then((rows) => rows.slice(-1));
    expect(audit!.details).toMatchObject({ field: "authorizedDomains", added: [name], provedBy: "dns" });

    // The other company's record is there too, but the domain is proven already: refused, saying so.
    const [othersClaim] = await domain()
      .companyDb.select()
      .from(domainVerifications)
      .where(eq(domainVerifications.companyId, other.company.id));
    const refused = await checkDns(other, othersClaim!.id);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ message: DOMAIN_CLAIMED_MESSAGE(name) });
  });

  it("is proven by a link mailed to a role address there, opened and confirmed by a person", async () => {
    const admin = await person({ tier: "enterprise", role: "company_admin", companyName: "Acme Proofs" });
    const name = uniqueDomain();
    const pending = pendingOf((await claim(admin, name)).body, name);

    // Only the domain's role addresses: never one the admin types.
    const typed = await sendLink(admin, pending.id, "ceo");
    expect(typed.status).toBe(400);
    expect(await typed.json()).toMatchObject({ fields: { mailbox: DOMAIN_MAILBOX_MESSAGE } });
    const sent = await sendLink(admin, pending.id, "postmaster");
    expect(sent.status).toBe(200);
    expect(pendingOf((await sent.json()) as CompanySettingsDto, name).emailSentTo).toBe(`postmaster@${name}`);

    // The mail holds fixed wording, the domain and the link: not the company's name.
    const { mail, token } = await mailedLink(`postmaster@${name}`);
    expect(mail.kind).toBe("domain_verification");
    expect(`${mail.subject}\n${mail.textBody}`).not.toContain("Acme");

    // Opening the link (as a mail scanner does) changes nothing; the page names the company.
    expect(await findDomainLink(domain(), token)).toEqual({
      domain: name,
      companyName: "Acme Proofs",
      mailbox: `postmaster@${name}`,
    });
    expect(await authorizedOf(admin.company.id)).toEqual([]);

    // Confirming does.
    await confirmDomainLink(domain(), token);
    expect(await authorizedOf(admin.company.id)).toEqual([name]);
    expect(await signInAt(name)).toBe(admin.company.id);
    // The link works once.
    await expect(confirmDomainLink(domain(), token)).rejects.toThrow(DOMAIN_LINK_INVALID_MESSAGE);
  });

  it("only the newest link works, for 7 days", async () => {
    const admin = await person({ tier: "enterprise", role: "company_admin" });
    const name = uniqueDomain();
    const pending = pendingOf((await claim(admin, name)).body, name);
    await sendLink(admin, pending.id, "admin");
    const first = (await mailedLink(`admin@${name}`)).token;
    await sendLink(admin, pending.id, "webmaster");
    const newest = (await mailedLink(`webmaster@${name}`)).token;
    await expect(findDomainLink(domain(), first)).rejects.toThrow(DOMAIN_LINK_INVALID_MESSAGE);
    const eightDaysOn = { ...domain(), clock: { now: () => new Date(Date.now() + 8 * 24 * 60 * 60 * 1000) } };
    await expect(confirmDomainLink(eightDaysOn, newest)).rejects.toThrow(DOMAIN_LINK_EXPIRED_MESSAGE);
    expect(await authorizedOf(admin.company.id)).toEqual([]);
  });

  it("two companies proving one domain at once: only one gets it", async () => {
    const [first, second] = await Promise.all([
      person({ tier: "enterprise", role: "company_admin" }),
      person({ tier: "enterprise", role: "company_admin" }),
    ]);
    const name = uniqueDomain();
    const firstClaim = pendingOf((await claim(first, name)).body, name);
    const secondClaim = pendingOf((await claim(second, name)).body, name);
    await publishTxt(firstClaim.dnsRecordName, [firstClaim.dnsRecordValue, secondClaim.dnsRecordValue]);
    const answers = await Promise.all([checkDns(first, firstClaim.id), checkDns(second, secondClaim.id)]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
    expect([...(await authorizedOf(first.company.id)), ...(await authorizedOf(second.company.id))]).toEqual([
      name,
    ]);
  });

  it("DNS that cannot be asked is a 503 saying nothing was saved; without a resolver, the mailed link is the way", async () => {
    const admin = await person({ tier: "enterprise", role: "company_admin" });
    for (const name of [`servfail.${uniqueDomain()}`, `down.${uniqueDomain()}`]) {
      // The record's name starts with _charterly-verification: the fake resolver reads the rest.
      const pending = pendingOf((await claim(admin, name)).body, name);
      const res = await checkDns(admin, pending.id);
      expect(res.status, name).toBe(503);
      expect(res.headers.get("Retry-After")).toBe("30");
      expect(await res.json()).toMatchObject({ code: "unavailable", message: DNS_UNREACHABLE_MESSAGE });
    }
    const name = uniqueDomain();
    const pending = pendingOf((await claim(admin, name)).body, name);
    const unconfigured = await checkDns(admin, pending.id, { DNS_OVER_HTTPS_URL: undefined });
    expect(unconfigured.status).toBe(409);
    expect(await unconfigured.json()).toMatchObject({ message: DNS_VERIFICATION_UNAVAILABLE_MESSAGE });
    expect(await authorizedOf(admin.company.id)).toEqual([]);
  });

  it("a pending domain can be removed; its link stops working", async () => {
    const admin = await person({ tier: "enterprise", role: "company_admin" });
    const name = uniqueDomain();
    const pending = pendingOf((await claim(admin, name)).body, name);
    await sendLink(admin, pending.id, "hostmaster");
    const { token } = await mailedLink(`hostmaster@${name}`);
    const res = await callApi("DELETE", `/api/admin/company-settings/domains/${pending.id}`, {
      cookie: admin.cookie,
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as CompanySettingsDto).pendingDomains).toEqual([]);
    await expect(confirmDomainLink(domain(), token)).rejects.toThrow(DOMAIN_LINK_INVALID_MESSAGE);
  });
});

describe("migration 0010: domains authorized before proofs existed", () => {
  it("become pending claims of their company and stop routing sign-ins", async () => {
    const db = env.MIGRATION_DB;
    await applyD1Migrations(
      db,
      env.TEST_MIGRATIONS.filter((m) => m.name < "0010"),
    );
    await db.batch([
      db.prepare(
        "INSERT INTO companies (id, name, tier) VALUES (1, 'Squatter', 'enterprise'), (2, 'Plain', 'enterprise')",
      ),
      db.prepare(
        `INSERT INTO company_settings (company_id, authorized_domains) VALUES (1, '["perdoc.test","Owned.example"]'), (2, '[]')`,
      ),
    ]);
    await applyD1Migrations(
      db,
      env.TEST_MIGRATIONS.filter((m) => m.name.startsWith("0010")),
    );
    const settings = await db
      .prepare(
        "SELECT company_id, authorized_domains, domain_verification_token FROM company_settings ORDER BY company_id",
      )
      .all<{ company_id: number; authorized_domains: string; domain_verification_token: string | null }>();
    expect(settings.results.map((row) => row.authorized_domains)).toEqual(["[]", "[]"]);
    expect(settings.results[0]!.domain_verification_token).toMatch(/^[0-9a-f]{48}$/);
    expect(settings.results[1]!.domain_verification_token).toBeNull();
    const claims = await db
      .prepare("SELECT company_id, domain FROM domain_verifications ORDER BY domain")
      .all<{ company_id: number; domain: string }>();
    expect(claims.results).toEqual([
      { company_id: 1, domain: "owned.example" },
      { company_id: 1, domain: "perdoc.test" },
    ]);
  });
});
