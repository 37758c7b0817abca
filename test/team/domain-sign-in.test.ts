import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditEvents, companySettings, invitations } from "../../worker/db/schema";
import { signInWithIdentity, type VerifiedIdentity } from "../../worker/domain/auth/sign-in-with-identity";
import { createCompany, createUser, domain } from "../support/fixtures";

// Authorized e-mail domains (Company Settings): a verified address in a company's domain joins it
// as a user on first sign-in, within the company's seats.

const identity = (email: string, overrides: Partial<VerifiedIdentity> = {}): VerifiedIdentity => ({
  issuer: "https://idp.example",
  subject: crypto.randomUUID(),
  email,
  emailVerified: true,
  givenName: "Dora",
  familyName: "Domain",
  authenticatedAt: new Date(),
  ...overrides,
});

async function companyWithDomain(
  tier: "enterprise" | "freemium" | "system_admin",
  options: { maxUsers?: number } = {},
) {
  const domainName = `d${crypto.randomUUID().slice(0, 8)}.test`;
  const company = await createCompany(tier, { name: `Domain ${domainName}`, maxUsers: options.maxUsers });
  await domain()
    .companyDb.update(companySettings)
    .set({ authorizedDomains: [domainName] })
    .where(eq(companySettings.companyId, company.id));
  await createUser(company.id, "company_admin");
  return { company, domainName };
}

describe("sign-in with an authorized e-mail domain", () => {
  it("joins the company whose domain it is, as a user, with an audit row", async () => {
    await companyWithDomain("enterprise");
    const { company, domainName } = await companyWithDomain("enterprise");
    const signed = await signInWithIdentity(domain(), identity(`Dora@${domainName.toUpperCase()}`));
    expect(signed.actor).toMatchObject({ companyId: company.id, role: "user", tier: "enterprise" });
    const audits = await domain()
      .companyDb.select()
      .from(auditEvents)
      .where(eq(auditEvents.companyId, company.id));
    expect(audits.map((a) => a.action)).toContain("user.joined_by_domain");
  });

  it("does not join with an unverified address: the person gets a company of their own", async () => {
    const { company, domainName } = await companyWithDomain("enterprise");
    const signed = await signInWithIdentity(
      domain(),
      identity(`eve@${domainName}`, { emailVerified: false }),
    );
    expect(signed.actor.companyId).not.toBe(company.id);
    expect(signed.actor).toMatchObject({ tier: "freemium", role: "company_admin" });
  });

  it("ignores domains of a company whose plan does not include them", async () => {
    const { company, domainName } = await companyWithDomain("freemium");
    const signed = await signInWithIdentity(domain(), identity(`fay@${domainName}`));
    expect(signed.actor.companyId).not.toBe(company.id);
  });

  it("refuses the sign-in when the company has no free seat", async () => {
    const { domainName } = await companyWithDomain("enterprise", { maxUsers: 1 });
    await expect(signInWithIdentity(domain(), identity(`gus@${domainName}`))).rejects.toMatchObject({
      code: "forbidden",
      message: expect.stringContaining("no free seats"),
    });
  });

  it("lets a pending invitation win over a domain", async () => {
    const { domainName } = await companyWithDomain("enterprise");
    const inviting = await createCompany("enterprise", "Inviting Co");
    const email = `hal@${domainName}`;
    await domain()
      .companyDb.insert(invitations)
      .values({ companyId: inviting.id, email, expiresAt: new Date(Date.now() + 86_400_000) });
    const signed = await signInWithIdentity(domain(), identity(email));
    expect(signed.actor.companyId).toBe(inviting.id);
  });
});
