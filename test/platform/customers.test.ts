import {
  ALREADY_A_USER_MESSAGE,
  CANNOT_MODIFY_PLATFORM_ADMIN_MESSAGE,
  type CompanyListResponse,
  type CreateCustomerResponse,
  type CustomerAnalyticsDto,
  type CustomerCompanyUsersResponse,
  type CustomerStatsDto,
  type PlatformUserPageDto,
  ROLE_LABELS,
  type Role,
  SYSTEM_ADMIN_TIER_RESERVED_MESSAGE,
  SYSTEM_COMPANY_ID,
  SYSTEM_COMPANY_TIER_MESSAGE,
  TIER_LABELS,
  type Tier,
} from "@charterly/domain/contract";
import { and, eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { beforeAll, describe, expect, it } from "vitest";
import {
  auditEvents,
  companies,
  companySettings,
  emailOutbox,
  invitations,
  users,
} from "../../worker/db/schema";
import { signInWithIdentity } from "../../worker/domain/auth/sign-in-with-identity";
import { listCompanies } from "../../worker/domain/customers/list-companies";
import {
  callApi,
  createCompany,
  createDocument,
  createUser,
  domain,
  findCompany,
  findUser,
  type Person,
  person,
  platformAdmin,
} from "../support/fixtures";
import {
  deletedCompany,
  getJson,
  signedInAt,
  sqlCount,
  sqlRows,
  uniqueEmail,
  uniqueName,
} from "./customers-support";

// Customer Management (administration side §2, §3, §5, §7, §8): every answer is compared with the
// database, read by raw SQL; companies in the recycle bin are never listed, counted or exported.

const DAY_MS = 86_400_000;
let admin: Person;

beforeAll(async () => {
  admin = await platformAdmin();
});

const companiesMatching = async (query: string) =>
  (await getJson<CompanyListResponse>(`/api/admin/companies?${query}`, admin.cookie)).companies;
const auditOf = (action: string, targetId: string) =>
  domain()
    .companyDb.select()
    .from(auditEvents)
    .where(and(eq(auditEvents.action, action), eq(auditEvents.targetId, targetId)));

describe("GET /api/admin/companies", () => {
  it("lists companies with their people and documents counted from the rows, leaving the recycle bin out", async () => {
    const name = uniqueName("Counted Co");
    const company = await createCompany("per_document", name);
    const first = await createUser(company.id, "company_admin");
    const second = await createUser(company.id, "user");
    await createUser(company.id, "user", { deactivatedAt: new Date() });
    const lastLogin = new Date(Date.now() - 3 * DAY_MS);
    await signedInAt(first.id, lastLogin);
    for (let i = 0; i < 3; i++) await createDocument(company.id, { title: `Doc ${i}` });
    const binned = await deletedCompany("enterprise", `${name} binned`);
    await createUser(binned.id, "company_admin");

    const found = await companiesMatching(`search=${encodeURIComponent(name)}`);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      id: company.id,
      name,
      subscriptionTier: "per_document",
      userCount: 2,
      userIds: [first.id, second.id],
      documentCount: 3,
      lastLoginAt: lastLogin.toISOString(),
      databaseNumber: 1,
    });
    expect(await companiesMatching(`companyId=${binned.id}`)).toEqual([]);
    // Which company database a company is on, for an operator planning a move.
    const placed = await createCompany("enterprise", { name: uniqueName("Placed Co"), databaseNumber: 2 });
    expect(await companiesMatching(`companyId=${placed.id}`)).toMatchObject([{ databaseNumber: 2 }]);

    // The whole list is every company outside the recycle bin, newest first.
    const all = await companiesMatching("");
    const expected = await sqlRows<{ id: number }>(
      "select id from companies where deleted_at is null order by created_at desc, id desc",
    );
    expect(all.map((c) => c.id)).toEqual(expected.map((row) => row.id));
    expect(all.map((c) => c.id)).not.toContain(binned.id);
  });

  it("searches the name and display name case-insensitively, with % and _ as typed, and filters by id", async () => {
    const tag = crypto.randomUUID().slice(0, 6);
    const percent = await createCompany("freemium", `Zeta 100% ${tag}`);
    const digits = await createCompany("freemium", `Zeta 1000 ${tag}`);
    const renamed = await createCompany("enterprise", { name: `Legal ${tag}`, displayName: `Brand ${tag}` });

    expect(
      (await companiesMatching(`search=${encodeURIComponent(`zeta 100% ${tag}`)}`)).map((c) => c.id),
    ).toEqual([percent.id]);
    expect(
      (await companiesMatching(`search=${encodeURIComponent(`ZETA 10_0 ${tag}`)}`)).map((c) => c.id),
    ).toEqual([]);
    expect((await companiesMatching(`search=brand%20${tag}`)).map((c) => c.id)).toEqual([renamed.id]);
    expect((await companiesMatching(`companyId=${digits.id}`)).map((c) => c.id)).toEqual([digits.id]);
    expect(
      (await companiesMatching(`companyId=${digits.id}&search=${encodeURIComponent(`Zeta 100% ${tag}`)}`))
        .length,
    ).toBe(0);
    const bad = await callApi("GET", "/api/admin/companies?companyId=ten", { cookie: admin.cookie });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ fields: { companyId: "Enter a company ID as a whole number" } });
  });
});

describe("GET /api/admin/companies/:companyId/users", () => {
  it("shows the company's active people and its open invitations; 404 for the recycle bin", async () => {
    const company = await createCompany("enterprise", uniqueName("People Co"));
    const owner = await createUser(company.id, "company_admin", { firstName: "Olga", lastName: "Owner" });
    const member = await createUser(company.id, "user");
    await createUser(company.id, "user", { deactivatedAt: new Date() });
    const invitee = uniqueEmail("invitee");
    await domain()
      .companyDb.insert(invitations)
      .values({ companyId: company.id, email: invitee, expiresAt: new Date(Date.now() + DAY_MS) });
    await domain()
      .companyDb.insert(invitations)
      .values({
        companyId: company.id,
        email: uniqueEmail("lapsed"),
        expiresAt: new Date(Date.now() - DAY_MS),
      });

    const body = await getJson<CustomerCompanyUsersResponse>(
      `/api/admin/companies/${company.id}/users`,
      admin.cookie,
    );
    expect(body.company).toMatchObject({ id: company.id, userCount: 2 });
    expect(body.users.map((u) => u.id)).toEqual([owner.id, member.id]);
    expect(body.users[0]).toMatchObject({
      firstName: "Olga",
      lastName: "Owner",
      email: owner.email,
      role: "company_admin",
      emailVerified: true,
      profileImageUrl: null,
      lastLoginAt: null,
    });
    expect(body.pendingInvitations.map((i) => i.email)).toEqual([invitee]);

    const binned = await deletedCompany();
    expect(
      (await callApi("GET", `/api/admin/companies/${binned.id}/users`, { cookie: admin.cookie })).status,
    ).toBe(404);
    expect(
      (await callApi("GET", "/api/admin/companies/99999999/users", { cookie: admin.cookie })).status,
    ).toBe(404);
  });
});

describe("GET /api/admin/users", () => {
  it("pages through every company's people, with their company, leaving the recycle bin out", async () => {
    const name = uniqueName("People Co");
    const company = await createCompany("enterprise", name);
    const other = await createCompany("freemium", uniqueName("Other People Co"));
    const made = [
      await createUser(company.id, "company_admin", uniqueEmail("pa")),
      await createUser(company.id, "user", { email: uniqueEmail("pb"), deactivatedAt: new Date() }),
      await createUser(company.id, "user", uniqueEmail("pc")),
    ];
    const elsewhere = await createUser(other.id, "user", uniqueEmail("pd"));
    const binned = await deletedCompany("enterprise");
    const hidden = await createUser(binned.id, "user", uniqueEmail("pe"));

    // Two a page, one company: three people, the deactivated one marked, over two pages.
    const first = await getJson<PlatformUserPageDto>(
      `/api/admin/users?companyId=${company.id}&limit=2`,
      admin.cookie,
    );
    expect(first.users.map((u) => u.id)).toEqual([made[0]!.id, made[1]!.id]);
    expect(first.users[1]).toMatchObject({ companyId: company.id, companyName: name, deactivated: true });
    expect(first.nextCursor).not.toBeNull();
    const second = await getJson<PlatformUserPageDto>(
      `/api/admin/users?companyId=${company.id}&limit=2&after=${first.nextCursor}`,
      admin.cookie,
    );
    expect(second.users.map((u) => u.id)).toEqual([made[2]!.id]);
    expect(second.nextCursor).toBeNull();

    // Unfiltered, every company's people are there, not those of a company in the recycle bin.
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const page: PlatformUserPageDto = await getJson<PlatformUserPageDto>(
        `/api/admin/users?limit=200${cursor ? `&after=${cursor}` : ""}`,
        admin.cookie,
      );
      seen.push(...page.users.map((u) => u.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(expect.arrayContaining([...made.map((u) => u.id), elsewhere.id]));
    expect(seen).not.toContain(hidden.id);
    const live = await sqlCount(
      "select count(*) as n from users join companies on companies.id = users.company_id where companies.deleted_at is null",
    );
    expect(seen).toHaveLength(live);

    // Search by e-mail, case-insensitive.
    const found = await getJson<PlatformUserPageDto>(
      `/api/admin/users?search=${encodeURIComponent(elsewhere.email.toUpperCase())}`,
      admin.cookie,
    );
    expect(found.users.map((u) => u.id)).toEqual([elsewhere.id]);
  });

  it("refuses a bad page size or cursor with 400 and says which", async () => {
    for (const query of ["limit=0", "limit=201", "limit=ten", "after=abc"]) {
      const res = await callApi("GET", `/api/admin/users?${query}`, { cookie: admin.cookie });
      expect(res.status, query).toBe(400);
      expect(((await res.json()) as { message: string }).message, query).toMatch(/limit|after/);
    }
  });

  it("answers a company admin with 403: their own people are GET /api/admin/company-users", async () => {
    const companyAdmin = await person({ tier: "enterprise", role: "company_admin" });
    const res = await callApi("GET", "/api/admin/users", { cookie: companyAdmin.cookie });
    expect(res.status).toBe(403);
  });
});

describe("GET /api/admin/customer-stats", () => {
  const stats = () => getJson<CustomerStatsDto>("/api/admin/customer-stats", admin.cookie);

  it("answers the counts the database holds", async () => {
    const body = await stats();
    expect(body.totalCustomers).toBe(
      await sqlCount("select count(*) n from companies where deleted_at is null"),
    );
    expect(body.enterpriseCustomers).toBe(
      await sqlCount("select count(*) n from companies where deleted_at is null and tier = 'enterprise'"),
    );
    expect(body.activeCustomers).toBe(
      await sqlCount(
        "select count(*) n from companies c where c.deleted_at is null and exists (select 1 from users u where u.company_id = c.id and u.last_login_at >= ?)",
        Date.now() - 30 * DAY_MS,
      ),
    );
    expect(body.totalDocuments).toBe(
      await sqlCount(
        "select count(*) n from documents d join companies c on c.id = d.company_id where c.deleted_at is null",
      ),
    );
  });

  it("counts a new company, its recent sign-in and documents; not a stale one's sign-in; nothing in the recycle bin", async () => {
    const before = await stats();
    const busy = await createCompany("enterprise", uniqueName("Busy Co"));
    const busyUser = await createUser(busy.id, "company_admin");
    await signedInAt(busyUser.id, new Date(Date.now() - 2 * DAY_MS));
    await createDocument(busy.id);
    await createDocument(busy.id);
    const stale = await createCompany("freemium", uniqueName("Stale Co"));
    await signedInAt((await createUser(stale.id, "company_admin")).id, new Date(Date.now() - 31 * DAY_MS));
    const binned = await deletedCompany("enterprise");
    await signedInAt((await createUser(binned.id, "company_admin")).id, new Date());
    await createDocument(binned.id);

    const after = await stats();
    expect(after.totalCustomers - before.totalCustomers).toBe(2);
    expect(after.activeCustomers - before.activeCustomers).toBe(1);
    expect(after.enterpriseCustomers - before.enterpriseCustomers).toBe(1);
    expect(after.totalDocuments - before.totalDocuments).toBe(2);
  });

  it("shows the 5 newest companies, newest first, none from the recycle bin", async () => {
    const base = Date.now() + 60_000;
    const newest: number[] = [];
    for (let i = 0; i < 6; i++) {
      const company = await createCompany("freemium", {
        name: uniqueName(`Recent ${i}`),
        createdAt: new Date(base + i),
      });
      newest.unshift(company.id);
    }
    const binned = await createCompany("freemium", {
      name: uniqueName("Recent binned"),
      createdAt: new Date(base + 10),
    });
    await domain()
      .companyDb.update(companies)
      .set({ deletedAt: new Date() })
      .where(eq(companies.id, binned.id));

    const body = await stats();
    expect(body.recentCompanies.map((c) => c.id)).toEqual(newest.slice(0, 5));
  });
});

describe("GET /api/admin/customer-analytics", () => {
  const analytics = () => getJson<CustomerAnalyticsDto>("/api/admin/customer-analytics", admin.cookie);
  const monthOf = (date: Date) => date.toISOString().slice(0, 7);
  const monthsAgo = (months: number) => {
    const now = new Date();
    return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, 15, 12));
  };

  it("spreads the companies over the four plans with counts and percentages from the database", async () => {
    await deletedCompany("per_document");
    const body = await analytics();
    const total = await sqlCount("select count(*) n from companies where deleted_at is null");
    expect(body.totalCompanies).toBe(total);
    expect(body.subscriptions.map((s) => [s.tier, s.label])).toEqual([
      ["freemium", "Freemium"],
      ["per_document", "Pay Per Use"],
      ["enterprise", "Enterprise"],
      ["system_admin", "System Admin"],
    ]);
    for (const share of body.subscriptions) {
      const count = await sqlCount(
        "select count(*) n from companies where deleted_at is null and tier = ?",
        share.tier,
      );
      expect(share.count, share.tier).toBe(count);
      expect(share.percentage, share.tier).toBe(Math.round((count / total) * 1000) / 10);
    }
  });

  it("counts the companies created in each of the last 12 months from their creation dates", async () => {
    const before = await analytics();
    await createCompany("freemium", { name: uniqueName("Growth a"), createdAt: monthsAgo(3) });
    await createCompany("enterprise", { name: uniqueName("Growth b"), createdAt: monthsAgo(3) });
    await createCompany("freemium", { name: uniqueName("Growth c"), createdAt: monthsAgo(11) });
    await createCompany("freemium", { name: uniqueName("Growth old"), createdAt: monthsAgo(14) });
    const binned = await createCompany("freemium", {
      name: uniqueName("Growth binned"),
      createdAt: monthsAgo(3),
    });
    await domain()
      .companyDb.update(companies)
      .set({ deletedAt: new Date() })
      .where(eq(companies.id, binned.id));

    const after = await analytics();
    expect(after.growth).toHaveLength(12);
    expect(after.growth.map((m) => m.month)).toEqual(
      Array.from({ length: 12 }, (_, i) => monthOf(monthsAgo(11 - i))),
    );
    const added = after.growth.map((m, i) => m.newCompanies - before.growth[i]!.newCompanies);
    expect(added).toEqual(Array.from({ length: 12 }, (_, i) => (i === 8 ? 2 : i === 0 ? 1 : 0)));
    // Each month's figures are the database's; the running total includes older companies.
    for (const month of after.growth) {
      const [year, index] = month.month.split("-").map(Number);
      const start = Date.UTC(year!, index! - 1, 1);
      const end = Date.UTC(year!, index!, 1);
      expect(month.newCompanies, month.month).toBe(
        await sqlCount(
          "select count(*) n from companies where deleted_at is null and created_at >= ? and created_at < ?",
          start,
          end,
        ),
      );
      expect(month.totalCompanies, month.month).toBe(
        await sqlCount("select count(*) n from companies where deleted_at is null and created_at < ?", end),
      );
    }
  });
});

describe("PUT /api/admin/companies/:companyId/subscription", () => {
  const setTier = (companyId: number, subscriptionTier: string, cookie = admin.cookie) =>
    callApi("PUT", `/api/admin/companies/${companyId}/subscription`, { cookie, body: { subscriptionTier } });

  it("moves a company to another plan, which its people get at once, and records it", async () => {
    const customer = await person({ tier: "enterprise", role: "company_admin" });
    const res = await setTier(customer.company.id, "freemium");
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      company: { id: customer.company.id, subscriptionTier: "freemium" },
    });
    expect((await findCompany(customer.company.id)).tier).toBe("freemium");
    expect((await companiesMatching(`companyId=${customer.company.id}`))[0]!.subscriptionTier).toBe(
      "freemium",
    );
    const me = await (await callApi("GET", "/api/auth/user", { cookie: customer.cookie })).json();
    expect(me).toMatchObject({ subscriptionTier: "freemium" });
    const [audit] = await auditOf("customers.change_tier", String(customer.company.id));
    expect(audit).toMatchObject({
      actorUserId: admin.user.id,
      targetType: "company",
      details: { from: "enterprise", to: "freemium" },
    });
  });

  it("keeps company 10001 on System Admin and gives System Admin to no other company", async () => {
    const refused = await setTier(SYSTEM_COMPANY_ID, "enterprise");
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ message: SYSTEM_COMPANY_TIER_MESSAGE });
    expect((await findCompany(SYSTEM_COMPANY_ID)).tier).toBe("system_admin");
    expect((await setTier(SYSTEM_COMPANY_ID, "system_admin")).status).toBe(200);

    const customer = await createCompany("per_document", uniqueName("Hopeful Co"));
    const promoted = await setTier(customer.id, "system_admin");
    expect(promoted.status).toBe(403);
    expect(await promoted.json()).toMatchObject({ message: SYSTEM_ADMIN_TIER_RESERVED_MESSAGE });
    expect((await findCompany(customer.id)).tier).toBe("per_document");
  });

  it("refuses an unknown tier (400), a company in the recycle bin (404) and anyone but a platform admin (403)", async () => {
    const customer = await person({ tier: "enterprise", role: "company_admin" });
    const invalid = await setTier(customer.company.id, "gold");
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toMatchObject({
      fields: { subscriptionTier: "Choose Freemium, Pay Per Use, Enterprise or System Admin" },
    });
    const binned = await deletedCompany("freemium");
    expect((await setTier(binned.id, "enterprise")).status).toBe(404);
    expect((await findCompany(binned.id)).tier).toBe("freemium");
    expect((await setTier(customer.company.id, "freemium", customer.cookie)).status).toBe(403);
    expect((await findCompany(customer.company.id)).tier).toBe("enterprise");
  });
});

describe("PUT /api/admin/customers/:userId", () => {
  const edit = (userId: number, body: Record<string, unknown>, cookie = admin.cookie) =>
    callApi("PUT", `/api/admin/customers/${userId}`, { cookie, body });
  const validBody = (overrides: Record<string, unknown> = {}) => ({
    firstName: "Ada",
    lastName: "Lovelace",
    email: uniqueEmail("ada"),
    companyName: uniqueName("Analytical Engines"),
    companySize: "11-50",
    companyWebsite: "engines.example.com",
    subscriptionTier: "enterprise",
    ...overrides,
  });

  it("saves the person and their company together, the new address unverified, with an audit row", async () => {
    const customer = await person({ tier: "per_document", role: "company_admin" });
    await createDocument(customer.company.id);
    const body = validBody({ email: uniqueEmail("Ada").toUpperCase() });
    const res = await edit(customer.user.id, body);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      customer: {
        userId: customer.user.id,
        firstName: "Ada",
        lastName: "Lovelace",
        email: body.email.toLowerCase(),
        companyId: customer.company.id,
        companyName: body.companyName,
        companySize: "11-50",
        companyWebsite: "https://engines.example.com",
        subscriptionTier: "enterprise",
        documentCount: 1,
      },
    });
    expect(await findUser(customer.user.id)).toMatchObject({
      firstName: "Ada",
      lastName: "Lovelace",
      email: body.email.toLowerCase(),
      emailVerified: false,
    });
    expect(await findCompany(customer.company.id)).toMatchObject({
      displayName: body.companyName,
      companySize: "11-50",
      website: "https://engines.example.com",
      tier: "enterprise",
    });
    const [audit] = await auditOf("customers.update", String(customer.user.id));
    expect(audit!.details).toMatchObject({
      companyId: customer.company.id,
      changes: { subscriptionTier: { from: "per_document", to: "enterprise" }, firstName: { from: "Test" } },
    });
  });

  it("refuses to change a platform admin (403), and changes nothing", async () => {
    const other = await platformAdmin();
    const res = await edit(other.user.id, validBody({ subscriptionTier: "system_admin" }));
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ message: CANNOT_MODIFY_PLATFORM_ADMIN_MESSAGE });
    expect(await findUser(other.user.id)).toMatchObject({ firstName: "Test", email: other.user.email });
  });

  it("refuses an address another person has (409), and changes nothing", async () => {
    const customer = await person({ tier: "enterprise", role: "company_admin" });
    const someoneElse = await person({ tier: "freemium", role: "user" });
    const res = await edit(customer.user.id, validBody({ email: someoneElse.user.email.toUpperCase() }));
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ message: ALREADY_A_USER_MESSAGE });
    expect(await findUser(customer.user.id)).toMatchObject({ firstName: "Test", email: customer.user.email });
    expect((await findCompany(customer.company.id)).displayName).toBeNull();
  });

  it("refuses invalid fields with the form's messages (400), and changes nothing", async () => {
    const customer = await person({ tier: "enterprise", role: "user" });
    const res = await edit(customer.user.id, {
      ...validBody(),
      firstName: " ",
      email: "not-an-email",
      companySize: "10000+",
      companyWebsite: "not a site",
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { fields: unknown }).fields).toEqual({
      firstName: "First name is required",
      email: "Please enter a valid email address",
      companySize: "Choose one of the company sizes",
      companyWebsite: "Enter a web address such as https://example.com",
    });
    expect(await findUser(customer.user.id)).toMatchObject({ firstName: "Test", email: customer.user.email });
    expect(await findCompany(customer.company.id)).toMatchObject({ tier: "enterprise", companySize: null });
  });

  it("keeps the tier rules: a 10001 colleague's company stays System Admin; no customer becomes it", async () => {
    const colleague = await createUser(SYSTEM_COMPANY_ID, "user");
    expect((await edit(colleague.id, validBody({ subscriptionTier: "enterprise" }))).status).toBe(403);
    const customer = await person({ tier: "enterprise", role: "company_admin" });
    expect((await edit(customer.user.id, validBody({ subscriptionTier: "system_admin" }))).status).toBe(403);
    expect((await findUser(customer.user.id)).firstName).toBe("Test");
  });
});

describe("POST /api/admin/customers (Add New Customer)", () => {
  const add = (body: Record<string, unknown>, cookie = admin.cookie) =>
    callApi("POST", "/api/admin/customers", { cookie, body });
  const newCustomer = (overrides: Record<string, unknown> = {}) => ({
    companyName: uniqueName("Fresh Customer"),
    companySize: "51-200",
    companyWebsite: "https://fresh.example.com",
    subscriptionTier: "enterprise",
    email: uniqueEmail("First.Admin"),
    firstName: "Fiona",
    lastName: "First",
    ...overrides,
  });
  const companiesNamed = (name: string) =>
    domain().companyDb.select().from(companies).where(eq(companies.name, name));
  const outboxTo = (address: string) =>
    domain().companyDb.select().from(emailOutbox).where(eq(emailOutbox.toAddress, address));

  it("creates the company with its plan and invites its first admin by e-mail; signing in makes them its admin", async () => {
    const body = newCustomer();
    const email = body.email.toLowerCase();
    const res = await add(body);
    expect(res.status).toBe(200);
    const answer = (await res.json()) as CreateCustomerResponse;
    const companyId = answer.company.id;
    expect(answer).toMatchObject({
      company: {
        name: body.companyName,
        subscriptionTier: "enterprise",
        companySize: "51-200",
        userCount: 0,
      },
      invitation: { email, role: "company_admin", status: "pending", invitedByName: "Test platform_admin" },
      emailQueued: true,
      signInLink: "http://localhost/api/login",
    });

    expect(await findCompany(companyId)).toMatchObject({
      name: body.companyName,
      tier: "enterprise",
      companySize: "51-200",
      website: "https://fresh.example.com",
      deletedAt: null,
    });
    expect(
      await domain().companyDb.select().from(companySettings).where(eq(companySettings.companyId, companyId)),
    ).toHaveLength(1);
    const [invitation] = await domain()
      .companyDb.select()
      .from(invitations)
      .where(eq(invitations.email, email));
    expect(invitation).toMatchObject({
      companyId,
      role: "company_admin",
      status: "pending",
      invitedByUserId: admin.user.id,
    });
    expect((invitation!.expiresAt.getTime() - invitation!.createdAt.getTime()) / DAY_MS).toBe(7);
    const [mail] = await outboxTo(email);
    expect(mail).toMatchObject({ companyId, kind: "team_invitation", status: "queued" });
    // The company's name is in the body, quoted; the subject is the product's own words (decision 034).
    expect(mail!.subject).toBe("You're invited to join a company on Charterly");
    expect(mail!.textBody).toContain(`“${body.companyName}”`);
    expect(mail!.textBody).toContain("Hello Fiona,");
    expect(mail!.textBody).toContain("http://localhost/api/login");
    const [audit] = await auditOf("customers.create", String(companyId));
    expect(audit).toMatchObject({
      actorUserId: admin.user.id,
      details: { adminEmail: email, tier: "enterprise" },
    });

    // The invitee signs in with the address: they join the new company as its admin. Their
    // provider shares no name, so the one given here is theirs.
    const signed = await signInWithIdentity(domain(), {
      issuer: "https://idp.example",
      subject: crypto.randomUUID(),
      email,
      emailVerified: true,
      authenticatedAt: new Date(),
    });
    expect(signed.user).toMatchObject({
      companyId,
      role: "company_admin",
      subscriptionTier: "enterprise",
      firstName: body.firstName,
      lastName: body.lastName,
    });
    const expanded = await getJson<CustomerCompanyUsersResponse>(
      `/api/admin/companies/${companyId}/users`,
      admin.cookie,
    );
    expect(expanded.users.map((u) => u.email)).toEqual([email]);
    expect(expanded.pendingInvitations).toEqual([]);
  });

  it("Add New Customer's company sizes follow the spec: 1-10, 11-50, 51-200, 201-1000, 1000+", async () => {
    for (const companySize of ["1-10", "11-50", "51-200", "201-1000", "1000+"]) {
      const body = newCustomer({ companySize });
      const res = await add(body);
      expect(res.status, companySize).toBe(200);
      const [company] = await companiesNamed(body.companyName);
      expect(company?.companySize).toBe(companySize);
    }
    // The edit form's own sizes are not the new-customer list's.
    const edited = newCustomer({ companySize: "201-500" });
    const refused = await add(edited);
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { fields: unknown }).fields).toEqual({
      companySize: "Choose one of the company sizes",
    });
    expect(await companiesNamed(edited.companyName)).toEqual([]);
  });

  it("keeps a new customer's '1000+' through an edit that leaves the size alone", async () => {
    const body = newCustomer({ companySize: "1000+" });
    const answer = (await (await add(body)).json()) as CreateCustomerResponse;
    const signed = await signInWithIdentity(domain(), {
      issuer: "https://idp.example",
      subject: crypto.randomUUID(),
      email: body.email.toLowerCase(),
      emailVerified: true,
      authenticatedAt: new Date(),
    });
    const res = await callApi("PUT", `/api/admin/customers/${signed.user.id}`, {
      cookie: admin.cookie,
      body: {
        firstName: "Fiona",
        lastName: "First",
        email: body.email,
        companyName: body.companyName,
        companySize: "1000+",
        companyWebsite: null,
        subscriptionTier: "enterprise",
      },
    });
    expect(res.status).toBe(200);
    expect((await findCompany(answer.company.id)).companySize).toBe("1000+");
  });

  it("refuses an address that is a user already, or invited elsewhere (409), creating nothing", async () => {
    const existing = await person({ tier: "freemium", role: "user" });
    const taken = newCustomer({ email: existing.user.email });
    const res = await add(taken);
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ message: ALREADY_A_USER_MESSAGE });
    expect(await companiesNamed(taken.companyName)).toEqual([]);

    const inviting = await createCompany("enterprise", uniqueName("Inviting Co"));
    const invitee = uniqueEmail("invitee");
    await domain()
      .companyDb.insert(invitations)
      .values({ companyId: inviting.id, email: invitee, expiresAt: new Date(Date.now() + DAY_MS) });
    const elsewhere = newCustomer({ email: invitee });
    const second = await add(elsewhere);
    expect(second.status).toBe(409);
    expect(((await second.json()) as { message: string }).message).toContain(
      `pending invitation to ${inviting.name}`,
    );
    expect(await companiesNamed(elsewhere.companyName)).toEqual([]);
    expect(await outboxTo(invitee)).toEqual([]);
  });

  it("is one batch: of simultaneous requests for one address, one creates everything, the others nothing", async () => {
    const email = uniqueEmail("race");
    const bodies = Array.from({ length: 5 }, (_, i) =>
      newCustomer({ email, companyName: uniqueName(`Race ${i}`) }),
    );
    const statuses = (await Promise.all(bodies.map((body) => add(body)))).map((res) => res.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(4);
    const written = (await Promise.all(bodies.map((body) => companiesNamed(body.companyName)))).flat();
    expect(written).toHaveLength(1);
    expect(
      await domain().companyDb.select().from(invitations).where(eq(invitations.email, email)),
    ).toHaveLength(1);
    expect(await outboxTo(email)).toHaveLength(1);
    expect(
      await sqlCount("select count(*) n from company_settings where company_id = ?", written[0]!.id),
    ).toBe(1);
  });

  it("validates with the invite form's messages (400); System Admin is not offered", async () => {
    const res = await add(newCustomer({ email: "nope", firstName: "", lastName: "", companyName: "" }));
    expect(res.status).toBe(400);
    expect(((await res.json()) as { fields: unknown }).fields).toEqual({
      companyName: "Company name is required",
      email: "Please enter a valid email address",
      firstName: "First name is required",
      lastName: "Last name is required",
    });
    const tier = newCustomer({ subscriptionTier: "system_admin" });
    expect((await add(tier)).status).toBe(400);
    expect(await companiesNamed(tier.companyName)).toEqual([]);
  });
});

describe("GET /api/admin/customers/export", () => {
  const TIER_TEXT = (companyId: number, tier: Tier) =>
    companyId === SYSTEM_COMPANY_ID ? "System Admin (Platform)" : TIER_LABELS[tier];
  const dateCell = (value: unknown) => (value instanceof Date ? value.getTime() : (value ?? null));
  /** A row's cells 1…n (exceljs leaves empty trailing cells out of `values`). */
  const cells = (sheet: ExcelJS.Worksheet, row: number, n: number) =>
    Array.from({ length: n }, (_, i) => dateCell(sheet.getRow(row).getCell(i + 1).value));

  it("downloads an .xlsx whose cells, read back with exceljs, match the database", async () => {
    const company = await createCompany("per_document", {
      name: uniqueName("Export Co"),
      companySize: "1-10",
    });
    const exported = await createUser(company.id, "company_admin", { firstName: "Eve", lastName: "Export" });
    await signedInAt(exported.id, new Date(Date.UTC(2026, 0, 2, 3, 4)));
    await createDocument(company.id);
    const binned = await deletedCompany("enterprise");
    const hidden = await createUser(binned.id, "company_admin");

    const res = await callApi("GET", "/api/admin/customers/export", { cookie: admin.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    const today = new Date().toISOString().slice(0, 10);
    expect(res.headers.get("content-disposition")).toContain(`filename="customer-export-${today}.xlsx"`);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(String.fromCharCode(bytes[0]!, bytes[1]!)).toBe("PK");

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes.buffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(["Customers", "Companies"]);

    // Customers: one row per active person of a company outside the recycle bin.
    const customers = workbook.getWorksheet("Customers")!;
    expect(customers.views[0]).toMatchObject({ state: "frozen", ySplit: 1 });
    expect(customers.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(customers.getColumn(6).width).toBe(36);
    const header = (customers.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual([
      "Company",
      "Company ID",
      "User ID",
      "First Name",
      "Last Name",
      "Email",
      "Role",
      "Subscription",
      "Company Users",
      "Company Documents",
      "Created (UTC)",
      "Last Sign-In (UTC)",
    ]);
    const people = await sqlRows<{
      id: number;
      company_id: number;
      company: string;
      tier: Tier;
      first_name: string | null;
      last_name: string | null;
      email: string;
      role: Role;
      created_at: number;
      last_login_at: number | null;
      user_count: number;
      document_count: number;
    }>(
      `select u.id, u.company_id, coalesce(c.display_name, c.name) company, c.tier, u.first_name, u.last_name,
              u.email, u.role, u.created_at, u.last_login_at,
              (select count(*) from users x where x.company_id = c.id and x.deactivated_at is null) user_count,
              (select count(*) from documents d where d.company_id = c.id) document_count
         from users u join companies c on c.id = u.company_id
        where c.deleted_at is null and u.deactivated_at is null
        order by u.company_id, u.id`,
    );
    expect(customers.rowCount - 1).toBe(people.length);
    people.forEach((p, i) => {
      expect(cells(customers, i + 2, 12), `user ${p.id}`).toEqual([
        p.company,
        p.company_id,
        p.id,
        p.first_name,
        p.last_name,
        p.email,
        ROLE_LABELS[p.role],
        TIER_TEXT(p.company_id, p.tier),
        p.user_count,
        p.document_count,
        p.created_at,
        p.last_login_at,
      ]);
    });
    const userIds = people.map((p) => p.id);
    expect(userIds).toContain(exported.id);
    expect(userIds).not.toContain(hidden.id);
    const eve = people.findIndex((p) => p.id === exported.id);
    expect((customers.getRow(eve + 2).getCell(12).value as Date).toISOString()).toBe(
      "2026-01-02T03:04:00.000Z",
    );
    expect(customers.getRow(eve + 2).getCell(8).value).toBe("Pay Per Use");

    // Companies: one row per company outside the recycle bin.
    const sheet = workbook.getWorksheet("Companies")!;
    expect(sheet.views[0]).toMatchObject({ state: "frozen", ySplit: 1 });
    expect(sheet.getRow(1).font?.bold).toBe(true);
    const companyRows = await sqlRows<{
      id: number;
      name: string;
      display_name: string | null;
      tier: Tier;
      company_size: string | null;
      website: string | null;
      created_at: number;
    }>(
      "select id, name, display_name, tier, company_size, website, created_at from companies where deleted_at is null order by id",
    );
    expect(sheet.rowCount - 1).toBe(companyRows.length);
    companyRows.forEach((c, i) => {
      const row = sheet.getRow(i + 2);
      expect(row.getCell(1).value).toBe(c.id);
      expect(row.getCell(2).value).toBe(c.name);
      expect(row.getCell(3).value ?? null).toBe(c.display_name);
      expect(row.getCell(4).value).toBe(TIER_TEXT(c.id, c.tier));
      expect(row.getCell(5).value ?? null).toBe(c.company_size);
      expect(row.getCell(6).value ?? null).toBe(c.website);
      expect(dateCell(row.getCell(9).value)).toBe(c.created_at);
    });
    const exportCompany = companyRows.findIndex((c) => c.id === company.id);
    expect(sheet.getRow(exportCompany + 2).getCell(7).value).toBe(1);
    expect(sheet.getRow(exportCompany + 2).getCell(8).value).toBe(1);
    expect(companyRows.map((c) => c.id)).not.toContain(binned.id);

    const [audit] = await auditOf("customers.export", `customer-export-${today}.xlsx`);
    expect(audit).toMatchObject({ actorUserId: admin.user.id });
  });
});

describe("access", () => {
  const routes: Array<[string, string, unknown?]> = [
    ["GET", "/api/admin/companies"],
    ["GET", `/api/admin/companies/${SYSTEM_COMPANY_ID}/users`],
    ["PUT", `/api/admin/companies/${SYSTEM_COMPANY_ID}/subscription`, { subscriptionTier: "system_admin" }],
    ["GET", "/api/admin/customer-stats"],
    ["GET", "/api/admin/customer-analytics"],
    ["GET", "/api/admin/customers/export"],
    [
      "POST",
      "/api/admin/customers",
      {
        companyName: "X",
        subscriptionTier: "freemium",
        email: "x@example.test",
        firstName: "X",
        lastName: "Y",
      },
    ],
    ["PUT", "/api/admin/customers/1", { firstName: "X" }],
  ];

  it("refuses every route to anyone but a platform admin (403) and to visitors (401)", async () => {
    const callers = await Promise.all([
      person({ tier: "enterprise", role: "company_admin" }),
      person({ tier: "freemium", role: "company_admin" }),
      person({ role: "user", company: await findCompany(SYSTEM_COMPANY_ID) }),
    ]);
    for (const [method, path, body] of routes) {
      for (const caller of callers) {
        const res = await callApi(method, path, { cookie: caller.cookie, body });
        expect(res.status, `${method} ${path} as ${caller.user.role} of ${caller.company.tier}`).toBe(403);
        expect(((await res.json()) as { message: string }).message).toBe(
          "Platform administrator privileges required.",
        );
      }
      expect((await callApi(method, path, { body })).status, `${method} ${path} signed out`).toBe(401);
    }
  });

  it("refuses the operations themselves to anyone else, whoever calls them", async () => {
    const companyAdmin = await person({ tier: "enterprise", role: "company_admin" });
    await expect(listCompanies(domain(), companyAdmin.actor, {})).rejects.toMatchObject({
      code: "forbidden",
    });
  });
});

describe("a deactivated person", () => {
  it("is neither counted nor editable", async () => {
    const company = await createCompany("enterprise", uniqueName("Quiet Co"));
    const gone = await createUser(company.id, "user", { deactivatedAt: new Date() });
    expect((await companiesMatching(`companyId=${company.id}`))[0]!.userCount).toBe(0);
    const res = await callApi("PUT", `/api/admin/customers/${gone.id}`, {
      cookie: admin.cookie,
      body: {
        firstName: "A",
        lastName: "B",
        email: gone.email,
        companyName: company.name,
        subscriptionTier: "enterprise",
      },
    });
    expect(res.status).toBe(404);
    expect(await domain().companyDb.select().from(users).where(eq(users.id, gone.id))).toMatchObject([
      { firstName: "Test" },
    ]);
  });
});
