// Finds what the company databases may hold from before ids were unique across them (decision 030):
// sequences raised into another database's block, and ids two databases share. With --repair, each
// database with a raised sequence takes a fresh block and hands out its own ids from then on; shared
// ids are listed for a person to decide (a move refuses to copy over either row).
//
//   npm run db:check-ids                       the local databases (npm start's)
//   npm run db:check-ids -- --remote           production (wrangler's [env.production] bindings)
//   add --repair to fix raised sequences; --persist-to=DIR for another local state.
//
// Exit status: 0 when nothing is found (or everything found was repaired), 1 when something needs a person.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import {
  auditIds,
  describeIdAudit,
  type RunStatements,
  repairRaisedSequences,
} from "../worker/domain/platform/id-audit.ts";
import { databaseBindings } from "./lib/migrate-databases.ts";

const args = process.argv.slice(2);
const remote = args.includes("--remote");
const persistTo = args.find((arg) => arg.startsWith("--persist-to="));
const target = remote ? ["--remote", "--env", "production"] : ["--local", ...(persistTo ? [persistTo] : [])];
const bindings = databaseBindings(readFileSync("wrangler.toml", "utf8"), remote ? "production" : undefined);

// One `wrangler d1 execute` per call, its statements in one --command: it answers each one's rows.
const run: RunStatements = async (database, statements) => {
  const output = execFileSync(
    "npx",
    [
      "wrangler",
      "d1",
      "execute",
      bindings[database - 1]!,
      ...target,
      "--json",
      "--command",
      statements.join(";\n"),
    ],
    { encoding: "utf8", stdio: ["ignore", "pipe", "inherit"], maxBuffer: 256 * 1024 * 1024 },
  );
  return (JSON.parse(output) as Array<{ results: Array<Record<string, unknown>> }>).map(
    (part) => part.results,
  );
};

console.log(`Checking the ids of ${bindings.length} company database(s) (${bindings.join(", ")})…`);
let audit = await auditIds(run, bindings.length);
if (args.includes("--repair") && audit.raised.length > 0) audit = await repairRaisedSequences(run, audit);
for (const line of describeIdAudit(audit)) console.log(line);
const unrepaired = audit.repaired.length === 0 && audit.raised.length > 0;
if (unrepaired) console.log("Run again with --repair to give those databases fresh blocks of ids.");
if (audit.shared.length > 0)
  console.log(
    "Shared ids: compare the two rows, keep the right one, and delete or re-key the other; no move copies over either meanwhile.",
  );
process.exit(unrepaired || audit.shared.length > 0 ? 1 : 0);
