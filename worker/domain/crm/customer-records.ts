import { and, asc, eq, isNull, ne } from "drizzle-orm";
import { companies, crmFieldMappings, users } from "../../db/schema";
import type { DomainContext } from "../context";
import { CRM_EXTERNAL_ID_FIELD, type CrmLocalField, SYSTEM_COMPANY_ID } from "../contract";
import { ruleOf } from "./field-mappings";
import { transformValue } from "./transform-value";

export interface CustomerRecord {
  userId: number;
  email: string;
  companyName: string;
  /** The Lead as sent: the external id and each mapped field. */
  record: Record<string, string | null>;
  /** A required field with no value (nor a default): the record is not sent. */
  missing: { field: string; message: string } | null;
}

/** The external id a customer is upserted by. */
export const externalIdOf = (userId: number) => `charterly-user-${userId}`;

/**
 * Every customer — each person of every company, with their company's fields — as the Lead the
 * mappings make of them. The platform's own company and companies in the recycle bin are left out.
 */
export async function customerRecords(ctx: DomainContext): Promise<CustomerRecord[]> {
  const [mappings, people] = await Promise.all([
    ctx.directory.select().from(crmFieldMappings).orderBy(asc(crmFieldMappings.id)),
    ctx.directory
      .select({
        userId: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        createdAt: users.createdAt,
        companyName: companies.name,
        displayName: companies.displayName,
        companySize: companies.companySize,
        website: companies.website,
        tier: companies.tier,
      })
      .from(users)
      .innerJoin(companies, eq(companies.id, users.companyId))
      .where(and(isNull(companies.deletedAt), ne(companies.id, SYSTEM_COMPANY_ID)))
      .orderBy(asc(users.id)),
  ]);
  return people.map((person) => {
    const local: Record<CrmLocalField, string | null> = {
      firstName: person.firstName,
      lastName: person.lastName,
      email: person.email,
      companyName: person.displayName || person.companyName,
      companySize: person.companySize,
      companyWebsite: person.website,
      subscriptionTier: person.tier,
      createdAt: person.createdAt.toISOString(),
    };
    const record: Record<string, string | null> = { [CRM_EXTERNAL_ID_FIELD]: externalIdOf(person.userId) };
    let missing: CustomerRecord["missing"] = null;
    for (const mapping of mappings) {
      const value =
        transformValue(local[mapping.localField], mapping.fieldType, ruleOf(mapping)) ?? mapping.defaultValue;
      if (value === null && mapping.isRequired && !missing)
        missing = {
          field: mapping.crmField,
          message: `Required field ${mapping.crmField} has no value and no default.`,
        };
      record[mapping.crmField] = value;
    }
    return {
      userId: person.userId,
      email: person.email,
      companyName: person.displayName || person.companyName,
      record,
      missing,
    };
  });
}

/** A stable fingerprint of what would be sent: a customer is sent again only when it changes. */
export async function recordHash(record: Record<string, string | null>): Promise<string> {
  const canonical = JSON.stringify(
    Object.keys(record)
      .sort()
      .map((key) => [key, record[key]]),
  );
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(canonical));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}
