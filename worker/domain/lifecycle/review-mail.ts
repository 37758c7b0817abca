import type { SQL } from "drizzle-orm";
import { sql } from "drizzle-orm";
import { emailOutbox } from "../../db/schema";
import type { DomainContext } from "../context";
import { REVIEW_INTERVAL_LABELS, type ReviewInterval, type ReviewReminderKind } from "../contract";
import type { QueuedEmail } from "../mail/queue-email";
import { inert, quoted } from "../mail/quote-user-text";

// The review reminders' e-mail (decision 016), plain text; names and titles quoted inert in the
// body (quote-user-text.ts), subjects in the product's own words only (decision 034).

const longDate = (date: Date) => date.toLocaleDateString("en-US", { dateStyle: "long", timeZone: "UTC" });

const LIBRARY_HINT =
  "In Charterly, open Documents and choose 'Review overdue' or 'Review due within 30 days' to see them.";

/** Links into the library's review filter, when the app's origin is known (APP_URL). */
export interface LibraryLinks {
  overdue: string | null;
  document(documentId: number): string | null;
}

export function libraryLinks(appOrigin: string | undefined): LibraryLinks {
  const at = (path: string) => (appOrigin ? new URL(path, appOrigin).toString() : null);
  return {
    overdue: at("/documents?review=overdue"),
    document: (documentId) => at(`/documents?review=due_soon&highlight=${documentId}`),
  };
}

export interface ReminderDocument {
  documentId: number;
  companyId: number;
  companyName: string;
  title: string;
  nextReviewAt: Date;
  reviewIntervalMonths: number | null;
  /** The owner's, while an active person of the company; null: nobody to remind but the admins. */
  ownerEmail: string | null;
  ownerName: string | null;
}

export function reviewReminderEmail(
  document: ReminderDocument & { ownerEmail: string },
  kind: ReviewReminderKind,
  links: LibraryLinks = libraryLinks(undefined),
): QueuedEmail {
  const documentLink = links.document(document.documentId);
  const due = longDate(document.nextReviewAt);
  const subject =
    kind === "overdue"
      ? "Review overdue: a document you own"
      : kind === "due_in_7_days"
        ? "Review due in 7 days: a document you own"
        : "Review due in 30 days: a document you own";
  const when =
    kind === "overdue" ? `Its review was due on ${due} and is now overdue.` : `Its review is due on ${due}.`;
  const interval = document.reviewIntervalMonths
    ? ` (${REVIEW_INTERVAL_LABELS[document.reviewIntervalMonths as ReviewInterval]?.toLowerCase() ?? `every ${document.reviewIntervalMonths} months`})`
    : "";
  return {
    to: document.ownerEmail,
    companyId: document.companyId,
    kind: `document_review_${kind}`,
    subject,
    text: [
      `Hello ${document.ownerName ? inert(document.ownerName) : document.ownerEmail},`,
      "",
      `You own ${quoted(document.title)} in the document library of ${quoted(document.companyName)} on Charterly${interval}. ${when}`,
      "",
      "Read it through: if it is still right, choose 'Mark reviewed' from its actions in the document library; if not, edit it and send it for approval.",
      documentLink ? `Open it in the document library: ${documentLink}` : LIBRARY_HINT,
    ].join("\n"),
  };
}

export const ADMIN_NOTICE_KIND = "document_review_overdue_admin";

export function overdueReviewsAdminEmail(input: {
  to: string;
  adminName: string;
  companyId: number;
  companyName: string;
  documents: Array<{ title: string; nextReviewAt: Date; ownerName: string | null }>;
  links?: LibraryLinks;
}): QueuedEmail {
  const n = input.documents.length;
  return {
    to: input.to,
    companyId: input.companyId,
    kind: ADMIN_NOTICE_KIND,
    subject: n === 1 ? "1 document review is now overdue" : `${n} document reviews are now overdue`,
    text: [
      `Hello ${inert(input.adminName)},`,
      "",
      `These reviews in the document library of ${quoted(input.companyName)} became overdue; their owners have been reminded:`,
      "",
      ...input.documents.map(
        (d) =>
          `- ${quoted(d.title)}: due on ${longDate(d.nextReviewAt)} (${d.ownerName ? `owner: ${inert(d.ownerName)}` : "no owner: choose one in 'Owner & review'"})`,
      ),
      "",
      input.links?.overdue ? `Every overdue review: ${input.links.overdue}` : LIBRARY_HINT,
    ].join("\n"),
  };
}

/**
 * Queues an e-mail only when `condition` holds at that point of the batch (INSERT … SELECT … WHERE):
 * e.g. `changes() = 1` straight after the insert that records the reminder, so a reminder that was
 * already recorded queues nothing. Every column of email_outbox in table order (id left to SQLite).
 */
export function queueEmailWhen(ctx: DomainContext, email: QueuedEmail, condition: SQL) {
  return ctx.companyDb
    .insert(emailOutbox)
    .select(
      sql`select null, ${email.companyId ?? null}, ${email.to}, ${email.subject}, ${email.text}, ${email.html ?? null}, ${email.kind}, 'queued', 0, null, ${ctx.clock.now().getTime()}, null where ${condition}`,
    );
}
