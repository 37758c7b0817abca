import { generateDocumentBody, generatedDocumentSchema } from "@charterly/domain/contract";
import { Hono } from "hono";
import { can } from "../domain/access/access-rule";
import { generateDocument } from "../domain/generation/generate-document";
import { actorOf, bodyOf, route } from "./route";
import type { ApiEnv } from "./types";

const tags = ["generation"];

export const generationRoutes = new Hono<ApiEnv>().post(
  "/documents/generate",
  route({
    operationId: "generateDocument",
    summary:
      "Generate a policy from a template with the company's details and requirements (Pay Per Use documents wait for approval)",
    tags,
    access: can("document.generate"),
    rateLimit: "generation",
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
  async (c) => c.json(await generateDocument(c.get("domain"), actorOf(c), bodyOf(c, generateDocumentBody))),
);
