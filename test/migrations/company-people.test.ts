import { applyD1Migrations, env } from "cloudflare:test";
import { expect, it } from "vitest";

// Migration 0012 gives every company database a copy of its people (decision 027, stage 2). People
// who existed before it must be in the copy, with the fields the company's reads show, or their
// comments and reading lists would lose their names until the daily repair.

const db = env.MIGRATION_DB;

it("copies every person who existed before it, deactivated ones included", async () => {
  await applyD1Migrations(
    db,
    env.TEST_MIGRATIONS.filter((m) => m.name < "0012"),
  );
  await db.batch([
    db.prepare(
      "INSERT INTO companies (id, name, tier) VALUES (1, 'Northwind', 'enterprise'), (2, 'Contoso', 'freemium')",
    ),
    db.prepare(
      `INSERT INTO users (id, company_id, email, first_name, last_name, role, deactivated_at, updated_at) VALUES
        (1, 1, 'ada@northwind.test', 'Ada', 'Lovelace', 'company_admin', NULL, 1000),
        (2, 1, 'bo@northwind.test', NULL, NULL, 'user', 5000, 6000),
        (3, 2, 'cy@contoso.test', 'Cy', NULL, 'company_admin', NULL, 2000)`,
    ),
  ]);

  await applyD1Migrations(
    db,
    env.TEST_MIGRATIONS.filter((m) => m.name >= "0012"),
  );

  const { results } = await db.prepare("SELECT * FROM company_people ORDER BY id").all();
  expect(results).toEqual([
    {
      id: 1,
      company_id: 1,
      email: "ada@northwind.test",
      first_name: "Ada",
      last_name: "Lovelace",
      role: "company_admin",
      deactivated_at: null,
      updated_at: 1000,
    },
    {
      id: 2,
      company_id: 1,
      email: "bo@northwind.test",
      first_name: null,
      last_name: null,
      role: "user",
      deactivated_at: 5000,
      updated_at: 6000,
    },
    {
      id: 3,
      company_id: 2,
      email: "cy@contoso.test",
      first_name: "Cy",
      last_name: null,
      role: "company_admin",
      deactivated_at: null,
      updated_at: 2000,
    },
  ]);
});
