import { Hono } from "hono";
import { selectTextModel } from "../adapters/ai/select-text-model";
import { signedIn } from "../domain/access/access-rule";
import { PAID_TIERS } from "../domain/access/roles";
import { generateDocument } from "../domain/generation/generate-document";
import { generateDocumentBody, generatedDocumentSchema } from "../domain/generation/schemas";
import { actorOf, bodyOf, route } from "./route";
import type { ApiEnv } from "./types";

const tags = ["generation"];

export const GENERATION_TIER_MESSAGE =
  "Document generation is not included in the Freemium plan. Upgrade to Pay Per Use or Enterprise to generate documents.";

export const generationRoutes = new Hono<ApiEnv>().post(
  "/documents/generate",
  route({
    summary:
      "Generate a policy from a template with the company's details and requirements (Pay Per Use documents wait for approval)",
    tags,
    access: signedIn({ tiers: PAID_TIERS, tierMessage: GENERATION_TIER_MESSAGE }),
    body: generateDocumentBody,
    response: generatedDocumentSchema,
    example: {
      templateType: "hr",
      companyName: "Northwind Traders",
      department: "hr",
      requirements: "Employees may work remotely up to three days per week\nCore hours are 10:00 to 15:00",
      effectiveDate: "2026-01-01",
    },
  }),
  async (c) =>
    c.json(
      await generateDocument(c.get("domain"), actorOf(c), {
        input: bodyOf(c, generateDocumentBody),
        model: selectTextModel(c.env),
      }),
    ),
);
