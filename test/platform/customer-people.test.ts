import {
  ALREADY_VERIFIED_MESSAGE,
  CANNOT_DELETE_LAST_USER_MESSAGE,
  CANNOT_MODIFY_PLATFORM_ADMIN_MESSAGE,
  CANNOT_REMOVE_LAST_ADMIN_MESSAGE,
} from "@charterly/domain/contract";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditEvents, companySettings, emailOutbox, users } from "../../worker/db/schema";
import {
  callApi,
  cookieFor,
  createUser,
  domain,
  findUser,
  type Person,
  person,
  platformAdmin,
  sessionsOf,
} from "../support/fixtures";
import { deletedCompany } from "./customers-support";

// Decision 013: platform admins manage any company's people from the Customer List's expanded rows —
// role change, password reset, resend verification and delete — with the Team Members tab's rules.

let admin: Person;
beforeAll(async () => {
  admin = await platformAdmin();
});

const role = (userId: number, body: unknown, cookie = admin.cookie) =>
  callApi("PUT", `/api/admin/customers/${userId}/role`, { cookie, body });
const remove = (userId: number, cookie = admin.cookie) =>
  callApi("DELETE", `/api/admin/customers/${userId}`, { cookie });
const reset = (userId: number, cookie = admin.cookie) =>
  callApi("POST", `/api/admin/customers/${userId}/reset-password`, { cookie });
const resend = (userId: number, cookie = admin.cookie) =>
  callApi("POST", `/api/admin/customers/${userId}/resend-verification`, { cookie });

const auditOf = (action: string, userId: number) =>
  domain()
    .companyDb.select()
    .from(auditEvents)
    .where(and(eq(auditEvents.action, action), eq(auditEvents.targetId, String(userId))));
const mailTo = (address: string) =>
  domain().companyDb.select().from(emailOutbox).where(eq(emailOutbox.toAddress, address));

describe("platform admins manage any company's people", () => {
  it("change a role in another company (outside their own, where it used to be 404), keeping the last-admin rule", async () => {
    const customer = await person({ tier: "enterprise", role: "company_admin" });
    const colleague = await createUser(customer.company.id, "user");

    const promoted = await role(colleague.id, { role: "company_admin" });
    expect(promoted.status).toBe(200);
    expect(await promoted.json()).toMatchObject({ user: { id: colleague.id, role: "company_admin" } });
    expect((await findUser(colleague.id)).role).toBe("company_admin");
    const [audit] = await auditOf("customers.role_change", colleague.id);
    expect(audit).toMatchObject({
      actorUserId: admin.user.id,
      details: { from: "user", to: "company_admin", companyId: customer.company.id },
    });

    // Two admins: one may step down; then the other is the last and may not.
    expect((await role(customer.user.id, { role: "user" })).status).toBe(200);
    const refused = await role(colleague.id, { role: "user" });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ message: CANNOT_REMOVE_LAST_ADMIN_MESSAGE });
    expect((await findUser(colleague.id)).role).toBe("company_admin");

    // The Team Members route stays the admin's own company's: another company's person is not there.
    expect(
      (
        await callApi("PUT", `/api/admin/users/${colleague.id}/role`, {
          cookie: admin.cookie,
          body: { role: "user" },
        })
      ).status,
    ).toBe(404);
  });

  it("reset a person's password: their sessions end and their company's e-mail says where to set a new one", async () => {
    const customer = await person({ tier: "per_document", role: "company_admin", companyName: "Reset Co" });
    await cookieFor(customer.user.id);
    expect((await sessionsOf(customer.user.id)).length).toBeGreaterThan(0);
    const res = await reset(customer.user.id);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ emailQueued: true });
    expect(await sessionsOf(customer.user.id)).toEqual([]);
    const [mail] = await mailTo(customer.user.email);
    expect(mail).toMatchObject({ companyId: customer.company.id, status: "queued" });
    expect(mail!.textBody).toContain("Reset Co");

    // With that company's e-mail switched off nothing is sent; the answer carries the link.
    const quiet = await person({ tier: "enterprise", role: "company_admin" });
    await domain()
      .companyDb.update(companySettings)
      .set({ emailServiceEnabled: false })
      .where(eq(companySettings.companyId, quiet.company.id));
    const unsent = await reset(quiet.user.id);
    expect(await unsent.json()).toMatchObject({ emailQueued: false, resetUrl: expect.any(String) });
    expect(await mailTo(quiet.user.email)).toEqual([]);
  });

  it("resend verification to an unverified person of any company; a verified one answers 409", async () => {
    const customer = await person({ tier: "freemium", role: "company_admin" });
    const unverified = await createUser(customer.company.id, "user", { emailVerified: false });
    const res = await resend(unverified.id);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ emailQueued: true });
    expect(await mailTo(unverified.email)).toHaveLength(1);
    expect((await auditOf("customers.verification_resend", unverified.id))[0]?.details).toMatchObject({
      companyId: customer.company.id,
    });
    const verified = await resend(customer.user.id);
    expect(verified.status).toBe(409);
    expect(await verified.json()).toMatchObject({ message: ALREADY_VERIFIED_MESSAGE });
  });

  it("delete a person of any company, not the only user nor the last admin", async () => {
    const customer = await person({ tier: "enterprise", role: "company_admin" });
    const only = await remove(customer.user.id);
    expect(only.status).toBe(409);
    expect(await only.json()).toMatchObject({ message: CANNOT_DELETE_LAST_USER_MESSAGE });

    const leaver = await createUser(customer.company.id, "user");
    await cookieFor(leaver.id);
    const lastAdmin = await remove(customer.user.id);
    expect(lastAdmin.status).toBe(409);
    expect(await lastAdmin.json()).toMatchObject({ message: CANNOT_REMOVE_LAST_ADMIN_MESSAGE });

    const removed = await remove(leaver.id);
    expect(removed.status).toBe(200);
    expect(await removed.json()).toEqual({ removed: true, userId: leaver.id });
    expect(await domain().companyDb.select().from(users).where(eq(users.id, leaver.id))).toEqual([]);
    expect(await sessionsOf(leaver.id)).toEqual([]);
    expect((await auditOf("customers.user_remove", leaver.id))[0]?.details).toMatchObject({
      companyId: customer.company.id,
    });
  });

  it("never change a platform admin, nor anyone of a company in the recycle bin; a company admin may not call them", async () => {
    const other = await platformAdmin();
    for (const call of [
      () => role(other.user.id, { role: "user" }),
      () => remove(other.user.id),
      () => reset(other.user.id),
      () => resend(other.user.id),
    ]) {
      const res = await call();
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ message: CANNOT_MODIFY_PLATFORM_ADMIN_MESSAGE });
    }
    const binned = await deletedCompany();
    const inBin = await createUser(binned.id, "user");
    expect((await role(inBin.id, { role: "company_admin" })).status).toBe(404);
    expect((await remove(inBin.id)).status).toBe(404);

    const companyAdmin = await person({ tier: "enterprise", role: "company_admin" });
    const colleague = await createUser(companyAdmin.company.id, "user");
    expect((await role(colleague.id, { role: "company_admin" }, companyAdmin.cookie)).status).toBe(403);
    expect((await remove(colleague.id, companyAdmin.cookie)).status).toBe(403);
    expect((await findUser(colleague.id)).role).toBe("user");
  });
});
