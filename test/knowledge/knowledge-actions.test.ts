// The Knowledge Base tab as a route (routes/admin.knowledge.tsx): its loader reads the entries with
// the address's filters and the unanswered questions; its action switches an entry, removes one
// (asked first) and resolves a question. Answers as the API would — 400 with the field's message,
// the domain's 403/404 with its message, never a 500 — and a double submit writes once.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { action, loader } from "../../remix-app/routes/admin.knowledge";
import { knowledgeBaseDocuments, questionGaps } from "../../worker/db/schema";
import { domain, person } from "../support/fixtures";
import { type FormFields, loadPage, postForm } from "../support/page-route-requests";

const post = (cookie: string, fields: FormFields) => postForm(action, "/admin/knowledge", cookie, fields);

const load = (cookie: string, search = "") =>
  loadPage<{
    state: string;
    entries?: { title: string }[];
    gaps?: { question: string }[];
    filters?: unknown;
  }>(loader, `/admin/knowledge${search}`, cookie);

async function entryOf(companyId: number, title: string, isActive = true) {
  const [entry] = await domain()
    .companyDb.insert(knowledgeBaseDocuments)
    .values({ companyId, title, fileName: `${title}.txt`, fileKey: "none", isActive })
    .returning();
  return entry!;
}

async function gapOf(companyId: number, question: string) {
  const [gap] = await domain()
    .companyDb.insert(questionGaps)
    .values({ companyId, question, terms: question.toLowerCase(), lastAskedAt: new Date() })
    .returning();
  return gap!;
}

const findEntry = async (id: number) =>
  (
    await domain().companyDb.select().from(knowledgeBaseDocuments).where(eq(knowledgeBaseDocuments.id, id))
  )[0];

const admin = () => person({ tier: "enterprise", role: "company_admin" });

describe("the Knowledge Base tab's loader", () => {
  it("reads the entries with the address's filters, and the unanswered questions", async () => {
    const me = await admin();
    await entryOf(me.company.id, "Ficus watering");
    await entryOf(me.company.id, "Parking rules", false);
    await gapOf(me.company.id, "Can I work abroad?");
    const all = await load(me.cookie);
    expect(all.entries?.map((e) => e.title).sort()).toEqual(["Ficus watering", "Parking rules"]);
    expect(all.gaps?.map((g) => g.question)).toEqual(["Can I work abroad?"]);
    const inactive = await load(me.cookie, "?status=inactive&search=");
    expect(inactive.entries?.map((e) => e.title)).toEqual(["Parking rules"]);
    expect(inactive.filters).toMatchObject({ status: "inactive" });
    // A value the form does not offer is read as no filter, not a 500.
    const edited = await load(me.cookie, "?status=sometimes");
    expect(edited.entries).toHaveLength(2);
  });
});

describe("an entry's switch (intent set-entry-active)", () => {
  it("switches it off as the API does; the same form twice leaves it off", async () => {
    const me = await admin();
    const entry = await entryOf(me.company.id, "Ficus watering");
    const fields = { intent: "set-entry-active", entryId: entry.id, isActive: "false" };
    const answers = await Promise.all([post(me.cookie, fields), post(me.cookie, fields)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers[0]!.body).toMatchObject({ ok: true, value: { id: entry.id, isActive: false } });
    expect((await findEntry(entry.id))?.isActive).toBe(false);
  });

  it("answers a value that is not on or off with 400 and the field's message", async () => {
    const me = await admin();
    const entry = await entryOf(me.company.id, "Ficus watering");
    const answer = await post(me.cookie, {
      intent: "set-entry-active",
      entryId: entry.id,
      isActive: "maybe",
    });
    expect(answer.status).toBe(400);
    expect(!answer.body.ok && answer.body.fieldErrors.isActive).toBeTruthy();
  });

  it("refuses another company's entry (404) and a person without the Admin Panel (403)", async () => {
    const me = await admin();
    const other = await admin();
    const foreign = await entryOf(other.company.id, "Theirs");
    const stale = await post(me.cookie, {
      intent: "set-entry-active",
      entryId: foreign.id,
      isActive: "false",
    });
    expect(stale.status).toBe(404);
    expect(stale.body).toMatchObject({ ok: false, code: "not_found" });
    const user = await person({ tier: "enterprise", role: "user", company: me.company });
    const own = await entryOf(me.company.id, "Ours");
    const denied = await post(user.cookie, {
      intent: "set-entry-active",
      entryId: own.id,
      isActive: "false",
    });
    expect(denied.status).toBe(403);
    expect((await findEntry(own.id))?.isActive).toBe(true);
  });
});

describe("removing an entry (intent remove-entry)", () => {
  it("asks first: not confirmed (no JavaScript), nothing is removed", async () => {
    const me = await admin();
    const entry = await entryOf(me.company.id, "Ficus watering");
    const answer = await post(me.cookie, { intent: "remove-entry", entryId: entry.id });
    expect(answer.body).toEqual({
      ok: true,
      intent: "remove-entry",
      value: { kind: "asked", entryId: entry.id },
    });
    expect(await findEntry(entry.id)).toBeDefined();
  });

  it("removes it once confirmed; sent again (a double submit, a stale row) it is the domain's 404", async () => {
    const me = await admin();
    const entry = await entryOf(me.company.id, "Ficus watering");
    const fields = { intent: "remove-entry", entryId: entry.id, confirmed: "yes" };
    const first = await post(me.cookie, fields);
    expect(first.status).toBe(200);
    expect(await findEntry(entry.id)).toBeUndefined();
    const again = await post(me.cookie, fields);
    expect(again.status).toBe(404);
    expect(again.body).toMatchObject({ ok: false, code: "not_found" });
  });
});

describe("resolving an unanswered question (intent resolve-gap)", () => {
  it("resolves it, and it leaves the loader's list; a repeat answers the same, another company's is 404", async () => {
    const me = await admin();
    const gap = await gapOf(me.company.id, "Can I work abroad?");
    const answers = await Promise.all([
      post(me.cookie, { intent: "resolve-gap", gapId: gap.id }),
      post(me.cookie, { intent: "resolve-gap", gapId: gap.id }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect((await load(me.cookie)).gaps).toEqual([]);
    const other = await admin();
    const foreign = await gapOf(other.company.id, "Theirs?");
    expect((await post(me.cookie, { intent: "resolve-gap", gapId: foreign.id })).status).toBe(404);
  });
});
