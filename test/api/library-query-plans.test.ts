import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createDatabase } from "../../worker/db/client";
import { documents } from "../../worker/db/schema";
import type { Actor } from "../../worker/domain/access/actor";
import { getCompanyStats } from "../../worker/domain/analytics/get-company-stats";
import { listComments } from "../../worker/domain/comments/list-comments";
import {
  CATEGORIES,
  DOCUMENT_STATUSES,
  type DocumentListQuery,
  isInForce,
  REVIEW_FILTERS,
  SEARCH_COUNT_LIMIT,
} from "../../worker/domain/contract";
import { countDashboardFigures } from "../../worker/domain/dashboard/count-dashboard-figures";
import { getDocument } from "../../worker/domain/documents/get-document";
import { listDocumentVersions } from "../../worker/domain/documents/list-document-versions";
import { listDocuments } from "../../worker/domain/documents/list-documents";
import { sendReviewReminders } from "../../worker/domain/lifecycle/review-reminders";
import { listReviewsDue } from "../../worker/domain/lifecycle/reviews-due";
import { listToRead } from "../../worker/domain/lifecycle/to-read";
import { createComment, createDocument, domain, person } from "../support/fixtures";
import { type RecordedStatement, recordingD1 } from "../support/recording-d1";

// Every company-scoped library query, as the operations send it, through EXPLAIN QUERY PLAN: none
// may scan the documents table (or walk a whole index of it), and no page in date order may sort.
// The rows a list page reads (D1's rows_read) stay within twice the page: the cost of a page does
// not grow with the library (decision 015; the speed is measured by `npm run bench:scale`). The
// review filter (decision 016) walks (company_id, next_review_at) soonest first: its pages are
// bounded the same way, except with a category, which reads the documents due in the window
// (few by nature: only documents in force with a review date in it).

const PAGE = 20;
let actor: Actor;
let someDocument: number;

beforeAll(async () => {
  const setup = await person({ tier: "enterprise", role: "company_admin" });
  actor = setup.actor;
  const statuses = DOCUMENT_STATUSES;
  for (let i = 0; i < 120; i++) {
    const id = await createDocument(setup.company.id, {
      title: `Policy ${i}`,
      description: i % 4 === 0 ? `About policy ${i}` : null,
      category: CATEGORIES[i % CATEGORIES.length],
      status: statuses[i % statuses.length],
      content: `POLICY ${i}\n\nEmployees follow this policy. Rule ${i} applies to travel and expenses.`,
      at: new Date(Date.UTC(2026, 0, 1) + i * 60_000),
    });
    if (i === 7) someDocument = id;
    // Documents in force have an owner and a review date from 60 days ago to 59 days ahead:
    // overdue, due within 30 days and later, whatever today is.
    if (isInForce(statuses[i % statuses.length]!)) {
      await domain()
        .companyDb.update(documents)
        .set({
          ownerUserId: setup.user.id,
          reviewIntervalMonths: 12,
          nextReviewAt: new Date(Date.now() + (i - 60) * 86_400_000),
        })
        .where(eq(documents.id, id));
    }
  }
  await createComment({ documentId: someDocument, companyId: setup.company.id, userId: setup.user.id });
});

/** Runs `work` with a domain context whose D1 records every statement. */
async function statementsOf(work: (ctx: ReturnType<typeof domain>) => Promise<unknown>) {
  const { db, statements } = recordingD1(env.DB);
  await work({ ...domain(), companyDb: createDatabase(db) });
  return statements;
}

const touchesDocuments = (s: RecordedStatement) =>
  /^\s*select/i.test(s.sql) && /"documents"|\bdocuments\b|document_counts|document_search_fts/.test(s.sql);

async function planOf(s: RecordedStatement): Promise<string[]> {
  const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN ${s.sql}`)
    .bind(...s.params)
    .all<{ detail: string }>();
  return plan.results.map((r) => r.detail);
}

const listQueries = (): DocumentListQuery[] => {
  const queries: DocumentListQuery[] = [];
  for (const category of [undefined, "hr" as const])
    for (const tab of [undefined, "active" as const, "archived" as const])
      for (const status of [undefined, ...DOCUMENT_STATUSES])
        queries.push({ category, tab, status, limit: PAGE });
  for (const review of REVIEW_FILTERS)
    for (const category of [undefined, "hr" as const])
      for (const status of [undefined, "approved" as const, "draft" as const])
        queries.push({ review, category, status, limit: PAGE });
  return queries;
};

describe("the library's queries", () => {
  it("never scan the documents, and pages in date order never sort", async () => {
    const statements = await statementsOf(async (ctx) => {
      for (const query of listQueries()) {
        const first = await listDocuments(ctx, actor, query);
        if (first.nextCursor) await listDocuments(ctx, actor, { ...query, cursor: first.nextCursor });
      }
      for (const query of [
        {},
        { category: "hr" as const },
        { tab: "archived" as const },
        { status: "approved" as const },
      ]) {
        const first = await listDocuments(ctx, actor, { ...query, search: "employees rul", limit: PAGE });
        if (first.nextCursor)
          await listDocuments(ctx, actor, {
            ...query,
            search: "employees rul",
            limit: PAGE,
            cursor: first.nextCursor,
          });
      }
      await getDocument(ctx, actor, someDocument);
      await listDocumentVersions(ctx, actor, someDocument);
      await listComments(ctx, actor, someDocument);
      await countDashboardFigures(ctx, actor);
      await listReviewsDue(ctx, actor);
      await sendReviewReminders(ctx, { limit: 5 });
      await getCompanyStats(ctx, actor);
      // The 'To read' list (decision 016): the in-force range of the status index, in its order.
      await listToRead(ctx, actor);
      // The dashboard's first few, and the count of all in the same walk.
      await listToRead(ctx, actor, undefined, { first: 5 });
    });
    const reads = statements.filter(touchesDocuments);
    expect(reads.length).toBeGreaterThan(listQueries().length);

    for (const statement of reads) {
      const plan = await planOf(statement);
      const where = `${statement.sql}\n${plan.join("\n")}`;
      expect(
        plan.filter((line) => /^SCAN (documents|document_versions|comments|document_counts)\b/.test(line)),
        where,
      ).toEqual([]);
      // The review filter, 'Reviews due' and the reminder job walk a next-review index in its order.
      if (/order by "documents"."next_review_at"/.test(statement.sql) && !statement.sql.includes("MATCH")) {
        expect(
          plan.some((line) => /USING INDEX documents_(company_)?next_review_idx/.test(line)),
          where,
        ).toBe(true);
      }
      if (!statement.sql.includes("MATCH") && /order by/i.test(statement.sql)) {
        expect(
          plan.filter((line) => line.includes("TEMP B-TREE")),
          where,
        ).toEqual([]);
      }
    }
  });

  it("read at most twice a page's rows for a page, whichever filter", async () => {
    const statements = await statementsOf(async (ctx) => {
      for (const query of listQueries().filter((q) => !(q.review && q.category))) {
        const first = await listDocuments(ctx, actor, query);
        if (first.nextCursor) await listDocuments(ctx, actor, { ...query, cursor: first.nextCursor });
      }
    });
    const pages = statements.filter(
      (s) => /^\s*select/i.test(s.sql) && /from "documents"/.test(s.sql) && /limit \?/i.test(s.sql),
    );
    // Contradictory filters (the Active tab, status Archived) send no query at all.
    expect(pages.length).toBeGreaterThan(30);
    for (const page of pages) {
      const result = await env.DB.prepare(page.sql)
        .bind(...page.params)
        .all();
      // An index entry and a row for each document of the page (and the one after it), nothing else.
      expect(result.meta.rows_read, `${page.sql}\n${JSON.stringify(page.params)}`).toBeLessThanOrEqual(
        2 * (PAGE + 1),
      );
    }
  });

  it("read a search's page by its matches' ids and no other document, and count in the index", async () => {
    const statements = await statementsOf(async (ctx) => {
      for (const query of [
        {},
        { category: "hr" as const },
        { tab: "archived" as const },
        { status: "approved" as const },
      ]) {
        const first = await listDocuments(ctx, actor, { ...query, search: "employees", limit: PAGE });
        expect(first.documents.length).toBeGreaterThan(0);
        if (first.nextCursor)
          await listDocuments(ctx, actor, {
            ...query,
            search: "employees",
            limit: PAGE,
            cursor: first.nextCursor,
          });
      }
    });
    const reads = statements.filter((s) => /^\s*select/i.test(s.sql));
    // A page of matches joins its documents in the same statement (one round trip, decision 024).
    const pageReads = reads.filter((s) => /join "documents"/.test(s.sql));
    expect(pageReads.length).toBeGreaterThan(4);
    for (const read of reads) {
      const where = `${read.sql}\n${JSON.stringify(read.params)}`;
      if (pageReads.includes(read)) {
        // The index is the outer loop and answers `order by rank` itself (the page keeps the index's
        // order, unsorted again); each match reads its document by primary key, nothing else.
        const plan = await planOf(read);
        expect(plan[0], where).toMatch(/^SCAN document_search_fts VIRTUAL TABLE/);
        expect(
          plan.filter((line) => /\bdocuments\b/.test(line)),
          where,
        ).toEqual(["SEARCH documents USING INTEGER PRIMARY KEY (rowid=?) LEFT-JOIN"]);
        expect(
          plan.filter((line) => line.includes("TEMP B-TREE")),
          where,
        ).toEqual([]);
      }
      const result = await env.DB.prepare(read.sql)
        .bind(...read.params)
        .all();
      // The company holds 120 documents that all say "employees": the index's ranking reads its
      // matches, up to the search limit. A page adds one document row per match up to its end (the
      // matches it skips too: 2 × (PAGE + 1) on the second page); reading the company's documents for
      // each match would be thousands.
      const bound = SEARCH_COUNT_LIMIT + 2 * (PAGE + 1) + (pageReads.includes(read) ? 2 * (PAGE + 1) : 0);
      expect(result.meta.rows_read, where).toBeLessThanOrEqual(bound);
    }
  });
});
