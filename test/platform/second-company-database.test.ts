import { env } from "cloudflare:workers";
import type {
  CompanyListResponse,
  EmailTaskListDto,
  PlatformFiguresDto,
  PlatformTokenRequestDto,
  PlatformTransactionPageDto,
} from "@charterly/domain/contract";
import { eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { beforeAll, describe, expect, it } from "vitest";
import { databaseOfId, IDS_PER_DATABASE } from "../../worker/db/company-database-bindings";
import {
  documents,
  documentVersions,
  emailOutbox,
  tokenRequests,
  tokenTransactions,
} from "../../worker/db/schema";
import type { Database } from "../../worker/domain/context";
import { deliverQueuedEmail } from "../../worker/domain/mail/deliver-queued-email";
import { tokenTransactionRow } from "../support/factories";
import { callApi, createCompany, domain, type Person } from "../support/fixtures";
import { platformAdmin } from "./tokens-support";

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
  it("hands out ids in a range of its own, so an id names its database", async () => {
    const company = await createCompany("enterprise");
    const id = await documentIn(second, company.id, "Travel policy");
    expect(id).toBeGreaterThan(2 * IDS_PER_DATABASE);
    expect(databaseOfId(id)).toBe(2);
    const firstId = await documentIn(domain().db, company.id, "Expenses policy");
    expect(databaseOfId(firstId)).toBe(1);
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
      .db.insert(tokenTransactions)
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
