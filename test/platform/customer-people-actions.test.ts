// Customer Management's opened rows (routes/admin_.customers.list.tsx, ?open=<company>): the
// section's loader reads the opened companies' people with the list, and their changes are the
// section's action — the Team Members tab's intents (lib/team-actions.server.ts) with the API's
// operations for any company (PUT/DELETE /api/admin/customers/:userId…), and deactivate/reactivate.
// They answer as the API would: 400 with the field's message, the domain's 403/404/409, 429 over
// the rate limit; a removal, reset or deactivation not confirmed changes nothing and is asked; a
// double submit writes once.
import { CANNOT_MODIFY_PLATFORM_ADMIN_MESSAGE, RateLimitedError } from "@charterly/domain/contract";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { action, loader } from "../../remix-app/routes/admin_.customers.list";
import { auditEvents, emailOutbox } from "../../worker/db/schema";
import {
  cookieFor,
  createUser,
  domain,
  findUser,
  type Person,
  person,
  platformAdmin,
  sessionsOf,
} from "../support/fixtures";
import { type FormFields, loadPage, postForm } from "../support/page-route-requests";
import { deletedCompany } from "./customers-support";

let admin: Person;
beforeAll(async () => {
  admin = await platformAdmin();
});

const PATH = "/admin/customers/list";
const post = (fields: FormFields, cookie = admin.cookie, overrides = {}) =>
  postForm(action, PATH, cookie, fields, overrides);

const auditOf = (name: string, userId: number) =>
  domain()
    .companyDb.select()
    .from(auditEvents)
    .where(and(eq(auditEvents.action, name), eq(auditEvents.targetId, String(userId))));
const mailTo = (address: string) =>
  domain().companyDb.select().from(emailOutbox).where(eq(emailOutbox.toAddress, address));

type Loaded = {
  state: string;
  people?: {
    companyId: number;
    read: {
      ok: boolean;
      message?: string;
      data?: { users: { id: number }[]; deactivatedUsers: { id: number }[] };
    };
  }[];
};

describe("an opened row (?open=<company>)", () => {
  it("is read by the loader with the list: the company's people; a company gone is said in its row", async () => {
    const customer = await person({ tier: "enterprise", role: "company_admin" });
    const colleague = await createUser(customer.company.id, "user");
    const binned = await deletedCompany();
    const loaded = await loadPage<Loaded>(
      loader,
      `${PATH}?open=${customer.company.id}&open=${binned.id}&open=nonsense`,
      admin.cookie,
    );
    expect(loaded.people).toHaveLength(2);
    const [open, gone] = loaded.people!;
    expect(open).toMatchObject({ companyId: customer.company.id, read: { ok: true } });
    expect(open!.read.data!.users.map((u) => u.id).sort()).toEqual([customer.user.id, colleague.id].sort());
    expect(gone).toMatchObject({ companyId: binned.id, read: { ok: false, message: expect.any(String) } });

    const closed = await loadPage<Loaded>(loader, PATH, admin.cookie);
    expect(closed.people).toEqual([]);
  });

  it("reads nothing for anyone but a platform administrator", async () => {
    const customer = await person({ tier: "enterprise", role: "company_admin" });
    const loaded = await loadPage<Loaded>(loader, `${PATH}?open=${customer.company.id}`, customer.cookie);
    expect(loaded).toEqual({ state: "denied" });
  });
});

describe("a row's person changed (the Team Members tab's intents)", () => {
  it("changes a role in any company as the API does; no role is a 400 with the field's message", async () => {
    const customer = await person({ tier: "enterprise", role: "company_admin" });
    const colleague = await createUser(customer.company.id, "user");
    const none = await post({ intent: "change-role", userId: colleague.id, role: "" });
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({
      ok: false,
      fieldErrors: { role: "Choose User or Company Admin" },
      values: { userId: String(colleague.id) },
    });
    const answer = await post({ intent: "change-role", userId: colleague.id, role: "company_admin" });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      ok: true,
      value: { user: { id: colleague.id, role: "company_admin" } },
    });
    expect((await findUser(colleague.id)).role).toBe("company_admin");
    expect(await auditOf("customers.role_change", colleague.id)).toHaveLength(1);
  });

  it("writes a double submit of a role change once", async () => {
    const customer = await person({ tier: "enterprise", role: "company_admin" });
    const colleague = await createUser(customer.company.id, "user");
    const fields = { intent: "change-role", userId: colleague.id, role: "company_admin" };
    const answers = await Promise.all([post(fields), post(fields)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(await auditOf("customers.role_change", colleague.id)).toHaveLength(1);
  });

  it("asks before removing; confirmed, a double submit removes once and the repeat is the domain's 404", async () => {
    const customer = await person({ tier: "enterprise", role: "company_admin" });
    const leaver = await createUser(customer.company.id, "user");
    await cookieFor(leaver.id);
    const asked = await post({ intent: "remove-user", userId: leaver.id });
    expect(asked.body).toEqual({
      ok: true,
      intent: "remove-user",
      value: { kind: "asked", userId: leaver.id },
    });
    expect(await findUser(leaver.id)).toBeDefined();

    const fields = { intent: "remove-user", userId: leaver.id, confirmed: "yes" };
    const answers = await Promise.all([post(fields), post(fields)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 404]);
    expect(answers.find((a) => a.status === 404)!.body).toMatchObject({
      ok: false,
      code: "not_found",
      message: "The requested user was not found.",
    });
    expect(await sessionsOf(leaver.id)).toEqual([]);
    expect(await auditOf("customers.user_remove", leaver.id)).toHaveLength(1);
  });

  it("resets a password once confirmed, and not over the API's rate limit (429)", async () => {
    const customer = await person({ tier: "enterprise", role: "company_admin" });
    const asked = await post({ intent: "reset-password", userId: customer.user.id });
    expect(asked.body).toMatchObject({ ok: true, value: { kind: "asked" } });
    expect(await mailTo(customer.user.email)).toEqual([]);

    const fields = { intent: "reset-password", userId: customer.user.id, confirmed: "yes" };
    const limited = await post(fields, admin.cookie, {
      countOperation: async () => new RateLimitedError("Too many requests.", 60),
    });
    expect(limited.status).toBe(429);
    expect(await mailTo(customer.user.email)).toEqual([]);

    const answer = await post(fields);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ ok: true, value: { emailQueued: true } });
    expect(await mailTo(customer.user.email)).toHaveLength(1);
  });

  it("resends a verification; a verified address is the domain's 409", async () => {
    const customer = await person({ tier: "freemium", role: "company_admin" });
    const unverified = await createUser(customer.company.id, "user", { emailVerified: false });
    const sent = await post({ intent: "resend-verification", userId: unverified.id });
    expect(sent.status).toBe(200);
    expect(await mailTo(unverified.email)).toHaveLength(1);
    const refused = await post({ intent: "resend-verification", userId: customer.user.id });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ message: "This user's e-mail address is already verified." });
  });

  it("never changes a platform admin (the domain's 403), and refuses anyone but a platform administrator", async () => {
    const other = await platformAdmin();
    const refused = await post({ intent: "change-role", userId: other.user.id, role: "user" });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ message: CANNOT_MODIFY_PLATFORM_ADMIN_MESSAGE });

    const customer = await person({ tier: "enterprise", role: "company_admin" });
    const colleague = await createUser(customer.company.id, "user");
    const denied = await post(
      { intent: "remove-user", userId: colleague.id, confirmed: "yes" },
      customer.cookie,
    );
    expect(denied.status).toBe(403);
    expect(await findUser(colleague.id)).toBeDefined();
  });
});

describe("deactivating and reactivating a row's person", () => {
  it("asks first; confirmed, a double submit deactivates once and the repeat is the domain's 409", async () => {
    const customer = await person({ tier: "enterprise", role: "company_admin" });
    const colleague = await createUser(customer.company.id, "user");
    const asked = await post({ intent: "deactivate-customer", userId: colleague.id });
    expect(asked.body).toEqual({
      ok: true,
      intent: "deactivate-customer",
      value: { kind: "asked", userId: colleague.id },
    });
    expect((await findUser(colleague.id)).deactivatedAt).toBeNull();

    const fields = { intent: "deactivate-customer", userId: colleague.id, confirmed: "yes" };
    const answers = await Promise.all([post(fields), post(fields)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)!.body).toMatchObject({
      message: "This person is already deactivated.",
    });
    expect((await findUser(colleague.id)).deactivatedAt).not.toBeNull();
    expect(await auditOf("customers.deactivate", colleague.id)).toHaveLength(1);

    const loaded = await loadPage<Loaded>(loader, `${PATH}?open=${customer.company.id}`, admin.cookie);
    expect(loaded.people![0]!.read.data!.deactivatedUsers.map((u) => u.id)).toEqual([colleague.id]);

    const back = await post({ intent: "reactivate-customer", userId: colleague.id });
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({ ok: true, value: { active: true } });
    expect((await findUser(colleague.id)).deactivatedAt).toBeNull();
  });

  it("a person removed meanwhile is the domain's 404; the last active admin its 409", async () => {
    const customer = await person({ tier: "enterprise", role: "company_admin" });
    const stale = await post({ intent: "reactivate-customer", userId: "999999999" });
    expect(stale.status).toBe(404);
    const last = await post({ intent: "deactivate-customer", userId: customer.user.id, confirmed: "yes" });
    expect(last.status).toBe(409);
    expect((await findUser(customer.user.id)).deactivatedAt).toBeNull();
  });
});
