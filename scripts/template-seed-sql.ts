// Prints the template library as idempotent SQL, for seeding a remote D1 once:
//   npx tsx scripts/template-seed-sql.ts > build/seed-templates.sql
//   npx wrangler d1 execute DB --remote --env production --file build/seed-templates.sql
import { seedTemplates } from "../worker/db/seed/templates/index.ts";

const text = (value: string | null) => (value === null ? "NULL" : `'${value.replaceAll("'", "''")}'`);

for (const t of seedTemplates) {
  console.log(
    "INSERT INTO templates (slug, name, description, category, content, preview_content, is_public, required_tier, usage_count, created_at, updated_at) " +
      `VALUES (${text(t.slug)}, ${text(t.name)}, ${text(t.description)}, ${text(t.category)}, ${text(t.content)}, ` +
      `${text(t.previewContent)}, ${t.isPublic ? 1 : 0}, ${text(t.requiredTier)}, 0, unixepoch() * 1000, unixepoch() * 1000) ` +
      "ON CONFLICT (slug) DO NOTHING;",
  );
}
