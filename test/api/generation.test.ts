import { AppError, type DocumentExportDto, type GeneratedDocumentDto } from "@charterly/domain/contract";
import type { LanguageModel } from "ai";
import { count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { documents, documentVersions, templates } from "../../worker/db/schema";
import { generateDocument } from "../../worker/domain/generation/generate-document";
import { callApi, createTemplate, createTokenBalance, domain, person } from "../support/fixtures";

const FREEMIUM_MESSAGE =
  "Document generation is not included in the Freemium plan. Upgrade to Pay Per Use or Enterprise to generate documents.";
const UPSTREAM_MESSAGE =
  "The AI service could not generate the document. Nothing was saved; please try again.";
const PENDING_DOWNLOAD =
  "Document downloads are not available while pending approval. Please approve the document first to consume a token and enable downloads.";

const usageOf = async (templateId: number) =>
  (await domain().companyDb.select().from(templates).where(eq(templates.id, templateId)))[0]!.usageCount;
const documentCount = async (companyId: number) =>
  (
    await domain().companyDb.select({ n: count() }).from(documents).where(eq(documents.companyId, companyId))
  )[0]!.n;

const generate = (cookie: string, body: unknown) =>
  callApi("POST", "/api/documents/generate", { cookie, body });

let cleanDesk: typeof templates.$inferSelect;

beforeAll(async () => {
  cleanDesk = await createTemplate({ name: "Clean Desk Policy", category: "it" });
});

describe("POST /api/documents/generate — who may generate", () => {
  it("refuses freemium users and admins with the upgrade message and writes nothing", async () => {
    for (const role of ["user", "company_admin"] as const) {
      const { company, cookie } = await person({ tier: "freemium", role });
      const before = await usageOf(cleanDesk.id);
      const res = await generate(cookie, {
        templateType: "it",
        companyName: "Free Co",
        department: "it",
        templateId: cleanDesk.id,
      });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ code: "forbidden", message: FREEMIUM_MESSAGE });
      expect(await documentCount(company.id)).toBe(0);
      expect(await usageOf(cleanDesk.id)).toBe(before);
    }
  });

  it("asks a visitor to sign in", async () => {
    const res = await callApi("POST", "/api/documents/generate", {
      body: { templateType: "it", companyName: "X", department: "it" },
    });
    expect(res.status).toBe(401);
  });
});

describe("POST /api/documents/generate — an enterprise company", () => {
  it("generates a ready document with the company, department and every requirement, as version 1", async () => {
    const { company, cookie } = await person({ tier: "enterprise" });
    const before = await usageOf(cleanDesk.id);
    const res = await generate(cookie, {
      templateType: "it",
      templateId: cleanDesk.id,
      companyName: "  Northwind Traders ",
      department: "finance",
      requirements:
        "- Desks are cleared of papers at the end of each day\n\n* Screens lock after 5 minutes\nVisitors must never be left alone at a desk",
      effectiveDate: "2026-03-01",
    });
    expect(res.status).toBe(200);
    const doc = (await res.json()) as GeneratedDocumentDto;
    expect(doc).toMatchObject({
      title: "Clean Desk Policy — Northwind Traders",
      category: "it",
      status: "generated",
      version: 1,
      templateId: cleanDesk.id,
      generatedBy: "embedded",
    });
    expect(doc.content).toContain("Company: Northwind Traders");
    expect(doc.content).toContain("Policy Owner: Finance");
    expect(doc.content).toContain("Effective Date: March 1, 2026");
    expect(doc.content).not.toMatch(/\[(Company Name|Department|Effective Date)\]/);
    expect(doc.content).toContain("4. COMPANY-SPECIFIC REQUIREMENTS");
    for (const line of [
      "Desks are cleared of papers at the end of each day",
      "Screens lock after 5 minutes",
      "Visitors must never be left alone at a desk",
    ])
      expect(doc.content).toContain(line);
    expect(doc.description).toBe(
      "Finance policy with 3 requirements: Desks are cleared of papers at the end of each day; Screens lock after 5 minutes; Visitors must never be left alone at a desk",
    );

    const versions = await domain()
      .companyDb.select()
      .from(documentVersions)
      .where(eq(documentVersions.documentId, doc.id));
    expect(versions).toHaveLength(1);
    expect(versions[0]).toMatchObject({
      version: 1,
      changeType: "created",
      changeDescription: "Generated from template Clean Desk Policy",
      status: "generated",
      content: doc.content,
    });
    expect(await usageOf(cleanDesk.id)).toBe(before + 1);
    expect(await documentCount(company.id)).toBe(1);

    const exported = await callApi("GET", `/api/documents/${doc.id}/export`, { cookie });
    expect(exported.status).toBe(200);
  });

  it("defaults the effective date to today and works without requirements", async () => {
    const { cookie } = await person({ tier: "enterprise" });
    const res = await generate(cookie, {
      templateType: "it",
      templateId: cleanDesk.id,
      companyName: "Contoso",
      department: "other",
    });
    expect(res.status).toBe(200);
    const doc = (await res.json()) as GeneratedDocumentDto;
    const today = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(new Date());
    expect(doc.content).toContain(`Effective Date: ${today}`);
    expect(doc.content).toContain("Policy Owner: General Management");
    expect(doc.content).not.toContain("COMPANY-SPECIFIC REQUIREMENTS");
    expect(doc.description).toBe("General Management policy generated from the template.");
  });
});

describe("POST /api/documents/generate — a Pay Per Use company", () => {
  it("generates a pending_approval document that cannot be exported until approved", async () => {
    const { company, cookie } = await person({ tier: "per_document" });
    await createTokenBalance(company.id, 1);
    const res = await generate(cookie, {
      templateType: "it",
      templateId: cleanDesk.id,
      companyName: "Pay Co",
      department: "it",
      requirements: "Shred confidential papers",
    });
    expect(res.status).toBe(200);
    const doc = (await res.json()) as GeneratedDocumentDto;
    expect(doc.status).toBe("pending_approval");
    expect(doc.version).toBe(1);

    const refused = await callApi("GET", `/api/documents/${doc.id}/export`, { cookie });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toBe(PENDING_DOWNLOAD);

    expect((await callApi("POST", `/api/documents/${doc.id}/approve`, { cookie })).status).toBe(200);
    const exported = await callApi("GET", `/api/documents/${doc.id}/export`, { cookie });
    expect(exported.status).toBe(200);
    expect(((await exported.json()) as DocumentExportDto).status).toBe("approved");
  });
});

describe("POST /api/documents/generate — choosing the template", () => {
  it("takes the oldest template of the type that the plan includes", async () => {
    const enterpriseOnly = await createTemplate({
      name: "Travel A (Enterprise)",
      category: "travel",
      requiredTier: "enterprise",
    });
    const payPerUse = await createTemplate({
      name: "Travel B (Pay Per Use)",
      category: "travel",
      requiredTier: "per_document",
    });
    const body = { templateType: "travel", companyName: "Tern Air", department: "travel" };

    const enterprise = await person({ tier: "enterprise" });
    const a = (await (await generate(enterprise.cookie, body)).json()) as GeneratedDocumentDto;
    expect(a.templateId).toBe(enterpriseOnly.id);

    const perDocument = await person({ tier: "per_document" });
    const b = (await (await generate(perDocument.cookie, body)).json()) as GeneratedDocumentDto;
    expect(b.templateId).toBe(payPerUse.id);
    expect(b.title).toBe("Travel B (Pay Per Use) — Tern Air");
  });

  it("refuses a template above the company's plan with the plan it needs", async () => {
    const legalTemplate = await createTemplate({
      name: "Legal Only Enterprise",
      category: "legal",
      requiredTier: "enterprise",
    });
    const { company, cookie } = await person({ tier: "per_document" });
    const byId = await generate(cookie, {
      templateType: "legal",
      templateId: legalTemplate.id,
      companyName: "Pay Co",
      department: "legal",
    });
    expect(byId.status).toBe(403);
    expect(await byId.json()).toEqual({
      code: "forbidden",
      message: "This template requires the Enterprise plan.",
    });
    const byType = await generate(cookie, {
      templateType: "legal",
      companyName: "Pay Co",
      department: "legal",
    });
    expect(byType.status).toBe(403);
    expect(((await byType.json()) as { message: string }).message).toBe(
      "This template requires the Enterprise plan.",
    );
    expect(await documentCount(company.id)).toBe(0);
    expect(await usageOf(legalTemplate.id)).toBe(0);
  });

  it("answers 404 for an unknown template id and 400 for a type without templates", async () => {
    const { cookie } = await person({ tier: "enterprise" });
    const missing = await generate(cookie, {
      templateType: "hr",
      templateId: 999_999,
      companyName: "Co",
      department: "hr",
    });
    expect(missing.status).toBe(404);
    const none = await generate(cookie, { templateType: "hr", companyName: "Co", department: "hr" });
    expect(none.status).toBe(400);
    expect(await none.json()).toMatchObject({
      code: "invalid_input",
      fields: {
        templateType: "There is no template for this document type yet. Please choose another type.",
      },
    });
  });
});

describe("POST /api/documents/generate — validation", () => {
  it("answers the form's messages for missing fields and writes nothing", async () => {
    const { company, cookie } = await person({ tier: "enterprise" });
    const res = await generate(cookie, {});
    expect(res.status).toBe(400);
    const body = (await res.json()) as { code: string; message: string; fields: Record<string, string> };
    expect(body.code).toBe("invalid_input");
    expect(body.fields).toEqual({
      templateType: "Please select a document type",
      companyName: "Company name is required",
      department: "Please select a department",
    });
    expect(body.message).toContain("companyName: Company name is required");
    expect(await documentCount(company.id)).toBe(0);
  });

  it("refuses a blank company, an unknown department, long requirements and a bad date", async () => {
    const { company, cookie } = await person({ tier: "enterprise" });
    const res = await generate(cookie, {
      templateType: "it",
      companyName: "   ",
      department: "engineering",
      requirements: "x".repeat(5001),
      effectiveDate: "2026-02-30",
      templateId: "7",
    });
    expect(res.status).toBe(400);
    const { fields } = (await res.json()) as { fields: Record<string, string> };
    expect(fields).toMatchObject({
      companyName: "Company name is required",
      department: "Please select a department",
      requirements: "Requirements are at most 5000 characters",
      effectiveDate: "Effective date must be a date (YYYY-MM-DD)",
    });
    expect(fields.templateId).toBeDefined();
    expect(await documentCount(company.id)).toBe(0);
  });
});

describe("POST /api/documents/generate — when the model fails", () => {
  it("answers 502 through the Workers AI adapter and saves nothing", async () => {
    const { company, cookie } = await person({ tier: "enterprise" });
    const before = await usageOf(cleanDesk.id);
    const failingAI = {
      run: async () => {
        throw new Error("InferenceUpstreamError: model overloaded");
      },
    } as unknown as Ai;
    const res = await callApi("POST", "/api/documents/generate", {
      cookie,
      body: { templateType: "it", templateId: cleanDesk.id, companyName: "Unlucky Ltd", department: "it" },
      bindings: { AI: failingAI },
    });
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ code: "upstream_failed", message: UPSTREAM_MESSAGE });
    expect(await documentCount(company.id)).toBe(0);
    expect(await usageOf(cleanDesk.id)).toBe(before);
  });

  it("labels Workers AI output and passes it the delimited prompt and the configured model", async () => {
    const { cookie } = await person({ tier: "enterprise" });
    const calls: { model: string; inputs: { messages: { role: string; content: string }[] } }[] = [];
    const workingAI = {
      run: async (model: string, inputs: (typeof calls)[number]["inputs"]) => {
        calls.push({ model, inputs });
        return { response: "CLEAN DESK POLICY\n\n1. Purpose\n\nAcme keeps desks clear.", usage: {} };
      },
    } as unknown as Ai;
    const res = await callApi("POST", "/api/documents/generate", {
      cookie,
      body: {
        templateType: "it",
        templateId: cleanDesk.id,
        companyName: "Acme",
        department: "it",
        requirements: "A\nB",
      },
      bindings: { AI: workingAI, AI_TEXT_MODEL: "@cf/test/model" },
    });
    expect(res.status).toBe(200);
    const doc = (await res.json()) as GeneratedDocumentDto;
    expect(doc.generatedBy).toBe("workers-ai");
    expect(doc.content).toBe("CLEAN DESK POLICY\n\n1. Purpose\n\nAcme keeps desks clear.");
    expect(calls).toHaveLength(1);
    expect(calls[0]!.model).toBe("@cf/test/model");
    const [system, user] = calls[0]!.inputs.messages;
    expect(system!.role).toBe("system");
    expect(user!.content).toContain("<company>\nAcme\n</company>");
    expect(user!.content).toContain("<requirements>\nA\nB\n</requirements>");
    expect(user!.content).toContain("Company: Acme");
  });

  it("the domain operation saves nothing when an injected model throws", async () => {
    const { company, actor } = await person({ tier: "enterprise" });
    const before = await usageOf(cleanDesk.id);
    const throwingModel = {
      specificationVersion: "v4",
      provider: "test",
      modelId: "always-fails",
      supportedUrls: {},
      doGenerate: async () => {
        throw new Error("boom");
      },
      doStream: async () => {
        throw new Error("boom");
      },
    } as LanguageModel;
    const attempt = generateDocument({ ...domain(), textModel: throwingModel }, actor, {
      templateType: "it",
      templateId: cleanDesk.id,
      companyName: "Boom Ltd",
      department: "it",
    });
    await expect(attempt).rejects.toBeInstanceOf(AppError);
    await expect(attempt).rejects.toMatchObject({ code: "upstream_failed", message: UPSTREAM_MESSAGE });
    expect(await documentCount(company.id)).toBe(0);
    expect(await usageOf(cleanDesk.id)).toBe(before);
  });
});
