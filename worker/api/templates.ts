import {
  categoryLabel,
  templateContentSchema,
  templateSchema,
  templateSummarySchema,
} from "@charterly/domain/contract";
import { renderPdf } from "@charterly/domain/export/pdf";
import { Hono } from "hono";
import { z } from "zod";
import { workerPdfFonts } from "../adapters/fonts/worker-pdf-fonts";
import { publicAccess, signedIn } from "../domain/access/access-rule";
import { getTemplate, getTemplateContent } from "../domain/templates/get-template";
import { listTemplates } from "../domain/templates/list-templates";
import { attachmentDisposition } from "./content-disposition";
import { actorOf, idParam, route } from "./route";
import type { ApiEnv } from "./types";

export const templateRoutes = new Hono<ApiEnv>()
  .get(
    "/templates",
    route({
      operationId: "listTemplates",
      readOnly: true,
      summary: "The template library (public templates only for visitors; never the full text)",
      tags: ["templates"],
      access: publicAccess(),
      response: z.array(templateSummarySchema),
    }),
    async (c) => c.json(await listTemplates(c.get("domain"), c.get("session")?.actor ?? null)),
  )
  .get(
    "/templates/:templateId",
    route({
      operationId: "getTemplate",
      readOnly: true,
      summary: "One template (with its full text for signed-in people)",
      tags: ["templates"],
      access: publicAccess(),
      response: templateSchema,
    }),
    async (c) =>
      c.json(await getTemplate(c.get("domain"), c.get("session")?.actor ?? null, idParam(c, "templateId"))),
  )
  .get(
    "/templates/:templateId/content",
    route({
      operationId: "getTemplateContent",
      readOnly: true,
      summary: "A template's full text",
      tags: ["templates"],
      access: signedIn(),
      response: templateContentSchema,
    }),
    async (c) => {
      const template = await getTemplateContent(c.get("domain"), actorOf(c), idParam(c, "templateId"));
      return c.json({ content: template.content });
    },
  )
  .post(
    "/templates/:templateId/download",
    route({
      operationId: "downloadTemplatePdf",
      summary: "A template as a PDF file",
      tags: ["templates"],
      access: signedIn(),
      produces: "pdf",
    }),
    async (c) => {
      const template = await getTemplateContent(c.get("domain"), actorOf(c), idParam(c, "templateId"));
      const pdf = await renderPdf({
        title: template.name,
        subtitle: `${categoryLabel(template.category)} · ${template.description}`,
        content: template.content,
        fonts: workerPdfFonts,
      });
      return c.body(pdf.slice().buffer, 200, {
        "Content-Type": "application/pdf",
        "Content-Disposition": attachmentDisposition(`${template.name}.pdf`),
      });
    },
  );
