import type { CustomerCompanyUsersResponse } from "@charterly/domain/contract";
import { LAST_ACTIVE_ADMIN_MESSAGE } from "@charterly/domain/contract";
import { describe, expect, it } from "vitest";
import { callApi, cookieFor, createUser, person, platformAdmin } from "../support/fixtures";

// Customer deactivate and reactivate (administration side §4, §7: PUT /api/admin/customers/{id}/
// deactivate and /reactivate): a deactivated person cannot use the app, keeps what they wrote, and
// comes back on reactivation; a company always keeps an active admin.

const set = (cookie: string, userId: number, action: "deactivate" | "reactivate") =>
  callApi("PUT", `/api/admin/customers/${userId}/${action}`, { cookie });
const me = (cookie: string) => callApi("GET", "/api/auth/user", { cookie });

describe("deactivating and reactivating a customer", () => {
  it("ends their sessions and moves them to the deactivated list; reactivated, they are back", async () => {
    const admin = await platformAdmin();
    const customer = await person({ tier: "enterprise", role: "company_admin" });
    const member = await createUser(customer.company.id, "user");
    const memberCookie = await cookieFor(member.id);
    expect((await me(memberCookie)).status).toBe(200);

    const off = await set(admin.cookie, member.id, "deactivate");
    expect(off.status).toBe(200);
    expect(await off.json()).toMatchObject({ active: false, user: { id: member.id } });
    expect((await me(memberCookie)).status).toBe(401);
    const listed = (await (
      await callApi("GET", `/api/admin/companies/${customer.company.id}/users`, { cookie: admin.cookie })
    ).json()) as CustomerCompanyUsersResponse;
    expect(listed.users.map((u) => u.id)).toEqual([customer.user.id]);
    expect(listed.deactivatedUsers.map((u) => u.id)).toEqual([member.id]);
    expect((await set(admin.cookie, member.id, "deactivate")).status).toBe(409);

    expect((await set(admin.cookie, member.id, "reactivate")).status).toBe(200);
    expect((await me(await cookieFor(member.id))).status).toBe(200);
    expect((await set(admin.cookie, member.id, "reactivate")).status).toBe(409);
  });

  it("keeps a company's last active admin, a platform admin and unknown people as they are", async () => {
    const admin = await platformAdmin();
    const customer = await person({ tier: "per_document", role: "company_admin" });
    const last = await set(admin.cookie, customer.user.id, "deactivate");
    expect(last.status).toBe(409);
    expect(((await last.json()) as { message: string }).message).toBe(LAST_ACTIVE_ADMIN_MESSAGE);
    expect((await me(customer.cookie)).status).toBe(200);

    const second = await createUser(customer.company.id, "company_admin");
    expect((await set(admin.cookie, customer.user.id, "deactivate")).status).toBe(200);
    expect((await set(admin.cookie, second.id, "deactivate")).status).toBe(409);

    expect((await set(admin.cookie, admin.user.id, "deactivate")).status).toBe(403);
    expect((await set(admin.cookie, 987_654_321, "deactivate")).status).toBe(404);
    // The deactivated admin's own session ended with the deactivation.
    expect((await set(customer.cookie, second.id, "deactivate")).status).toBe(401);
  });
});
