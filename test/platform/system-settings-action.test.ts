// Platform Settings → System Settings' writes as a route action (routes/platform-settings.system.tsx):
// what a form posted without JavaScript gets back, as the page renders it.
import { describe, expect, it } from "vitest";
import { action } from "../../remix-app/routes/platform-settings.system";
import { person } from "../support/fixtures";
import { type FormFields, postForm } from "../support/page-route-requests";

const post = (cookie: string, fields: FormFields) =>
  postForm(action, "/platform-settings/system", cookie, fields);

const platformAdmin = () => person({ tier: "system_admin", role: "platform_admin" });

describe("System Settings' action", () => {
  it("an invalid maximum is a 400 with the field's message and what was typed, never a 500", async () => {
    const { cookie } = await platformAdmin();
    const answer = await post(cookie, { intent: "save-max-users", maxUsersGlobal: "0" });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      ok: false,
      intent: "save-max-users",
      fieldErrors: { maxUsersGlobal: "Maximum users must be at least 1" },
      values: { maxUsersGlobal: "0" },
    });
    const blank = await post(cookie, { intent: "save-max-users", maxUsersGlobal: "" });
    expect(blank.status).toBe(400);
  });

  it("a valid maximum is saved through the domain, as the API saves it", async () => {
    const { cookie } = await platformAdmin();
    const answer = await post(cookie, { intent: "save-max-users", maxUsersGlobal: "4321" });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ ok: true, value: { maxUsersGlobal: 4321 } });
  });

  it("retrying an e-mail that is not there says so (a stale row): the domain's 404, not a 500", async () => {
    const { cookie } = await platformAdmin();
    const answer = await post(cookie, { intent: "retry-email", taskId: "999999" });
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ ok: false, code: "not_found" });
  });

  it("a company admin's post is refused with 403 and changes nothing", async () => {
    const { cookie } = await person({ role: "company_admin" });
    const answer = await post(cookie, { intent: "save-max-users", maxUsersGlobal: "1" });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ state: "denied" });
  });
});
