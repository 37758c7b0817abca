import { describe, expect, it } from "vitest";
import { knowledgeBaseDocuments } from "../../worker/db/schema";
import type { Category } from "../../worker/domain/contract";
import {
  type ChunkSource,
  chunkInsertStatements,
  deleteChunksOfEntryStatement,
} from "../../worker/domain/knowledge/index-statements";
import { searchKnowledge } from "../../worker/domain/knowledge/search-knowledge";
import { createCompany, domain } from "../support/fixtures";

const TRAVEL = `TRAVEL AND EXPENSES POLICY

1. Purpose
This policy explains how employees book business travel and claim their expenses back.

2. Booking travel
All flights and hotels are booked through the travel desk at least 14 days before departure.
Economy class is the standard for flights under six hours.

3. Expenses
3.1 Meals
Meals are reimbursed up to 40 euros per day when travelling. Alcohol is never reimbursed.

3.2 Mileage
Driving a private car for business is reimbursed at 0.30 euros per kilometre.

4. Claims
Submit expense claims with receipts within 30 days of returning from the trip.`;

const LEAVE = `ANNUAL LEAVE POLICY

1. Entitlement
Every employee is entitled to 25 days of paid annual leave per calendar year.

2. Requesting leave
Requests for leave are made in the HR portal and approved by the line manager.

3. Carry over
Up to five unused days may be carried over to the next year.`;

/** A knowledge-base entry of the company with its text indexed; answers the entry's id. */
async function addEntry(
  companyId: number,
  title: string,
  text: string,
  options: { category?: Category; isActive?: boolean } = {},
): Promise<number> {
  const { companyDb: db } = domain();
  const category = options.category ?? "other";
  const isActive = options.isActive ?? true;
  const [entry] = await db
    .insert(knowledgeBaseDocuments)
    .values({ companyId, title, category, isActive })
    .returning({ id: knowledgeBaseDocuments.id });
  const source: ChunkSource = {
    companyId,
    knowledgeBaseDocumentId: entry!.id,
    title,
    category,
    documentType: "policy",
    isActive,
  };
  const { statements, chunkCount } = chunkInsertStatements(db, source, text);
  expect(chunkCount).toBeGreaterThan(0);
  const [first, ...rest] = statements;
  await db.batch([first!, ...rest]);
  return entry!.id;
}

const search = (companyId: number, query: string, extra: { category?: Category; limit?: number } = {}) =>
  searchKnowledge(domain(), companyId, { query, limit: extra.limit ?? 10, category: extra.category });

describe("knowledge search", () => {
  it("puts the passage that answers first, with a snippet, a heading path and a similarity", async () => {
    const company = await createCompany("enterprise");
    await addEntry(company.id, "Travel and Expenses Policy", TRAVEL, { category: "finance" });
    await addEntry(company.id, "Annual Leave Policy", LEAVE, { category: "hr" });

    const [meals] = await search(company.id, "How much can I claim for meals per day?");
    expect(meals!.content).toContain("40 euros per day");
    expect(meals!.title).toBe("Travel and Expenses Policy");
    expect(meals!.similarity).toBeGreaterThan(0);
    expect(meals!.similarity).toBeLessThanOrEqual(1);
    expect(meals!.snippet.length).toBeLessThanOrEqual(210);

    const [carry] = await search(company.id, "Can unused holiday days be carried over into next year?");
    expect(carry!.content).toContain("carried over");
    expect(carry!.title).toBe("Annual Leave Policy");

    const [mileage] = await search(company.id, "what is the mileage rate for driving my own car");
    expect(mileage!.content).toContain("0.30 euros per kilometre");
  });

  it("reads a two-word phrase as one idea and an employee's words as the policy's", async () => {
    const company = await createCompany("enterprise");
    await addEntry(
      company.id,
      "Code of Conduct",
      "1. Conduct\nOur code asks every employee to treat colleagues with respect. In the warehouse, dress for safety: boots and a high-visibility vest. The code applies on Fridays too.",
    );
    await addEntry(
      company.id,
      "Workplace Standards",
      "1. Dress code\nThe dress code is smart casual from Monday to Thursday and casual on Fridays.",
    );
    await addEntry(
      company.id,
      "Leave Policy",
      "1. Bereavement\nEmployees may take up to five days of paid bereavement leave when a close relative dies.\n\n2. Annual leave\nEmployees receive 25 days off each year.",
    );
    await addEntry(
      company.id,
      "Travel Policy",
      "1. International travel\nTrips outside the country need the approval of a department head before anything is booked.\n\n2. Domestic travel\nTrain tickets are booked through the travel desk.",
    );
    const [dress] = await search(company.id, "What is the dress code on Fridays?");
    expect(dress!.title).toBe("Workplace Standards");
    const [loss] = await search(company.id, "my mum passed away, how many days off can I take?");
    expect(loss!.content).toContain("bereavement leave");
    const [abroad] = await search(company.id, "who approves a trip abroad?");
    expect(abroad!.content).toContain("department head");
  });

  it("finds a passage in the policy's word form, not only in the question's", async () => {
    const company = await createCompany("enterprise");
    await addEntry(
      company.id,
      "Information Security Policy",
      "1. Information classification\nEvery file is given one of four classifications: Public, Internal, Confidential or Restricted.",
    );
    await addEntry(company.id, "Access Policy", "1. Access\nAccess levels are reviewed every quarter.");
    await addEntry(
      company.id,
      "Software Policy",
      "1. Installing software\nSoftware must be authorized by the IT department before it is installed.",
    );
    const hits = await search(company.id, "What are the classified levels?");
    expect(hits.map((h) => h.content).join("\n")).toContain("four classifications");
    const [software] = await search(company.id, "Who has authorised this app?");
    expect(software!.content).toContain("authorized by the IT department");
  });

  it("answers only the caller's company's passages, never another company's identical text", async () => {
    const mine = await createCompany("enterprise");
    const theirs = await createCompany("enterprise");
    const myEntry = await addEntry(mine.id, "Travel and Expenses Policy", TRAVEL);
    await addEntry(theirs.id, "Travel and Expenses Policy", TRAVEL);
    await addEntry(theirs.id, "Annual Leave Policy", LEAVE);

    const hits = await search(mine.id, "meals reimbursed travel desk flights leave entitlement");
    expect(hits.length).toBeGreaterThan(0);
    for (const hit of hits) expect(hit.sourceId).toBe(myEntry);
    expect(await search(mine.id, "annual leave entitlement")).toSatisfy((h: unknown[]) =>
      (h as Array<{ sourceId: number }>).every((x) => x.sourceId === myEntry),
    );
  });

  it("never returns inactive or removed passages", async () => {
    const company = await createCompany("enterprise");
    await addEntry(company.id, "Annual Leave Policy", LEAVE, { isActive: false });
    expect(await search(company.id, "annual leave entitlement")).toEqual([]);

    const entry = await addEntry(company.id, "Travel and Expenses Policy", TRAVEL);
    expect(await search(company.id, "meals reimbursed")).not.toEqual([]);
    const { companyDb: db } = domain();
    await db.batch([deleteChunksOfEntryStatement(db, company.id, entry)]);
    expect(await search(company.id, "meals reimbursed")).toEqual([]);
  });

  it("filters by category", async () => {
    const company = await createCompany("enterprise");
    await addEntry(company.id, "Travel and Expenses Policy", TRAVEL, { category: "finance" });
    await addEntry(company.id, "Annual Leave Policy", LEAVE, { category: "hr" });
    const hits = await search(company.id, "policy days year employee", { category: "hr" });
    expect(hits.length).toBeGreaterThan(0);
    for (const hit of hits) expect(hit.category).toBe("hr");
  });

  it("reads full-text syntax in a question as plain words", async () => {
    const company = await createCompany("enterprise");
    await addEntry(company.id, "Travel and Expenses Policy", TRAVEL);
    for (const query of [
      '"meals',
      "meals AND",
      "OR NOT AND",
      "meal* (travel",
      "scope:c1 meals",
      "-meals : ^ NEAR(a b)",
      '"""',
      "{title}: meals",
      "***",
    ]) {
      await expect(search(company.id, query)).resolves.toBeInstanceOf(Array);
    }
    expect((await search(company.id, 'meals" OR "x'))[0]?.content).toContain("Meals");
    expect(await search(company.id, "?!")).toEqual([]);
  });

  it("keeps one of identical passages and respects the limit", async () => {
    const company = await createCompany("enterprise");
    await addEntry(company.id, "Travel and Expenses Policy", TRAVEL);
    await addEntry(company.id, "Travel and Expenses Policy (copy)", TRAVEL);
    const hits = await search(company.id, "meals reimbursed per day", { limit: 3 });
    expect(hits.length).toBeLessThanOrEqual(3);
    const bodies = hits.map((h) => h.content);
    expect(new Set(bodies).size).toBe(bodies.length);
  });
});
