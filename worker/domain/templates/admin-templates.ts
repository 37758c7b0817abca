import { and, count, desc, eq, ne, type SQL, sql } from "drizzle-orm";
import { documents, templates } from "../../db/schema";
import type { DomainContext } from "../context";
import {
  type AdminTemplateDto,
  conflict,
  type TemplateFormBody,
  templateNameTakenMessage,
} from "../contract";
import { companyDatabases, summedOver } from "../platform/company-databases";
import { toTemplateSummary } from "./list-templates";
import { liveTemplate, liveTemplateWithId, type TemplateRow } from "./template-rules";

// What the platform administrator's template operations share: the DTO with the full text, the
// unique-name rule, and "is anything generated from it".

export const toAdminTemplateDto = (row: TemplateRow): AdminTemplateDto => ({
  ...toTemplateSummary(row),
  content: row.content,
  createdAt: row.createdAt.toISOString(),
});

/** The form's fields as the row stores them. */
export const templateValues = (body: TemplateFormBody) => ({
  name: body.name,
  description: body.description,
  category: body.category,
  content: body.content,
  previewContent: body.previewContent,
  isPublic: body.isPublic,
  requiredTier: body.requiredTier,
});

/** What the audit row keeps of a template: everything but its (long) text. */
export const auditDetails = (body: TemplateFormBody) => ({
  name: body.name,
  category: body.category,
  requiredTier: body.requiredTier,
  isPublic: body.isPublic,
});

/**
 * Live templates (other than `exceptId`) named `name`, ignoring case: the library's cards, the
 * generate form's list and the PDF's file name tell templates apart by name alone.
 */
const sameName = (name: string, exceptId?: number) =>
  and(
    liveTemplate,
    sql`lower(${templates.name}) = lower(${name})`,
    exceptId === undefined ? undefined : ne(templates.id, exceptId),
  );

/** A condition for `batchGuard`: no other live template has the name (checked again in the batch). */
export const nameIsFree = (name: string, exceptId?: number): SQL =>
  sql`not exists (select 1 from ${templates} where ${sameName(name, exceptId)})`;

/** Refuses a name another live template has (409). */
export async function requireFreeName(ctx: DomainContext, name: string, exceptId?: number) {
  const [taken] = await ctx.directory
    .select({ id: templates.id })
    .from(templates)
    .where(sameName(name, exceptId))
    .limit(1);
  if (taken) throw conflict(templateNameTakenMessage(name));
}

/** How many documents (of any company, in every company database) were generated from the template. */
export function documentsGeneratedFrom(ctx: DomainContext, templateId: number): Promise<number> {
  return summedOver(companyDatabases(ctx), (db) =>
    db.select({ value: count() }).from(documents).where(eq(documents.templateId, templateId)),
  );
}

/** A condition for `batchGuard`: the template is still in the library (not deleted or retired since). */
export const isLive = (templateId: number): SQL =>
  sql`exists (select 1 from ${templates} where ${liveTemplateWithId(templateId)})`;

/** Newest change first: what the administrator touched last is at the top. */
export const adminTemplateOrder = [desc(templates.updatedAt), desc(templates.id)];
