// The tables every database has, the directory and each company database alike (decision 027): the
// batch guard's row, the mail outbox and the audit trail, so that a change's guard, its mail and its
// audit row go in the batch of the change, whichever database holds it. The delivery job drains
// every database's outbox. worker/db/table-homes.ts takes each table's home from the file that
// declares it.

import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
// The enumerations are the contract's (one definition for the database, the API and the screens).
import { OUTBOX_STATUSES } from "../../domain/contract/vocabulary";
import { createdAt } from "./columns";

/**
 * One row (id 1), in every database (table-homes.ts): a batch guard (domain/batch-guard.ts) rewrites
 * `held` with itself while its condition holds and with NULL when it does not, and the NOT NULL
 * failure rolls its batch back. A guard works in whichever database its batch runs.
 */
export const batchGuards = sqliteTable("batch_guard", {
  id: integer("id").primaryKey(),
  held: integer("held").notNull().default(1),
});

export const emailOutbox = sqliteTable(
  "email_outbox",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    companyId: integer("company_id"),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body"),
    kind: text("kind").notNull(),
    status: text("status", { enum: OUTBOX_STATUSES }).notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    createdAt: createdAt(),
    sentAt: integer("sent_at", { mode: "timestamp_ms" }),
  },
  (t) => [
    index("email_outbox_status_idx").on(t.status, t.createdAt),
    index("email_outbox_to_idx").on(t.toAddress, t.createdAt),
  ],
);

export const auditEvents = sqliteTable(
  "audit_events",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    companyId: integer("company_id"),
    actorUserId: integer("actor_user_id"),
    action: text("action").notNull(),
    targetType: text("target_type"),
    targetId: text("target_id"),
    details: text("details", { mode: "json" }).$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    index("audit_events_company_idx").on(t.companyId, t.createdAt),
    index("audit_events_action_idx").on(t.action, t.createdAt),
  ],
);
