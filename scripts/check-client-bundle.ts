// The browser bundle must carry no server code: no drizzle table machinery, no table names. Reads
// the built client assets (`npm run build`, which the end-to-end step runs) and the table names
// from the migrations, and fails naming every asset that mentions one. Single-word tables
// ("documents", "templates") are also ordinary words screens use, so only names with an underscore
// are looked for; drizzle's own symbols catch a schema that slipped in whole.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

const assetsDir = "build/client/assets";
const tables = new Set<string>();
for (const file of readdirSync("migrations").filter((name) => name.endsWith(".sql"))) {
  const sql = readFileSync(join("migrations", file), "utf8");
  for (const match of sql.matchAll(/CREATE (?:VIRTUAL )?TABLE (?:IF NOT EXISTS )?[`"]?(\w+)[`"]?/gi)) {
    tables.add(match[1]!);
  }
}
if (tables.size === 0) throw new Error("No CREATE TABLE found in migrations/: cannot check the bundle.");

const findings: string[] = [];
const assets = readdirSync(assetsDir).filter((name) => name.endsWith(".js"));
for (const asset of assets) {
  const text = readFileSync(join(assetsDir, asset), "utf8");
  for (const table of [...tables].filter((name) => name.includes("_"))) {
    if (text.includes(`"${table}"`) || text.includes(`'${table}'`) || text.includes(`\`${table}\``))
      findings.push(`${asset} names the table ${table}`);
  }
  if (text.includes("drizzle:")) findings.push(`${asset} contains drizzle's table machinery`);
}
if (findings.length) {
  console.error(findings.join("\n"));
  process.exit(1);
}
console.log(`${assets.length} client assets checked against ${tables.size} table names: none found.`);
