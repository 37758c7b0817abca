// Decisions 010 and 034: mail from the platform carries no one's markup. A company's name with
// a link or an address in it — whatever the top-level domain or the dot — is refused wherever a
// company is named (400 naming the rule), and so is one too long to check, on its length alone; a
// name that has one anyway (written before the rule) is quoted inert in invitations and reminders:
// plain text in quotes in the body, never in the subject, never a link.
import { COMPANY_NAME_LINK_MESSAGE, COMPANY_NAME_TOO_LONG_MESSAGE } from "@charterly/domain/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { companies, emailOutbox } from "../../worker/db/schema";
import { sendReviewReminders } from "../../worker/domain/lifecycle/review-reminders";
import { setDocumentLifecycle } from "../../worker/domain/lifecycle/set-document-lifecycle";
import { uniqueEmail } from "../platform/customers-support";
import {
  actorOf,
  callApi,
  cookieFor,
  createCompany,
  createDocument,
  createUser,
  domain,
  findCompany,
  type Person,
  person,
  platformAdmin,
} from "../support/fixtures";

const LINKS_AND_ADDRESSES = [
  "Acme https://evil.example/claim",
  "Acme (write to boss@evil.example)",
  "www.evil.example",
  "Prizes at evil.com today",
  "Acme mailto:boss",
  "Acme javascript:alert(1)",
  "ACME.CO.UK",
  // The third security review's (decision 034): any top-level domain, a full-width dot, an IP address.
  "evil.help",
  "pay.services",
  "evil．com",
  "203.0.113.9/unlock",
];
const ORDINARY_NAMES = [
  "Smith & Sons Ltd.",
  "AT&T",
  "St. Mary's Hospital",
  "Acme, Inc.",
  "Yahoo! Japan",
  "J.P. Morgan & Co.",
  "Ünal Gıda A.Ş.",
  "株式会社テスト",
];

/** A company whose name already holds a link (from before the rule), with its admin signed in. */
const LINKED_NAME = "Acme https://evil.example/claim";
const INERT_NAME = "“Acme https[:]//evil[.]example/claim”";
async function linkedCompanyAdmin(): Promise<Person> {
  const company = await createCompany("enterprise", LINKED_NAME);
  const user = await createUser(company.id, "company_admin", {
    firstName: "Eve",
    lastName: "at evil.com",
  });
  return { company, user, actor: await actorOf(user), cookie: await cookieFor(user.id) };
}

const companyCount = async () =>
  (await domain().directory.select({ id: companies.id }).from(companies)).length;

const mailTo = async (address: string) =>
  (await domain().companyDb.select().from(emailOutbox).where(eq(emailOutbox.toAddress, address)))[0]!;

/** The mail is inert: no address of the company's name survives in it, and the subject holds none of it. */
function expectInert(mail: { subject: string; textBody: string }) {
  expect(mail.subject).not.toMatch(/Acme|evil|https?:\/\//);
  expect(mail.textBody).not.toMatch(/evil\.(example|com)|https:\/\/evil/);
  expect(mail.textBody).toContain(INERT_NAME);
}

describe("Mail from the platform carries no one's markup", () => {
  it("refuses a company name with a link or an address, naming the rule, wherever a company is named", async () => {
    const admin = await person({ tier: "enterprise", role: "company_admin", companyName: "Plain Co" });
    const platform = await platformAdmin();
    const customer = await person({ tier: "per_document", role: "company_admin" });
    const sends: Array<[string, (name: string) => Promise<Response>]> = [
      [
        "Edit Profile",
        (companyName) =>
          callApi("PUT", "/api/profile", {
            cookie: admin.cookie,
            body: { firstName: "Ada", lastName: "Admin", companyName },
          }),
      ],
      [
        "Add New Customer",
        (companyName) =>
          callApi("POST", "/api/admin/customers", {
            cookie: platform.cookie,
            body: {
              companyName,
              subscriptionTier: "enterprise",
              email: uniqueEmail("first-admin"),
              firstName: "Fiona",
              lastName: "First",
            },
          }),
      ],
      [
        "customer edit",
        (companyName) =>
          callApi("PUT", `/api/admin/customers/${customer.user.id}`, {
            cookie: platform.cookie,
            body: {
              firstName: "Cat",
              lastName: "Customer",
              email: customer.user.email,
              companyName,
              subscriptionTier: "per_document",
            },
          }),
      ],
    ];
    const companiesBefore = await companyCount();
    for (const [form, send] of sends) {
      for (const name of LINKS_AND_ADDRESSES) {
        const res = await send(name);
        const label = `${form}: ${name}`;
        expect(res.status, label).toBe(400);
        const body = (await res.json()) as { fields?: Record<string, string> };
        expect(body.fields?.companyName, label).toBe(COMPANY_NAME_LINK_MESSAGE);
      }
    }
    // A 200,000-character name (it once froze the Worker): refused on its length, with the bound in the message,
    // before any pattern reads it.
    for (const [form, send] of sends) {
      const res = await send("a.".repeat(100_000));
      expect(res.status, form).toBe(400);
      const body = (await res.json()) as { fields?: Record<string, string> };
      expect(body.fields?.companyName, form).toBe(COMPANY_NAME_TOO_LONG_MESSAGE);
    }
    expect(await findCompany(admin.company.id)).toMatchObject({ name: "Plain Co", displayName: null });
    expect(await findCompany(customer.company.id)).toEqual(customer.company);
    expect(await companyCount()).toBe(companiesBefore);

    for (const name of ORDINARY_NAMES) {
      const [, editProfile] = sends[0]!;
      expect((await editProfile(name)).status, name).toBe(200);
      expect((await findCompany(admin.company.id)).displayName).toBe(name);
    }
  });

  it("quotes the company's name inert in an invitation's body, never in its subject, never a link", async () => {
    const admin = await linkedCompanyAdmin();
    const email = uniqueEmail("invitee");
    const res = await callApi("POST", "/api/admin/company-users/invite", {
      cookie: admin.cookie,
      body: { email },
    });
    expect(res.status).toBe(200);
    const mail = await mailTo(email);
    expect(mail.subject).toBe("You're invited to join a company on Charterly");
    expectInert(mail);
    expect(mail.textBody).toContain("Eve at evil[.]com invited you to join");
    // The platform's own link is still there, as it was.
    expect(mail.textBody).toContain("http://localhost/api/login");
  });

  it("quotes it inert in reminders too (acknowledgement and review)", async () => {
    const admin = await linkedCompanyAdmin();
    const id = await createDocument(admin.company.id, {
      status: "approved",
      title: "Travel Policy",
      at: new Date("2026-01-01T08:00:00Z"),
    });
    const remind = await callApi("POST", `/api/documents/${id}/acknowledgements/remind`, {
      cookie: admin.cookie,
    });
    expect(remind.status).toBe(200);
    const reminder = await mailTo(admin.user.email);
    expect(reminder.kind).toBe("acknowledgement_reminder");
    expectInert(reminder);

    await setDocumentLifecycle(domain(), admin.actor, id, {
      ownerUserId: admin.user.id,
      reviewIntervalMonths: 3,
      readerRoles: null,
    });
    await domain().companyDb.delete(emailOutbox).where(eq(emailOutbox.toAddress, admin.user.email));
    await sendReviewReminders({ ...domain(), clock: { now: () => new Date("2026-04-02T06:00:00Z") } });
    const review = await mailTo(admin.user.email);
    expect(review.kind).toMatch(/^document_review_/);
    expectInert(review);
  });
});
