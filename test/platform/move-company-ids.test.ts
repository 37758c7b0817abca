import { env } from "cloudflare:workers";
import { appErrorIn, type KnowledgeBaseEntryDto } from "@charterly/domain/contract";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { blockOf, FIRST_FRESH_BLOCK } from "../../worker/db/id-ranges";
import { isBookmark } from "../../worker/db/read-replicas";
import { chatMessages, companies, documents, idBlocks, tokenRequests } from "../../worker/db/schema";
import type { Database } from "../../worker/domain/context";
import { MOVED_TABLES_CHILDREN_FIRST } from "../../worker/domain/platform/company-move-tables";
import { moveCompany } from "../../worker/domain/platform/move-company";
import { WorkBudget } from "../../worker/domain/work-budget";
import {
  callApi,
  companyDatabaseOf,
  createDocument,
  domain,
  type Person,
  person,
  platformAdmin,
  uploadFile,
} from "../support/fixtures";

// Ids are unique across company databases by construction, and a move never overwrites a row that is
// not the moving company's (decision 030). The outside review's reproduction — companies on both
// databases, moves 2 → 1 and back, new rows on both in between — and a property test over random
// companies, writes and moves: after every move, every other company's rows are as they were, byte
// for byte, in every database; the moved company has exactly its rows, in its new database only; and
// no id of a table is in two databases.

const databases = () => domain().companyDatabases;
const ID_KEYED = MOVED_TABLES_CHILDREN_FIRST.filter((table) => table.keyedById);

type Row = Record<string, unknown>;
const fingerprint = (row: Row) => JSON.stringify(row);

async function rowsOfTable(db: Database, table: string, where: ReturnType<typeof sql>) {
  const rows = await db.all<Row>(sql`select * from ${sql.raw(`"${table}"`)} where ${where}`);
  return rows.map(fingerprint).sort();
}

/** Every row of every company but `companyId`, in every database, by database and table. */
async function everyoneElse(companyId: number): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const [index, db] of databases().entries())
    for (const { name } of MOVED_TABLES_CHILDREN_FIRST)
      out[`${index + 1}:${name}`] = await rowsOfTable(db, name, sql`"company_id" <> ${companyId}`);
  return out;
}

/** The company's rows, by table, in each database. */
async function rowsOf(companyId: number): Promise<Array<Record<string, string[]>>> {
  return Promise.all(
    databases().map(async (db) => {
      const out: Record<string, string[]> = {};
      for (const { name } of MOVED_TABLES_CHILDREN_FIRST) {
        const rows = await rowsOfTable(db, name, sql`"company_id" = ${companyId}`);
        if (rows.length > 0) out[name] = rows;
      }
      return out;
    }),
  );
}

/** The ids of each id-keyed table that more than one database holds. */
async function sharedIds(): Promise<Record<string, number[]>> {
  const shared: Record<string, number[]> = {};
  for (const { name } of ID_KEYED) {
    const seen = new Map<number, number>();
    for (const [index, db] of databases().entries()) {
      const rows = await db.all<{ id: number }>(sql`select "id" as id from ${sql.raw(`"${name}"`)}`);
      for (const { id } of rows) {
        if (seen.has(id) && seen.get(id) !== index) shared[name] = [...(shared[name] ?? []), id];
        seen.set(id, index);
      }
    }
  }
  return shared;
}

const databaseOf = async (companyId: number) =>
  (
    await domain()
      .directory.select({ databaseNumber: companies.databaseNumber, movingTo: companies.movingTo })
      .from(companies)
      .where(eq(companies.id, companyId))
  )[0]!;

/**
 * Moves the company to `to` and checks what the review found broken: nobody else's rows changed in
 * any database, the company's rows are all in `to` and nowhere else, and no id is in two databases.
 */
async function moveAndCheck(companyId: number, to: number, label = "") {
  const from = (await databaseOf(companyId)).databaseNumber;
  const othersBefore = await everyoneElse(companyId);
  const mineBefore = await rowsOf(companyId);
  const moved = await moveCompany(domain(), null, companyId, to, { budget: new WorkBudget(100_000) });
  expect(moved, label).toMatchObject({ complete: true, databaseNumber: to });
  expect(await everyoneElse(companyId), `${label}: another company's rows changed`).toEqual(othersBefore);
  const mineAfter = await rowsOf(companyId);
  // The rows the database it left held (its own, and the directory's rows of it in the tables every
  // database has) are all in the new one, unchanged.
  for (const [table, rows] of Object.entries(mineBefore[from - 1]!))
    expect(mineAfter[to - 1]![table], `${label}: ${table}`).toEqual(expect.arrayContaining(rows));
  expect(mineAfter[from - 1], `${label}: rows left behind`).toEqual({});
  expect(await sharedIds(), `${label}: ids in two databases`).toEqual({});
}

async function knowledgeEntry(admin: Person, title: string) {
  const body = `${title}. Everyone may work from home two days a week; ask your manager first.`;
  const res = await uploadFile(
    "/api/admin/knowledge-base/upload",
    admin.cookie,
    { name: `${title}.txt`, bytes: new TextEncoder().encode(body) },
    { title, documentType: "policy", category: "hr" },
  );
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as KnowledgeBaseEntryDto).id;
}

async function knowledgeTitles(admin: Person) {
  const res = await callApi("GET", "/api/admin/knowledge-base", { cookie: admin.cookie });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { entries: KnowledgeBaseEntryDto[] };
  return body.entries.map((entry) => entry.title).sort();
}

/** Some of everything a company writes: a document (with its version), a comment, a passage source, chat. */
async function writeSome(admin: Person, tag: string) {
  const documentId = await createDocument(admin.company.id, { title: `Policy ${tag}` });
  const commented = await callApi("POST", `/api/documents/${documentId}/comments`, {
    cookie: admin.cookie,
    body: { comment: `About ${tag}?` },
  });
  expect(commented.status).toBe(200);
  await knowledgeEntry(admin, `Guide ${tag}`);
  const db = await companyDatabaseOf(admin.company.id);
  await db
    .insert(chatMessages)
    .values({ companyId: admin.company.id, userId: admin.user.id, messageType: "user", message: tag });
}

/** The database that hands out a block's ids: its first block, or the one it took (id_blocks). */
async function ownerOf(block: number) {
  if (block < FIRST_FRESH_BLOCK) return block === 0 ? 1 : block;
  const [row] = await domain().directory.select().from(idBlocks).where(eq(idBlocks.block, block));
  return row?.databaseNumber;
}

const enterpriseAdmin = (databaseNumber: number) =>
  person({ role: "company_admin", tier: "enterprise", databaseNumber });

describe("ids across company databases", () => {
  it("the review's reproduction: moves 2 → 1 and back, new rows on both between, lose nobody's rows", {
    timeout: 120_000,
  }, async () => {
    const a = await enterpriseAdmin(2);
    const b = await enterpriseAdmin(2);
    const c = await enterpriseAdmin(1);
    for (const admin of [a, b, c]) {
      await knowledgeEntry(admin, `First ${admin.company.id}`);
      await knowledgeEntry(admin, `Second ${admin.company.id}`);
      await createDocument(admin.company.id, { title: `Handbook ${admin.company.id}` });
    }
    await moveAndCheck(a.company.id, 1, "A 2 → 1");
    for (const admin of [a, b, c]) await writeSome(admin, `after A moved ${admin.company.id}`);
    await moveAndCheck(b.company.id, 1, "B 2 → 1");
    for (const admin of [a, b, c]) await writeSome(admin, `after B moved ${admin.company.id}`);
    await moveAndCheck(a.company.id, 2, "A 1 → 2");
    await writeSome(a, "back on 2");

    // Each company sees exactly its own knowledge entries: none lost, none of another's.
    for (const admin of [a, b, c]) {
      const titles = await knowledgeTitles(admin);
      expect(titles.filter((title) => title.startsWith("First") || title.startsWith("Second"))).toEqual([
        `First ${admin.company.id}`,
        `Second ${admin.company.id}`,
      ]);
    }
    expect(await knowledgeTitles(a)).toHaveLength(5);
    expect(await knowledgeTitles(b)).toHaveLength(4);
    expect(await knowledgeTitles(c)).toHaveLength(4);
  });

  it("a database that takes in higher ids starts a fresh block, so neither database hands out the other's ids", async () => {
    const moving = await enterpriseAdmin(2);
    const documentId = await createDocument(moving.company.id, { title: "Before the move" });
    const stayer = await enterpriseAdmin(1);
    await moveCompany(domain(), null, moving.company.id, 1, { budget: new WorkBudget(100_000) });

    const inFirst = await createDocument(stayer.company.id, { title: "After the move, on 1" });
    expect(blockOf(inFirst)).toBeGreaterThanOrEqual(FIRST_FRESH_BLOCK);
    expect(blockOf(inFirst)).toBeGreaterThan(blockOf(documentId));
    expect(await ownerOf(blockOf(inFirst))).toBe(1);
    const neighbour = await enterpriseAdmin(2);
    const inSecond = await createDocument(neighbour.company.id, { title: "After the move, on 2" });
    expect(await ownerOf(blockOf(inSecond))).toBe(2);
  });

  it("records the arriving database's bookmark after the copy, so the company's readers wait for it", async () => {
    expect(typeof env.DB.withSession).toBe("function");
    const moving = await enterpriseAdmin(1);
    await createDocument(moving.company.id, { title: "Carried" });
    await moveCompany(domain(), null, moving.company.id, 2, { budget: new WorkBudget(100_000) });
    const [row] = await domain()
      .directory.select({ movedInBookmark: companies.movedInBookmark })
      .from(companies)
      .where(eq(companies.id, moving.company.id));
    expect(isBookmark(row!.movedInBookmark)).toBe(true);
    // The person's next request reads that database from at least there, and finds the library.
    const res = await callApi("GET", "/api/documents?limit=5", { cookie: moving.cookie });
    expect(
      ((await res.json()) as { documents: Array<{ title: string }> }).documents.map((d) => d.title),
    ).toEqual(["Carried"]);
  });

  it("a knowledge entry's id in a new database is that database's, not another's first id", async () => {
    const admin = await enterpriseAdmin(2);
    const id = await knowledgeEntry(admin, "Remote work");
    expect(await ownerOf(blockOf(id))).toBe(2);
  });

  it("a token request is processed in the database its company is on after a move", async () => {
    const admin = await platformAdmin();
    const buyer = await person({ role: "company_admin", tier: "per_document", databaseNumber: 2 });
    const [request] = await databases()[1]!
      .insert(tokenRequests)
      .values({
        companyId: buyer.company.id,
        requestedTokens: 20,
        businessJustification: "More policies",
        contactEmail: "buyer@example.test",
      })
      .returning();
    await moveCompany(domain(), null, buyer.company.id, 1, { budget: new WorkBudget(100_000) });
    const processed = await callApi("PATCH", `/api/admin/tokens/requests/${request!.id}`, {
      cookie: admin.cookie,
      body: { status: "approved" },
    });
    expect(processed.status, await processed.clone().text()).toBe(200);
    expect(((await processed.json()) as { balance: number }).balance).toBe(20);
  });

  it("a move that meets another company's row with one of its ids stops, changes nothing of it, and leaves the company whole where it was", async () => {
    const moving = await enterpriseAdmin(2);
    const documentId = await createDocument(moving.company.id, { title: "Ours" });
    await knowledgeEntry(moving, "Our guide");
    // A database damaged before ids were unique: another company's document with the same id.
    const other = await enterpriseAdmin(1);
    await databases()[0]!
      .insert(documents)
      .values({ id: documentId, companyId: other.company.id, title: "Theirs", status: "draft", version: 1 });
    const theirsBefore = await everyoneElse(moving.company.id);
    const mineBefore = await rowsOf(moving.company.id);

    const stopped = await moveCompany(domain(), null, moving.company.id, 1, {
      budget: new WorkBudget(100_000),
    }).catch((error: unknown) => error);
    expect(appErrorIn(stopped)?.code).toBe("conflict");
    expect((stopped as Error).message).toContain(`row ${documentId} of documents`);
    expect((stopped as Error).message).toContain("The move stopped");

    expect(await everyoneElse(moving.company.id)).toEqual(theirsBefore);
    expect(await rowsOf(moving.company.id)).toEqual(mineBefore);
    expect(await databaseOf(moving.company.id)).toEqual({ databaseNumber: 2, movingTo: null });
    // Its people work on: the fence is gone.
    const commented = await callApi("POST", `/api/documents/${documentId}/comments`, {
      cookie: moving.cookie,
      body: { comment: "Still here?" },
    });
    expect(commented.status).toBe(200);
    await databases()[0]!.delete(documents).where(eq(documents.companyId, other.company.id));
  });

  it("property: any sequence of random writes and moves changes no other company's rows", {
    timeout: 240_000,
  }, async () => {
    for (const seed of [7, 2026]) {
      const random = mulberry32(seed);
      const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
      const people: Person[] = [];
      for (let i = 0; i < 4; i++) people.push(await enterpriseAdmin(pick([1, 2])));
      for (let step = 0; step < 10; step++) {
        const admin = pick(people);
        if (random() < 0.5) {
          await writeSome(admin, `seed ${seed} step ${step}`);
          continue;
        }
        const from = (await databaseOf(admin.company.id)).databaseNumber;
        await moveAndCheck(admin.company.id, from === 1 ? 2 : 1, `seed ${seed} step ${step}`);
      }
    }
  });
});

/** A small seeded generator, so a failing sequence can be run again. */
function mulberry32(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
