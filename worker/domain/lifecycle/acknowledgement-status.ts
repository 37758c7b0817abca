import { and, asc, desc, eq, isNotNull, sql } from "drizzle-orm";
import { companyPeople, documentAcknowledgements } from "../../db/schema";
import type { Actor } from "../access/actor";
import { requirePermission } from "../access/require-permission";
import type { DomainContext } from "../context";
import {
  ACKNOWLEDGE_NOT_IN_FORCE_MESSAGE,
  type AcknowledgementStatusDto,
  conflict,
  isInForce,
} from "../contract";
import { personName } from "../team/team-rules";
import {
  type AcknowledgeableDocument,
  loadAcknowledgeableDocument,
  readersOf,
} from "./acknowledgement-rules";

export interface AcknowledgementStatus {
  document: AcknowledgeableDocument;
  status: AcknowledgementStatusDto;
}

/**
 * 'Who has read it' (admins): for a document in force, the people it is addressed to (the company's
 * active people of its reader roles) who acknowledged its version in force — when and where — and
 * those who have not. 409 when the document is not in force, 404 for another company's.
 */
export async function getAcknowledgementStatus(
  ctx: DomainContext,
  actor: Actor,
  documentId: number,
): Promise<AcknowledgementStatusDto> {
  requirePermission(actor, "acknowledgements.manage");
  return (await readAcknowledgementStatus(ctx, actor, documentId)).status;
}

/** The status without the permission check (the reminder and the export check theirs). */
export async function readAcknowledgementStatus(
  ctx: DomainContext,
  actor: Actor,
  documentId: number,
): Promise<AcknowledgementStatus> {
  const document = await loadAcknowledgeableDocument(ctx, actor.companyId, documentId);
  if (!isInForce(document.status)) throw conflict(ACKNOWLEDGE_NOT_IN_FORCE_MESSAGE);
  // The readers and the Slack-only acknowledgements both need only the document: read together.
  const [rows, slackRows] = await Promise.all([
    readersWithAcknowledgements(ctx, actor, document),
    slackAcknowledgements(ctx, document),
  ]);
  const status: AcknowledgementStatusDto = {
    documentId: document.id,
    version: document.inForceVersion,
    inForceSince: (document.inForceSince ?? new Date(0)).toISOString(),
    acknowledged: [],
    pending: [],
    slackOnly: [],
  };
  for (const row of rows) {
    const person = { userId: row.userId, name: personName(row), email: row.email };
    if (row.acknowledgedAt && row.channel)
      status.acknowledged.push({
        ...person,
        acknowledgedAt: row.acknowledgedAt.toISOString(),
        channel: row.channel,
      });
    else status.pending.push(person);
  }
  // Most recent acknowledgement first; the pending in name order.
  status.acknowledged.sort((a, b) => b.acknowledgedAt.localeCompare(a.acknowledgedAt));
  // Slack users without an account (decision 017): shown by Slack id, most recent first.
  status.slackOnly = slackRows.map((row) => ({
    slackUserId: row.slackUserId!,
    acknowledgedAt: row.acknowledgedAt.toISOString(),
    channel: row.channel,
  }));
  return { document, status };
}

/** The people the document is addressed to, each with their acknowledgement of its version in force, if any. */
function readersWithAcknowledgements(ctx: DomainContext, actor: Actor, document: AcknowledgeableDocument) {
  return ctx.companyDb
    .select({
      userId: companyPeople.id,
      firstName: companyPeople.firstName,
      lastName: companyPeople.lastName,
      email: companyPeople.email,
      acknowledgedAt: documentAcknowledgements.acknowledgedAt,
      channel: documentAcknowledgements.channel,
    })
    .from(companyPeople)
    .leftJoin(
      documentAcknowledgements,
      and(
        eq(documentAcknowledgements.documentId, document.id),
        eq(documentAcknowledgements.version, document.inForceVersion),
        eq(documentAcknowledgements.userId, companyPeople.id),
      ),
    )
    .where(readersOf(actor.companyId, document.readerRoles))
    .orderBy(
      asc(
        sql`lower(coalesce(nullif(trim(coalesce(${companyPeople.firstName}, '') || ' ' || coalesce(${companyPeople.lastName}, '')), ''), ${companyPeople.email}))`,
      ),
      asc(companyPeople.id),
    );
}

function slackAcknowledgements(ctx: DomainContext, document: AcknowledgeableDocument) {
  return ctx.companyDb
    .select({
      slackUserId: documentAcknowledgements.slackUserId,
      acknowledgedAt: documentAcknowledgements.acknowledgedAt,
      channel: documentAcknowledgements.channel,
    })
    .from(documentAcknowledgements)
    .where(
      and(
        eq(documentAcknowledgements.documentId, document.id),
        eq(documentAcknowledgements.version, document.inForceVersion),
        isNotNull(documentAcknowledgements.slackUserId),
      ),
    )
    .orderBy(desc(documentAcknowledgements.acknowledgedAt));
}
