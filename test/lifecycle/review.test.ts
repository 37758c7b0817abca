import type { DocumentDto, DocumentListDto, Tier } from "@charterly/domain/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { knowledgeChunks } from "../../worker/db/schema";
import { listDocuments } from "../../worker/domain/documents/list-documents";
import { addMonths } from "../../worker/domain/documents/review-dates";
import { listReviewsDue } from "../../worker/domain/lifecycle/reviews-due";
import { setDocumentLifecycle } from "../../worker/domain/lifecycle/set-document-lifecycle";
import {
  callApi,
  createCompany,
  createDocument,
  createUser,
  domain,
  findDocument,
  person,
  versionsOf,
} from "../support/fixtures";

const DAY = 86_400_000;
const OWNER_REFUSED = "Choose an active person of your company as the owner.";

async function team(tier: Tier = "enterprise") {
  const admin = await person({ tier, role: "company_admin" });
  const owner = await person({ company: admin.company, role: "user" });
  const other = await person({ company: admin.company, role: "user" });
  return { company: admin.company, admin, owner, other };
}

const setLifecycle = (cookie: string, documentId: number, body: unknown) =>
  callApi("PUT", `/api/documents/${documentId}/lifecycle`, { cookie, body });
const markReviewed = (cookie: string, documentId: number) =>
  callApi("POST", `/api/documents/${documentId}/review`, { cookie });

describe("PUT /api/documents/:documentId/lifecycle", () => {
  it("sets the owner, interval and readers; the next review follows from the date in force; no version", async () => {
    const { company, admin, owner } = await team();
    const since = new Date("2026-01-10T09:00:00Z");
    const id = await createDocument(company.id, { status: "approved", at: since });

    const res = await setLifecycle(admin.cookie, id, {
      ownerUserId: owner.user.id,
      reviewIntervalMonths: 6,
      readerRoles: ["user"],
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as DocumentDto;
    expect(body).toMatchObject({
      ownerUserId: owner.user.id,
      ownerName: `Test user`,
      reviewIntervalMonths: 6,
      readerRoles: ["user"],
      inForceSince: since.toISOString(),
      nextReviewAt: "2026-07-10T09:00:00.000Z",
      version: 1,
    });
    expect(await versionsOf(id)).toHaveLength(1);

    // A new interval recomputes; no review clears the date.
    const yearly = (await (
      await setLifecycle(admin.cookie, id, {
        ownerUserId: owner.user.id,
        reviewIntervalMonths: 12,
        readerRoles: null,
      })
    ).json()) as DocumentDto;
    expect(yearly.nextReviewAt).toBe("2027-01-10T09:00:00.000Z");
    expect(yearly.readerRoles).toBeNull();
    const none = (await (
      await setLifecycle(admin.cookie, id, {
        ownerUserId: null,
        reviewIntervalMonths: null,
        readerRoles: null,
      })
    ).json()) as DocumentDto;
    expect(none).toMatchObject({ ownerUserId: null, ownerName: null, nextReviewAt: null });
  });

  it("a draft keeps no review date until it comes into force", async () => {
    const { company, admin, owner } = await team();
    const id = await createDocument(company.id, { status: "draft" });
    const body = (await (
      await setLifecycle(admin.cookie, id, {
        ownerUserId: owner.user.id,
        reviewIntervalMonths: 3,
        readerRoles: null,
      })
    ).json()) as DocumentDto;
    expect(body).toMatchObject({ reviewIntervalMonths: 3, inForceSince: null, nextReviewAt: null });
  });

  it("refuses another company's person, a deactivated one, and invalid intervals with a clear 400", async () => {
    const { company, admin } = await team();
    const id = await createDocument(company.id, { status: "approved" });
    const stranger = await createUser((await createCompany("enterprise")).id, "user");
    const gone = await createUser(company.id, "user", { deactivatedAt: new Date() });
    for (const ownerUserId of [stranger.id, gone.id, 987_654_321]) {
      const res = await setLifecycle(admin.cookie, id, {
        ownerUserId,
        reviewIntervalMonths: 12,
        readerRoles: null,
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({
        code: "invalid_input",
        message: OWNER_REFUSED,
        fields: { ownerUserId: OWNER_REFUSED },
      });
    }
    const bad = await setLifecycle(admin.cookie, id, {
      ownerUserId: null,
      reviewIntervalMonths: 5,
      readerRoles: null,
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain("Choose every 3, 6, 12 or 24 months, or no review.");
    const noRoles = await setLifecycle(admin.cookie, id, {
      ownerUserId: null,
      reviewIntervalMonths: 3,
      readerRoles: [],
    });
    expect(noRoles.status).toBe(400);
    expect((await findDocument(id))?.reviewIntervalMonths).toBeNull();
  });

  it("is for admins only, and another company's document is not found", async () => {
    const { company, owner } = await team();
    const id = await createDocument(company.id, { status: "approved" });
    const res = await setLifecycle(owner.cookie, id, {
      ownerUserId: owner.user.id,
      reviewIntervalMonths: 12,
      readerRoles: null,
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({
      message: "Admin privileges required to set a document's owner and review.",
    });

    const elsewhere = await person({ role: "company_admin" });
    const foreign = await setLifecycle(elsewhere.cookie, id, {
      ownerUserId: null,
      reviewIntervalMonths: 12,
      readerRoles: null,
    });
    expect(foreign.status).toBe(404);
    expect((await findDocument(id))?.reviewIntervalMonths).toBeNull();
  });
});

describe("POST /api/documents/:documentId/review ('Mark reviewed')", () => {
  async function ownedDocument(status: "approved" | "generated" | "draft" = "approved") {
    const setup = await team();
    const since = new Date(Date.now() - 400 * DAY);
    const id = await createDocument(setup.company.id, {
      status,
      at: since,
      content: "POLICY\n\nStaff may work from home.",
    });
    await setDocumentLifecycle(domain(), setup.admin.actor, id, {
      ownerUserId: setup.owner.user.id,
      reviewIntervalMonths: 12,
      readerRoles: null,
    });
    return { ...setup, id, since };
  }

  it("the owner records a review: a 'Reviewed' version with the same text, and the interval restarts", async () => {
    const { owner, id, since } = await ownedDocument();
    const before = await findDocument(id);
    expect(before?.nextReviewAt?.getTime()).toBeLessThan(Date.now()); // overdue
    const started = new Date();
    const res = await markReviewed(owner.cookie, id);
    expect(res.status).toBe(200);
    const body = (await res.json()) as DocumentDto;
    expect(body).toMatchObject({
      version: 2,
      status: "approved",
      content: before?.content,
      inForceSince: since.toISOString(),
    });
    const next = new Date(body.nextReviewAt!).getTime();
    expect(next).toBeGreaterThanOrEqual(addMonths(started, 12).getTime());
    expect(next).toBeLessThanOrEqual(addMonths(new Date(), 12).getTime());

    const versions = await versionsOf(id);
    const latest = versions.find((v) => v.version === 2);
    expect(latest).toMatchObject({
      changeType: "reviewed",
      changeDescription: "Reviewed",
      title: before?.title,
      content: before?.content,
      status: "approved",
      changedByUserId: owner.user.id,
    });
    // The knowledge index keeps the date the text came into force.
    const chunks = await domain()
      .companyDb.select()
      .from(knowledgeChunks)
      .where(eq(knowledgeChunks.documentId, id));
    expect(chunks.length).toBeGreaterThan(0);
    for (const chunk of chunks) expect(chunk.inForceSince?.getTime()).toBe(since.getTime());
  });

  it("an admin may mark it reviewed; another person may not (403); a document not in force is refused (409)", async () => {
    const { admin, other, id } = await ownedDocument();
    const refused = await markReviewed(other.cookie, id);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({
      code: "forbidden",
      message: "Only the document's owner or an admin can mark it reviewed.",
    });
    expect(await versionsOf(id)).toHaveLength(1);
    expect((await markReviewed(admin.cookie, id)).status).toBe(200);

    const draft = await ownedDocument("draft");
    const conflict = await markReviewed(draft.owner.cookie, draft.id);
    expect(conflict.status).toBe(409);
    expect(await conflict.json()).toMatchObject({
      code: "conflict",
      message: expect.stringContaining("Only a document in force (approved) can be marked reviewed."),
    });

    const elsewhere = await person({ role: "company_admin" });
    expect((await markReviewed(elsewhere.cookie, id)).status).toBe(404);
  });

  it("the version history lists it as 'Reviewed'", async () => {
    const { owner, id } = await ownedDocument("generated");
    await markReviewed(owner.cookie, id);
    const res = await callApi("GET", `/api/documents/${id}/versions`, { cookie: owner.cookie });
    const [latest] = (await res.json()) as Array<{ changeType: string; changeDescription: string }>;
    expect(latest).toMatchObject({ changeType: "reviewed", changeDescription: "Reviewed" });
  });
});

describe("the library's review filter and the dashboard's 'Reviews due'", () => {
  async function companyWithReviews() {
    const setup = await team();
    const ctx = domain();
    const make = async (title: string, since: Date, interval: 3 | 6 | 12 | null, ownerId: number | null) => {
      const id = await createDocument(setup.company.id, { title, status: "approved", at: since });
      await setDocumentLifecycle(ctx, setup.admin.actor, id, {
        ownerUserId: ownerId,
        reviewIntervalMonths: interval,
        readerRoles: null,
      });
      return id;
    };
    const jan = new Date("2026-01-01T00:00:00Z");
    const ids = {
      // Due 2026-04-01, 2026-07-01, 2026-07-01 (another owner), 2027-01-01; none without interval.
      april: await make("April review", jan, 3, setup.owner.user.id),
      july: await make("July review", jan, 6, setup.owner.user.id),
      julyOther: await make("July review (other owner)", jan, 6, setup.other.user.id),
      next: await make("Next year review", jan, 12, setup.owner.user.id),
      never: await make("No review", jan, null, setup.owner.user.id),
    };
    await createDocument(setup.company.id, { title: "Draft", status: "draft", at: jan });
    return { ...setup, ids };
  }
  const at = (iso: string) => ({ ...domain(), clock: { now: () => new Date(iso) } });
  const titles = (page: DocumentListDto) => page.documents.map((d) => d.title);

  it("overdue and due within 30 days, with the clock; soonest first; counts as without the filter", async () => {
    const { admin } = await companyWithReviews();
    const list = (iso: string, review: "overdue" | "due_soon") =>
      listDocuments(at(iso), admin.actor, { review, limit: 50 });

    expect(titles(await list("2026-03-15T00:00:00Z", "overdue"))).toEqual([]);
    expect(titles(await list("2026-03-15T00:00:00Z", "due_soon"))).toEqual(["April review"]);
    expect(titles(await list("2026-04-01T00:00:00Z", "overdue"))).toEqual(["April review"]);
    expect(titles(await list("2026-06-10T00:00:00Z", "due_soon"))).toEqual([
      "April review",
      "July review",
      "July review (other owner)",
    ]);
    const page = await list("2026-07-02T00:00:00Z", "overdue");
    expect(titles(page)).toEqual(["April review", "July review", "July review (other owner)"]);
    expect(page.counts).toEqual({ active: 6, archived: 0 });
    // A status not in force, or the Archived tab, matches nothing.
    expect(
      titles(
        await listDocuments(at("2026-07-02T00:00:00Z"), admin.actor, {
          review: "overdue",
          status: "draft",
          limit: 50,
        }),
      ),
    ).toEqual([]);
    expect(
      titles(
        await listDocuments(at("2026-07-02T00:00:00Z"), admin.actor, {
          review: "overdue",
          tab: "archived",
          limit: 50,
        }),
      ),
    ).toEqual([]);
  });

  it("pages with a keyset cursor on (next review, id)", async () => {
    const { admin } = await companyWithReviews();
    const ctx = at("2027-02-01T00:00:00Z");
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await listDocuments(ctx, admin.actor, { review: "overdue", limit: 2, cursor });
      seen.push(...titles(page));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(seen).toEqual(["April review", "July review", "July review (other owner)", "Next year review"]);
    // A date-order cursor is not a review cursor.
    const dated = await listDocuments(ctx, admin.actor, { limit: 1 });
    await expect(
      listDocuments(ctx, admin.actor, { review: "overdue", limit: 2, cursor: dated.nextCursor! }),
    ).rejects.toMatchObject({ code: "invalid_input" });
  });

  it("answers the filter through GET /api/documents?review=", async () => {
    const { admin } = await companyWithReviews();
    const res = await callApi("GET", "/api/documents?review=overdue", { cookie: admin.cookie });
    expect(res.status).toBe(200);
    // The API reads the real clock: the same answer as the domain now.
    const expected = await listDocuments(domain(), admin.actor, { review: "overdue", limit: 50 });
    expect(titles((await res.json()) as DocumentListDto)).toEqual(titles(expected));
    expect((await callApi("GET", "/api/documents?review=soon", { cookie: admin.cookie })).status).toBe(400);
  });

  it("'Reviews due': a person's own documents; an admin's, the company's", async () => {
    const { admin, owner, other } = await companyWithReviews();
    const ctx = at("2026-06-10T00:00:00Z");
    const mine = await listReviewsDue(ctx, owner.actor);
    expect(mine).toMatchObject({ scope: "mine", overdue: 1, dueSoon: 2 });
    expect(mine.documents.map((d) => d.title)).toEqual(["April review", "July review"]);
    expect(await listReviewsDue(ctx, other.actor)).toMatchObject({ scope: "mine", overdue: 0, dueSoon: 1 });
    const all = await listReviewsDue(ctx, admin.actor);
    expect(all).toMatchObject({ scope: "company", overdue: 1, dueSoon: 3 });
  });
});
