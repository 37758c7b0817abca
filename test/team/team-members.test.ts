import type { CompanyUsersResponse, InvitationSentResponse } from "@charterly/domain/contract";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditEvents, documents, emailOutbox, invitations, users } from "../../worker/db/schema";
import {
  callApi,
  cookieFor,
  createDocument,
  createUser,
  domain,
  findUser,
  person,
  sessionsOf,
} from "../support/fixtures";

// Team Members (administration side §2, §5, §8, §9): seats by plan with pending invitations, the
// last-admin and only-user rules, removal ending sessions, resets, resends and the audit trail.

const invite = (cookie: string, email: string) =>
  callApi("POST", "/api/admin/company-users/invite", { cookie, body: { email } });
const team = async (cookie: string) =>
  (await (await callApi("GET", "/api/admin/company-users", { cookie })).json()) as CompanyUsersResponse;
const uniqueEmail = (name: string) => `${name}-${crypto.randomUUID().slice(0, 8)}@example.test`;
const outboxTo = (address: string) =>
  domain().companyDb.select().from(emailOutbox).where(eq(emailOutbox.toAddress, address));
const auditOf = (companyId: number, action: string) =>
  domain()
    .companyDb.select()
    .from(auditEvents)
    .where(and(eq(auditEvents.companyId, companyId), eq(auditEvents.action, action)));

describe("GET /api/admin/company-users", () => {
  it("lists the company's users, invitations and seats to an admin", async () => {
    const admin = await person({ tier: "per_document", role: "company_admin" });
    const colleague = await createUser(admin.company.id, "user");
    const other = await person({ tier: "per_document", role: "company_admin" });
    expect((await invite(admin.cookie, uniqueEmail("invitee"))).status).toBe(200);

    const body = await team(admin.cookie);
    expect(body.users.map((u) => u.id).sort()).toEqual([admin.user.id, colleague.id].sort());
    expect(body.users.map((u) => u.id)).not.toContain(other.user.id);
    expect(body.users[0]).toMatchObject({
      email: admin.user.email,
      emailVerified: true,
      role: "company_admin",
    });
    expect(body.invitations).toHaveLength(1);
    expect(body.invitations[0]).toMatchObject({
      status: "pending",
      role: "user",
      invitedByName: "Test company_admin",
    });
    expect(body.overview).toMatchObject({
      tier: "per_document",
      planLabel: "Pay Per Use",
      totalUsers: 2,
      pendingInvitations: 1,
      seatsUsed: 3,
      seatLimit: 5,
      canInvite: true,
    });
    expect(body.overview.countsByRole).toMatchObject({
      company_admin: 1,
      user: 1,
      admin: 0,
      platform_admin: 0,
    });
  });

  it("is read-only for a Freemium user and closed to users of paid plans", async () => {
    const freemiumUser = await person({ tier: "freemium", role: "user" });
    expect((await callApi("GET", "/api/admin/company-users", { cookie: freemiumUser.cookie })).status).toBe(
      200,
    );
    expect((await invite(freemiumUser.cookie, uniqueEmail("x"))).status).toBe(403);
    for (const tier of ["per_document", "enterprise"] as const) {
      const { cookie } = await person({ tier, role: "user" });
      expect((await callApi("GET", "/api/admin/company-users", { cookie })).status).toBe(403);
      expect((await invite(cookie, uniqueEmail("x"))).status).toBe(403);
    }
  });
});

describe("POST /api/admin/company-users/invite", () => {
  it("creates a 7-day pending invitation, mails a sign-in link and writes the audit row", async () => {
    const admin = await person({ tier: "enterprise", role: "company_admin", companyName: "Invite Co" });
    const email = uniqueEmail("Newbie").toUpperCase();
    const res = await invite(admin.cookie, email);
    expect(res.status).toBe(200);
    const body = (await res.json()) as InvitationSentResponse;
    expect(body.emailQueued).toBe(true);
    expect(body.signInLink).toBe("http://localhost/api/login");
    expect(body.invitation.email).toBe(email.toLowerCase());
    const days = (Date.parse(body.invitation.expiresAt) - Date.parse(body.invitation.createdAt)) / 86_400_000;
    expect(days).toBe(7);
    const [mail] = await outboxTo(email.toLowerCase());
    expect(mail).toMatchObject({ kind: "team_invitation", companyId: admin.company.id });
    // The company's name is in the body, quoted; the subject is the product's own words (decision 034).
    expect(mail!.subject).toBe("You're invited to join a company on Charterly");
    expect(mail!.textBody).toContain("“Invite Co”");
    expect(mail!.textBody).toContain("http://localhost/api/login");
    const [audit] = await auditOf(admin.company.id, "team.invite");
    expect(audit).toMatchObject({
      actorUserId: admin.user.id,
      targetType: "invitation",
      targetId: String(body.invitation.id),
    });
  });

  it("queues no mail when the company's e-mail service is off, and answers the link to copy", async () => {
    const admin = await person({
      tier: "enterprise",
      role: "company_admin",
      features: { emailService: false },
    });
    const email = uniqueEmail("quiet");
    const res = await invite(admin.cookie, email);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ emailQueued: false, signInLink: "http://localhost/api/login" });
    expect(await outboxTo(email)).toEqual([]);
  });

  it("counts pending invitations as seats: Freemium with 2 users and 1 pending invitation is full", async () => {
    const admin = await person({ tier: "freemium", role: "company_admin" });
    await createUser(admin.company.id, "user");
    expect((await invite(admin.cookie, uniqueEmail("third"))).status).toBe(200);
    const refused = await invite(admin.cookie, uniqueEmail("fourth"));
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ message: "Your Freemium plan is limited to 3 users." });
    expect((await team(admin.cookie)).overview).toMatchObject({
      seatsUsed: 3,
      seatLimit: 3,
      canInvite: false,
    });
  });

  it("lists a deactivated person as deactivated, holding no seat, instead of dropping them from the list", async () => {
    const admin = await person({ tier: "enterprise", role: "company_admin" });
    const gone = await createUser(admin.company.id, "user", uniqueEmail("deactivated"));
    await domain().directory.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, gone.id));
    const { users: listed, overview } = await team(admin.cookie);
    expect(listed.find((one) => one.id === gone.id)).toMatchObject({ deactivated: true });
    expect(listed.find((one) => one.id === admin.user.id)).toMatchObject({ deactivated: false });
    expect(overview).toMatchObject({
      totalUsers: 1,
      seatsUsed: 1,
      countsByRole: { user: 0, company_admin: 1 },
    });
  });

  it("a company's own lowered maximum is said as the company's, not blamed on the plan", async () => {
    const admin = await person({ tier: "enterprise", role: "company_admin" });
    const lowered = await callApi("PUT", "/api/admin/company-settings", {
      cookie: admin.cookie,
      body: { maxUsers: 2 },
    });
    expect(lowered.status).toBe(200);
    expect((await invite(admin.cookie, uniqueEmail("second"))).status).toBe(200);
    const refused = await invite(admin.cookie, uniqueEmail("third"));
    expect(refused.status).toBe(409);
    const { message } = (await refused.json()) as { message: string };
    expect(message).toBe("Your company's own user limit is 2 users (Maximum users in Company Settings).");
    expect(message).not.toMatch(/Enterprise plan/);
    expect((await team(admin.cookie)).overview).toMatchObject({
      seatLimit: 2,
      seatLimitIsCompanyOwn: true,
      canInvite: false,
    });
  });

  it("holds Pay Per Use to 5 seats, Enterprise to 50 and leaves System Admin unlimited", async () => {
    const perDocument = await person({ tier: "per_document", role: "company_admin" });
    for (let i = 0; i < 4; i++) expect((await invite(perDocument.cookie, uniqueEmail("p"))).status).toBe(200);
    const refused = await invite(perDocument.cookie, uniqueEmail("p"));
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ message: "Your Pay Per Use plan is limited to 5 users." });

    const enterprise = await person({ tier: "enterprise", role: "company_admin" });
    expect((await team(enterprise.cookie)).overview.seatLimit).toBe(50);

    const system = await person({ tier: "system_admin", role: "company_admin" });
    for (let i = 0; i < 6; i++) expect((await invite(system.cookie, uniqueEmail("s"))).status).toBe(200);
    expect((await team(system.cookie)).overview).toMatchObject({ seatLimit: null, canInvite: true });
  });

  it("refuses an address that is already a user of any company, or already invited here", async () => {
    const admin = await person({ tier: "enterprise", role: "company_admin" });
    const elsewhere = await person({ tier: "freemium", role: "user" });
    const taken = await invite(admin.cookie, elsewhere.user.email.toUpperCase());
    expect(taken.status).toBe(409);
    expect(await taken.json()).toMatchObject({
      message: "This e-mail address already belongs to a Charterly user.",
    });

    const email = uniqueEmail("twice");
    expect((await invite(admin.cookie, email)).status).toBe(200);
    const again = await invite(admin.cookie, email);
    expect(again.status).toBe(409);
    expect(((await again.json()) as { message: string }).message).toContain(
      "already has a pending invitation",
    );
  });

  it("writes one invitation when the same address is sent twice at once (a double submit)", async () => {
    const admin = await person({ tier: "enterprise", role: "company_admin" });
    const email = uniqueEmail("double");
    const answers = await Promise.all([invite(admin.cookie, email), invite(admin.cookie, email)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const rows = await domain().companyDb.select().from(invitations).where(eq(invitations.email, email));
    expect(rows).toHaveLength(1);
    expect(await outboxTo(email)).toHaveLength(1);
  });

  it("answers the spec's message for an invalid address", async () => {
    const admin = await person({ tier: "enterprise", role: "company_admin" });
    const res = await invite(admin.cookie, "not-an-address");
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain("Please enter a valid email address");
  });
});

describe("invitation expiry, revoke and resend", () => {
  it("reads an invitation past its 7 days as expired: its seat frees and the address can be invited again", async () => {
    const admin = await person({ tier: "freemium", role: "company_admin" });
    await createUser(admin.company.id, "user");
    const email = uniqueEmail("late");
    const { invitation } = (await (await invite(admin.cookie, email)).json()) as InvitationSentResponse;
    await domain()
      .companyDb.update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.id, invitation.id));

    const listed = await team(admin.cookie);
    expect(listed.invitations.find((i) => i.id === invitation.id)?.status).toBe("expired");
    expect(listed.overview).toMatchObject({ pendingInvitations: 0, seatsUsed: 2, canInvite: true });

    expect((await invite(admin.cookie, email)).status).toBe(200);
    const [old] = await domain()
      .companyDb.select()
      .from(invitations)
      .where(eq(invitations.id, invitation.id));
    expect(old!.status).toBe("expired");
  });

  it("revokes a pending invitation, freeing its seat; another company's invitation is not found", async () => {
    const admin = await person({ tier: "freemium", role: "company_admin" });
    await createUser(admin.company.id, "user");
    const { invitation } = (await (
      await invite(admin.cookie, uniqueEmail("r"))
    ).json()) as InvitationSentResponse;
    const other = await person({ tier: "freemium", role: "company_admin" });
    expect(
      (await callApi("DELETE", `/api/admin/invitations/${invitation.id}`, { cookie: other.cookie })).status,
    ).toBe(404);

    const res = await callApi("DELETE", `/api/admin/invitations/${invitation.id}`, { cookie: admin.cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ invitation: { id: invitation.id, status: "revoked" } });
    expect((await team(admin.cookie)).overview.seatsUsed).toBe(2);
    expect(
      (await callApi("DELETE", `/api/admin/invitations/${invitation.id}`, { cookie: admin.cookie })).status,
    ).toBe(409);
    expect(await auditOf(admin.company.id, "team.invitation_revoke")).toHaveLength(1);
  });

  it("resends a pending invitation's mail", async () => {
    const admin = await person({ tier: "enterprise", role: "company_admin" });
    const email = uniqueEmail("again");
    const { invitation } = (await (await invite(admin.cookie, email)).json()) as InvitationSentResponse;
    const res = await callApi("POST", `/api/admin/invitations/${invitation.id}/resend`, {
      cookie: admin.cookie,
    });
    expect(res.status).toBe(200);
    expect(await outboxTo(email)).toHaveLength(2);
    expect(await auditOf(admin.company.id, "team.invitation_resend")).toHaveLength(1);
  });
});

describe("PUT /api/admin/users/:userId/role", () => {
  const setRole = (cookie: string, userId: number, role: string) =>
    callApi("PUT", `/api/admin/users/${userId}/role`, { cookie, body: { role } });

  it("promotes and demotes between user and company_admin, with an audit row", async () => {
    const admin = await person({ tier: "enterprise", role: "company_admin" });
    const colleague = await createUser(admin.company.id, "user");
    const promoted = await setRole(admin.cookie, colleague.id, "company_admin");
    expect(promoted.status).toBe(200);
    expect(await promoted.json()).toMatchObject({ user: { id: colleague.id, role: "company_admin" } });
    expect((await setRole(admin.cookie, colleague.id, "user")).status).toBe(200);
    const audits = await auditOf(admin.company.id, "team.role_change");
    expect(audits.map((a) => a.details)).toEqual([
      expect.objectContaining({ from: "user", to: "company_admin" }),
      expect.objectContaining({ from: "company_admin", to: "user" }),
    ]);
    expect((await setRole(admin.cookie, colleague.id, "platform_admin")).status).toBe(400);
  });

  it("never demotes the company's last admin", async () => {
    const admin = await person({ tier: "enterprise", role: "company_admin" });
    await createUser(admin.company.id, "user");
    const res = await setRole(admin.cookie, admin.user.id, "user");
    expect(res.status).toBe(409);
    expect(((await res.json()) as { message: string }).message).toBe(
      "Every company must have at least one admin. Add another admin before removing this user's admin rights.",
    );
    expect((await findUser(admin.user.id))!.role).toBe("company_admin");
  });

  it("never changes a platform admin", async () => {
    const admin = await person({ tier: "system_admin", role: "company_admin" });
    const platformAdmin = await createUser(admin.company.id, "platform_admin");
    const res = await setRole(admin.cookie, platformAdmin.id, "user");
    expect(res.status).toBe(403);
    expect((await findUser(platformAdmin.id))!.role).toBe("platform_admin");
  });

  it("answers 404 for another company's user and 403 to a plain user", async () => {
    const admin = await person({ tier: "enterprise", role: "company_admin" });
    const stranger = await person({ tier: "enterprise", role: "user" });
    expect((await setRole(admin.cookie, stranger.user.id, "company_admin")).status).toBe(404);
    expect((await setRole(stranger.cookie, admin.user.id, "user")).status).toBe(403);
  });
});

describe("DELETE /api/admin/users/:userId", () => {
  it("removes a person: their cookie stops working at once and their documents stay", async () => {
    const admin = await person({ tier: "enterprise", role: "company_admin" });
    const leaver = await createUser(admin.company.id, "user");
    const leaverCookie = await cookieFor(leaver.id);
    const documentId = await createDocument(admin.company.id, {
      author: { userId: leaver.id, displayName: "Test user" },
      title: "Leaver's policy",
    });
    expect((await callApi("GET", "/api/auth/user", { cookie: leaverCookie })).status).toBe(200);

    const res = await callApi("DELETE", `/api/admin/users/${leaver.id}`, { cookie: admin.cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ removed: true, userId: leaver.id });
    expect((await callApi("GET", "/api/auth/user", { cookie: leaverCookie })).status).toBe(401);
    expect(await findUser(leaver.id)).toBeUndefined();
    expect(await sessionsOf(leaver.id)).toEqual([]);
    const [document] = await domain().companyDb.select().from(documents).where(eq(documents.id, documentId));
    expect(document).toMatchObject({ companyId: admin.company.id, createdByUserId: null });
    expect(await auditOf(admin.company.id, "team.user_remove")).toHaveLength(1);
  });

  it("refuses to remove the company's only user, or yourself", async () => {
    const alone = await person({ tier: "enterprise", role: "company_admin" });
    const res = await callApi("DELETE", `/api/admin/users/${alone.user.id}`, { cookie: alone.cookie });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { message: string }).message).toBe(
      "Every company must have at least one user. This is the only user in the company.",
    );
    await createUser(alone.company.id, "user");
    expect(
      (await callApi("DELETE", `/api/admin/users/${alone.user.id}`, { cookie: alone.cookie })).status,
    ).toBe(409);
    expect(await findUser(alone.user.id)).toBeDefined();
  });

  it("answers 404 for another company's user and 403 to a plain user", async () => {
    const admin = await person({ tier: "enterprise", role: "company_admin" });
    const stranger = await person({ tier: "enterprise", role: "user" });
    expect(
      (await callApi("DELETE", `/api/admin/users/${stranger.user.id}`, { cookie: admin.cookie })).status,
    ).toBe(404);
    const colleague = await createUser(stranger.company.id, "user");
    expect(
      (await callApi("DELETE", `/api/admin/users/${colleague.id}`, { cookie: stranger.cookie })).status,
    ).toBe(403);
    expect(await findUser(stranger.user.id)).toBeDefined();
  });
});

describe("reset password and resend verification", () => {
  it("ends every session of the person and mails where to set a new password", async () => {
    const admin = await person({ tier: "enterprise", role: "company_admin" });
    const colleague = await createUser(admin.company.id, "user");
    const first = await cookieFor(colleague.id);
    const second = await cookieFor(colleague.id);
    const res = await callApi("POST", `/api/admin/users/${colleague.id}/reset-password`, {
      cookie: admin.cookie,
      bindings: { OIDC_PASSWORD_RESET_URL: "https://idp.example.test/reset" },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      sessionsEnded: 2,
      emailQueued: true,
      resetUrl: "https://idp.example.test/reset",
    });
    for (const cookie of [first, second])
      expect((await callApi("GET", "/api/auth/user", { cookie })).status).toBe(401);
    const [mail] = await outboxTo(colleague.email);
    expect(mail).toMatchObject({ kind: "team_password_reset" });
    expect(mail!.textBody).toContain("https://idp.example.test/reset");
    expect(await auditOf(admin.company.id, "team.password_reset")).toHaveLength(1);
    // The admin's own session is untouched.
    expect((await callApi("GET", "/api/auth/user", { cookie: admin.cookie })).status).toBe(200);
  });

  it("falls back to the identity provider's issuer URL", async () => {
    const admin = await person({ tier: "enterprise", role: "company_admin" });
    const colleague = await createUser(admin.company.id, "user");
    const res = await callApi("POST", `/api/admin/users/${colleague.id}/reset-password`, {
      cookie: admin.cookie,
    });
    expect(await res.json()).toMatchObject({ resetUrl: "http://127.0.0.1:9" });
  });

  it("mails an unverified person a link to sign in and verify; a verified one is a 409", async () => {
    const admin = await person({ tier: "enterprise", role: "company_admin" });
    const unverified = await createUser(admin.company.id, "user", { emailVerified: false });
    const res = await callApi("POST", `/api/admin/users/${unverified.id}/resend-verification`, {
      cookie: admin.cookie,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ emailQueued: true, signInLink: "http://localhost/api/login" });
    expect(await outboxTo(unverified.email)).toEqual([
      expect.objectContaining({ kind: "team_verification" }),
    ]);
    expect(await auditOf(admin.company.id, "team.verification_resend")).toHaveLength(1);

    const verified = await createUser(admin.company.id, "user");
    expect(
      (await callApi("POST", `/api/admin/users/${verified.id}/resend-verification`, { cookie: admin.cookie }))
        .status,
    ).toBe(409);
  });
});
