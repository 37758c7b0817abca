import { RateLimitedError } from "@charterly/domain/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { action as inquiryAction } from "../../remix-app/routes/upgrade.enterprise";
import { emailOutbox, enterpriseInquiries } from "../../worker/db/schema";
import { domain, person } from "../support/fixtures";
import { limitReached, postForm } from "../support/page-route-requests";

// 'Upgrade to Enterprise' posted to /upgrade/enterprise's action (decision 026): POST
// /api/enterprise-inquiry's rate limit, schema and operation, as a browser without JavaScript posts it.

const inquiriesOf = (userId: number) =>
  domain().companyDb.select().from(enterpriseInquiries).where(eq(enterpriseInquiries.userId, userId));

const salesMailFrom = async (email: string) =>
  (
    await domain()
      .companyDb.select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, "sales@charterly.test"))
  ).filter((mail) => mail.textBody.includes(`Account: ${email},`));

const FORM = {
  intent: "submit-inquiry",
  fullName: "Ada Lovelace",
  email: "ada@example.test",
  company: "Analytical Engines Ltd",
  companySize: "51-200",
  inquiryType: "full_enterprise",
  notes: "About 120 staff.",
};

describe("the Enterprise inquiry as a form", () => {
  it("records the inquiry with the person's plan and mails sales once, also for a double submit", async () => {
    const someone = await person({ tier: "freemium" });
    const first = await postForm(inquiryAction, "/upgrade/enterprise", someone.cookie, FORM);
    const second = await postForm(inquiryAction, "/upgrade/enterprise", someone.cookie, FORM);
    expect(first).toMatchObject({
      status: 200,
      body: { ok: true, value: { message: "Thank you! Our team will contact you within 24 hours." } },
    });
    expect(second.status).toBe(200);
    const recorded = await inquiriesOf(someone.user.id);
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({ company: "Analytical Engines Ltd", currentTier: "freemium" });
    expect(await salesMailFrom(someone.user.email)).toHaveLength(1);
  });

  it("answers missing fields with 400 and 'Required' by each, and a bad address by its field, the text kept, nothing sent", async () => {
    const someone = await person();
    const missing = await postForm(inquiryAction, "/upgrade/enterprise", someone.cookie, {
      ...FORM,
      companySize: "",
      inquiryType: "",
    });
    expect(missing.status).toBe(400);
    if (missing.body.ok) throw new Error("expected a refusal");
    expect(missing.body.fieldErrors).toEqual({ companySize: "Required", inquiryType: "Required" });
    expect(missing.body.message).toBe("Missing Information - Please fill in all required fields.");
    expect(missing.body.values.notes).toBe("About 120 staff.");

    const badAddress = await postForm(inquiryAction, "/upgrade/enterprise", someone.cookie, {
      ...FORM,
      email: "not an address",
    });
    expect(badAddress.status).toBe(400);
    expect(!badAddress.body.ok && badAddress.body.fieldErrors).toEqual({
      email: "Please enter a valid email address",
    });
    expect(await inquiriesOf(someone.user.id)).toHaveLength(0);
  });

  it("sends a signed-out visitor to sign in and back (302), refuses a person over the rate limit (429), sending nothing", async () => {
    const signedOut = await postForm(inquiryAction, "/upgrade/enterprise", "", FORM).then(
      () => null,
      (error: unknown) => error,
    );
    expect(signedOut).toMatchObject({ status: 302 });
    expect((signedOut as Response).headers.get("location")).toBe(
      "/api/login?returnTo=%2Fupgrade%2Fenterprise",
    );
    const someone = await person();
    const limited = await postForm(
      inquiryAction,
      "/upgrade/enterprise",
      someone.cookie,
      FORM,
      limitReached("enterprise-inquiry", new RateLimitedError("Too many Enterprise inquiries.", 60)),
    );
    expect(limited.status).toBe(429);
    expect(await inquiriesOf(someone.user.id)).toHaveLength(0);
    expect(await salesMailFrom(someone.user.email)).toHaveLength(0);
  });
});
