// The Team Members tab's writes as route actions (routes/admin.team.tsx, lib/team-actions.server.ts):
// a person's role change, removal, password reset and verification resend, posted as forms. They
// answer as the API would — 400 with the field's message, the domain's 403/404/409 with its message,
// never a 500 — a removal or reset not yet confirmed changes nothing, and a double submit writes once.
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { action } from "../../remix-app/routes/admin.team";
import { auditEvents, emailOutbox } from "../../worker/db/schema";
import { cookieFor, createUser, domain, findUser, person, sessionsOf } from "../support/fixtures";
import { type FormFields, postForm } from "../support/page-route-requests";

const post = (cookie: string, fields: FormFields) => postForm(action, "/admin/team", cookie, fields);

const auditOf = (companyId: number, action: string) =>
  domain()
    .companyDb.select()
    .from(auditEvents)
    .where(and(eq(auditEvents.companyId, companyId), eq(auditEvents.action, action)));
const outboxTo = (address: string) =>
  domain().companyDb.select().from(emailOutbox).where(eq(emailOutbox.toAddress, address));

const admin = () => person({ tier: "enterprise", role: "company_admin" });

describe("changing a person's role (intent change-role)", () => {
  it("changes it as the API does, with its audit row", async () => {
    const me = await admin();
    const colleague = await createUser(me.company.id, "user");
    const answer = await post(me.cookie, {
      intent: "change-role",
      userId: colleague.id,
      role: "company_admin",
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      ok: true,
      value: { user: { id: colleague.id, role: "company_admin" } },
    });
    expect((await findUser(colleague.id))!.role).toBe("company_admin");
    expect(await auditOf(me.company.id, "team.role_change")).toHaveLength(1);
  });

  it("answers a role that is not offered (or none) with 400 and the message for the field", async () => {
    const me = await admin();
    const colleague = await createUser(me.company.id, "user");
    for (const role of ["platform_admin", ""]) {
      const answer = await post(me.cookie, { intent: "change-role", userId: colleague.id, role });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({
        ok: false,
        intent: "change-role",
        fieldErrors: { role: "Choose User or Company Admin" },
        values: { userId: String(colleague.id) },
      });
    }
    expect((await findUser(colleague.id))!.role).toBe("user");
  });

  it("refuses the last admin's demotion with the domain's 409 message", async () => {
    const me = await admin();
    await createUser(me.company.id, "user");
    const answer = await post(me.cookie, { intent: "change-role", userId: me.user.id, role: "user" });
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({
      ok: false,
      code: "conflict",
      message:
        "Every company must have at least one admin. Add another admin before removing this user's admin rights.",
    });
  });

  it("writes a double submit once: one role change and one audit row", async () => {
    const me = await admin();
    const colleague = await createUser(me.company.id, "user");
    const fields = { intent: "change-role", userId: colleague.id, role: "company_admin" };
    const answers = await Promise.all([post(me.cookie, fields), post(me.cookie, fields)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(await auditOf(me.company.id, "team.role_change")).toHaveLength(1);
  });

  it("answers a person removed meanwhile with the domain's 404, not a 500", async () => {
    const me = await admin();
    const leaver = await createUser(me.company.id, "user");
    await post(me.cookie, { intent: "remove-user", userId: leaver.id, confirmed: "yes" });
    const answer = await post(me.cookie, { intent: "change-role", userId: leaver.id, role: "company_admin" });
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({
      ok: false,
      code: "not_found",
      message: "The requested user was not found.",
    });
  });
});

describe("removing a person (intent remove-user)", () => {
  it("asks first: a form not confirmed (no JavaScript) changes nothing and answers the question", async () => {
    const me = await admin();
    const colleague = await createUser(me.company.id, "user");
    const answer = await post(me.cookie, { intent: "remove-user", userId: colleague.id });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      ok: true,
      intent: "remove-user",
      value: { kind: "asked", userId: colleague.id },
    });
    expect(await findUser(colleague.id)).toBeDefined();
  });

  it("removes them once confirmed; a double submit removes once and the repeat is the domain's 404", async () => {
    const me = await admin();
    const leaver = await createUser(me.company.id, "user");
    await cookieFor(leaver.id);
    const fields = { intent: "remove-user", userId: leaver.id, confirmed: "yes" };
    const answers = await Promise.all([post(me.cookie, fields), post(me.cookie, fields)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 404]);
    expect(answers.find((a) => a.status === 404)!.body).toMatchObject({
      message: "The requested user was not found.",
    });
    expect(await findUser(leaver.id)).toBeUndefined();
    expect(await sessionsOf(leaver.id)).toEqual([]);
    expect(await auditOf(me.company.id, "team.user_remove")).toHaveLength(1);
  });

  it("refuses removing yourself with the domain's 409 message", async () => {
    const me = await admin();
    await createUser(me.company.id, "company_admin");
    const answer = await post(me.cookie, { intent: "remove-user", userId: me.user.id, confirmed: "yes" });
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({
      message: "You cannot remove yourself. Ask another admin to remove your account.",
    });
  });

  it("is refused to a person who may not manage the team (403), changing nothing", async () => {
    const me = await person({ tier: "enterprise", role: "user" });
    const colleague = await createUser(me.company.id, "user");
    const answer = await post(me.cookie, { intent: "remove-user", userId: colleague.id, confirmed: "yes" });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ state: "denied" });
    expect(await findUser(colleague.id)).toBeDefined();
  });

  it("is refused to a Freemium admin (read-only team): the domain's 403", async () => {
    const me = await person({ tier: "freemium", role: "user" });
    const colleague = await createUser(me.company.id, "user");
    const answer = await post(me.cookie, { intent: "remove-user", userId: colleague.id, confirmed: "yes" });
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ ok: false, code: "forbidden" });
    expect(await findUser(colleague.id)).toBeDefined();
  });
});

describe("password reset and verification resend (intents reset-password, resend-verification)", () => {
  it("resets once confirmed: the person's sessions end and the mail is queued", async () => {
    const me = await admin();
    const colleague = await createUser(me.company.id, "user");
    await cookieFor(colleague.id);
    const asked = await post(me.cookie, { intent: "reset-password", userId: colleague.id });
    expect(asked.body).toMatchObject({ ok: true, value: { kind: "asked" } });
    expect(await sessionsOf(colleague.id)).toHaveLength(1);

    const answer = await post(me.cookie, {
      intent: "reset-password",
      userId: colleague.id,
      confirmed: "yes",
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ ok: true, value: { sessionsEnded: 1, emailQueued: true } });
    expect(await outboxTo(colleague.email)).toEqual([
      expect.objectContaining({ kind: "team_password_reset" }),
    ]);
  });

  it("resends the verification; a verified address is the domain's 409, a removed person its 404", async () => {
    const me = await admin();
    const unverified = await createUser(me.company.id, "user", { emailVerified: false });
    const sent = await post(me.cookie, { intent: "resend-verification", userId: unverified.id });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ ok: true, value: { emailQueued: true } });

    const verified = await createUser(me.company.id, "user");
    const refused = await post(me.cookie, { intent: "resend-verification", userId: verified.id });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ message: "This user's e-mail address is already verified." });

    const stale = await post(me.cookie, { intent: "resend-verification", userId: "999999999" });
    expect(stale.status).toBe(404);
  });
});
