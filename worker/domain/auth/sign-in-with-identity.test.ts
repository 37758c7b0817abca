import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createCompany, createUser, domain } from "../../../test/support/fixtures";
import {
  auditEvents,
  companies,
  companySettings,
  invitations,
  platformSettings,
  users,
} from "../../db/schema";
import { REGISTRATION_CLOSED_MESSAGE } from "../contract";
import { countPlatformUsers } from "../platform/platform-settings";
import { signInWithIdentity, type VerifiedIdentity } from "./sign-in-with-identity";

const identity = (overrides: Partial<VerifiedIdentity> = {}): VerifiedIdentity => ({
  issuer: "https://idp.example",
  subject: crypto.randomUUID(),
  email: `${crypto.randomUUID().slice(0, 8)}@newco.test`,
  emailVerified: true,
  givenName: "Nora",
  familyName: "New",
  authenticatedAt: new Date(),
  ...overrides,
});

describe("signInWithIdentity", () => {
  it("gives a new person a freemium company of their own, as its admin", async () => {
    const ctx = domain();
    const signed = await signInWithIdentity(ctx, identity({ email: "Nora.New@NewCo.test" }));
    expect(signed.user).toMatchObject({
      email: "nora.new@newco.test",
      role: "company_admin",
      subscriptionTier: "freemium",
      companyName: "Nora's Company",
      firstName: "Nora",
    });
    const settings = await ctx.companyDb
      .select()
      .from(companySettings)
      .where(eq(companySettings.companyId, signed.user.companyId));
    expect(settings).toHaveLength(1);
  });

  it("names the new company after the person only when the name keeps the company-name rule (decision 034)", async () => {
    const ctx = domain();
    // No given name: the address's local part, whose dot could make a host name ("nora.new's").
    const fromAddress = await signInWithIdentity(
      ctx,
      identity({ givenName: undefined, email: `nora.new.${crypto.randomUUID().slice(0, 8)}@newco.test` }),
    );
    expect(fromAddress.user.companyName).toBe("My Company");
    const linked = await signInWithIdentity(ctx, identity({ givenName: "evil.help" }));
    expect(linked.user.companyName).toBe("My Company");
    const long = await signInWithIdentity(ctx, identity({ givenName: "N".repeat(300) }));
    expect(long.user.companyName).toBe("My Company");
  });

  it("records the sign-up in the new company's own audit trail (it goes when the company is purged)", async () => {
    const ctx = domain();
    const signed = await signInWithIdentity(ctx, identity());
    const events = await ctx.companyDb
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, "company.created_by_sign_up"));
    expect(events.filter((e) => e.actorUserId === signed.user.id)).toEqual([
      expect.objectContaining({
        companyId: signed.user.companyId,
        targetType: "user",
        targetId: String(signed.user.id),
      }),
    ]);
  });

  it("signs the same identity into the same account the second time", async () => {
    const ctx = domain();
    const id = identity();
    const first = await signInWithIdentity(ctx, id);
    const second = await signInWithIdentity(ctx, { ...id, givenName: "Changed" });
    expect(second.user.id).toBe(first.user.id);
    expect(second.user.firstName).toBe("Nora");
    const count = await ctx.companyDb.select().from(companies).where(eq(companies.id, first.user.companyId));
    expect(count).toHaveLength(1);
  });

  it("puts an invited person into the inviting company with the invited role", async () => {
    const ctx = domain();
    const company = await createCompany("enterprise", "Inviting Co");
    const email = `invitee-${crypto.randomUUID().slice(0, 6)}@example.test`;
    const [invitation] = await ctx.companyDb
      .insert(invitations)
      .values({ companyId: company.id, email, role: "admin", expiresAt: new Date(Date.now() + 86_400_000) })
      .returning();
    const signed = await signInWithIdentity(ctx, identity({ email }));
    expect(signed.user).toMatchObject({
      companyId: company.id,
      role: "admin",
      subscriptionTier: "enterprise",
    });
    const [after] = await ctx.companyDb.select().from(invitations).where(eq(invitations.id, invitation!.id));
    expect(after!.status).toBe("accepted");
  });

  it("ignores an expired invitation", async () => {
    const ctx = domain();
    const company = await createCompany("enterprise");
    const email = `late-${crypto.randomUUID().slice(0, 6)}@example.test`;
    await ctx.companyDb
      .insert(invitations)
      .values({ companyId: company.id, email, role: "user", expiresAt: new Date(Date.now() - 1) });
    const signed = await signInWithIdentity(ctx, identity({ email }));
    expect(signed.user.companyId).not.toBe(company.id);
    expect(signed.user.subscriptionTier).toBe("freemium");
  });

  it("claims a pre-provisioned account with the same verified e-mail", async () => {
    const ctx = domain();
    const company = await createCompany("per_document");
    const existing = await createUser(company.id, "user");
    const signed = await signInWithIdentity(ctx, identity({ email: existing.email }));
    expect(signed.user.id).toBe(existing.id);
    expect(signed.user.companyId).toBe(company.id);
  });

  it("refuses to link an account to an unverified e-mail or a second identity", async () => {
    const ctx = domain();
    const company = await createCompany("per_document");
    const existing = await createUser(company.id, "user");
    await expect(
      signInWithIdentity(ctx, identity({ email: existing.email, emailVerified: false })),
    ).rejects.toMatchObject({
      code: "forbidden",
    });
    await signInWithIdentity(ctx, identity({ email: existing.email }));
    await expect(signInWithIdentity(ctx, identity({ email: existing.email }))).rejects.toMatchObject({
      code: "conflict",
    });
  });

  it("refuses a deactivated user", async () => {
    const ctx = domain();
    const company = await createCompany("enterprise");
    const existing = await createUser(company.id, "user");
    await ctx.companyDb.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, existing.id));
    await expect(signInWithIdentity(ctx, identity({ email: existing.email }))).rejects.toMatchObject({
      code: "forbidden",
    });
  });
});

describe("the platform's global maximum users", () => {
  it("at the ceiling no new account is made — sign-up, invitation or domain — while existing people still sign in; raised, sign-up works again", async () => {
    const ctx = domain();
    const existingIdentity = identity();
    const existing = await signInWithIdentity(ctx, existingIdentity);
    const n = await countPlatformUsers(ctx);
    await ctx.companyDb.update(platformSettings).set({ maxUsersGlobal: n }).where(eq(platformSettings.id, 1));

    const company = await createCompany("enterprise");
    const invited = `invited-${crypto.randomUUID().slice(0, 8)}@newco.test`;
    await ctx.companyDb
      .insert(invitations)
      .values({ companyId: company.id, email: invited, expiresAt: new Date(Date.now() + 86_400_000) });
    for (const who of [identity(), identity({ email: invited })]) {
      await expect(signInWithIdentity(ctx, who)).rejects.toMatchObject({
        code: "forbidden",
        message: REGISTRATION_CLOSED_MESSAGE,
      });
    }
    const again = await signInWithIdentity(ctx, existingIdentity);
    expect(again.user.id).toBe(existing.user.id);

    await ctx.companyDb
      .update(platformSettings)
      .set({ maxUsersGlobal: n + 1 })
      .where(eq(platformSettings.id, 1));
    const joined = await signInWithIdentity(ctx, identity({ email: invited }));
    expect(joined.user.companyId).toBe(company.id);
    await ctx.companyDb
      .update(platformSettings)
      .set({ maxUsersGlobal: 10000 })
      .where(eq(platformSettings.id, 1));
  });
});
