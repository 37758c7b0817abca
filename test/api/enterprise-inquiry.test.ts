import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emailOutbox, enterpriseInquiries } from "../../worker/db/schema";
import { callApi, domain, person } from "../support/fixtures";

const MISSING = "Missing Information - Please fill in all required fields.";

const valid = {
  fullName: "Grace Hopper",
  email: "grace@navy.test",
  company: "Compilers Inc",
  companySize: "201-1000",
  currentTier: "per_document",
  inquiryType: "ai_assistant",
  notes: "Interested in the Slack bot as well.",
};

const inquiriesOf = (companyId: number) =>
  domain().companyDb.select().from(enterpriseInquiries).where(eq(enterpriseInquiries.companyId, companyId));

describe("POST /api/enterprise-inquiry", () => {
  it("stores the inquiry with the company and user, queues an e-mail to sales, and thanks", async () => {
    const { company, user, cookie } = await person({ tier: "per_document" });
    const res = await callApi("POST", "/api/enterprise-inquiry", { cookie, body: valid });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: "Thank you! Our team will contact you within 24 hours." });

    const [row] = await inquiriesOf(company.id);
    expect(row).toMatchObject({ ...valid, companyId: company.id, userId: user.id });

    const mail = (
      await domain().companyDb.select().from(emailOutbox).where(eq(emailOutbox.companyId, company.id))
    ).find((m) => m.kind === "enterprise_inquiry");
    expect(mail).toMatchObject({ toAddress: "sales@charterly.test", status: "queued" });
    expect(mail!.subject).toBe(`Enterprise inquiry from company ${company.id} (ai_assistant)`);
    expect(mail!.textBody).toContain("Compilers Inc");
    expect(mail!.textBody).toContain("Grace Hopper");
    expect(mail!.textBody).toContain("grace@navy.test");
    expect(mail!.textBody).toContain("Interested in the Slack bot as well.");
  });

  it("takes optional fields as optional: no notes, current tier from the account", async () => {
    const { company, cookie } = await person({ tier: "per_document" });
    const { notes: _n, currentTier: _t, ...required } = valid;
    expect((await callApi("POST", "/api/enterprise-inquiry", { cookie, body: required })).status).toBe(200);
    expect((await inquiriesOf(company.id))[0]).toMatchObject({ notes: null, currentTier: "per_document" });
  });

  it("answers a missing required field with the form's message and stores nothing", async () => {
    const { company, cookie } = await person({ tier: "per_document" });
    for (const field of ["fullName", "email", "company", "companySize", "inquiryType"] as const) {
      for (const value of [undefined, "", "   ", null]) {
        const body = { ...valid, [field]: value };
        if (value === undefined) delete body[field];
        const res = await callApi("POST", "/api/enterprise-inquiry", { cookie, body });
        expect(res.status, `${field}=${JSON.stringify(value)}`).toBe(400);
        const error = (await res.json()) as { code: string; message: string; fields: Record<string, string> };
        expect(error).toEqual({ code: "invalid_input", message: MISSING, fields: { [field]: "Required" } });
      }
    }
    const all = await callApi("POST", "/api/enterprise-inquiry", { cookie, body: {} });
    expect(Object.keys(((await all.json()) as { fields: object }).fields)).toEqual([
      "fullName",
      "email",
      "company",
      "companySize",
      "inquiryType",
    ]);
    expect(await inquiriesOf(company.id)).toEqual([]);
  });

  it("answers malformed values with 400 {code, message, fields} and stores nothing", async () => {
    const { company, cookie } = await person({ tier: "per_document" });
    for (const [patch, field] of [
      [{ email: "not-an-address" }, "email"],
      [{ companySize: "5000" }, "companySize"],
      [{ inquiryType: "free_lunch" }, "inquiryType"],
      [{ fullName: 7 }, "fullName"],
      [{ notes: "x".repeat(5001) }, "notes"],
    ] as const) {
      const res = await callApi("POST", "/api/enterprise-inquiry", { cookie, body: { ...valid, ...patch } });
      expect(res.status, field).toBe(400);
      const error = (await res.json()) as { code: string; fields: Record<string, string> };
      expect(error.code).toBe("invalid_input");
      expect(Object.keys(error.fields)).toEqual([field]);
    }
    expect(await inquiriesOf(company.id)).toEqual([]);
  });

  it("needs a session", async () => {
    expect((await callApi("POST", "/api/enterprise-inquiry", { body: valid })).status).toBe(401);
  });
});
