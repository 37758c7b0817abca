// Customer Management → Account Deletion's writes as route actions (routes/admin_.customers.deletion.tsx):
// delete, restore and delete for good (asked first on the page) answer as the page renders them
// without JavaScript — the domain's 404/409 for a stale form, 403 for anyone but a platform
// administrator — and a form sent twice changes the company once.
import { beforeAll, describe, expect, it } from "vitest";
import { action } from "../../remix-app/routes/admin_.customers.deletion";
import { createCompany, findCompany, type Person, person, platformAdmin } from "../support/fixtures";
import { postForm } from "../support/page-route-requests";
import { sqlCount } from "./customers-support";

const PATH = "/admin/customers/deletion";
let admin: Person;
beforeAll(async () => {
  admin = await platformAdmin();
});

const post = (intent: string, companyId: number, cookie = admin.cookie) =>
  postForm(action, PATH, cookie, { intent, companyId: String(companyId) });
const inRecycleBin = (companyId: number) =>
  sqlCount("select count(*) n from deleted_companies where company_id = ?", companyId);

describe("Account Deletion's action", () => {
  it("delete moves the company to the recycle bin; sent twice at once it is moved once, the second a 409", async () => {
    const company = await createCompany("enterprise");
    const answers = await Promise.all([
      post("delete-company", company.id),
      post("delete-company", company.id),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)!.body).toMatchObject({
      ok: false,
      message: "This company is already in the recycle bin.",
    });
    expect((await findCompany(company.id)).deletedAt).not.toBeNull();
    expect(await inRecycleBin(company.id)).toBe(1);
  });

  it("restore gives the company back; a second restore (a stale form) is the domain's 409, not a 500", async () => {
    const binned = await createCompany("enterprise");
    expect((await post("delete-company", binned.id)).status).toBe(200);
    const restored = await post("restore-company", binned.id);
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ ok: true, value: { id: binned.id, restored: true } });
    expect((await findCompany(binned.id)).deletedAt).toBeNull();
    const again = await post("restore-company", binned.id);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ ok: false, message: "This company is not in the recycle bin." });
  });

  it("delete for good removes the company; the form sent again finds nothing (404)", async () => {
    const company = await createCompany("enterprise");
    await post("delete-company", company.id);
    const purged = await post("purge-company", company.id);
    expect(purged.status).toBe(200);
    expect(purged.body).toMatchObject({ ok: true, value: { id: company.id, complete: true } });
    expect(await sqlCount("select count(*) n from companies where id = ?", company.id)).toBe(0);
    const again = await post("purge-company", company.id);
    expect(again.status).toBe(404);
    expect(again.body).toMatchObject({ ok: false, code: "not_found" });
  });

  it("a company that is gone is the domain's 404 for each; a company admin's post is a 403 that changes nothing", async () => {
    for (const intent of ["delete-company", "restore-company", "purge-company"])
      expect((await post(intent, 999_999)).status, intent).toBe(404);
    const company = await createCompany("enterprise");
    const { cookie } = await person({ role: "company_admin" });
    const refused = await post("delete-company", company.id, cookie);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ state: "denied" });
    expect((await findCompany(company.id)).deletedAt).toBeNull();
  });
});
