import { and, eq, sql } from "drizzle-orm";
import { tokenRequests } from "../../db/schema";
import type { Actor } from "../access/actor";
import { requirePermission } from "../access/require-permission";
import { auditEventStatement } from "../audit/audit-event";
import { batchGuard, isGuardFailure } from "../batch-guard";
import type { Database, DomainContext } from "../context";
import {
  conflict,
  isAppError,
  notFound,
  type ProcessTokenRequestBody,
  type ProcessTokenRequestResultDto,
  requestAlreadyProcessedMessage,
} from "../contract";
import { queueEmailStatement } from "../mail/queue-email";
import { companyDatabaseHolding } from "../platform/company-placement";
import { creditStatements, upgradeOnCredit } from "./credit-statements";
import {
  balanceOf,
  findActiveCompany,
  selectRequests,
  toPlatformTokenRequestDto,
} from "./platform-token-rows";
import { tokenRequestProcessedEmail } from "./token-request-mail";

/** What processing adds (spec §4): approved the requested tokens, fulfilled `tokensToAdd` (default the requested), rejected none. */
export function tokensAddedFor(body: ProcessTokenRequestBody, requestedTokens: number): number {
  if (body.status === "rejected") return 0;
  if (body.status === "fulfilled") return body.tokensToAdd ?? requestedTokens;
  return requestedTokens;
}

/**
 * Processes a pending token request, once. One batch in the company's database (one D1
 * transaction) records the outcome on the request, credits the tokens (balance, ledger entry),
 * writes the audit row and queues the requester's e-mail. The request's update applies only while
 * it is still pending, and the guard right after it aborts the batch unless that update changed
 * the row — so of simultaneous processings exactly one credits; the others change nothing and
 * answer 409. Then, in the directory, a Freemium company that received tokens moves to Pay Per Use
 * (upgradeOnCredit: after the credit is committed, so a processing that lost never upgrades).
 */
export async function processTokenRequest(
  ctx: DomainContext,
  actor: Actor,
  requestId: number,
  body: ProcessTokenRequestBody,
): Promise<ProcessTokenRequestResultDto> {
  requirePermission(actor, "platform.customers");
  // In the company database that holds it (ids are unique across them: decision 030).
  const db = await companyDatabaseHolding(ctx, tokenRequests, requestId);
  if (!db) throw notFound("token request");
  const [current] = await selectRequests(db).where(eq(tokenRequests.id, requestId)).limit(1);
  if (!current) throw notFound("token request");
  const { request } = current;
  // A request of a company in the recycle bin is out of sight, as in the list.
  const company = await findActiveCompany(ctx, request.companyId).catch((error: unknown) => {
    throw isAppError(error) && error.code === "not_found" ? notFound("token request") : error;
  });
  if (request.status !== "pending") throw conflict(requestAlreadyProcessedMessage(request.status));

  const now = ctx.clock.now();
  const tokensAdded = tokensAddedFor(body, request.requestedTokens);
  const credits =
    tokensAdded > 0
      ? creditStatements(
          db,
          actor,
          {
            companyId: company.id,
            amount: tokensAdded,
            description: `Token request #${request.id} ${body.status}`,
            invoiceNumber: null,
          },
          now,
        )
      : null;
  const emailQueued = company.emailServiceEnabled;

  let balanceAfter: number | null = null;
  try {
    const results = await db.batch([
      db
        .update(tokenRequests)
        .set({
          status: body.status,
          adminNotes: body.adminNotes,
          tokensAdded,
          processedByUserId: actor.userId,
          processedAt: now,
        })
        .where(and(eq(tokenRequests.id, request.id), eq(tokenRequests.status, "pending"))),
      // Straight after the update: changes() is 1 only for the processing that moved it from pending.
      batchGuard(db, sql`changes() = 1`),
      ...(credits ?? []),
      auditEventStatement(db, ctx.clock, actor, {
        action: "tokens.request_processed",
        targetType: "token_request",
        targetId: request.id,
        details: {
          companyId: company.id,
          status: body.status,
          requestedTokens: request.requestedTokens,
          tokensAdded,
          adminNotes: body.adminNotes,
        },
      }),
      ...(emailQueued
        ? [
            queueEmailStatement(
              db,
              ctx.clock,
              tokenRequestProcessedEmail({
                to: request.contactEmail,
                companyId: company.id,
                companyName: company.displayName ?? company.name,
                status: body.status,
                requestedTokens: request.requestedTokens,
                tokensAdded,
                adminNotes: body.adminNotes,
              }),
            ),
          ]
        : []),
    ]);
    // [request, guard, balance, ledger, …] when tokens were added.
    if (credits) balanceAfter = (results[3] as Array<{ balanceAfter: number }>)[0]!.balanceAfter;
  } catch (error) {
    if (!isGuardFailure(error)) throw error;
    // Someone else processed it since the read above.
    throw conflict(requestAlreadyProcessedMessage(await statusOf(db, request.id)));
  }

  const upgraded =
    tokensAdded > 0 &&
    (await upgradeOnCredit(ctx, actor, { companyId: company.id, amount: tokensAdded }, now));
  const [processed] = await selectRequests(db).where(eq(tokenRequests.id, request.id)).limit(1);
  return {
    request: toPlatformTokenRequestDto({ ...processed!, companyName: company.name }),
    balance: balanceAfter ?? (await balanceOf(db, company.id))?.balance ?? 0,
    upgradedToPerDocument: upgraded,
    emailQueued,
  };
}

async function statusOf(db: Database, requestId: number) {
  const [row] = await db
    .select({ status: tokenRequests.status })
    .from(tokenRequests)
    .where(eq(tokenRequests.id, requestId));
  return row?.status ?? null;
}
