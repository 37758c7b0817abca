// Decision 032: a domain can always be won by proof. One person who signed up alone
// at a domain no longer blocks its rightful company: a DNS TXT proof wins over people of other
// companies who merely signed up there. They are not moved: each is offered, at their next sign-in,
// to join the proving company or keep their own. A domain another company holds stays with it while
// its TXT record is there, until a platform admin releases it.
import { env } from "cloudflare:workers";
import {
  type CompanySettingsDto,
  type CompanyStatsDto,
  DOMAIN_CLAIMED_MESSAGE,
  DOMAIN_OFFER_COMPANY_FULL_MESSAGE,
  DOMAIN_OFFER_LAST_ADMIN_MESSAGE,
  type DomainJoinOffersResponse,
  type DomainOfferAnswerDto,
  PLATFORM_ADMIN_MESSAGE,
  SYSTEM_COMPANY_ID,
} from "@charterly/domain/contract";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { loader as dashboardLoader } from "../../remix-app/routes/_index";
import { action as customerListAction } from "../../remix-app/routes/admin_.customers.list";
import {
  action as domainOfferAction,
  loader as domainOfferLoader,
} from "../../remix-app/routes/domain-offer";
import {
  auditEvents,
  companyPeople,
  companySettings,
  deletedCompanies,
  domainJoinOffers,
  users,
} from "../../worker/db/schema";
import { signInWithIdentity } from "../../worker/domain/auth/sign-in-with-identity";
import { repairPeopleMirror } from "../../worker/domain/people/people-mirror";
import {
  callApi,
  companyDatabaseOf,
  cookieFor,
  createUser,
  domain,
  findCompany,
  findUser,
  type Person,
  person,
  platformAdmin,
} from "../support/fixtures";
import { loadPage, postForm } from "../support/page-route-requests";

const uniqueDomain = () => `won-${crypto.randomUUID().slice(0, 8)}.example.com`;

/** Publishes TXT records at the fake DNS-over-HTTPS resolver. */
const publishTxt = (name: string, values: string[]) =>
  fetch(`${env.DNS_TEST_RECORDS_URL}?name=${encodeURIComponent(name)}`, {
    method: "PUT",
    body: JSON.stringify(values),
  });

/** Claims the domain for the admin's company and answers the claim (its id, its TXT record). */
async function claim(admin: Person, name: string) {
  const res = await callApi("POST", "/api/admin/company-settings/domains", {
    cookie: admin.cookie,
    body: { domain: name },
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as CompanySettingsDto).pendingDomains.find(
    (pending) => pending.domain === name,
  )!;
}

const checkDns = (admin: Person, claimId: number) =>
  callApi("POST", `/api/admin/company-settings/domains/${claimId}/dns-check`, { cookie: admin.cookie });

/** Claims the domain, publishes the records (its own and `alsoPublished`) and checks DNS. */
async function proveByDns(admin: Person, name: string, alsoPublished: string[] = []) {
  const pending = await claim(admin, name);
  await publishTxt(pending.dnsRecordName, [...alsoPublished, pending.dnsRecordValue]);
  return { res: await checkDns(admin, pending.id), record: pending.dnsRecordValue, pending };
}

const authorizedOf = async (companyId: number) =>
  (
    await domain().companyDb.select().from(companySettings).where(eq(companySettings.companyId, companyId))
  )[0]!.authorizedDomains;

/** A person who signs up alone at the domain: a freemium company of their own, as its admin. */
async function loneSignUp(name: string, local = "lone") {
  const signedIn = await signInWithIdentity(domain(), {
    issuer: "https://idp.example",
    subject: crypto.randomUUID(),
    email: `${local}-${crypto.randomUUID().slice(0, 6)}@${name}`,
    emailVerified: true,
    givenName: "Lou",
    familyName: "Lone",
    authenticatedAt: new Date(),
  });
  const user = await findUser(signedIn.actor.userId);
  return { user, companyId: user.companyId, cookie: await cookieFor(user.id) };
}

const offersOf = async (cookie: string) => {
  const res = await callApi("GET", "/api/domain-offers", { cookie });
  expect(res.status).toBe(200);
  return ((await res.json()) as DomainJoinOffersResponse).offers;
};
const answer = (cookie: string, offerId: number, choice: "join" | "keep") =>
  callApi("POST", `/api/domain-offers/${offerId}/${choice}`, { cookie });

const auditOf = (companyId: number, action: string) =>
  domain()
    .companyDb.select()
    .from(auditEvents)
    .where(and(eq(auditEvents.companyId, companyId), eq(auditEvents.action, action)));

const release = (caller: Person, companyId: number, name: string) =>
  callApi("POST", `/api/admin/companies/${companyId}/domains/release`, {
    cookie: caller.cookie,
    body: { domain: name },
  });

describe("a DNS proof wins a domain over people who merely signed up there", () => {
  it("a lone sign-up no longer blocks the proof; they are not moved, but offered to join or keep their company", async () => {
    const name = uniqueDomain();
    const lone = await loneSignUp(name);
    const prover = await person({ tier: "enterprise", role: "company_admin", companyName: "Rightful Inc" });
    // Bystanders: a company at another domain, and one with its own proven domain.
    const bystander = await person({ tier: "enterprise", role: "company_admin" });
    const otherName = uniqueDomain();
    const bystanderProof = await proveByDns(bystander, otherName);
    expect(bystanderProof.res.status).toBe(200);
    const elsewhere = await createUser(bystander.company.id, "user", `kim@${otherName}`);

    const { res } = await proveByDns(prover, name);
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await authorizedOf(prover.company.id)).toEqual([name]);
    const [proofAudit] = (await auditOf(prover.company.id, "settings.update")).filter(
      (row) => (row.details as { provedBy?: string }).provedBy === "dns",
    );
    expect(proofAudit!.details).toMatchObject({ added: [name], offersMade: true });

    // Not moved silently: still in their own company, even when they sign in again.
    expect((await findUser(lone.user.id)).companyId).toBe(lone.companyId);
    const again = await signInWithIdentity(domain(), {
      issuer: lone.user.oidcIssuer!,
      subject: lone.user.oidcSubject!,
      email: lone.user.email,
      emailVerified: true,
      authenticatedAt: new Date(),
    });
    expect(again.actor.companyId).toBe(lone.companyId);
    // …but offered: once, with what joining would mean.
    const [offer, ...more] = await offersOf(lone.cookie);
    expect(more).toEqual([]);
    expect(offer).toMatchObject({
      domain: name,
      companyName: "Rightful Inc",
      leavesCompanyEmpty: true,
      joinRefusal: null,
    });
    // A new person at the domain joins the prover.
    expect((await loneSignUp(name, "newcomer")).companyId).toBe(prover.company.id);

    // Other companies' people and domains are untouched, and offered nothing.
    expect(await offersOf(bystander.cookie)).toEqual([]);
    expect((await findUser(elsewhere.id)).companyId).toBe(bystander.company.id);
    expect(await authorizedOf(bystander.company.id)).toEqual([otherName]);
    expect(
      await domain()
        .companyDb.select()
        .from(domainJoinOffers)
        .where(eq(domainJoinOffers.userId, elsewhere.id)),
    ).toEqual([]);
  });

  it("'Join' moves the person to the prover as a user; their emptied company goes to the recycle bin, audited in both", async () => {
    const name = uniqueDomain();
    const lone = await loneSignUp(name);
    const prover = await person({ tier: "enterprise", role: "company_admin", companyName: "Joinable Ltd" });
    expect((await proveByDns(prover, name)).res.status).toBe(200);
    const [offer] = await offersOf(lone.cookie);

    const res = await answer(lone.cookie, offer!.id, "join");
    expect(res.status, await res.clone().text()).toBe(200);
    expect((await res.json()) as DomainOfferAnswerDto).toEqual({
      choice: "join",
      companyId: prover.company.id,
      companyName: "Joinable Ltd",
    });
    const moved = await findUser(lone.user.id);
    expect(moved).toMatchObject({ companyId: prover.company.id, role: "user" });
    expect((await findCompany(lone.companyId)).deletedAt).not.toBeNull();
    expect(
      await domain()
        .companyDb.select()
        .from(deletedCompanies)
        .where(eq(deletedCompanies.companyId, lone.companyId)),
    ).toHaveLength(1);
    expect(await auditOf(prover.company.id, "user.joined_by_domain")).toMatchObject([
      { actorUserId: lone.user.id, details: { domain: name, fromCompanyId: lone.companyId } },
    ]);
    expect(await auditOf(lone.companyId, "user.left_for_domain_company")).toHaveLength(1);
    expect(await auditOf(lone.companyId, "company.delete")).toHaveLength(1);
    // The offer is answered: gone. Their session now reads as the prover's person.
    expect(await offersOf(lone.cookie)).toEqual([]);
    const me = await callApi("GET", "/api/auth/user", { cookie: lone.cookie });
    expect(await me.json()).toMatchObject({ companyId: prover.company.id, role: "user" });
    // Answering again: the offer is not there.
    expect((await answer(lone.cookie, offer!.id, "join")).status).toBe(404);
  });

  it("joining a company on the other company database: counted among its people, and no longer among those of the company left", async () => {
    const name = uniqueDomain();
    const lone = await loneSignUp(name);
    // Another admin stays, so the company they leave keeps going.
    const stayer = await person({ role: "company_admin", company: await findCompany(lone.companyId) });
    const leftDatabase = (await findCompany(lone.companyId)).databaseNumber;
    const prover = await person({
      role: "company_admin",
      companyName: "Far Away Ltd",
      databaseNumber: leftDatabase === 1 ? 2 : 1,
    });
    expect((await proveByDns(prover, name)).res.status).toBe(200);
    const [offer] = await offersOf(lone.cookie);
    const teamMembers = async (caller: Person) =>
      (
        (await (
          await callApi("GET", "/api/analytics/stats", { cookie: caller.cookie })
        ).json()) as CompanyStatsDto
      ).teamMembers;
    expect(await teamMembers(stayer)).toBe(2);
    expect(await teamMembers(prover)).toBe(1);

    expect((await answer(lone.cookie, offer!.id, "join")).status).toBe(200);
    // Each company's own database counts its people (the read-and-acknowledge figures and the
    // dashboard read those copies), right away, not after the daily repair.
    expect(await teamMembers(prover)).toBe(2);
    expect(await teamMembers(stayer)).toBe(1);
    const copiesOf = async (companyId: number) =>
      (
        await (
          await companyDatabaseOf(companyId)
        )
          .select({ id: companyPeople.id })
          .from(companyPeople)
          .where(eq(companyPeople.companyId, companyId))
      ).map((copy) => copy.id);
    expect(await copiesOf(lone.companyId)).toEqual([stayer.user.id]);
    expect(await copiesOf(prover.company.id)).toEqual(expect.arrayContaining([lone.user.id]));

    // The daily repair keeps the left database's copy (now naming the company they joined): what
    // they wrote and acknowledged there keeps their name, as it would in one shared database.
    const left = { ...domain(), companyDb: await companyDatabaseOf(lone.companyId) };
    await repairPeopleMirror(left, 500, leftDatabase);
    const [kept] = await left.companyDb
      .select()
      .from(companyPeople)
      .where(eq(companyPeople.id, lone.user.id));
    expect(kept).toMatchObject({ companyId: prover.company.id, role: "user" });
    expect(await teamMembers(stayer)).toBe(1);
  });

  it("'Keep my company' keeps them where they are; the offer goes, audited", async () => {
    const name = uniqueDomain();
    const lone = await loneSignUp(name);
    const prover = await person({ tier: "enterprise", role: "company_admin" });
    expect((await proveByDns(prover, name)).res.status).toBe(200);
    const [offer] = await offersOf(lone.cookie);

    const res = await answer(lone.cookie, offer!.id, "keep");
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ choice: "keep", companyId: lone.companyId });
    expect((await findUser(lone.user.id)).companyId).toBe(lone.companyId);
    expect((await findCompany(lone.companyId)).deletedAt).toBeNull();
    expect(await offersOf(lone.cookie)).toEqual([]);
    expect(await auditOf(lone.companyId, "user.kept_company")).toMatchObject([
      { actorUserId: lone.user.id, details: { domain: name, offeredByCompanyId: prover.company.id } },
    ]);
  });

  it("the spec's rules on joining hold: the last admin of a company with people stays; a full company takes nobody", async () => {
    const name = uniqueDomain();
    const lone = await loneSignUp(name);
    // A colleague joins the lone person's company (not at the domain).
    const colleague = await createUser(
      lone.companyId,
      "user",
      `colleague-${crypto.randomUUID().slice(0, 6)}@elsewhere.example`,
    );
    const prover = await person({ tier: "enterprise", role: "company_admin" });
    expect((await proveByDns(prover, name)).res.status).toBe(200);
    const [offer] = await offersOf(lone.cookie);
    expect(offer).toMatchObject({ leavesCompanyEmpty: false, joinRefusal: DOMAIN_OFFER_LAST_ADMIN_MESSAGE });
    const refused = await answer(lone.cookie, offer!.id, "join");
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ message: DOMAIN_OFFER_LAST_ADMIN_MESSAGE });
    expect((await findUser(lone.user.id)).companyId).toBe(lone.companyId);
    // With another admin there, they may go, and the company stays with its people.
    await domain().companyDb.update(users).set({ role: "company_admin" }).where(eq(users.id, colleague.id));
    expect((await answer(lone.cookie, offer!.id, "join")).status).toBe(200);
    expect((await findCompany(lone.companyId)).deletedAt).toBeNull();

    // A prover whose seats are taken: said on the offer, refused on joining.
    const fullName = uniqueDomain();
    const waiting = await loneSignUp(fullName);
    const full = await person({
      tier: "enterprise",
      role: "company_admin",
      companyName: "Full Co",
      maxUsers: 1,
    });
    expect((await proveByDns(full, fullName)).res.status).toBe(200);
    const [fullOffer] = await offersOf(waiting.cookie);
    expect(fullOffer!.joinRefusal).toBe(DOMAIN_OFFER_COMPANY_FULL_MESSAGE("Full Co"));
    expect((await answer(waiting.cookie, fullOffer!.id, "join")).status).toBe(409);
    expect((await findUser(waiting.user.id)).companyId).toBe(waiting.companyId);
    // Keeping is always possible.
    expect((await answer(waiting.cookie, fullOffer!.id, "keep")).status).toBe(200);
  });

  it("an offer is the person's own: another person's id is a 404", async () => {
    const name = uniqueDomain();
    const lone = await loneSignUp(name);
    const prover = await person({ tier: "enterprise", role: "company_admin" });
    expect((await proveByDns(prover, name)).res.status).toBe(200);
    const [offer] = await offersOf(lone.cookie);
    for (const choice of ["join", "keep"] as const)
      expect((await answer(prover.cookie, offer!.id, choice)).status).toBe(404);
    expect((await findUser(lone.user.id)).companyId).toBe(lone.companyId);
  });
});

describe("a proven domain stays with its prover", () => {
  it("while the prover's TXT record is there, a second company's DNS proof is refused; once it is gone, DNS decides", async () => {
    const name = uniqueDomain();
    const first = await person({ tier: "enterprise", role: "company_admin" });
    const second = await person({ tier: "enterprise", role: "company_admin" });
    const firstProof = await proveByDns(first, name);
    expect(firstProof.res.status).toBe(200);
    const firstsPerson = await createUser(first.company.id, "user", `ann@${name}`);

    // Both records published: the holder's is there, so it keeps the domain.
    const secondTry = await proveByDns(second, name, [firstProof.record]);
    expect(secondTry.res.status).toBe(409);
    expect(await secondTry.res.json()).toMatchObject({ message: DOMAIN_CLAIMED_MESSAGE(name) });
    expect(await authorizedOf(first.company.id)).toEqual([name]);

    // The domain changed hands: only the second company's record is there now.
    await publishTxt(secondTry.pending.dnsRecordName, [secondTry.record]);
    const taken = await checkDns(second, secondTry.pending.id);
    expect(taken.status, await taken.clone().text()).toBe(200);
    expect(await authorizedOf(second.company.id)).toEqual([name]);
    expect(await authorizedOf(first.company.id)).toEqual([]);
    const [removal] = (await auditOf(first.company.id, "settings.update")).filter((row) =>
      ((row.details as { removed?: string[] }).removed ?? []).includes(name),
    );
    expect(removal!.details).toMatchObject({ provedByCompanyId: second.company.id });
    // The first company's people at the domain are offered to join, not moved.
    expect((await findUser(firstsPerson.id)).companyId).toBe(first.company.id);
    expect(await offersOf(await cookieFor(firstsPerson.id))).toMatchObject([{ domain: name }]);
  });
});

describe("a platform admin releases a domain", () => {
  it("only a platform admin (403 otherwise); audited; then another company can prove it", async () => {
    const name = uniqueDomain();
    const holder = await person({ tier: "enterprise", role: "company_admin" });
    const holderProof = await proveByDns(holder, name);
    expect(holderProof.res.status).toBe(200);
    const holdersPerson = await createUser(holder.company.id, "user", `bo@${name}`);
    const rightful = await person({ tier: "enterprise", role: "company_admin" });

    // The holder's admin, another company's admin: refused.
    for (const caller of [holder, rightful]) {
      const refused = await release(caller, holder.company.id, name);
      expect(refused.status).toBe(403);
      expect(await refused.json()).toMatchObject({ message: PLATFORM_ADMIN_MESSAGE });
    }
    expect(await authorizedOf(holder.company.id)).toEqual([name]);

    const platform = await platformAdmin();
    expect((await release(platform, holder.company.id, uniqueDomain())).status).toBe(409);
    const released = await release(platform, holder.company.id, name);
    expect(released.status, await released.clone().text()).toBe(200);
    expect(await released.json()).toEqual({
      companyId: holder.company.id,
      domain: name,
      authorizedDomains: [],
    });
    expect(await authorizedOf(holder.company.id)).toEqual([]);
    expect(await auditOf(holder.company.id, "settings.update")).toContainEqual(
      expect.objectContaining({
        actorUserId: platform.user.id,
        details: expect.objectContaining({ removed: [name], releasedByPlatformAdmin: true }),
      }),
    );
    expect(await auditOf(SYSTEM_COMPANY_ID, "company.domain_release")).toContainEqual(
      expect.objectContaining({ targetId: String(holder.company.id), details: { domain: name } }),
    );
    // Its people are untouched.
    expect((await findUser(holdersPerson.id)).companyId).toBe(holder.company.id);

    // The holder's record is still in DNS, but the domain is released: the rightful company proves it.
    const proof = await proveByDns(rightful, name, [holderProof.record]);
    expect(proof.res.status, await proof.res.clone().text()).toBe(200);
    expect(await authorizedOf(rightful.company.id)).toEqual([name]);
    expect(await offersOf(await cookieFor(holdersPerson.id))).toMatchObject([{ domain: name }]);
  });
});

describe("the screens make the same changes through their route actions", () => {
  it("/domain-offer shows the offer; its forms join or keep, as the API does", async () => {
    const name = uniqueDomain();
    const keeper = await loneSignUp(name, "keeper");
    const joiner = await loneSignUp(name, "joiner");
    const prover = await person({ tier: "enterprise", role: "company_admin", companyName: "Screen Corp" });
    expect((await proveByDns(prover, name)).res.status).toBe(200);

    const page = await loadPage<{ offers: DomainJoinOffersResponse["offers"] }>(
      domainOfferLoader,
      "/domain-offer",
      keeper.cookie,
    );
    expect(page.offers).toMatchObject([
      { domain: name, companyName: "Screen Corp", leavesCompanyEmpty: true },
    ]);
    // The dashboard says so too, and links to the page.
    const dashboard = await loadPage<{ domainOffer: unknown }>(dashboardLoader, "/", keeper.cookie);
    expect(dashboard.domainOffer).toMatchObject({ domain: name, companyName: "Screen Corp" });
    const kept = await postForm(domainOfferAction, "/domain-offer", keeper.cookie, {
      intent: "keep-own-company",
      offerId: page.offers[0]!.id,
    });
    expect(kept.body).toMatchObject({ ok: true, value: { choice: "keep", companyId: keeper.companyId } });
    expect((await findUser(keeper.user.id)).companyId).toBe(keeper.companyId);

    const [offer] = await offersOf(joiner.cookie);
    // Someone else's offer id: the domain's 404, nothing changes.
    const foreign = await postForm(domainOfferAction, "/domain-offer", keeper.cookie, {
      intent: "join-domain-company",
      offerId: offer!.id,
    });
    expect(foreign).toMatchObject({ status: 404, body: { ok: false } });
    const joined = await postForm(domainOfferAction, "/domain-offer", joiner.cookie, {
      intent: "join-domain-company",
      offerId: offer!.id,
    });
    expect(joined.body).toMatchObject({ ok: true, value: { choice: "join", companyId: prover.company.id } });
    expect((await findUser(joiner.user.id)).companyId).toBe(prover.company.id);
  });

  it("the Customer List's Release is asked first, then releases, for platform admins only", async () => {
    const name = uniqueDomain();
    const holder = await person({ tier: "enterprise", role: "company_admin" });
    expect((await proveByDns(holder, name)).res.status).toBe(200);
    const platform = await platformAdmin();
    const fields = { intent: "release-domain", companyId: holder.company.id, domain: name };

    const asked = await postForm(customerListAction, "/admin/customers/list", platform.cookie, fields);
    expect(asked.body).toMatchObject({
      ok: true,
      value: { kind: "asked", companyId: holder.company.id, domain: name },
    });
    expect(await authorizedOf(holder.company.id)).toEqual([name]);

    // The holder's own admin gets the section's refusal, and nothing is released.
    const refused = await postForm(customerListAction, "/admin/customers/list", holder.cookie, {
      ...fields,
      confirmed: "yes",
    });
    expect(refused.status).toBe(403);
    expect(await authorizedOf(holder.company.id)).toEqual([name]);

    const released = await postForm(customerListAction, "/admin/customers/list", platform.cookie, {
      ...fields,
      confirmed: "yes",
    });
    expect(released.body).toMatchObject({ ok: true, value: { domain: name, authorizedDomains: [] } });
    expect(await authorizedOf(holder.company.id)).toEqual([]);
  });
});
