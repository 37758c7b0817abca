// The arithmetic behind `npm run bench:capacity` (decision 023).
import { describe, expect, it } from "vitest";
import {
  bytesByOwner,
  companiesThatFit,
  FULL_AT_BYTES,
  headroomCovers,
  ownerOf,
  predictCompanyBytes,
  shapeOf,
  typicalCompany,
  unattributed,
  unitCosts,
} from "../../scripts/bench/capacity-model";

describe("the capacity model", () => {
  it("attributes each table, index and FTS5 shadow table to what its rows grow with", () => {
    expect(ownerOf("document_versions")).toBe("version");
    expect(ownerOf("documents")).toBe("document");
    expect(ownerOf("document_search_fts_content")).toBe("document");
    expect(ownerOf("knowledge_chunks_fts_data")).toBe("passage");
    expect(ownerOf("chat_messages")).toBe("message");
    expect(ownerOf("sqlite_schema")).toBe("database");
    expect(ownerOf("d1_migrations")).toBe("database");
    expect(ownerOf("users")).toBe("company");
    // A table nobody has classified yet counts against its company, never against nothing.
    expect(ownerOf("some_new_table")).toBe("company");
  });

  const empty = bytesByOwner([
    { name: "sqlite_schema", table: "sqlite_schema", bytes: 40_000 },
    { name: "documents", table: "documents", bytes: 4_096 },
    { name: "document_versions", table: "document_versions", bytes: 4_096 },
    { name: "knowledge_chunks", table: "knowledge_chunks", bytes: 4_096 },
    { name: "chat_messages", table: "chat_messages", bytes: 4_096 },
    { name: "users", table: "users", bytes: 4_096 },
  ]);
  const full = bytesByOwner([
    { name: "sqlite_schema", table: "sqlite_schema", bytes: 40_000 },
    { name: "documents", table: "documents", bytes: 4_096 + 100_000 },
    // An index counts with its table.
    { name: "documents_company_idx", table: "documents", bytes: 20_000 },
    { name: "document_versions", table: "document_versions", bytes: 4_096 + 300_000 },
    { name: "knowledge_chunks", table: "knowledge_chunks", bytes: 4_096 + 50_000 },
    { name: "chat_messages", table: "chat_messages", bytes: 4_096 + 8_000 },
    { name: "users", table: "users", bytes: 4_096 + 12_000 },
  ]);
  const counts = { companies: 2, documents: 10, versions: 15, passages: 100, messages: 20 };

  it("divides what each owner's tables grew by by the count of what they grow with", () => {
    const costs = unitCosts(full, counts, empty);
    expect(costs.perDocument).toBe(12_000);
    expect(costs.perVersion).toBe(20_000);
    expect(costs.perPassage).toBe(500);
    expect(costs.perMessage).toBe(400);
    expect(costs.perCompany).toBe(6_000);
    // The empty database's pages, every table's first page included, are the fixed cost.
    expect(costs.database).toBe(40_000 + 5 * 4_096);
    expect(unattributed(full, counts)).toBe(0);
    expect(unattributed(full, { ...counts, messages: 0 })).toBe(4_096 + 8_000);
  });

  it("predicts a company from the unit costs and the measured shape", () => {
    const costs = unitCosts(full, counts, empty);
    const shape = shapeOf(counts);
    expect(shape).toEqual({ versionsPerDocument: 1.5, passagesPerDocument: 10, messagesPerDocument: 2 });
    const company = typicalCompany(1_000, shape);
    expect(company).toEqual({ documents: 1_000, versions: 1_500, passages: 10_000, messages: 2_000 });
    // 6,000 + 1,000 × 12,000 + 1,500 × 20,000 + 10,000 × 500 + 2,000 × 400
    expect(predictCompanyBytes(costs, company)).toBe(47_806_000);
  });

  it("counts whole companies below the 'full' mark, after the database's own fixed cost", () => {
    const costs = { ...unitCosts(full, counts, empty), database: 1_000_000_000 };
    expect(companiesThatFit(costs, 47_806_000)).toBe(Math.floor((FULL_AT_BYTES - 1e9) / 47_806_000));
    expect(companiesThatFit(costs, 1e9, 2e9)).toBe(1);
    expect(companiesThatFit(costs, 1e9, 1.5e9)).toBe(0);
    expect(companiesThatFit(costs, 1e9, 5e8)).toBe(0);
    expect(() => companiesThatFit(costs, 0)).toThrow();
  });

  it("says whether the headroom above 'full' holds a second copy of the largest table", () => {
    // Full at 7 GB of 10: a table of up to 3/7 of the database can be written twice.
    expect(headroomCovers(0.4)).toBe(true);
    expect(headroomCovers(0.43)).toBe(false);
    expect(headroomCovers(0.4, 8e9)).toBe(false);
  });
});
