import {
  type AdminTemplateDto,
  AppError,
  type DeleteTemplateResponse,
  type DocumentDto,
  type DocumentVersionDto,
  GENERATION_TIER_MESSAGE,
  type GeneratedDocumentDto,
  PLATFORM_ADMIN_MESSAGE,
  type TemplateSummaryDto,
} from "@charterly/domain/contract";
import type { LanguageModel } from "ai";
import { and, count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditEvents, documents, templates } from "../../worker/db/schema";
import { generateDocument } from "../../worker/domain/generation/generate-document";
import { createTemplate as createTemplateOperation } from "../../worker/domain/templates/create-template";
import { deleteTemplate } from "../../worker/domain/templates/delete-template";
import { listAdminTemplates } from "../../worker/domain/templates/list-admin-templates";
import { updateTemplate } from "../../worker/domain/templates/update-template";
import {
  callApi,
  createDocument,
  createTemplate,
  domain,
  type Person,
  person,
  platformAdmin,
} from "../support/fixtures";

// Platform Settings → Template Library (administration side §2, §5, §7, §8): the platform
// administrator lists, creates, edits and deletes templates; a template documents were generated
// from is retired, not deleted; requiredTier is enforced wherever a template's text is used.

let admin: Person;

beforeAll(async () => {
  admin = await platformAdmin();
});

const unique = (name: string) => `${name} ${crypto.randomUUID().slice(0, 8)}`;

const form = (overrides: Record<string, unknown> = {}) => ({
  name: unique("Remote Work Policy"),
  description: "Who may work remotely and the rules that apply.",
  category: "hr",
  content: "REMOTE WORK POLICY\n\n1. Purpose\n\n[Company Name] allows remote work.",
  previewContent: "Who may work remotely.",
  isPublic: true,
  requiredTier: "freemium",
  ...overrides,
});

const adminList = async (cookie = admin.cookie) =>
  (await (await callApi("GET", "/api/admin/templates", { cookie })).json()) as AdminTemplateDto[];
const publicList = async (cookie?: string) =>
  (await (await callApi("GET", "/api/templates", { cookie })).json()) as TemplateSummaryDto[];
const create = (body: unknown, cookie = admin.cookie) =>
  callApi("POST", "/api/admin/templates", { cookie, body });
const update = (id: number, body: unknown, cookie = admin.cookie) =>
  callApi("PUT", `/api/admin/templates/${id}`, { cookie, body });
const remove = (id: number, cookie = admin.cookie) =>
  callApi("DELETE", `/api/admin/templates/${id}`, { cookie });

const templateRow = async (id: number) =>
  (await domain().companyDb.select().from(templates).where(eq(templates.id, id)))[0];
const templateCount = async () => (await domain().companyDb.select({ n: count() }).from(templates))[0]!.n;
const auditOf = (action: string, templateId: number) =>
  domain()
    .companyDb.select()
    .from(auditEvents)
    .where(and(eq(auditEvents.action, action), eq(auditEvents.targetId, String(templateId))));

const generateFrom = (company: Person, templateId: number) =>
  callApi("POST", "/api/documents/generate", {
    cookie: company.cookie,
    body: { templateType: "travel", templateId, companyName: "Tern Air", department: "travel" },
  });

async function created(body = form()): Promise<AdminTemplateDto> {
  const res = await create(body);
  expect(res.status).toBe(200);
  return (await res.json()) as AdminTemplateDto;
}

describe("GET /api/admin/templates", () => {
  it("lists every live template with its full text, public or not, and never a retired one", async () => {
    const hidden = await createTemplate({ name: unique("Signed-in Only"), isPublic: false, usageCount: 7 });
    const retired = await createTemplate({ name: unique("Retired One"), retiredAt: new Date() });
    const list = await adminList();
    const entry = list.find((t) => t.id === hidden.id);
    expect(entry).toMatchObject({
      name: hidden.name,
      isPublic: false,
      requiredTier: "freemium",
      usageCount: 7,
      content: hidden.content,
      previewContent: null,
      updatedAt: hidden.updatedAt.toISOString(),
    });
    expect(list.map((t) => t.id)).not.toContain(retired.id);
  });
});

describe("POST /api/admin/templates", () => {
  it("creates a template, trimmed, listed at once in the admin list and the public library, with an audit row", async () => {
    const name = unique("Expense Policy");
    const res = await create({
      name: `  ${name}  `,
      description: "  Claims and receipts.  ",
      category: "finance",
      content: "\n  EXPENSES\n\n1. Purpose  \n",
      previewContent: "   ",
      requiredTier: "per_document",
    });
    expect(res.status).toBe(200);
    const template = (await res.json()) as AdminTemplateDto;
    expect(template).toMatchObject({
      name,
      description: "Claims and receipts.",
      category: "finance",
      content: "EXPENSES\n\n1. Purpose",
      // Blank preview text is none; isPublic defaults to true.
      previewContent: null,
      isPublic: true,
      requiredTier: "per_document",
      usageCount: 0,
    });
    expect((await adminList()).map((t) => t.id)).toContain(template.id);
    const visitorCard = (await publicList()).find((t) => t.id === template.id);
    expect(visitorCard).toMatchObject({ name, requiredTier: "per_document" });
    expect(visitorCard).not.toHaveProperty("content");
    const [audit] = await auditOf("template.create", template.id);
    expect(audit).toMatchObject({ actorUserId: admin.user.id, targetType: "template" });
    expect(audit!.details).toMatchObject({ name, category: "finance", requiredTier: "per_document" });
  });

  it("refuses invalid fields with a 400 naming each one, and creates nothing", async () => {
    const before = await templateCount();
    const cases: Array<[Record<string, unknown>, Record<string, string>]> = [
      [{ name: "   " }, { name: "Name is required" }],
      [{ description: "" }, { description: "Description is required" }],
      [{ content: " \n\t " }, { content: "Content is required" }],
      [{ name: "x".repeat(201) }, { name: "Name is at most 200 characters" }],
      [{ name: "Bad\u202Ename" }, { name: expect.stringContaining("Name cannot contain") }],
      [{ category: "marketing" }, { category: "Choose a category: HR, Travel, Finance, IT, Legal, Other" }],
      [
        { requiredTier: "system_admin" },
        { requiredTier: "Choose the plan the template requires: Freemium, Pay Per Document, Enterprise" },
      ],
    ];
    for (const [overrides, fields] of cases) {
      const res = await create(form(overrides));
      expect(res.status, JSON.stringify(overrides)).toBe(400);
      const body = (await res.json()) as { code: string; message: string; fields: Record<string, string> };
      expect(body.code).toBe("invalid_input");
      expect(body.fields).toEqual(fields);
    }
    const missing = await create({ category: "hr" });
    expect(((await missing.json()) as { fields: Record<string, string> }).fields).toMatchObject({
      name: "Name is required",
      description: "Description is required",
      content: "Content is required",
    });
    expect(await templateCount()).toBe(before);
  });

  it("refuses a name another live template has (any case) with 409; a retired template's name is free", async () => {
    const first = await created();
    const res = await create(form({ name: first.name.toUpperCase() }));
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      code: "conflict",
      message: `A template named "${first.name.toUpperCase()}" already exists. Choose another name.`,
    });
    const retired = await createTemplate({ name: unique("Old Travel Policy"), retiredAt: new Date() });
    expect((await create(form({ name: retired.name }))).status).toBe(200);
  });
});

describe("PUT /api/admin/templates/:templateId", () => {
  it("replaces every field, moves updatedAt, shows in the public library at once and audits the changed fields", async () => {
    const template = await created(form({ isPublic: false }));
    const before = await templateRow(template.id);
    expect((await publicList()).map((t) => t.id)).not.toContain(template.id);
    const name = unique("Hybrid Work Policy");
    const res = await update(
      template.id,
      form({ name, content: "HYBRID WORK\n\n1. Purpose", isPublic: true, requiredTier: "enterprise" }),
    );
    expect(res.status).toBe(200);
    const saved = (await res.json()) as AdminTemplateDto;
    expect(saved).toMatchObject({
      id: template.id,
      name,
      content: "HYBRID WORK\n\n1. Purpose",
      isPublic: true,
      requiredTier: "enterprise",
    });
    expect(new Date(saved.updatedAt).getTime()).toBeGreaterThanOrEqual(before!.updatedAt.getTime());
    expect((await publicList()).find((t) => t.id === template.id)).toMatchObject({ name, isPublic: true });
    const [audit] = await auditOf("template.update", template.id);
    expect(audit!.details).toMatchObject({ changed: ["name", "content", "isPublic", "requiredTier"] });
  });

  it("refuses invalid fields and a taken name, changing nothing; an unknown template is 404", async () => {
    const template = await created();
    const other = await created();
    const invalid = await update(template.id, form({ name: "", content: "" }));
    expect(invalid.status).toBe(400);
    expect(((await invalid.json()) as { fields: Record<string, string> }).fields).toEqual({
      name: "Name is required",
      content: "Content is required",
    });
    const taken = await update(template.id, form({ name: other.name }));
    expect(taken.status).toBe(409);
    expect(((await taken.json()) as { message: string }).message).toBe(
      `A template named "${other.name}" already exists. Choose another name.`,
    );
    expect(await templateRow(template.id)).toMatchObject({ name: template.name, content: template.content });
    // Keeping its own name is not a conflict.
    expect((await update(template.id, form({ name: template.name }))).status).toBe(200);
    expect((await update(999_999, form())).status).toBe(404);
  });
});

describe("DELETE /api/admin/templates/:templateId", () => {
  it("deletes a template nothing was generated from for good; a second delete is 404", async () => {
    const template = await created();
    const res = await remove(template.id);
    expect(res.status).toBe(200);
    expect((await res.json()) as DeleteTemplateResponse).toEqual({
      templateId: template.id,
      outcome: "deleted",
      documentCount: 0,
    });
    expect(await templateRow(template.id)).toBeUndefined();
    expect((await publicList()).map((t) => t.id)).not.toContain(template.id);
    expect(await auditOf("template.delete", template.id)).toHaveLength(1);
    const again = await remove(template.id);
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({
      code: "not_found",
      message: "The requested template was not found.",
    });
  });

  it("retires a template a document was generated from: gone from the library, reading and generation, while the document keeps its link and history", async () => {
    const template = await created(form({ category: "travel", requiredTier: "freemium" }));
    const company = await person({ tier: "enterprise" });
    const generated = await callApi("POST", "/api/documents/generate", {
      cookie: company.cookie,
      body: {
        templateType: "travel",
        templateId: template.id,
        companyName: "Tern Air",
        department: "travel",
      },
    });
    expect(generated.status).toBe(200);
    const document = (await generated.json()) as GeneratedDocumentDto;
    expect((await adminList()).find((t) => t.id === template.id)?.usageCount).toBe(1);

    const res = await remove(template.id);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ templateId: template.id, outcome: "retired", documentCount: 1 });
    const row = await templateRow(template.id);
    expect(row?.retiredAt).toBeInstanceOf(Date);
    expect(await auditOf("template.retire", template.id)).toHaveLength(1);

    // Gone for everyone: the lists, the template's routes, generation and editing.
    expect((await adminList()).map((t) => t.id)).not.toContain(template.id);
    expect((await publicList()).map((t) => t.id)).not.toContain(template.id);
    expect((await publicList(company.cookie)).map((t) => t.id)).not.toContain(template.id);
    expect((await callApi("GET", `/api/templates/${template.id}`)).status).toBe(404);
    expect((await callApi("GET", `/api/templates/${template.id}`, { cookie: company.cookie })).status).toBe(
      404,
    );
    const content = await callApi("GET", `/api/templates/${template.id}/content`, { cookie: company.cookie });
    expect(content.status).toBe(404);
    const download = await callApi("POST", `/api/templates/${template.id}/download`, {
      cookie: company.cookie,
    });
    expect(download.status).toBe(404);
    const regenerate = await callApi("POST", "/api/documents/generate", {
      cookie: company.cookie,
      body: {
        templateType: "travel",
        templateId: template.id,
        companyName: "Tern Air",
        department: "travel",
      },
    });
    expect(regenerate.status).toBe(404);
    expect((await update(template.id, form())).status).toBe(404);
    expect((await remove(template.id)).status).toBe(404);

    // The document still opens, linked to its template, with its history.
    const opened = await callApi("GET", `/api/documents/${document.id}`, { cookie: company.cookie });
    expect(opened.status).toBe(200);
    expect((await opened.json()) as DocumentDto).toMatchObject({ id: document.id, templateId: template.id });
    const versions = await callApi("GET", `/api/documents/${document.id}/versions`, {
      cookie: company.cookie,
    });
    expect(versions.status).toBe(200);
    expect((await versions.json()) as DocumentVersionDto[]).toEqual([
      expect.objectContaining({ version: 1, changeDescription: `Generated from template ${template.name}` }),
    ]);
  });

  it("retires a template that was used even when no document from it is left", async () => {
    const template = await created(form({ category: "travel", requiredTier: "freemium" }));
    const company = await person({ tier: "enterprise" });
    const generated = await generateFrom(company, template.id);
    expect(generated.status).toBe(200);
    const { id } = (await generated.json()) as GeneratedDocumentDto;
    await domain().companyDb.delete(documents).where(eq(documents.id, id));

    const res = await remove(template.id);
    expect(await res.json()).toEqual({ templateId: template.id, outcome: "retired", documentCount: 0 });
    expect((await templateRow(template.id))?.retiredAt).toBeInstanceOf(Date);
  });

  it("a template deleted while the model writes is a 404 to the generation, which writes nothing", async () => {
    const template = await created(form({ category: "travel", requiredTier: "freemium" }));
    const company = await person({ tier: "enterprise" });
    const ctx = domain();
    let deleted: DeleteTemplateResponse | undefined;
    const base = ctx.textModel as Exclude<LanguageModel, string>;
    // The platform admin deletes it after it was chosen and while the model is writing.
    const textModel = new Proxy(base, {
      get(target, property, receiver) {
        if (property !== "doGenerate") return Reflect.get(target, property, receiver);
        const write = target.doGenerate.bind(target) as (options: unknown) => Promise<unknown>;
        return async (options: unknown) => {
          deleted = await deleteTemplate(ctx, admin.actor, template.id);
          return write(options);
        };
      },
    });
    const attempt = generateDocument({ ...ctx, textModel }, company.actor, {
      templateType: "travel",
      templateId: template.id,
      companyName: "Tern Air",
      department: "travel",
    });
    await expect(attempt).rejects.toMatchObject({ code: "not_found" });
    expect(deleted?.outcome).toBe("deleted");
    expect(await templateRow(template.id)).toBeUndefined();
    const written = await ctx.companyDb
      .select({ n: count() })
      .from(documents)
      .where(eq(documents.companyId, company.company.id));
    expect(written[0]!.n).toBe(0);
  });

  it("retires rather than deletes when any company's document refers to the template", async () => {
    const template = await created();
    const other = await person({ tier: "per_document" });
    await createDocument(other.company.id, { templateId: template.id, title: "Imported copy" });
    const res = await remove(template.id);
    expect(((await res.json()) as DeleteTemplateResponse).outcome).toBe("retired");
    expect(await templateRow(template.id)).toBeDefined();
  });
});

describe("requiredTier wherever a template is used", () => {
  let enterpriseOnly: AdminTemplateDto;
  let payPerUse: AdminTemplateDto;
  beforeAll(async () => {
    enterpriseOnly = await created(
      form({ category: "legal", requiredTier: "enterprise", content: "ENTERPRISE ONLY\n\n1. Purpose" }),
    );
    payPerUse = await created(form({ category: "legal", requiredTier: "per_document" }));
  });
  const ENTERPRISE_REFUSAL = { code: "forbidden", message: "This template requires the Enterprise plan." };

  it("a Freemium caller reads and downloads an Enterprise template but cannot generate from it", async () => {
    const freemium = await person({ tier: "freemium", role: "company_admin" });
    expect((await publicList(freemium.cookie)).map((t) => t.id)).toContain(enterpriseOnly.id);
    const one = await callApi("GET", `/api/templates/${enterpriseOnly.id}`, { cookie: freemium.cookie });
    expect(one.status).toBe(200);
    expect(await one.json()).toMatchObject({
      id: enterpriseOnly.id,
      requiredTier: "enterprise",
      content: "ENTERPRISE ONLY\n\n1. Purpose",
    });

    const content = await callApi("GET", `/api/templates/${enterpriseOnly.id}/content`, {
      cookie: freemium.cookie,
    });
    expect(content.status).toBe(200);
    const download = await callApi("POST", `/api/templates/${enterpriseOnly.id}/download`, {
      cookie: freemium.cookie,
    });
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("application/pdf");
    const generate = await callApi("POST", "/api/documents/generate", {
      cookie: freemium.cookie,
      body: {
        templateType: "legal",
        templateId: enterpriseOnly.id,
        companyName: "Free Co",
        department: "legal",
      },
    });
    expect(generate.status).toBe(403);
    expect(await generate.json()).toEqual({ code: "forbidden", message: GENERATION_TIER_MESSAGE });
  });

  it("a Pay Per Use caller reads and downloads an Enterprise template but is refused generating from it", async () => {
    const perDocument = await person({ tier: "per_document" });
    const cookie = perDocument.cookie;
    for (const template of [payPerUse, enterpriseOnly]) {
      const read = await callApi("GET", `/api/templates/${template.id}/content`, { cookie });
      expect(read.status, template.requiredTier).toBe(200);
      const download = await callApi("POST", `/api/templates/${template.id}/download`, { cookie });
      expect(download.status, template.requiredTier).toBe(200);
    }
    const generate = await callApi("POST", "/api/documents/generate", {
      cookie,
      body: {
        templateType: "legal",
        templateId: enterpriseOnly.id,
        companyName: "Pay Co",
        department: "legal",
      },
    });
    expect(generate.status).toBe(403);
    expect(await generate.json()).toEqual(ENTERPRISE_REFUSAL);
    expect((await adminList()).find((t) => t.id === enterpriseOnly.id)?.usageCount).toBe(0);
  });

  it("an Enterprise caller reads and downloads it; a visitor still gets only the public summary", async () => {
    const enterprise = await person({ tier: "enterprise" });
    const one = await callApi("GET", `/api/templates/${enterpriseOnly.id}`, { cookie: enterprise.cookie });
    expect(((await one.json()) as { content?: string }).content).toBe("ENTERPRISE ONLY\n\n1. Purpose");
    const download = await callApi("POST", `/api/templates/${enterpriseOnly.id}/download`, {
      cookie: enterprise.cookie,
    });
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("application/pdf");

    const visitor = await callApi("GET", `/api/templates/${enterpriseOnly.id}`);
    expect(visitor.status).toBe(200);
    expect(await visitor.json()).not.toHaveProperty("content");
    expect((await callApi("GET", `/api/templates/${enterpriseOnly.id}/content`)).status).toBe(401);
  });
});

describe("only the platform administrator manages templates", () => {
  it("refuses every other caller on every route with 403 (401 signed out), and changes nothing", async () => {
    const target = await created();
    const callers = [
      await person({ tier: "enterprise", role: "company_admin" }),
      await person({ tier: "freemium", role: "user" }),
      // A system_admin company's plain user is no platform administrator.
      await person({ tier: "system_admin", role: "company_admin" }),
    ];
    const before = await templateCount();
    for (const { cookie } of callers) {
      for (const res of [
        await callApi("GET", "/api/admin/templates", { cookie }),
        await create(form(), cookie),
        await update(target.id, form({ name: "Hijacked" }), cookie),
        await remove(target.id, cookie),
      ]) {
        expect(res.status).toBe(403);
        expect(await res.json()).toEqual({ code: "forbidden", message: PLATFORM_ADMIN_MESSAGE });
      }
    }
    expect((await callApi("GET", "/api/admin/templates")).status).toBe(401);
    expect((await callApi("DELETE", `/api/admin/templates/${target.id}`)).status).toBe(401);
    expect(await templateCount()).toBe(before);
    expect(await templateRow(target.id)).toMatchObject({ name: target.name, retiredAt: null });
  });

  it("the operations refuse a non-platform actor themselves, before looking anything up", async () => {
    const { actor } = await person({ tier: "enterprise", role: "company_admin" });
    const ctx = domain();
    const body = {
      name: "X",
      description: "Y",
      category: "hr",
      content: "Z",
      previewContent: null,
      isPublic: true,
      requiredTier: "freemium",
    } as const;
    for (const call of [
      () => listAdminTemplates(ctx, actor),
      () => createTemplateOperation(ctx, actor, body),
      () => updateTemplate(ctx, actor, 987_654_321, body),
      () => deleteTemplate(ctx, actor, 987_654_321),
    ]) {
      await expect(call()).rejects.toThrowError(new AppError("forbidden", PLATFORM_ADMIN_MESSAGE));
    }
  });
});
