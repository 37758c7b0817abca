import { appErrorIn, CHANGED_MEANWHILE_MESSAGE } from "@charterly/domain/contract";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createCompany, domain } from "../../test/support/fixtures";
import { comments, documents } from "../db/schema";
import { batchGuard, isGuardFailure } from "./batch-guard";

// The guard every check-then-write relies on (a seat limit, the last admin, a double submit): its
// batch is written whole while the condition holds, and not at all when it does not.

describe("batchGuard", () => {
  const documentOf = async (companyId: number, title: string) =>
    domain()
      .companyDb.insert(documents)
      .values({ companyId, title, status: "draft" })
      .returning({ id: documents.id });

  it("lets its batch through while the condition holds, in a company's database", async () => {
    const company = await createCompany("enterprise");
    const [document] = await documentOf(company.id, "Held");
    const ctx = domain();
    await ctx.companyDb.batch([
      batchGuard(
        ctx.companyDb,
        sql`exists (select 1 from ${documents} where ${documents.id} = ${document!.id})`,
      ),
      ctx.companyDb
        .insert(comments)
        .values({ companyId: company.id, documentId: document!.id, comment: "Kept." }),
    ]);
    expect(
      await ctx.companyDb.select().from(comments).where(eq(comments.documentId, document!.id)),
    ).toHaveLength(1);
  });

  it("rolls its whole batch back when the condition is false or unknown (NULL), as a guard failure", async () => {
    const company = await createCompany("enterprise");
    const [document] = await documentOf(company.id, "Refused");
    const ctx = domain();
    for (const condition of [
      sql`0`,
      sql`null`,
      sql`(select count(*) from ${comments} where ${comments.id} = -1) = 1`,
    ]) {
      const failure = await ctx.companyDb
        .batch([
          ctx.companyDb
            .insert(comments)
            .values({ companyId: company.id, documentId: document!.id, comment: "Lost." }),
          batchGuard(ctx.companyDb, condition),
        ])
        .then(
          () => null,
          (error: unknown) => error,
        );
      expect(isGuardFailure(failure)).toBe(true);
      // Left unhandled by its operation, it reaches the one error mapping as a 409 that says nothing
      // was saved, not a 500 (decision 033).
      expect(appErrorIn(failure)).toMatchObject({ code: "conflict", message: CHANGED_MEANWHILE_MESSAGE });
    }
    expect(await ctx.companyDb.select().from(comments).where(eq(comments.documentId, document!.id))).toEqual(
      [],
    );
    // The guard's row is untouched: the next guard works the same.
    await ctx.companyDb.batch([batchGuard(ctx.companyDb, sql`1`)]);
  });
});
