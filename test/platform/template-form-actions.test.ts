// Platform Settings → Template Library's create and edit as route actions
// (routes/platform-settings.templates.tsx): what the template form gets back, also without
// JavaScript — each field's message with a 400, the domain's 404/409 for a stale form (a template
// gone, a name taken), 403 for anyone but a platform administrator — and a form sent twice
// creates one template. Deleting one is asked first without JavaScript, and a double submit
// deletes once.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { action } from "../../remix-app/routes/platform-settings.templates";
import { templates } from "../../worker/db/schema";
import { domain, type Person, person, platformAdmin } from "../support/fixtures";
import { postForm } from "../support/page-route-requests";

const PATH = "/platform-settings/templates";
let admin: Person;
beforeAll(async () => {
  admin = await platformAdmin();
});

const post = (fields: Record<string, string>, cookie = admin.cookie) =>
  postForm(action, PATH, cookie, fields);
const named = (name: string) => domain().companyDb.select().from(templates).where(eq(templates.name, name));
const uniqueName = (label: string) => `${label} ${crypto.randomUUID().slice(0, 8)}`;

const templateForm = (fields: Record<string, string> = {}) => ({
  intent: "create-template",
  name: uniqueName("Nojs Template"),
  description: "Who may work remotely.",
  category: "hr",
  requiredTier: "enterprise",
  previewContent: "",
  content: "[Company Name] lets people work from home.",
  ...fields,
});

describe("the template form's action", () => {
  it("creates a template; a checkbox left unticked (no isPublic sent) makes it signed-in only", async () => {
    const form = templateForm();
    const answer = await post(form);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ ok: true, intent: "create-template", value: { name: form.name } });
    const [row] = await named(form.name);
    expect(row).toMatchObject({ isPublic: false, requiredTier: "enterprise", previewContent: null });
    const publicOne = templateForm({ isPublic: "true" });
    await post(publicOne);
    expect((await named(publicOne.name))[0]!.isPublic).toBe(true);
  });

  it("blank required fields are a 400 with each field's message and what was typed", async () => {
    const form = templateForm({ name: "", content: " " });
    const answer = await post(form);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      ok: false,
      fieldErrors: { name: expect.any(String), content: expect.any(String) },
      values: { description: "Who may work remotely." },
    });
  });

  it("the same form sent twice at once creates one template; the second is the domain's 409 about the name", async () => {
    const form = templateForm();
    const answers = await Promise.all([post(form), post(form)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)!.body).toMatchObject({ ok: false, code: "conflict" });
    expect(await named(form.name)).toHaveLength(1);
  });

  it("edits a template; editing one that is gone (a stale form) is the domain's 404", async () => {
    const created = await post(templateForm());
    const { id } = (created.body as unknown as { value: { id: number } }).value;
    const renamed = uniqueName("Renamed Template");
    const edited = await post(
      templateForm({ intent: "update-template", templateId: String(id), name: renamed }),
    );
    expect(edited.status).toBe(200);
    expect(await named(renamed)).toHaveLength(1);
    const gone = await post(templateForm({ intent: "update-template", templateId: "999999" }));
    expect(gone.status).toBe(404);
    expect(gone.body).toMatchObject({ ok: false, code: "not_found" });
  });

  it("a company admin's post is refused with 403 and creates nothing", async () => {
    const { cookie } = await person({ role: "company_admin" });
    const form = templateForm();
    const answer = await post(form, cookie);
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ state: "denied" });
    expect(await named(form.name)).toEqual([]);
  });
});

describe("deleting a template (intent delete-template)", () => {
  const created = async () => {
    const answer = await post(templateForm());
    return (answer.body as unknown as { value: { id: number; name: string } }).value;
  };

  it("asks first: a form not confirmed (no JavaScript) changes nothing and answers the question", async () => {
    const { id, name } = await created();
    const asked = await post({ intent: "delete-template", templateId: String(id) });
    expect(asked.status).toBe(200);
    expect(asked.body).toEqual({
      ok: true,
      intent: "delete-template",
      value: { kind: "asked", templateId: id },
    });
    expect(await named(name)).toHaveLength(1);
  });

  it("deletes once confirmed; a double submit deletes once and the repeat is the domain's 404", async () => {
    const { id, name } = await created();
    const fields = { intent: "delete-template", templateId: String(id), confirmed: "yes" };
    const answers = await Promise.all([post(fields), post(fields)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 404]);
    expect(answers.find((a) => a.status === 200)!.body).toMatchObject({
      ok: true,
      value: { templateId: id, outcome: "deleted" },
    });
    expect(answers.find((a) => a.status === 404)!.body).toMatchObject({ ok: false, code: "not_found" });
    expect(await named(name)).toEqual([]);
  });

  it("a template gone meanwhile is the domain's 404; a company admin's post is refused with 403", async () => {
    const gone = await post({ intent: "delete-template", templateId: "999999", confirmed: "yes" });
    expect(gone.status).toBe(404);
    expect(gone.body).toMatchObject({ ok: false, code: "not_found", message: expect.any(String) });

    const { id, name } = await created();
    const { cookie } = await person({ role: "company_admin" });
    const refused = await post(
      { intent: "delete-template", templateId: String(id), confirmed: "yes" },
      cookie,
    );
    expect(refused.status).toBe(403);
    expect(await named(name)).toHaveLength(1);
  });
});
