// Customer Management's Customer List writes as route actions (routes/admin_.customers.list.tsx;
// every section has the action, for the header's Add New Customer): a plan change, Add New Customer
// and Edit Customer answer as the page renders them without JavaScript — a field's message with a
// 400, the domain's 404/409 for a stale form, 403 for anyone but a platform administrator — and a
// form sent twice writes once.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { action as listAction } from "../../remix-app/routes/admin_.customers.list";
import { action as overviewAction } from "../../remix-app/routes/admin_.customers.overview";
import { companies, invitations, users } from "../../worker/db/schema";
import { createCompany, domain, findCompany, type Person, person, platformAdmin } from "../support/fixtures";
import { postForm } from "../support/page-route-requests";
import { deletedCompany, uniqueEmail, uniqueName } from "./customers-support";

const PATH = "/admin/customers/list";
let admin: Person;
beforeAll(async () => {
  admin = await platformAdmin();
});

const post = (fields: Record<string, string>, cookie = admin.cookie) =>
  postForm(listAction, PATH, cookie, fields);
const companiesNamed = (name: string) =>
  domain().companyDb.select().from(companies).where(eq(companies.name, name));

const newCustomer = (fields: Record<string, string> = {}) => ({
  intent: "add-customer",
  companyName: uniqueName("Nojs Customer"),
  companySize: "",
  companyWebsite: "",
  subscriptionTier: "enterprise",
  email: uniqueEmail("first.admin"),
  firstName: "Fiona",
  lastName: "First",
  ...fields,
});

describe("a plan change (intent change-plan)", () => {
  it("moves the company to the plan chosen, as the API does", async () => {
    const company = await createCompany("freemium");
    const answer = await post({
      intent: "change-plan",
      companyId: String(company.id),
      subscriptionTier: "enterprise",
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ ok: true, value: { company: { subscriptionTier: "enterprise" } } });
    expect((await findCompany(company.id)).tier).toBe("enterprise");
  });

  it("an unknown plan is a 400 with the field's message; a company in the recycle bin the domain's 404", async () => {
    const company = await createCompany("freemium");
    const unknown = await post({
      intent: "change-plan",
      companyId: String(company.id),
      subscriptionTier: "gold",
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ fieldErrors: { subscriptionTier: expect.any(String) } });
    const binned = await deletedCompany("freemium");
    const gone = await post({
      intent: "change-plan",
      companyId: String(binned.id),
      subscriptionTier: "enterprise",
    });
    expect(gone.status).toBe(404);
    expect(gone.body).toMatchObject({ ok: false, code: "not_found" });
    expect((await findCompany(company.id)).tier).toBe("freemium");
  });

  it("a company admin's post is refused with 403 and changes nothing", async () => {
    const company = await createCompany("freemium");
    const { cookie } = await person({ role: "company_admin" });
    const answer = await post(
      { intent: "change-plan", companyId: String(company.id), subscriptionTier: "enterprise" },
      cookie,
    );
    expect(answer.status).toBe(403);
    expect((await findCompany(company.id)).tier).toBe("freemium");
  });
});

describe("Add New Customer (intent add-customer)", () => {
  it("creates the company and invites its admin, from any section (the header's form posts to the one shown)", async () => {
    const form = newCustomer({ companySize: "1000+", companyWebsite: "globex.example.test" });
    const answer = await postForm(overviewAction, "/admin/customers/overview", admin.cookie, form);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      ok: true,
      value: { invitation: { email: form.email.toLowerCase() } },
    });
    const [company] = await companiesNamed(form.companyName);
    expect(company).toMatchObject({ tier: "enterprise", companySize: "1000+" });
  });

  it("blank required fields are a 400 with each field's message and what was typed; nothing is created", async () => {
    const form = newCustomer({ companyName: "", email: "nope", lastName: "" });
    const answer = await post(form);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      fieldErrors: {
        companyName: "Company name is required",
        email: "Please enter a valid email address",
        lastName: "Last name is required",
      },
      values: { email: "nope", firstName: "Fiona" },
    });
  });

  it("the same form sent twice at once creates one company and one invitation; the second is a 409", async () => {
    const form = newCustomer();
    const answers = await Promise.all([post(form), post(form)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await companiesNamed(form.companyName)).toHaveLength(1);
    const email = form.email.toLowerCase();
    expect(
      await domain().companyDb.select().from(invitations).where(eq(invitations.email, email)),
    ).toHaveLength(1);
  });

  it("a company admin's post is refused with 403 and creates nothing", async () => {
    const { cookie } = await person({ role: "company_admin" });
    const form = newCustomer();
    expect((await post(form, cookie)).status).toBe(403);
    expect(await companiesNamed(form.companyName)).toEqual([]);
  });
});

describe("Edit Customer (intent edit-customer)", () => {
  const edit = (userId: number, fields: Record<string, string> = {}) => ({
    intent: "edit-customer",
    userId: String(userId),
    firstName: "Ada",
    lastName: "Lovelace",
    email: uniqueEmail("ada"),
    companyName: uniqueName("Analytical Engines"),
    companySize: "11-50",
    companyWebsite: "",
    subscriptionTier: "per_document",
    ...fields,
  });

  it("saves the person and their company", async () => {
    const customer = await person({ tier: "enterprise", role: "company_admin" });
    const form = edit(customer.user.id);
    const answer = await post(form);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ ok: true, value: { customer: { lastName: "Lovelace" } } });
    expect((await findCompany(customer.company.id)).tier).toBe("per_document");
  });

  it("a blank last name is a 400 with the field's message; an address another person has the domain's 409", async () => {
    const customer = await person({ role: "company_admin" });
    const blank = await post(edit(customer.user.id, { lastName: "" }));
    expect(blank.status).toBe(400);
    expect(blank.body).toMatchObject({ fieldErrors: { lastName: "Last name is required" } });
    const other = await person();
    const taken = await post(edit(customer.user.id, { email: other.user.email }));
    expect(taken.status).toBe(409);
    const [row] = await domain().companyDb.select().from(users).where(eq(users.id, customer.user.id));
    expect(row!.lastName).not.toBe("Lovelace");
  });

  it("a person who is gone (a stale form) is the domain's 404", async () => {
    const answer = await post(edit(999_999));
    expect(answer.status).toBe(404);
  });

  it("a company admin's post is refused with 403", async () => {
    const customer = await person({ role: "company_admin" });
    const { cookie } = await person({ role: "company_admin" });
    expect((await post(edit(customer.user.id), cookie)).status).toBe(403);
  });
});
