import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createCompany, createDocument, domain } from "../../../test/support/fixtures";
import { documents } from "../../db/schema";
import { countsOf, documentCountsOf } from "./company-databases";

// The platform's per-company figures, read in every company database and merged by company id:
// the numbers the Customer List, the Account Deletion tab and the System Settings tiles show.

describe("per-company figures over the company databases", () => {
  it("counts each company's documents, for the companies asked, past D1's 100 bound parameters", async () => {
    const [first, second, empty] = await Promise.all([
      createCompany("enterprise"),
      createCompany("per_document"),
      createCompany("enterprise"),
    ]);
    for (const title of ["A", "B", "C"]) await createDocument(first.id, { title });
    await createDocument(second.id, { title: "D", status: "draft" });
    // 150 ids that name no company, around the three that do: the ids go out in several statements.
    const unknown = Array.from({ length: 150 }, (_, i) => 9_000_000 + i);
    const ids = [...unknown.slice(0, 75), first.id, second.id, empty.id, ...unknown.slice(75)];

    const counts = await documentCountsOf(domain(), ids);
    expect(counts.get(first.id)).toBe(3);
    expect(counts.get(second.id)).toBe(1);
    expect(counts.has(empty.id)).toBe(false);
    expect(counts.size).toBe(2);

    const every = await documentCountsOf(domain(), "every");
    expect(every.get(first.id)).toBe(3);
    expect(every.get(second.id)).toBe(1);
  });

  it("counts only the rows a condition keeps", async () => {
    const company = await createCompany("enterprise");
    await createDocument(company.id, { title: "Draft", status: "draft" });
    await createDocument(company.id, { title: "Approved", status: "approved" });
    const approved = await countsOf(
      domain(),
      [company.id],
      documents,
      documents.companyId,
      eq(documents.status, "approved"),
    );
    expect(approved.get(company.id)).toBe(1);
    expect(await documentCountsOf(domain(), [])).toEqual(new Map());
  });
});
