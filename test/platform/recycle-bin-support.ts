// Helpers for the recycle-bin tests: the platform administrator, a company with a row in every
// table that holds company data (and files in the file store), and counts of a company's rows in
// every such table — the tables are read from worker/db/schema.ts, so a new one is counted too.
import { env } from "cloudflare:workers";
import { eq, is, sql } from "drizzle-orm";
import { getTableConfig, SQLiteTable } from "drizzle-orm/sqlite-core";
import { expect } from "vitest";
import * as schema from "../../worker/db/schema";
import {
  auditEvents,
  chatMessages,
  companies,
  emailChangeRequests,
  emailOutbox,
  enterpriseInquiries,
  invitations,
  knowledgeChunks,
  questionGaps,
  tokenRequests,
  tokenTransactions,
  users,
} from "../../worker/db/schema";
import {
  APP_ORIGIN,
  callApi,
  createComment,
  createDocument,
  createTokenBalance,
  domain,
  fetchApi,
  type Person,
  person,
  uploadForImport,
} from "../support/fixtures";

const POLICY = `Remote Work Policy

1. Equipment

The company provides a laptop and a headset for the home office.

2. Hours

Core hours are 10:00 to 15:00; staff record overtime in the time sheet.`;

export interface PopulatedCompany {
  admin: Person;
  member: Person;
  /** An approved document of the library (in force: indexed). */
  documentId: number;
  /** The file store keys of its files (an imported original, a knowledge-base upload). */
  fileKeys: string[];
}

/**
 * An Enterprise company with rows in every company table: two people with sessions, an invitation,
 * settings, documents with versions and comments, an imported document and a knowledge-base upload
 * (both with their file in R2, and passages in the knowledge index), tokens (balance, ledger,
 * request), an Enterprise inquiry, a conversation's chat messages with Slack feedback, a claimed Slack event and a
 * queued Slack notice, an unanswered question, outgoing e-mail, an e-mail
 * change and audit rows (one of them by a person of the company without its company id).
 */
export async function populatedCompany(name: string): Promise<PopulatedCompany> {
  const admin = await person({ tier: "enterprise", role: "company_admin", companyName: name });
  const member = await person({ company: admin.company, role: "user" });
  const companyId = admin.company.id;
  const db = domain().companyDb;

  const documentId = await createDocument(companyId, {
    author: { userId: admin.user.id, displayName: "Admin" },
    title: `${name} Remote Work Policy`,
    category: "hr",
    content: POLICY,
    status: "approved",
  });
  await createComment({ documentId, companyId, userId: member.user.id, comment: "Looks good" });

  const imported = await uploadForImport(admin.cookie, "travel.txt", text(`Travel Policy\n\n${POLICY}`));
  expect(imported.status, await imported.clone().text()).toBe(200);
  const upload = await uploadKnowledge(admin.cookie, "handbook.txt", POLICY);
  const importedKey = (
    await db
      .select({ key: schema.documents.sourceFileKey })
      .from(schema.documents)
      .where(eq(schema.documents.companyId, companyId))
  ).find((row) => row.key)?.key;
  const uploadKey = (
    await db
      .select({ key: schema.knowledgeBaseDocuments.fileKey })
      .from(schema.knowledgeBaseDocuments)
      .where(eq(schema.knowledgeBaseDocuments.id, upload.id))
  )[0]?.key;
  const fileKeys = [importedKey!, uploadKey!];
  for (const key of fileKeys) expect(await env.FILES.get(key)).not.toBeNull();

  await createTokenBalance(companyId, 40);
  // A credit against an invoice: its ledger entry, and the invoice claimed platform-wide.
  const invoiceNumber = `INV-${crypto.randomUUID()}`;
  await db.insert(tokenTransactions).values({
    companyId,
    transactionType: "purchase",
    amount: 40,
    balanceAfter: 40,
    description: "Starter credits",
    invoiceNumber,
  });
  await db.insert(schema.creditedInvoices).values({ invoiceNumber, companyId, amount: 40 });
  await db.insert(tokenRequests).values({
    companyId,
    requestedByUserId: admin.user.id,
    requestedTokens: 25,
    businessJustification: "More policies",
    contactEmail: admin.user.email,
  });
  await db.insert(invitations).values({
    companyId,
    email: `invitee-${crypto.randomUUID().slice(0, 8)}@example.test`,
    invitedByUserId: admin.user.id,
    expiresAt: new Date(Date.now() + 7 * 24 * 60 * 60 * 1000),
  });
  await db.insert(enterpriseInquiries).values({
    companyId,
    userId: admin.user.id,
    fullName: "Admin Person",
    email: admin.user.email,
    company: name,
    companySize: "11-50",
    inquiryType: "demo",
  });
  const [conversation] = await db
    .insert(schema.chatConversations)
    .values({ companyId, userId: member.user.id, startedAt: new Date() })
    .returning();
  const conversationId = conversation!.id;
  const [, reply] = await db
    .insert(chatMessages)
    .values([
      {
        companyId,
        userId: member.user.id,
        conversationId,
        messageType: "user",
        message: "What are the core hours?",
      },
      { companyId, userId: null, conversationId, messageType: "assistant", message: "10:00 to 15:00." },
    ])
    .returning({ id: chatMessages.id });
  // The Slack bot (decision 017): a 'Helpful' click, a claimed event, a queued policy notice.
  await db.insert(schema.chatFeedback).values({
    companyId,
    messageId: reply!.id,
    slackUserId: "U0PURGED",
    helpful: true,
    channel: "slack",
  });
  await db.insert(schema.slackEventClaims).values({
    companyId,
    teamId: "T0PURGED",
    eventId: `Ev${crypto.randomUUID().replace(/-/g, "")}`,
  });
  // A document in force has its notice already (queued by trigger, migration 0018).
  await db.insert(schema.slackNotices).values({ companyId, documentId, version: 1 }).onConflictDoNothing();
  await db.insert(questionGaps).values({
    companyId,
    question: "Can I work abroad?",
    terms: "abroad work",
    lastAskedAt: new Date(),
  });
  await db.insert(emailOutbox).values({
    companyId,
    toAddress: member.user.email,
    subject: "Welcome",
    textBody: "Welcome aboard",
    kind: "invitation",
  });
  await db.insert(emailChangeRequests).values({
    userId: member.user.id,
    newEmail: `new-${crypto.randomUUID().slice(0, 8)}@example.test`,
    tokenHash: crypto.randomUUID(),
    expiresAt: new Date(Date.now() + 60 * 60 * 1000),
  });
  // The lifecycle (decision 016): an acknowledgement of the version in force, a review reminder sent.
  await db.insert(schema.documentAcknowledgements).values({
    companyId,
    documentId,
    version: 1,
    userId: member.user.id,
    acknowledgedAt: new Date(),
  });
  await db.insert(schema.documentReviewReminders).values({
    companyId,
    documentId,
    dueAt: new Date(),
    kind: "due_in_30_days",
    sentAt: new Date(),
  });
  // A domain claimed and not proven yet (decision 021).
  await db.insert(schema.domainVerifications).values({
    companyId,
    domain: `purged-${crypto.randomUUID().slice(0, 8)}.example`,
    requestedByUserId: admin.user.id,
  });
  // An offer to join the company, made to a person of another company when it proved a domain by
  // DNS (decision 032): the offer goes with either company.
  const elsewhere = await person({ tier: "freemium", role: "company_admin" });
  await db.insert(schema.domainJoinOffers).values({
    userId: elsewhere.user.id,
    companyId,
    fromCompanyId: elsewhere.company.id,
    domain: `purged-${crypto.randomUUID().slice(0, 8)}.example`,
  });
  // Provisioning (decision 035): a token of its identity provider, and what it said of a person.
  await domain()
    .directory.insert(schema.scimTokens)
    .values({ companyId, name: "Okta", tokenHash: crypto.randomUUID(), createdByUserId: admin.user.id });
  await domain()
    .directory.insert(schema.scimIdentities)
    .values({
      userId: member.user.id,
      companyId,
      externalId: "00u-purged",
      attributes: { title: "Analyst" },
    });
  await db.insert(auditEvents).values([
    { companyId, actorUserId: admin.user.id, action: "settings.update", targetType: "company_settings" },
    // As sign-up writes it: before the company existed, so without its id.
    { companyId: null, actorUserId: admin.user.id, action: "test.signed_up", targetType: "user" },
  ]);
  return { admin, member, documentId, fileKeys };
}

const text = (value: string) => new TextEncoder().encode(value);

async function uploadKnowledge(cookie: string, fileName: string, content: string) {
  const form = new FormData();
  form.set("file", new File([text(content)], fileName));
  form.set("title", "Employee Handbook");
  form.set("documentType", "policy");
  form.set("category", "hr");
  const res = await fetchApi(
    new Request(`${APP_ORIGIN}/api/admin/knowledge-base/upload`, {
      method: "POST",
      headers: { cookie, origin: APP_ORIGIN },
      body: form,
    }),
  );
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as { id: number };
}

const TABLES = Object.values(schema as Record<string, unknown>).filter((value): value is SQLiteTable =>
  is(value, SQLiteTable),
);

/** Every table of the schema with a company_id column (the companies table itself aside). */
export const COMPANY_TABLES = TABLES.filter((table) =>
  getTableConfig(table).columns.some((column) => column.name === "company_id"),
);

/** Every (table, column) of the schema that references users.id. */
const USER_REFERENCES = TABLES.flatMap((table) =>
  getTableConfig(table).foreignKeys.flatMap((foreignKey) => {
    const reference = foreignKey.reference();
    return reference.foreignTable === users ? reference.columns.map((column) => ({ table, column })) : [];
  }),
);

/**
 * How many rows the company has, per table: every table with company_id, every reference to one of
 * its people (`<table>.<column> → users`), its passages in the full-text index, and its own row.
 */
export async function companyFootprint(companyId: number, userIds: readonly number[]) {
  const db = domain().companyDb;
  const counts: Record<string, number> = {};
  const countOf = async (query: ReturnType<typeof sql>) =>
    Number((await db.all<{ n: number }>(sql`select count(*) as n from ${query}`))[0]!.n);
  counts.companies = await countOf(sql`${companies} where ${companies.id} = ${companyId}`);
  for (const table of COMPANY_TABLES) {
    counts[getTableConfig(table).name] = await countOf(sql`${table} where company_id = ${companyId}`);
  }
  const ids = userIds.length
    ? sql.join(
        userIds.map((id) => sql`${id}`),
        sql`, `,
      )
    : sql`null`;
  for (const { table, column } of USER_REFERENCES) {
    counts[`${getTableConfig(table).name}.${column.name} → users`] = await countOf(
      sql`${table} where ${sql.identifier(column.name)} in (${ids})`,
    );
  }
  // What its people did, recorded without the company's id (audit rows have no foreign keys).
  counts["audit_events.actor_user_id (its people)"] = await countOf(
    sql`${auditEvents} where ${auditEvents.actorUserId} in (${ids})`,
  );
  counts.knowledge_chunks_fts = await countOf(
    sql`knowledge_chunks_fts where knowledge_chunks_fts match ${`scope:c${companyId}`}`,
  );
  return counts;
}

/** The company's objects in the file store (imported originals, knowledge-base uploads). */
export async function storedFiles(companyId: number): Promise<string[]> {
  const keys: string[] = [];
  for (const prefix of [`imports/${companyId}/`, `knowledge/${companyId}/`]) {
    keys.push(...(await env.FILES.list({ prefix })).objects.map((object) => object.key));
  }
  return keys.sort();
}

/** The ids of the company's passages in the knowledge index. */
export async function chunkIdsOfCompany(companyId: number): Promise<number[]> {
  const rows = await domain()
    .companyDb.select({ id: knowledgeChunks.id })
    .from(knowledgeChunks)
    .where(eq(knowledgeChunks.companyId, companyId));
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

/** Calls a recycle-bin route as `cookie` and answers the status and the JSON body. */
export async function call<T = unknown>(method: string, path: string, cookie: string) {
  const res = await callApi(method, path, { cookie });
  return { status: res.status, body: (await res.json()) as T };
}
