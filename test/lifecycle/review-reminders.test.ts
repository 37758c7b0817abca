import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { companies, companySettings, documentReviewReminders, emailOutbox } from "../../worker/db/schema";
import { CRON_TRIGGERS } from "../../worker/deployment-facts";
import { markDocumentReviewed } from "../../worker/domain/lifecycle/mark-document-reviewed";
import { sendReviewReminders } from "../../worker/domain/lifecycle/review-reminders";
import { setDocumentLifecycle } from "../../worker/domain/lifecycle/set-document-lifecycle";
import { runScheduledJobs, scheduleTable } from "../../worker/jobs/registry";
import { createDocument, domain, person } from "../support/fixtures";

const at = (iso: string) => ({ ...domain(), clock: { now: () => new Date(iso) } });

/** A company (its admin, an owner) with a document in force since 2026-01-01, reviewed every 3 months: due 2026-04-01. */
async function ownedDocument(options: { emailService?: boolean } = {}) {
  const admin = await person({
    role: "company_admin",
    features: { emailService: options.emailService ?? true },
  });
  const owner = await person({ company: admin.company, role: "user" });
  const id = await createDocument(admin.company.id, {
    title: `Travel Policy ${admin.company.id}`,
    status: "approved",
    at: new Date("2026-01-01T08:00:00Z"),
  });
  await setDocumentLifecycle(domain(), admin.actor, id, {
    ownerUserId: owner.user.id,
    reviewIntervalMonths: 3,
    readerRoles: null,
  });
  return { admin, owner, id, company: admin.company };
}

const mailTo = (address: string) =>
  domain()
    .companyDb.select()
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, address))
    .orderBy(emailOutbox.id);
const remindersOf = (documentId: number) =>
  domain()
    .companyDb.select()
    .from(documentReviewReminders)
    .where(eq(documentReviewReminders.documentId, documentId));

describe("the daily review reminders", () => {
  it("e-mail the owner 30 and 7 days before and once overdue, each once however often the job runs", async () => {
    const { admin, owner, id } = await ownedDocument();
    const run = (iso: string) => sendReviewReminders(at(iso));

    await run("2026-02-20T06:00:00Z"); // 40 days before: nothing yet
    expect(await mailTo(owner.user.email)).toEqual([]);

    await run("2026-03-02T06:00:00Z"); // 30 days before
    await run("2026-03-02T06:00:00Z"); // the same run again
    await run("2026-03-10T06:00:00Z"); // a later day, still before the 7 days
    let mail = await mailTo(owner.user.email);
    expect(mail.map((m) => m.kind)).toEqual(["document_review_due_in_30_days"]);
    expect(mail[0]).toMatchObject({
      companyId: owner.company.id,
      status: "queued",
      subject: "Review due in 30 days: a document you own",
    });
    expect(mail[0]?.textBody).toContain(`“Travel Policy ${owner.company.id}”`);
    expect(mail[0]?.textBody).toContain("April 1, 2026");
    expect(mail[0]?.textBody).toContain("'Mark reviewed'");

    await run("2026-03-25T06:00:00Z");
    await run("2026-03-26T06:00:00Z");
    await run("2026-04-01T08:00:00Z"); // due: overdue
    await run("2026-04-02T06:00:00Z");
    mail = await mailTo(owner.user.email);
    expect(mail.map((m) => m.kind)).toEqual([
      "document_review_due_in_30_days",
      "document_review_due_in_7_days",
      "document_review_overdue",
    ]);
    expect(mail[2]?.subject).toBe("Review overdue: a document you own");

    // The company admins hear of it once, in one e-mail.
    const notices = await mailTo(admin.user.email);
    expect(notices.map((m) => m.kind)).toEqual(["document_review_overdue_admin"]);
    expect(notices[0]?.subject).toBe("1 document review is now overdue");
    expect(notices[0]?.textBody).toContain(
      `“Travel Policy ${owner.company.id}”: due on April 1, 2026 (owner: Test user)`,
    );

    expect((await remindersOf(id)).map((r) => r.kind).sort()).toEqual([
      "due_in_30_days",
      "due_in_7_days",
      "overdue",
    ]);
  });

  it("link to the document in the library when the app's address is known", async () => {
    const { admin, owner, id } = await ownedDocument();
    await sendReviewReminders(at("2026-04-02T06:00:00Z"), { appOrigin: "https://app.example.test" });
    const [mail] = await mailTo(owner.user.email);
    expect(mail?.textBody).toContain(
      `Open it in the document library: https://app.example.test/documents?review=due_soon&highlight=${id}`,
    );
    const [notice] = await mailTo(admin.user.email);
    expect(notice?.textBody).toContain(
      "Every overdue review: https://app.example.test/documents?review=overdue",
    );
  });

  it("a new review date (marked reviewed) gives new reminders", async () => {
    const { owner, id } = await ownedDocument();
    await sendReviewReminders(at("2026-04-02T06:00:00Z")); // late: only the overdue one
    expect((await mailTo(owner.user.email)).map((m) => m.kind)).toEqual(["document_review_overdue"]);

    await markDocumentReviewed(at("2026-04-03T10:00:00Z"), owner.actor, id); // next: 2026-07-03
    await sendReviewReminders(at("2026-04-04T06:00:00Z"));
    await sendReviewReminders(at("2026-06-03T10:00:00Z"));
    await sendReviewReminders(at("2026-06-04T06:00:00Z"));
    expect((await mailTo(owner.user.email)).map((m) => m.kind)).toEqual([
      "document_review_overdue",
      "document_review_due_in_30_days",
    ]);
  });

  it("tell the admins of an overdue review without an (active) owner; nothing before it is due", async () => {
    const { admin, owner, id, company } = await ownedDocument();
    await setDocumentLifecycle(domain(), admin.actor, id, {
      ownerUserId: null,
      reviewIntervalMonths: 3,
      readerRoles: null,
    });
    await sendReviewReminders(at("2026-03-26T06:00:00Z"));
    expect(await remindersOf(id)).toEqual([]);
    await sendReviewReminders(at("2026-04-01T09:00:00Z"));
    await sendReviewReminders(at("2026-04-02T09:00:00Z"));
    expect(await mailTo(owner.user.email)).toEqual([]);
    const notices = await mailTo(admin.user.email);
    expect(notices.map((m) => m.kind)).toEqual(["document_review_overdue_admin"]);
    expect(notices[0]?.textBody).toContain(`“Travel Policy ${company.id}”: due on April 1, 2026 (no owner`);
    expect((await remindersOf(id)).map((r) => r.kind)).toEqual(["overdue"]);
  });

  it("send nothing when the company's e-mail is switched off, or it is in the recycle bin", async () => {
    const off = await ownedDocument({ emailService: false });
    const binned = await ownedDocument();
    await domain()
      .companyDb.update(companies)
      .set({ deletedAt: new Date() })
      .where(eq(companies.id, binned.company.id));
    await sendReviewReminders(at("2026-04-02T06:00:00Z"));
    for (const setup of [off, binned]) {
      expect(await mailTo(setup.owner.user.email)).toEqual([]);
      expect(await mailTo(setup.admin.user.email)).toEqual([]);
      expect(await remindersOf(setup.id)).toEqual([]);
    }
    // Switched on again: the reminder due now goes out, once.
    await domain()
      .companyDb.update(companySettings)
      .set({ emailServiceEnabled: true })
      .where(eq(companySettings.companyId, off.company.id));
    await sendReviewReminders(at("2026-04-03T06:00:00Z"));
    expect((await mailTo(off.owner.user.email)).map((m) => m.kind)).toEqual(["document_review_overdue"]);
  });

  it("is bounded per run and resumes where it stopped; two runs at once send each reminder once", async () => {
    const setups = [await ownedDocument(), await ownedDocument(), await ownedDocument()];
    const ctx = at("2026-04-05T06:00:00Z");
    const first = await sendReviewReminders(ctx, { limit: 2 });
    expect(first.unfinished).toBe(true);
    await Promise.all([sendReviewReminders(ctx, { limit: 2 }), sendReviewReminders(ctx, { limit: 2 })]);
    for (const { owner, admin } of setups) {
      expect((await mailTo(owner.user.email)).map((m) => m.kind)).toEqual(["document_review_overdue"]);
      expect((await mailTo(admin.user.email)).map((m) => m.kind)).toEqual(["document_review_overdue_admin"]);
    }
    const rows = await domain()
      .companyDb.select()
      .from(documentReviewReminders)
      .where(
        and(
          inArray(
            documentReviewReminders.documentId,
            setups.map((s) => s.id),
          ),
        ),
      );
    expect(rows).toHaveLength(3);
  });

  it("runs from the daily cron, which wrangler.toml triggers (the Deployment tab lists it)", async () => {
    expect(CRON_TRIGGERS).toContain("0 6 * * *");
    expect(scheduleTable()).toContainEqual({
      cron: "0 6 * * *",
      jobs: expect.arrayContaining(["review-reminders"]),
    });
    const results = await runScheduledJobs("0 6 * * *", domain());
    expect(results).toContainEqual(expect.objectContaining({ job: "review-reminders", ok: true }));
  });
});
