import { and, eq, isNull, type SQL, sql } from "drizzle-orm";
import { companyPeople, documentAcknowledgements, documents, documentVersions } from "../../db/schema";
import type { DomainContext } from "../context";
import { IN_FORCE_STATUSES, notFound, type Role } from "../contract";

// Read-and-acknowledge (decision 016): who is asked to read a document in force, and which version
// they acknowledge.
//
// "The version in force" is the version at which the text now in force came into force: every later
// version with the same text in force (a 'Mark reviewed' entry) is the same text, and asking everyone
// to read it again would be noise. Every write path sets `in_force_since` to the time of the write
// that brought the text into force and writes that version row at the same time, so it is the last
// version row written at or before `in_force_since` (one primary-key range of the document's
// versions). A new text in force is a later version: everyone is asked again.

/** The version in force of `documents` (meaningful only while its status is in force). */
export const inForceVersionColumn = sql<number>`coalesce((select max(v.version) from document_versions v where v.document_id = "documents"."id" and v.created_at <= "documents"."in_force_since"), "documents"."version")`;

/** The change summary stored on the version in force (null until the summary helper writes it). */
export const inForceChangeSummaryColumn =
  sql`(select v.change_summary from document_versions v where v.document_id = "documents"."id" and v.version = ${inForceVersionColumn})`.mapWith(
    documentVersions.changeSummary,
  );

/** `documents.status` is in force: approved or generated. */
export const documentInForce = (): SQL =>
  sql`${documents.status} in (${sql.join(
    IN_FORCE_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  )})`;

/** The document is addressed to this role: readers null (everyone) or the role among them. */
export const documentAddressedTo = (role: Role): SQL =>
  sql`(${documents.readerRoles} is null or exists (select 1 from json_each(${documents.readerRoles}) r where r.value = ${role}))`;

/** Whether a document with these readers applies to a person of this role. */
export const appliesToRole = (readerRoles: readonly Role[] | null, role: Role) =>
  readerRoles === null || readerRoles.includes(role);

/** The company's active people a document with these readers applies to (its copy of its people). */
export const readersOf = (companyId: number, readerRoles: readonly Role[] | null) =>
  and(
    eq(companyPeople.companyId, companyId),
    isNull(companyPeople.deactivatedAt),
    readerRoles === null
      ? undefined
      : sql`${companyPeople.role} in (${sql.join(
          readerRoles.map((r) => sql`${r}`),
          sql`, `,
        )})`,
  );

export interface AcknowledgeableDocument {
  id: number;
  companyId: number;
  title: string;
  status: (typeof documents.$inferSelect)["status"];
  version: number;
  inForceVersion: number;
  inForceSince: Date | null;
  readerRoles: Role[] | null;
}

/** The company's document with its version in force, or 404 (another company's id reads as missing). */
export async function loadAcknowledgeableDocument(
  ctx: DomainContext,
  companyId: number,
  documentId: number,
): Promise<AcknowledgeableDocument> {
  const [row] = await ctx.companyDb
    .select({
      id: documents.id,
      companyId: documents.companyId,
      title: documents.title,
      status: documents.status,
      version: documents.version,
      inForceVersion: inForceVersionColumn,
      inForceSince: documents.inForceSince,
      readerRoles: documents.readerRoles,
    })
    .from(documents)
    .where(and(eq(documents.id, documentId), eq(documents.companyId, companyId)))
    .limit(1);
  if (!row) throw notFound("document");
  return row;
}

/** Who acknowledged: a person of the company, or a Slack user without an account (by Slack id). */
export type Acknowledger =
  | { userId: number; slackUserId?: undefined }
  | { userId?: undefined; slackUserId: string };

/** The acknowledgement row of this person for this version, if any. */
export async function findAcknowledgement(
  ctx: DomainContext,
  documentId: number,
  version: number,
  who: Acknowledger,
) {
  const [row] = await ctx.companyDb
    .select()
    .from(documentAcknowledgements)
    .where(
      and(
        eq(documentAcknowledgements.documentId, documentId),
        eq(documentAcknowledgements.version, version),
        who.userId !== undefined
          ? eq(documentAcknowledgements.userId, who.userId)
          : eq(documentAcknowledgements.slackUserId, who.slackUserId),
      ),
    )
    .limit(1);
  return row;
}
