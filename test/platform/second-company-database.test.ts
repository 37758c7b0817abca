import { env } from "cloudflare:workers";
import type {
  CommentDto,
  CompanyListResponse,
  DocumentListDto,
  EmailTaskListDto,
  PlatformFiguresDto,
  PlatformTokenRequestDto,
  PlatformTransactionPageDto,
} from "@charterly/domain/contract";
import { eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { beforeAll, describe, expect, it } from "vitest";
import { IDS_PER_DATABASE } from "../../worker/db/company-database-bindings";
import { blockOf } from "../../worker/db/id-ranges";
import {
  companies as companiesTable,
  companyPeople,
  documents,
  documentVersions,
  emailOutbox,
  tokenBalances,
  tokenRequests,
  tokenTransactions,
} from "../../worker/db/schema";
import type { Database } from "../../worker/domain/context";
import { deliverQueuedEmail } from "../../worker/domain/mail/deliver-queued-email";
import { COMPANY_DATABASE_UNREACHABLE_MESSAGE } from "../../worker/domain/platform/company-placement";
import { tokenTransactionRow } from "../support/factories";
import {
  callApi,
  createCompany,
  domain,
  type Person,
  person,
  platformAdmin,
  uploadForImport,
} from "../support/fixtures";

// The platform's screens and jobs over every company database (decision 027, stages 4–5): the tests
// run with two (DB, which is also the directory, and COMPANY_DB_2). A company's data written into the
// second database, as it is once the company is placed there, shows on the platform's screens beside
// the first database's, and the jobs reach it.

const second = drizzle(env.COMPANY_DB_2);
let admin: Person;
beforeAll(async () => {
  admin = await platformAdmin();
});

const get = async <T>(path: string): Promise<T> => {
  const res = await callApi("GET", path, { cookie: admin.cookie });
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
};

/** A document in force with its first version, written into `db` (the library's triggers count it). */
async function documentIn(db: Database, companyId: number, title: string) {
  const [document] = await db
    .insert(documents)
    .values({ companyId, title, status: "approved", version: 1 })
    .returning({ id: documents.id });
  await db.insert(documentVersions).values({
    documentId: document!.id,
    companyId,
    version: 1,
    title,
    content: `${title}: what applies to everyone.`,
    status: "approved",
    changeType: "created",
  });
  return document!.id;
}

describe("a second company database", () => {
  it("hands out ids in a block of its own, so no id is handed out twice", async () => {
    const company = await createCompany("enterprise");
    const id = await documentIn(second, company.id, "Travel policy");
    expect(id).toBeGreaterThan(2 * IDS_PER_DATABASE);
    expect(blockOf(id)).toBe(2);
    const firstId = await documentIn(domain().companyDb, company.id, "Expenses policy");
    expect(blockOf(firstId)).toBe(0);
  });

  it("counts its documents in the Customer List and the System Settings figures", async () => {
    const tag = crypto.randomUUID().slice(0, 8);
    const placed = await createCompany("enterprise", `Second ${tag}`);
    const figuresBefore = await get<PlatformFiguresDto>("/api/admin/platform-figures");
    await documentIn(second, placed.id, "Travel policy");
    await documentIn(second, placed.id, "Leave policy");

    const { companies } = await get<CompanyListResponse>(`/api/admin/companies?search=Second ${tag}`);
    expect(companies.map((c) => [c.id, c.documentCount])).toEqual([[placed.id, 2]]);
    const figures = await get<PlatformFiguresDto>("/api/admin/platform-figures");
    expect(figures.documents - figuresBefore.documents).toBe(2);
  });

  it("merges both databases' ledgers newest first, a page at a time", async () => {
    const tag = crypto.randomUUID().slice(0, 6);
    const inFirst = await createCompany("per_document", `Ledger ${tag} First`);
    const inSecond = await createCompany("per_document", `Ledger ${tag} Second`);
    // In the far future, so they are the newest entries of this file's databases.
    const at = (minute: number) => new Date(Date.UTC(2099, 0, 1, 9, minute));
    await domain()
      .companyDb.insert(tokenTransactions)
      .values([
        tokenTransactionRow({ companyId: inFirst.id, amount: 1, description: "f1", createdAt: at(1) }),
        tokenTransactionRow({ companyId: inFirst.id, amount: 3, description: "f3", createdAt: at(3) }),
      ]);
    await second
      .insert(tokenTransactions)
      .values([
        tokenTransactionRow({ companyId: inSecond.id, amount: 2, description: "s2", createdAt: at(2) }),
        tokenTransactionRow({ companyId: inSecond.id, amount: 4, description: "s4", createdAt: at(4) }),
      ]);

    const one = await get<PlatformTransactionPageDto>("/api/admin/tokens/transactions?limit=3");
    expect(one.transactions.map((t) => [t.description, t.companyName])).toEqual([
      ["s4", `Ledger ${tag} Second`],
      ["f3", `Ledger ${tag} First`],
      ["s2", `Ledger ${tag} Second`],
    ]);
    const two = await get<PlatformTransactionPageDto>(
      `/api/admin/tokens/transactions?limit=3&before=${one.nextCursor}`,
    );
    expect(two.transactions[0]?.description).toBe("f1");
  });

  it("lists its token requests with the company's name", async () => {
    const company = await createCompany("per_document", `Requests ${crypto.randomUUID().slice(0, 6)}`);
    const [request] = await second
      .insert(tokenRequests)
      .values({
        companyId: company.id,
        requestedTokens: 40,
        businessJustification: "A new handbook",
        contactEmail: "buyer@example.test",
      })
      .returning();
    const listed = await get<PlatformTokenRequestDto[]>("/api/admin/tokens/requests");
    expect(listed.find((r) => r.id === request!.id)).toMatchObject({
      companyName: company.name,
      requestedTokens: 40,
      status: "pending",
    });
  });

  it("shows its queued mail in the e-mail queue, and the delivery job sends it", async () => {
    const company = await createCompany("enterprise");
    const to = `second-${crypto.randomUUID().slice(0, 8)}@example.test`;
    const [mail] = await second
      .insert(emailOutbox)
      .values({
        companyId: company.id,
        toAddress: to,
        subject: "Please read",
        textBody: "…",
        kind: "acknowledgement_reminder",
      })
      .returning();

    const queue = await get<EmailTaskListDto>("/api/admin/email-tasks?status=queued&limit=200");
    expect(queue.tasks.find((task) => task.to === to)).toMatchObject({
      companyName: company.name,
      status: "queued",
    });
    expect(queue.counts.queued).toBeGreaterThanOrEqual(1);

    const report = await deliverQueuedEmail(domain());
    expect(report.sent).toBeGreaterThanOrEqual(1);
    const [sent] = await second.select().from(emailOutbox).where(eq(emailOutbox.id, mail!.id));
    expect(sent).toMatchObject({ status: "sent", attempts: 1 });
  });
});

describe("a company placed on the second database", () => {
  it("keeps its people's work there: imported, listed, searched and commented on; no other company sees it", async () => {
    const admin = await person({ role: "company_admin", databaseNumber: 2 });
    const imported = await uploadForImport(
      admin.cookie,
      "remote-work.txt",
      new TextEncoder().encode("REMOTE WORK POLICY\n\nEveryone may work from home two days a week."),
    );
    expect(imported.status).toBe(200);
    const { documentId } = (await imported.json()) as { documentId: number };
    expect(blockOf(documentId)).toBe(2);
    const inSecond = await second
      .select({ id: documents.id })
      .from(documents)
      .where(eq(documents.id, documentId));
    expect(inSecond).toEqual([{ id: documentId }]);
    const inFirst = await domain()
      .companyDb.select({ id: documents.id })
      .from(documents)
      .where(eq(documents.id, documentId));
    expect(inFirst).toEqual([]);

    const found = await callApi("GET", "/api/documents?search=home", { cookie: admin.cookie });
    expect(((await found.json()) as DocumentListDto).documents.map((d) => d.id)).toEqual([documentId]);
    const commented = await callApi("POST", `/api/documents/${documentId}/comments`, {
      cookie: admin.cookie,
      body: { comment: "Does this include Fridays?" },
    });
    expect(commented.status).toBe(200);
    const comments = await callApi("GET", `/api/documents/${documentId}/comments`, { cookie: admin.cookie });
    expect(((await comments.json()) as CommentDto[]).map((c) => c.authorName)).toEqual([
      admin.actor.displayName,
    ]);

    const stranger = await person({ role: "company_admin" });
    expect((await callApi("GET", `/api/documents/${documentId}`, { cookie: stranger.cookie })).status).toBe(
      404,
    );
  });

  it("answers 503 for a company whose database this Worker does not bind, saying nothing was saved, and only for it", async () => {
    const stranded = await person({ role: "company_admin" });
    await domain()
      .directory.update(companiesTable)
      .set({ databaseNumber: 3 })
      .where(eq(companiesTable.id, stranded.company.id));
    const refused = await callApi("GET", "/api/documents", { cookie: stranded.cookie });
    expect(refused.status).toBe(503);
    expect(((await refused.json()) as { message: string }).message).toBe(
      COMPANY_DATABASE_UNREACHABLE_MESSAGE,
    );

    const neighbour = await person({ role: "company_admin" });
    expect((await callApi("GET", "/api/documents", { cookie: neighbour.cookie })).status).toBe(200);
  });
});

describe("the platform's changes to a company placed on the second database", () => {
  it("credits it and processes its token request there, with its balance and ledger", async () => {
    const company = await createCompany("per_document", { databaseNumber: 2 });
    const credited = await callApi("POST", `/api/admin/companies/${company.id}/tokens`, {
      cookie: admin.cookie,
      body: { amount: 30, description: "Annual bundle", invoiceNumber: `INV-${crypto.randomUUID()}` },
    });
    expect(credited.status).toBe(200);
    const [request] = await second
      .insert(tokenRequests)
      .values({
        companyId: company.id,
        requestedTokens: 20,
        businessJustification: "More policies",
        contactEmail: "buyer@example.test",
      })
      .returning();
    const processed = await callApi("PATCH", `/api/admin/tokens/requests/${request!.id}`, {
      cookie: admin.cookie,
      body: { status: "approved" },
    });
    expect(processed.status).toBe(200);
    expect(((await processed.json()) as { balance: number }).balance).toBe(50);

    const [balance] = await second
      .select()
      .from(tokenBalances)
      .where(eq(tokenBalances.companyId, company.id));
    expect(balance).toMatchObject({ balance: 50, purchased: 50 });
    const ledger = await second
      .select()
      .from(tokenTransactions)
      .where(eq(tokenTransactions.companyId, company.id));
    expect(ledger.map((entry) => entry.amount)).toEqual([30, 20]);
    expect(
      await domain().companyDb.select().from(tokenBalances).where(eq(tokenBalances.companyId, company.id)),
    ).toEqual([]);
  });

  it("deletes it for good from the second database, and nothing of a company beside it there", async () => {
    const doomed = await person({ role: "company_admin", databaseNumber: 2 });
    const neighbour = await person({ role: "company_admin", databaseNumber: 2 });
    await documentIn(second, doomed.company.id, "Travel policy");
    const neighbourDocument = await documentIn(second, neighbour.company.id, "Travel policy");
    await second
      .insert(tokenTransactions)
      .values(tokenTransactionRow({ companyId: doomed.company.id, amount: 5 }));

    const binned = await callApi("DELETE", `/api/admin/company/${doomed.company.id}`, {
      cookie: admin.cookie,
    });
    expect(binned.status).toBe(200);
    const purged = await callApi("DELETE", `/api/admin/deleted-companies/${doomed.company.id}/permanent`, {
      cookie: admin.cookie,
    });
    expect(purged.status).toBe(200);
    expect(await purged.json()).toMatchObject({ complete: true });

    const left = async (companyId: number) => ({
      documents: (await second.select().from(documents).where(eq(documents.companyId, companyId))).length,
      versions: (
        await second.select().from(documentVersions).where(eq(documentVersions.companyId, companyId))
      ).length,
      ledger: (
        await second.select().from(tokenTransactions).where(eq(tokenTransactions.companyId, companyId))
      ).length,
      people: (await second.select().from(companyPeople).where(eq(companyPeople.companyId, companyId)))
        .length,
    });
    expect(await left(doomed.company.id)).toEqual({ documents: 0, versions: 0, ledger: 0, people: 0 });
    expect(await left(neighbour.company.id)).toEqual({ documents: 1, versions: 1, ledger: 0, people: 1 });
    const opened = await callApi("GET", `/api/documents/${neighbourDocument}`, { cookie: neighbour.cookie });
    expect(opened.status).toBe(200);
  });
});
