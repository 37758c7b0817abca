import {
  adminTemplateListSchema,
  adminTemplateSchema,
  deleteTemplateResponse,
  templateFormBody,
} from "@charterly/domain/contract";
import { Hono } from "hono";
import { can } from "../domain/access/access-rule";
import { createTemplate } from "../domain/templates/create-template";
import { deleteTemplate } from "../domain/templates/delete-template";
import { listAdminTemplates } from "../domain/templates/list-admin-templates";
import { updateTemplate } from "../domain/templates/update-template";
import { actorOf, bodyOf, idParam, route } from "./route";
import type { ApiEnv } from "./types";

// Platform Settings → Template Library (administration side §2, §5, §7): the platform
// administrator's list, create, edit and delete. Every change writes its audit row in its batch;
// the public library (/api/templates) reads the same rows, so it shows a change at once.

const tags = ["platform", "templates"];

const example = {
  name: "Remote Work Policy",
  description: "Who may work remotely, how often, and the equipment and security rules that apply.",
  category: "hr",
  content:
    "REMOTE WORK POLICY\n\n1. Purpose\n\n[Company Name] allows remote work where the role permits it.\n\n2. Scope\n\nEvery employee of [Department].",
  previewContent: "Sets out who may work remotely and the rules that apply.",
  isPublic: true,
  requiredTier: "freemium",
} as const;

export const adminTemplateRoutes = new Hono<ApiEnv>()
  .get(
    "/admin/templates",
    route({
      operationId: "listAdminTemplates",
      readOnly: true,
      summary:
        "Every template of the library, public or not, with its full text, usage count and required plan (retired templates are not listed)",
      tags,
      access: can("platform.settings"),
      response: adminTemplateListSchema,
    }),
    async (c) => c.json(await listAdminTemplates(c.get("domain"), actorOf(c))),
  )
  .post(
    "/admin/templates",
    route({
      operationId: "createTemplate",
      summary:
        "Add a template to the library: name, description and content required; category one of six; requiredTier freemium, per_document or enterprise (default freemium); isPublic (default true); optional preview text. A name another template has answers 409",
      tags,
      access: can("platform.settings"),
      body: templateFormBody,
      response: adminTemplateSchema,
      example,
    }),
    async (c) => c.json(await createTemplate(c.get("domain"), actorOf(c), bodyOf(c, templateFormBody))),
  )
  .put(
    "/admin/templates/:templateId",
    route({
      operationId: "updateTemplate",
      summary:
        "Replace a template's fields (the same as create). Documents generated earlier keep their text; a deleted template answers 404",
      tags,
      access: can("platform.settings"),
      body: templateFormBody,
      response: adminTemplateSchema,
      example: { ...example, name: "Remote and Hybrid Work Policy", requiredTier: "per_document" },
    }),
    async (c) =>
      c.json(
        await updateTemplate(
          c.get("domain"),
          actorOf(c),
          idParam(c, "templateId"),
          bodyOf(c, templateFormBody),
        ),
      ),
  )
  .delete(
    "/admin/templates/:templateId",
    route({
      operationId: "deleteTemplate",
      summary:
        "Take a template out of the library: deleted for good when nothing was generated from it (outcome 'deleted'), otherwise retired (outcome 'retired': hidden from the library, reading and generation, while its documents keep their link and history). Again: 404",
      tags,
      access: can("platform.settings"),
      response: deleteTemplateResponse,
    }),
    async (c) => c.json(await deleteTemplate(c.get("domain"), actorOf(c), idParam(c, "templateId"))),
  );
