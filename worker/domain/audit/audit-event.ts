import type { SQL } from "drizzle-orm";
import { auditEvents } from "../../db/schema";
import type { Actor } from "../access/actor";
import type { Clock, Database } from "../context";

export interface AuditEventInput {
  /** What happened, as `area.verb` (e.g. `team.invite`, `settings.update`). */
  action: string;
  /** What it happened to (e.g. `user`, `invitation`, `company_settings`). */
  targetType: string;
  /** The target's id; `sql\`last_insert_rowid()\`` names a row inserted just before in the same batch. */
  targetId: string | number | SQL;
  /** Anything worth keeping; never a secret (tokens are masked or left out). */
  details?: Record<string, unknown>;
}

/**
 * The insert statement for one audit row: the actor's company, who, what, target and when. Put it
 * in the same batch as the change it records, so the change and its audit row are written together
 * or not at all; `into` is the database of that batch. Every database has an audit trail
 * (worker/db/table-homes.ts): a change to company data keeps its row in the company's database
 * (`ctx.companyDb`), the platform's changes in the directory (`ctx.directory`).
 */
/**
 * Who a change is recorded against: a signed-in person, or no person (`userId: null`) when a
 * company's SCIM token made it (its name is in the details).
 */
export type AuditActor = Pick<Actor, "companyId"> & { userId: number | null };

export function auditEventStatement(into: Database, clock: Clock, actor: AuditActor, event: AuditEventInput) {
  return into.insert(auditEvents).values({
    companyId: actor.companyId,
    actorUserId: actor.userId,
    action: event.action,
    targetType: event.targetType,
    targetId: typeof event.targetId === "object" ? event.targetId : String(event.targetId),
    details: event.details ?? null,
    createdAt: clock.now(),
  });
}
