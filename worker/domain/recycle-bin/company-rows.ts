// Every row a company owns, table by table, in the order the purge deletes them: rows that others
// point at come after the rows pointing at them (passages before their sources, versions and
// comments before documents, everything before users), so no delete waits on a cascade of
// thousands of rows. test/platform/recycle-bin.test.ts checks that every table with a company_id
// column of worker/db/schema.ts is here: a new table must be added, or its rows would outlive
// the company (or block its deletion).
import { eq, type SQL, sql } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import {
  auditEvents,
  chatConversations,
  chatFeedback,
  chatMessages,
  comments,
  companies,
  companyPeople,
  companySettings,
  companyWriteFences,
  creditedInvoices,
  deletedCompanies,
  documentAcknowledgements,
  documentCounts,
  documentReviewReminders,
  documents,
  documentVersions,
  domainJoinOffers,
  domainVerifications,
  emailChangeRequests,
  emailOutbox,
  enterpriseInquiries,
  invitations,
  knowledgeBaseDocuments,
  knowledgeChunks,
  questionGaps,
  scimIdentities,
  scimTokens,
  sessions,
  slackEventClaims,
  slackNotices,
  tokenBalances,
  tokenRequests,
  tokenTransactions,
  users,
} from "../../db/schema";
import type { TableHome } from "../../db/table-homes";

export interface CompanyRows {
  table: SQLiteTable;
  /** The rows of the company in `table`. */
  where: (companyId: number) => SQL;
  /** Only in this home's database, for a table every database has (else: wherever `table` lives). */
  onlyIn?: TableHome;
}

const ofCompany = (table: SQLiteTable, companyColumn: SQLiteColumn): CompanyRows => ({
  table,
  where: (companyId) => eq(companyColumn, companyId),
});

/** Rows whose user column names one of the company's people. */
const ofItsPeople = (table: SQLiteTable, userColumn: SQLiteColumn): CompanyRows => ({
  table,
  where: (companyId) => peopleOf(userColumn, companyId),
});

const peopleOf = (userColumn: SQLiteColumn, companyId: number) =>
  sql`${userColumn} in (select ${users.id} from ${users} where ${users.companyId} = ${companyId})`;

/**
 * The company's rows, children first. `deleted_companies` and `companies` are not here: the purge
 * deletes them last, together, in one batch (the recycle-bin record is what lets a stopped purge resume).
 */
export const COMPANY_ROWS_IN_PURGE_ORDER: readonly CompanyRows[] = [
  // A move's fence (platform/move-company.ts), first: it refuses every delete of the company's rows
  // while it stands. A company is not deleted while it moves, so it is there only if a deletion
  // and a move started at the same moment.
  ofCompany(companyWriteFences, companyWriteFences.companyId),
  // The full-text index follows by trigger (migrations/0002_knowledge_index.sql).
  ofCompany(knowledgeChunks, knowledgeChunks.companyId),
  ofCompany(comments, comments.companyId),
  ofCompany(documentAcknowledgements, documentAcknowledgements.companyId),
  ofCompany(documentReviewReminders, documentReviewReminders.companyId),
  ofCompany(slackNotices, slackNotices.companyId),
  ofCompany(documentVersions, documentVersions.companyId),
  ofCompany(knowledgeBaseDocuments, knowledgeBaseDocuments.companyId),
  ofCompany(questionGaps, questionGaps.companyId),
  ofCompany(chatFeedback, chatFeedback.companyId),
  ofCompany(chatMessages, chatMessages.companyId),
  ofCompany(chatConversations, chatConversations.companyId),
  ofCompany(slackEventClaims, slackEventClaims.companyId),
  ofCompany(tokenTransactions, tokenTransactions.companyId),
  ofCompany(creditedInvoices, creditedInvoices.companyId),
  ofCompany(tokenRequests, tokenRequests.companyId),
  ofCompany(enterpriseInquiries, enterpriseInquiries.companyId),
  ofCompany(emailOutbox, emailOutbox.companyId),
  ofCompany(invitations, invitations.companyId),
  ofCompany(domainVerifications, domainVerifications.companyId),
  // What the identity provider said of its people, and its provisioning tokens (before the people
  // who created them).
  ofCompany(scimIdentities, scimIdentities.companyId),
  ofCompany(scimTokens, scimTokens.companyId),
  // Offers to join the company, offers to its people, and its people's offers from elsewhere.
  {
    table: domainJoinOffers,
    where: (companyId) =>
      sql`${domainJoinOffers.companyId} = ${companyId} or ${domainJoinOffers.fromCompanyId} = ${companyId} or ${peopleOf(domainJoinOffers.userId, companyId)}`,
  },
  ofCompany(companySettings, companySettings.companyId),
  ofCompany(tokenBalances, tokenBalances.companyId),
  ofCompany(companyPeople, companyPeople.companyId),
  // Their library search entries and counts follow by trigger (migrations/0007_library_at_scale.sql);
  // the emptied counts go after them.
  ofCompany(documents, documents.companyId),
  ofCompany(documentCounts, documentCounts.companyId),
  // Rows of its people that carry no company_id.
  ofItsPeople(sessions, sessions.userId),
  ofItsPeople(emailChangeRequests, emailChangeRequests.userId),
  // Its own audit trail (in every database), and what its people did elsewhere (signing up, before
  // the company existed: platform records, in the directory). The platform's records about the
  // company (company.delete, company.restore) stay.
  ofCompany(auditEvents, auditEvents.companyId),
  { ...ofItsPeople(auditEvents, auditEvents.actorUserId), onlyIn: "directory" },
  ofCompany(users, users.companyId),
];

/** The tables the purge empties of a company: those above, and the two of its final batch. */
export const PURGED_TABLES: readonly SQLiteTable[] = [
  ...COMPANY_ROWS_IN_PURGE_ORDER.map((rows) => rows.table),
  deletedCompanies,
  companies,
];
