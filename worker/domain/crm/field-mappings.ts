import { asc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { crmFieldMappings } from "../../db/schema";
import type { Actor } from "../access/actor";
import { requirePermission } from "../access/require-permission";
import { auditEventStatement } from "../audit/audit-event";
import { batchGuard, isGuardFailure } from "../batch-guard";
import { constraintFailure } from "../constraint-failure";
import type { DomainContext } from "../context";
import {
  CRM_LOCAL_FIELD_LABELS,
  type CrmFieldDto,
  type CrmMappingDto,
  conflict,
  type crmMappingBody,
  invalidInput,
  notFound,
  type TransformationRule,
  transformationRuleSchema,
} from "../contract";
import { listCrmFields } from "./crm-fields";
import { COMPATIBLE_SALESFORCE_TYPES } from "./transform-value";

type MappingInput = z.output<typeof crmMappingBody>;
type MappingRow = typeof crmFieldMappings.$inferSelect;

/** A stored rule that no longer parses is treated as none rather than failing every sync. */
export function ruleOf(row: Pick<MappingRow, "transformationRule">): TransformationRule | null {
  if (!row.transformationRule) return null;
  try {
    const parsed = transformationRuleSchema.safeParse(JSON.parse(row.transformationRule));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const toDto = (row: MappingRow): CrmMappingDto => ({
  id: row.id,
  localField: row.localField,
  crmField: row.crmField,
  fieldType: row.fieldType,
  isRequired: row.isRequired,
  defaultValue: row.defaultValue,
  transformationRule: ruleOf(row),
  updatedAt: row.updatedAt.toISOString(),
});

export async function listCrmMappings(ctx: DomainContext, actor: Actor): Promise<CrmMappingDto[]> {
  requirePermission(actor, "platform.settings");
  const rows = await ctx.directory.select().from(crmFieldMappings).orderBy(asc(crmFieldMappings.id));
  return rows.map(toDto);
}

/**
 * A mapping is saved only when the Salesforce field exists on Lead (read from the connected org),
 * is writable, its type fits the mapping's type, and — for a picklist — every mapped value is one
 * of the field's values. Uniqueness of both sides is the database's (two unique indexes).
 */
function checkAgainstLead(input: MappingInput, fields: CrmFieldDto[]) {
  const field = fields.find((f) => f.name.toLowerCase() === input.crmField.toLowerCase());
  if (!field)
    throw invalidInput(`Lead has no writable field named ${input.crmField}.`, {
      crmField: `Lead has no writable field named ${input.crmField}`,
    });
  if (!COMPATIBLE_SALESFORCE_TYPES[input.fieldType].includes(field.type))
    throw invalidInput(
      `${field.label} (${field.name}) is a ${field.type} field: it cannot take a ${input.fieldType} value.`,
      {
        fieldType: `${field.name} is a ${field.type} field`,
      },
    );
  const rule = input.transformationRule;
  if (rule?.kind === "picklist" && field.picklistValues.length > 0) {
    const unknown = Object.values(rule.map).filter((v) => !field.picklistValues.includes(v));
    if (unknown.length)
      throw invalidInput(`${field.name} has no picklist value ${unknown.map((v) => `"${v}"`).join(", ")}.`, {
        transformationRule: `Not a value of ${field.name}: ${unknown.join(", ")}`,
      });
  }
  return field;
}

const duplicateMessage = (input: MappingInput, existing: MappingRow[]) => {
  const sameLocal = existing.find((m) => m.localField === input.localField);
  if (sameLocal)
    return `${CRM_LOCAL_FIELD_LABELS[input.localField]} is already mapped to ${sameLocal.crmField}.`;
  const sameCrm = existing.find((m) => m.crmField.toLowerCase() === input.crmField.toLowerCase());
  return `${sameCrm?.crmField ?? input.crmField} already receives ${sameCrm ? CRM_LOCAL_FIELD_LABELS[sameCrm.localField] : "another field"}.`;
};

async function save(
  ctx: DomainContext,
  actor: Actor,
  input: MappingInput,
  id: number | null,
): Promise<CrmMappingDto> {
  requirePermission(actor, "platform.settings");
  const all = await ctx.directory.select().from(crmFieldMappings);
  const current = id === null ? null : (all.find((m) => m.id === id) ?? null);
  if (id !== null && !current) throw notFound("field mapping");
  const others = all.filter((m) => m.id !== id);
  if (
    others.some(
      (m) => m.localField === input.localField || m.crmField.toLowerCase() === input.crmField.toLowerCase(),
    )
  )
    throw conflict(duplicateMessage(input, others));
  const field = checkAgainstLead(input, await listCrmFields(ctx, actor));
  const values = {
    localField: input.localField,
    crmField: field.name,
    fieldType: input.fieldType,
    isRequired: input.isRequired,
    defaultValue: input.defaultValue || null,
    transformationRule: input.transformationRule ? JSON.stringify(input.transformationRule) : null,
    updatedAt: ctx.clock.now(),
  };
  try {
    const [write] = await ctx.directory.batch([
      current
        ? ctx.directory
            .update(crmFieldMappings)
            .set(values)
            .where(eq(crmFieldMappings.id, current.id))
            .returning()
        : ctx.directory.insert(crmFieldMappings).values(values).returning(),
      auditEventStatement(ctx.directory, ctx.clock, actor, {
        action: current ? "crm.mapping.update" : "crm.mapping.create",
        targetType: "crm_field_mapping",
        targetId: current?.id ?? input.localField,
        details: { localField: values.localField, crmField: values.crmField },
      }),
    ]);
    return toDto(write[0]!);
  } catch (error) {
    // Another admin saved a mapping for the same field in the meantime.
    if (constraintFailure(error)?.kind === "unique")
      throw conflict(duplicateMessage(input, await ctx.directory.select().from(crmFieldMappings)));
    throw error;
  }
}

export const createCrmMapping = (ctx: DomainContext, actor: Actor, input: MappingInput) =>
  save(ctx, actor, input, null);
export const updateCrmMapping = (ctx: DomainContext, actor: Actor, id: number, input: MappingInput) =>
  save(ctx, actor, input, id);

export async function deleteCrmMapping(
  ctx: DomainContext,
  actor: Actor,
  id: number,
): Promise<{ deleted: true }> {
  requirePermission(actor, "platform.settings");
  const [existing] = await ctx.directory.select().from(crmFieldMappings).where(eq(crmFieldMappings.id, id));
  if (!existing) throw notFound("field mapping");
  try {
    await ctx.directory.batch([
      // Checked again in the batch: of two deletes at once (a double submit) one deletes and
      // writes the audit row, the other finds nothing (404).
      batchGuard(
        ctx.directory,
        sql`exists (select 1 from ${crmFieldMappings} where ${crmFieldMappings.id} = ${id})`,
      ),
      ctx.directory.delete(crmFieldMappings).where(eq(crmFieldMappings.id, id)),
      auditEventStatement(ctx.directory, ctx.clock, actor, {
        action: "crm.mapping.delete",
        targetType: "crm_field_mapping",
        targetId: id,
        details: { localField: existing.localField, crmField: existing.crmField },
      }),
    ]);
  } catch (error) {
    if (isGuardFailure(error)) throw notFound("field mapping");
    throw error;
  }
  return { deleted: true };
}
