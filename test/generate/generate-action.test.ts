import { type GeneratedDocumentDto, RateLimitedError } from "@charterly/domain/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { action as generateAction, loader as generateLoader } from "../../remix-app/routes/generate";
import { documents } from "../../worker/db/schema";
import { createTemplate, domain, type Person, person } from "../support/fixtures";
import { formAnswerOf, formPost, routeContextOf } from "../support/route-context";

// 'Generate Policy' posted to /generate's action (decision 026): POST /api/documents/generate's rate
// limit, schema and operation, the template named by its id as the form's select holds it.

async function generate(
  who: Person,
  fields: Record<string, string>,
  limited: RateLimitedError | null = null,
) {
  const context = await routeContextOf(who);
  const answer = await generateAction({
    request: formPost("/generate", { intent: "generate-document", ...fields }),
    context: { ...context, countOperation: async () => limited },
    params: {},
  });
  return formAnswerOf<GeneratedDocumentDto>(answer);
}

const documentsOf = (companyId: number) =>
  domain().companyDb.select().from(documents).where(eq(documents.companyId, companyId));

async function travelTemplate() {
  return createTemplate({
    name: "Form Travel Policy",
    category: "travel",
    requiredTier: "freemium",
    content: "1. Booking\n\n[Company Name] books every trip through the travel desk.",
  });
}

describe("generating a document as a form", () => {
  it("makes the document from the chosen template with the company's name and each requirement", async () => {
    const admin = await person({ tier: "enterprise", role: "company_admin" });
    const template = await travelTemplate();
    const { status, body } = await generate(admin, {
      templateId: String(template.id),
      companyName: "Formco Ltd",
      department: "travel",
      requirements: "Economy class under six hours\nReceipts within 30 days",
      effectiveDate: "2026-12-01",
    });
    expect(status).toBe(200);
    if (!body.ok) throw new Error(body.message);
    expect(body.value).toMatchObject({ title: "Form Travel Policy — Formco Ltd", status: "generated" });
    expect(body.value.content).toContain("Formco Ltd books every trip through the travel desk.");
    expect(body.value.content).toContain("Economy class under six hours");
    expect(body.value.content).toContain("Receipts within 30 days");
    expect(await documentsOf(admin.company.id)).toHaveLength(1);
  });

  it("answers a missing template and department with 400 next to their fields, the text kept, nothing made", async () => {
    const admin = await person({ tier: "enterprise", role: "company_admin" });
    const { status, body } = await generate(admin, {
      templateId: "",
      companyName: "Formco Ltd",
      department: "",
      requirements: "Keep this line",
    });
    expect(status).toBe(400);
    if (body.ok) throw new Error("generated without a template");
    expect(Object.keys(body.fieldErrors)).toEqual(expect.arrayContaining(["templateType", "department"]));
    expect(body.values.requirements).toBe("Keep this line");
    expect(await documentsOf(admin.company.id)).toHaveLength(0);
  });

  it("refuses Freemium with the plan's message, and a request over the rate limit, making nothing", async () => {
    const freemium = await person({ tier: "freemium", role: "company_admin" });
    const template = await travelTemplate();
    const fields = { templateId: String(template.id), companyName: "Free Co", department: "travel" };
    const refused = await generate(freemium, fields);
    expect(refused.status).toBe(403);
    expect(!refused.body.ok && refused.body.message).toMatch(/not included in the Freemium plan/);

    const enterprise = await person({ tier: "enterprise", role: "company_admin" });
    const limited = await generate(
      enterprise,
      fields,
      new RateLimitedError("Too many documents generated.", 60),
    );
    expect(limited.status).toBe(429);
    expect(!limited.body.ok && limited.body.message).toBe("Too many documents generated.");
    expect(await documentsOf(freemium.company.id)).toHaveLength(0);
    expect(await documentsOf(enterprise.company.id)).toHaveLength(0);
  });

  it("a Pay Per Use person may open an Enterprise template's page but not generate from it: the loader says so, the action refuses", async () => {
    const template = await createTemplate({
      name: "Form Enterprise Policy",
      category: "legal",
      requiredTier: "enterprise",
      content: "1. Scope\n\n[Company Name] keeps this policy.",
    });
    const pageFor = async (who: Person) =>
      generateLoader({
        request: new Request(`http://localhost/generate?template=${template.id}`),
        context: await routeContextOf(who),
        params: {},
      });
    const payPerUse = await person({ tier: "per_document", role: "company_admin" });
    const page = await pageFor(payPerUse);
    expect(page.fixedTemplate?.id).toBe(template.id);
    expect(page.generationRefusal).toBe("This template requires the Enterprise plan.");
    expect((await pageFor(await person({ tier: "enterprise" }))).generationRefusal).toBeNull();

    const refused = await generate(payPerUse, {
      templateId: String(template.id),
      companyName: "Pay Co",
      department: "legal",
    });
    expect(refused.status).toBe(403);
    expect(!refused.body.ok && refused.body.message).toBe("This template requires the Enterprise plan.");
    expect(await documentsOf(payPerUse.company.id)).toHaveLength(0);
  });
});
