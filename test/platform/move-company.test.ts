import {
  appErrorIn,
  COMPANY_MOVING_DELETE_MESSAGE,
  COMPANY_MOVING_MESSAGE,
  type CommentDto,
  type CompanyMoveDto,
  type DocumentListDto,
} from "@charterly/domain/contract";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import {
  auditEvents,
  chatConversations,
  chatMessages,
  companies,
  documents,
  documentVersions,
  emailOutbox,
  knowledgeChunks,
  tokenBalances,
} from "../../worker/db/schema";
import type { Database } from "../../worker/domain/context";
import { deliverQueuedEmail } from "../../worker/domain/mail/deliver-queued-email";
import { documentCountsOf } from "../../worker/domain/platform/company-databases";
import { MOVED_TABLES_CHILDREN_FIRST } from "../../worker/domain/platform/company-move-tables";
import { forCompanyDatabase } from "../../worker/domain/platform/company-placement";
import { continueCompanyMoves, type MoveStop, moveCompany } from "../../worker/domain/platform/move-company";
import { WorkBudget } from "../../worker/domain/work-budget";
import { callApi, domain, type Person, person, platformAdmin } from "../support/fixtures";

// Moving a company between company databases (decision 027, stage 6): the tests bind two. A company
// with a library of more documents than a page holds, comments, passages, chat, tokens and mail is
// moved from the first to the second; stopped at each point of the move, it stays readable in
// exactly one place, a write is either refused with a 503 or kept, and running the move again
// finishes it with nothing lost and nothing left behind.

const first = () => domain().companyDatabases[0]!;
const second = () => domain().companyDatabases[1]!;
const DOCUMENTS = 95;

interface Company {
  admin: Person;
  documentIds: number[];
}

/** A company on the first database with rows in most of the tables a move carries. */
async function companyWithData(): Promise<Company> {
  const admin = await person({ role: "company_admin", databaseNumber: 1 });
  const companyId = admin.company.id;
  const db = first();
  const documentIds: number[] = [];
  for (let i = 0; i < DOCUMENTS; i++) {
    const title = `Travel policy ${i}`;
    const [document] = await db
      .insert(documents)
      .values({ companyId, title, status: "approved", version: 1, inForceSince: new Date() })
      .returning({ id: documents.id });
    await db.insert(documentVersions).values({
      documentId: document!.id,
      companyId,
      version: 1,
      title,
      content: `${title}: book economy class for flights under six hours (marker${companyId}).`,
      status: "approved",
      changeType: "created",
    });
    documentIds.push(document!.id);
  }
  await db.insert(knowledgeChunks).values({
    companyId,
    documentId: documentIds[0]!,
    documentVersion: 1,
    position: 0,
    scope: `c${companyId}`,
    title: "Travel policy 0",
    body: "Book economy class for flights under six hours.",
  });
  // A question in a conversation: the message names its conversation, so both must arrive together.
  const [conversation] = await db
    .insert(chatConversations)
    .values({ companyId, userId: admin.user.id, startedAt: new Date() })
    .returning();
  await db.insert(chatMessages).values({
    companyId,
    userId: admin.user.id,
    conversationId: conversation!.id,
    messageType: "user",
    message: "Can I fly business?",
  });
  await db.insert(auditEvents).values({
    companyId,
    actorUserId: admin.user.id,
    action: "acknowledgement.remind",
    targetType: "document",
    targetId: String(documentIds[0]),
  });
  await db.insert(tokenBalances).values({ companyId, balance: 40, used: 2, purchased: 42 });
  await db.insert(emailOutbox).values({
    companyId,
    toAddress: `moving-${companyId}@example.test`,
    subject: "Please read",
    textBody: "…",
    kind: "acknowledgement_reminder",
  });
  const commented = await callApi("POST", `/api/documents/${documentIds[0]}/comments`, {
    cookie: admin.cookie,
    body: { comment: "Does this include trains?" },
  });
  expect(commented.status).toBe(200);
  return { admin, documentIds };
}

/** The company's rows of each table a move carries, in one database. */
async function rowsIn(db: Database, companyId: number) {
  const counts: Record<string, number> = {};
  for (const { name } of MOVED_TABLES_CHILDREN_FIRST) {
    const [row] = await db.all<{ n: number }>(
      sql`select count(*) as n from ${sql.raw(`"${name}"`)} where "company_id" = ${companyId}`,
    );
    if (row!.n > 0) counts[name] = row!.n;
  }
  return counts;
}

async function databaseNumberOf(companyId: number) {
  const [row] = await domain()
    .directory.select({ databaseNumber: companies.databaseNumber, movingTo: companies.movingTo })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row!;
}

const budget = () => new WorkBudget(100_000);

/** The move to the second database, stopped the first time it passes `point`. */
async function moveStoppedAt(companyId: number, point: MoveStop) {
  const stop = new Error(`stopped at ${point}`);
  await expect(
    moveCompany(domain(), null, companyId, 2, {
      budget: budget(),
      passing: (passed) => {
        if (passed === point) throw stop;
      },
    }),
  ).rejects.toBe(stop);
}

async function libraryOf(admin: Person) {
  const res = await callApi("GET", "/api/documents?limit=200", { cookie: admin.cookie });
  expect(res.status).toBe(200);
  const library = (await res.json()) as DocumentListDto;
  // The list's rows, and the counts the library keeps beside them (document_counts).
  return { listed: library.documents.length, counted: library.counts.active };
}

async function search(admin: Person) {
  const res = await callApi("GET", `/api/documents?search=marker${admin.company.id}&limit=200`, {
    cookie: admin.cookie,
  });
  return ((await res.json()) as DocumentListDto).documents.length;
}

async function comment(admin: Person, documentId: number, text: string) {
  return callApi("POST", `/api/documents/${documentId}/comments`, {
    cookie: admin.cookie,
    body: { comment: text },
  });
}

// Each test moves a company of 95 documents at least once: seconds on a loaded machine.
describe("moving a company to another company database", { timeout: 30_000 }, () => {
  it("carries every row, its library search and its counts, and leaves nothing behind or of a neighbour", async () => {
    const company = await companyWithData();
    const companyId = company.admin.company.id;
    const neighbour = await companyWithData();
    const before = await rowsIn(first(), companyId);
    const neighbourBefore = await rowsIn(first(), neighbour.admin.company.id);
    expect(Object.keys(before)).toEqual(
      expect.arrayContaining([
        "documents",
        "document_versions",
        "comments",
        "knowledge_chunks",
        "chat_conversations",
        "chat_messages",
        "token_balances",
        "email_outbox",
        "company_people",
        "document_counts",
        "audit_events",
      ]),
    );

    const moved = await moveCompany(domain(), null, companyId, 2, { budget: budget() });
    expect(moved).toMatchObject({ from: 1, to: 2, databaseNumber: 2, step: "finished", complete: true });

    expect(await rowsIn(second(), companyId)).toEqual(before);
    expect(await rowsIn(first(), companyId)).toEqual({});
    expect(await rowsIn(first(), neighbour.admin.company.id)).toEqual(neighbourBefore);
    expect(await databaseNumberOf(companyId)).toEqual({ databaseNumber: 2, movingTo: null });

    expect(await libraryOf(company.admin)).toEqual({ listed: DOCUMENTS, counted: DOCUMENTS });
    expect(await search(company.admin)).toBe(DOCUMENTS);
    const [passage] = await second().all<{ n: number }>(
      sql`select count(*) as n from knowledge_chunks_fts where knowledge_chunks_fts match ${`scope:c${companyId} AND economy`}`,
    );
    expect(passage!.n).toBe(1);
    // Its people write again, in the new database.
    expect((await comment(company.admin, company.documentIds[1]!, "And ferries?")).status).toBe(200);
    expect((await rowsIn(second(), companyId)).comments).toBe(2);
  });

  it("runs over several runs when one run's budget is small, and finishes the same", async () => {
    const company = await companyWithData();
    const companyId = company.admin.company.id;
    const before = await rowsIn(first(), companyId);
    let runs = 0;
    let report: CompanyMoveDto;
    do {
      report = await moveCompany(domain(), null, companyId, runs === 0 ? 2 : null, {
        budget: new WorkBudget(15),
      });
      runs++;
    } while (!report.complete && runs < 200);
    expect(report.complete).toBe(true);
    expect(runs).toBeGreaterThan(3);
    expect(await rowsIn(second(), companyId)).toEqual(before);
    expect(await rowsIn(first(), companyId)).toEqual({});
  });

  const beforeSwitch: MoveStop[] = ["started", "fenced", "copied-page", "copied", "verified"];
  const afterSwitch: MoveStop[] = ["switched", "cleared-batch", "cleared"];
  for (const point of [...beforeSwitch, ...afterSwitch]) {
    it(`stopped at '${point}': readable in one place, a write refused or kept, and finished by running it again`, async () => {
      const company = await companyWithData();
      const companyId = company.admin.company.id;
      const before = await rowsIn(first(), companyId);
      await moveStoppedAt(companyId, point);

      const switched = afterSwitch.includes(point);
      // Before the fence, a write still lands where the copy will be taken from.
      const kept = switched || point === "started";
      expect(await databaseNumberOf(companyId)).toEqual({ databaseNumber: switched ? 2 : 1, movingTo: 2 });
      // The platform's screens count its documents once, though both databases may hold them.
      expect((await documentCountsOf(domain(), [companyId])).get(companyId)).toBe(DOCUMENTS);
      // Its people read their whole library, once, from the database that holds it.
      expect(await libraryOf(company.admin)).toEqual({ listed: DOCUMENTS, counted: DOCUMENTS });
      expect(await search(company.admin)).toBe(DOCUMENTS);
      // Before the switch a write is refused, saying nothing was saved; after it, it is kept.
      const written = await comment(company.admin, company.documentIds[2]!, "Written during the move");
      if (kept) {
        expect(written.status).toBe(200);
      } else {
        expect(written.status).toBe(503);
        expect(((await written.json()) as { message: string }).message).toBe(COMPANY_MOVING_MESSAGE);
      }

      const finished = await moveCompany(domain(), null, companyId, null, { budget: budget() });
      expect(finished).toMatchObject({ databaseNumber: 2, complete: true });
      const expected: Record<string, number> = { ...before, comments: before.comments! + (kept ? 1 : 0) };
      expect(await rowsIn(second(), companyId)).toEqual(expected);
      expect(await rowsIn(first(), companyId)).toEqual({});
      const comments = await callApi("GET", `/api/documents/${company.documentIds[2]}/comments`, {
        cookie: company.admin.cookie,
      });
      expect(((await comments.json()) as CommentDto[]).map((c) => c.comment)).toEqual(
        kept ? ["Written during the move"] : [],
      );
      expect(await libraryOf(company.admin)).toEqual({ listed: DOCUMENTS, counted: DOCUMENTS });
    });
  }

  it("refuses, in the database the company left, a write that found its way there after the switch", async () => {
    const company = await companyWithData();
    const companyId = company.admin.company.id;
    await moveStoppedAt(companyId, "switched");
    // A request that read the company's database before the switch still holds the old one.
    const stale = forCompanyDatabase(domain(), 1).companyDb;
    const refused = await stale
      .update(documents)
      .set({ title: "Renamed too late" })
      .where(eq(documents.id, company.documentIds[0]!))
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(appErrorIn(refused)?.message).toBe(COMPANY_MOVING_MESSAGE);
    const [left] = await stale
      .select({ title: documents.title })
      .from(documents)
      .where(eq(documents.id, company.documentIds[0]!));
    expect(left?.title).toBe("Travel policy 0");
    await moveCompany(domain(), null, companyId, null, { budget: budget() });
  });

  it("takes the copy again when a copied row differs from the original, and switches only once it matches", async () => {
    const company = await companyWithData();
    const companyId = company.admin.company.id;
    const before = await rowsIn(first(), companyId);
    await moveStoppedAt(companyId, "copied");
    // A copy gone wrong (what verification is for): one document's copy differs.
    await second()
      .update(documents)
      .set({ title: "Not the original" })
      .where(eq(documents.id, company.documentIds[5]!));

    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const again = await moveCompany(domain(), null, companyId, null, { budget: budget() });
      expect(again).toMatchObject({ databaseNumber: 1, step: "copy", complete: false });
      expect(JSON.stringify(logged.mock.calls)).toContain("the copy differs from the original");
    } finally {
      logged.mockRestore();
    }
    const finished = await moveCompany(domain(), null, companyId, null, { budget: budget() });
    expect(finished).toMatchObject({ databaseNumber: 2, complete: true });
    expect(await rowsIn(second(), companyId)).toEqual(before);
    const [copy] = await second()
      .select({ title: documents.title })
      .from(documents)
      .where(eq(documents.id, company.documentIds[5]!));
    expect(copy?.title).toBe("Travel policy 5");
  });

  it("lets one run at a time hold a move: another is told it is running, and the job leaves it be", async () => {
    const company = await companyWithData();
    const companyId = company.admin.company.id;
    await moveStoppedAt(companyId, "copied");
    await domain()
      .directory.update(companies)
      .set({ moveLeaseUntil: new Date(Date.now() + 60_000) })
      .where(eq(companies.id, companyId));
    const held = await moveCompany(domain(), null, companyId, null, { budget: budget() }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(appErrorIn(held)).toMatchObject({ code: "conflict" });
    expect(await continueCompanyMoves(domain())).toMatchObject({ unfinished: 1 });
    expect(await databaseNumberOf(companyId)).toEqual({ databaseNumber: 1, movingTo: 2 });

    // Once the lease has run out, the job finishes the move.
    await domain()
      .directory.update(companies)
      .set({ moveLeaseUntil: new Date(Date.now() - 1) })
      .where(eq(companies.id, companyId));
    expect(await continueCompanyMoves(domain(), new WorkBudget(100_000))).toEqual({
      finished: 1,
      unfinished: 0,
    });
    expect(await databaseNumberOf(companyId)).toEqual({ databaseNumber: 2, movingTo: null });
  });

  it("keeps the mail of a moving company until the move is over, then sends it once", async () => {
    const company = await companyWithData();
    const companyId = company.admin.company.id;
    await moveStoppedAt(companyId, "copied");
    const to = `moving-${companyId}@example.test`;
    const queued = async (db: Database) =>
      db.select({ status: emailOutbox.status }).from(emailOutbox).where(eq(emailOutbox.toAddress, to));
    await deliverQueuedEmail(domain());
    expect(await queued(first())).toEqual([{ status: "queued" }]);
    expect(await queued(second())).toEqual([{ status: "queued" }]);

    await moveCompany(domain(), null, companyId, null, { budget: budget() });
    await deliverQueuedEmail(domain());
    expect(await queued(first())).toEqual([]);
    expect(await queued(second())).toEqual([{ status: "sent" }]);
  });

  it("is a platform administrator's: through the API, with the reasons it is refused", async () => {
    const admin = await platformAdmin();
    const company = await companyWithData();
    const companyId = company.admin.company.id;
    const path = `/api/admin/companies/${companyId}/move`;

    const byCompanyAdmin = await callApi("POST", path, {
      cookie: company.admin.cookie,
      body: { toDatabase: 2 },
    });
    expect(byCompanyAdmin.status).toBe(403);
    const nowhere = await callApi("POST", path, { cookie: admin.cookie, body: { toDatabase: 3 } });
    expect(nowhere.status).toBe(400);
    const same = await callApi("POST", path, { cookie: admin.cookie, body: { toDatabase: 1 } });
    expect(same.status).toBe(409);

    const moved = await callApi("POST", path, { cookie: admin.cookie, body: { toDatabase: 2 } });
    expect(moved.status).toBe(200);
    expect(await moved.json()).toMatchObject({
      companyId,
      from: 1,
      to: 2,
      databaseNumber: 2,
      complete: true,
    });
    const [audit] = await domain().directory.all<{ details: string }>(
      sql`select details from audit_events where action = 'company.database_moved' and target_id = ${String(companyId)}`,
    );
    expect(JSON.parse(audit!.details)).toEqual({ from: 1, to: 2 });
    expect(await databaseNumberOf(companyId)).toEqual({ databaseNumber: 2, movingTo: null });

    // Not to the recycle bin while it moves; not moved while in the recycle bin.
    const other = await companyWithData();
    await moveStoppedAt(other.admin.company.id, "copied");
    const deleted = await callApi("DELETE", `/api/admin/company/${other.admin.company.id}`, {
      cookie: admin.cookie,
    });
    expect(deleted.status).toBe(409);
    expect(((await deleted.json()) as { message: string }).message).toBe(COMPANY_MOVING_DELETE_MESSAGE);
    await moveCompany(domain(), null, other.admin.company.id, null, { budget: budget() });
    expect(
      (await callApi("DELETE", `/api/admin/company/${other.admin.company.id}`, { cookie: admin.cookie }))
        .status,
    ).toBe(200);
    const binned = await callApi("POST", `/api/admin/companies/${other.admin.company.id}/move`, {
      cookie: admin.cookie,
      body: { toDatabase: 1 },
    });
    expect(binned.status).toBe(409);

    // And back again: the database it left takes it in again.
    const back = await callApi("POST", path, { cookie: admin.cookie, body: { toDatabase: 1 } });
    expect(await back.json()).toMatchObject({ databaseNumber: 1, complete: true });
    expect(await libraryOf(company.admin)).toEqual({ listed: DOCUMENTS, counted: DOCUMENTS });
    expect(await rowsIn(second(), companyId)).toEqual({});
  });
});
