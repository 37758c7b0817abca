// The statements that cross the directory/company boundary (decision 027), as the tests send them:
// `npm run list:home-crossings [-- <vitest paths…>]`. Runs vitest with the check recording instead of
// refusing (HOME_CROSSINGS=record), then prints each crossing with the files that sent it, marked
// "new" when worker/db/known-crossings.ts does not list it, and the listed ones nothing sent any
// more (to take out, after a whole run). Paste the keys into KNOWN_CROSSINGS only for a crossing
// that needs a design of its own; otherwise send the statement through its home's database.
import { spawnSync } from "node:child_process";
import { KNOWN_CROSSINGS } from "../worker/db/known-crossings.ts";

const paths = process.argv.slice(2);
const run = spawnSync("npx", ["vitest", "run", ...paths], {
  env: { ...process.env, CHARTERLY_RECORD_HOME_CROSSINGS: "1" },
  encoding: "utf8",
  maxBuffer: 1024 * 1024 * 1024,
});
if (run.status !== 0) {
  console.error(run.stdout.slice(-4000), run.stderr.slice(-4000));
  console.error("The tests failed: the list would be incomplete.");
  process.exit(1);
}
const files = new Map<string, Set<string>>();
for (const line of run.stdout.split("\n")) {
  const found = line.match(/HOME-CROSSING (.+) \| (\S+)$/);
  if (!found) continue;
  const [, key, file] = found as unknown as [string, string, string];
  if (!files.has(key)) files.set(key, new Set());
  files.get(key)!.add(file);
}
for (const [key, senders] of [...files].sort(([a], [b]) => a.localeCompare(b))) {
  console.log(`${KNOWN_CROSSINGS.has(key) ? "known" : "new  "}  ${JSON.stringify(key)},`);
  for (const file of [...senders].sort()) console.log(`         ${file}`);
}
const stale = [...KNOWN_CROSSINGS].filter((key) => !files.has(key));
if (paths.length === 0 && stale.length > 0) {
  console.log("\nListed, but no test sends them any more (take them out):");
  for (const key of stale) console.log(`  ${JSON.stringify(key)}`);
}
console.log(`\n${files.size} crossings sent by the tests; ${KNOWN_CROSSINGS.size} listed.`);
