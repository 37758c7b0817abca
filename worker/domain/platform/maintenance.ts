import { sql } from "drizzle-orm";
import type { Actor } from "../access/actor";
import { requirePermission } from "../access/require-permission";
import { auditEventStatement } from "../audit/audit-event";
import { purgeExpiredSessions } from "../auth/purge-expired-sessions";
import type { DomainContext } from "../context";
import type { MaintenanceResultDto, MaintenanceTask } from "../contract";
import { indexUnindexedDocuments } from "../knowledge/index-unindexed-documents";
import { companyDatabases } from "./company-databases";
import { retryFailedEmails } from "./email-tasks";

const plural = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;

/**
 * The System Settings maintenance buttons, each doing what it says now rather than waiting for
 * the next scheduled run.
 */
export async function runMaintenance(
  ctx: DomainContext,
  actor: Actor,
  task: MaintenanceTask,
): Promise<MaintenanceResultDto> {
  requirePermission(actor, "platform.settings");
  switch (task) {
    case "purge-expired-sessions": {
      const removed = await purgeExpiredSessions(ctx);
      await auditEventStatement(ctx.directory, ctx.clock, actor, {
        action: "platform.maintenance",
        targetType: "sessions",
        targetId: task,
        details: { removed },
      });
      return { task, count: removed, message: `${plural(removed, "expired session")} removed.` };
    }
    case "retry-failed-emails": {
      const requeued = await retryFailedEmails(ctx, actor);
      return {
        task,
        count: requeued,
        message:
          requeued === 0
            ? "No failed e-mail to retry."
            : `${plural(requeued, "failed e-mail")} queued again: the delivery job sends them within five minutes.`,
      };
    }
    case "rebuild-search-index": {
      // The full-text index is external content over knowledge_chunks: 'rebuild' re-reads every
      // passage, repairing any drift between the two, in every company database. Then documents in force without passages are
      // indexed (the same repair the five-minute job makes, started now).
      for (const db of companyDatabases(ctx))
        await db.run(sql`INSERT INTO knowledge_chunks_fts(knowledge_chunks_fts) VALUES ('rebuild')`);
      const { indexed } = await indexUnindexedDocuments(ctx);
      await auditEventStatement(ctx.directory, ctx.clock, actor, {
        action: "platform.maintenance",
        targetType: "knowledge_index",
        targetId: task,
        details: { indexed },
      });
      return {
        task,
        count: indexed,
        message:
          indexed === 0
            ? "Search index rebuilt: every document in force was already indexed."
            : `Search index rebuilt and ${plural(indexed, "document")} in force added; any others follow within five minutes.`,
      };
    }
  }
}
