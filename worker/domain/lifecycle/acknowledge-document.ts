import { and, eq } from "drizzle-orm";
import { documentAcknowledgements } from "../../db/schema";
import type { Actor } from "../access/actor";
import { requirePermission } from "../access/require-permission";
import type { DomainContext } from "../context";
import {
  ACKNOWLEDGE_NOT_FOR_YOU_MESSAGE,
  ACKNOWLEDGE_NOT_IN_FORCE_MESSAGE,
  ACKNOWLEDGE_STALE_VERSION_MESSAGE,
  type AcknowledgementChannel,
  type AcknowledgementDto,
  conflict,
  forbidden,
  isInForce,
  type MyAcknowledgementDto,
  type Role,
} from "../contract";
import {
  type Acknowledger,
  appliesToRole,
  findAcknowledgement,
  loadAcknowledgeableDocument,
} from "./acknowledgement-rules";

/**
 * 'I have read this': the signed-in person acknowledges the version in force of a document of their
 * company. Idempotent: a second click (or five at once) leaves one row and answers the first one's
 * time. `version` is the version the person read; a later version with the same text in force (a
 * review) counts as the same. 409 when it is not (or no longer) in force, 403 when the document is
 * not addressed to the person's role, 404 for another company's document.
 */
export async function acknowledgeDocument(
  ctx: DomainContext,
  actor: Actor,
  documentId: number,
  version: number,
): Promise<AcknowledgementDto> {
  requirePermission(actor, "document.acknowledge");
  return recordAcknowledgement(ctx, {
    companyId: actor.companyId,
    documentId,
    version,
    role: actor.role,
    who: { userId: actor.userId },
    channel: "web",
  });
}

export interface AcknowledgementInput {
  companyId: number;
  documentId: number;
  /** The version the person read. */
  version: number;
  /** Whose readers the document must name (a Slack user without an account counts as a user). */
  role: Role;
  who: Acknowledger;
  channel: AcknowledgementChannel;
}

/** The rules and the write both channels share (the caller has checked the permission). */
export async function recordAcknowledgement(
  ctx: DomainContext,
  input: AcknowledgementInput,
): Promise<AcknowledgementDto> {
  const document = await loadAcknowledgeableDocument(ctx, input.companyId, input.documentId);
  if (!isInForce(document.status)) throw conflict(ACKNOWLEDGE_NOT_IN_FORCE_MESSAGE);
  if (!appliesToRole(document.readerRoles, input.role)) throw forbidden(ACKNOWLEDGE_NOT_FOR_YOU_MESSAGE);
  if (input.version < document.inForceVersion || input.version > document.version)
    throw conflict(ACKNOWLEDGE_STALE_VERSION_MESSAGE);

  // One row per person per version: the unique indexes turn a repeated (or concurrent) click into
  // nothing, and the row read back is the first click's.
  await ctx.companyDb
    .insert(documentAcknowledgements)
    .values({
      companyId: input.companyId,
      documentId: document.id,
      version: document.inForceVersion,
      userId: input.who.userId ?? null,
      slackUserId: input.who.userId === undefined ? input.who.slackUserId : null,
      channel: input.channel,
      acknowledgedAt: ctx.clock.now(),
    })
    .onConflictDoNothing();
  const row = await findAcknowledgement(ctx, document.id, document.inForceVersion, input.who);
  if (!row) throw new Error("The acknowledgement just written was not found.");
  return {
    documentId: document.id,
    version: row.version,
    acknowledgedAt: row.acknowledgedAt.toISOString(),
    channel: row.channel,
  };
}

/**
 * Where the signed-in person stands with a document: its version in force, whether it is addressed
 * to them, and when they acknowledged that version (the preview's 'I have read this').
 */
export async function getMyAcknowledgement(
  ctx: DomainContext,
  actor: Actor,
  documentId: number,
): Promise<MyAcknowledgementDto> {
  requirePermission(actor, "document.acknowledge");
  const document = await loadAcknowledgeableDocument(ctx, actor.companyId, documentId);
  if (!isInForce(document.status))
    return { documentId: document.id, version: null, applies: false, acknowledgedAt: null };
  const [row] = await ctx.companyDb
    .select({ acknowledgedAt: documentAcknowledgements.acknowledgedAt })
    .from(documentAcknowledgements)
    .where(
      and(
        eq(documentAcknowledgements.documentId, document.id),
        eq(documentAcknowledgements.version, document.inForceVersion),
        eq(documentAcknowledgements.userId, actor.userId),
      ),
    )
    .limit(1);
  return {
    documentId: document.id,
    version: document.inForceVersion,
    applies: appliesToRole(document.readerRoles, actor.role),
    acknowledgedAt: row?.acknowledgedAt.toISOString() ?? null,
  };
}
