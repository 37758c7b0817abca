// Re-encrypts every secret sealed in D1 (the companies' Slack bot tokens, the Salesforce secrets
// and cached token) from the old ENCRYPTION_KEY to the new one. README "Operations" gives the whole
// rotation; in short: set ENCRYPTION_KEY_PREVIOUS to the old key and ENCRYPTION_KEY to the new one
// (the Worker then opens both), run this, then delete ENCRYPTION_KEY_PREVIOUS.
//
//   OLD_ENCRYPTION_KEY=… NEW_ENCRYPTION_KEY=… npm run rotate-encryption-key -- --remote   (production)
//   OLD_ENCRYPTION_KEY=… NEW_ENCRYPTION_KEY=… npm run rotate-encryption-key               (local D1)
//   add --dry-run to see what would change without writing; --persist-to=DIR for another local state.
//
// Keys come from the environment, not the command line (which shells keep in their history).
// Idempotent: a value the new key already opens is left alone, so a second run changes nothing.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  reEncryptionStatements,
  reEncryptSecrets,
  SELECT_SEALED_SECRETS_SQL,
  storedSecretsFrom,
} from "../worker/domain/secrets/re-encrypt-secrets.ts";
import { aesGcmSecretBox } from "../worker/domain/secrets/secret-box.ts";

const args = process.argv.slice(2);
const remote = args.includes("--remote");
const dryRun = args.includes("--dry-run");
const { OLD_ENCRYPTION_KEY, NEW_ENCRYPTION_KEY } = process.env;
if (!OLD_ENCRYPTION_KEY || !NEW_ENCRYPTION_KEY) {
  console.error(
    "Set OLD_ENCRYPTION_KEY and NEW_ENCRYPTION_KEY (base64 of 32 bytes each) in the environment.",
  );
  process.exit(2);
}
if (OLD_ENCRYPTION_KEY === NEW_ENCRYPTION_KEY) {
  console.error("The old and the new key are the same: nothing to rotate.");
  process.exit(2);
}

const persistTo = args.find((arg) => arg.startsWith("--persist-to="));
const target = remote ? ["--remote", "--env", "production"] : ["--local", ...(persistTo ? [persistTo] : [])];

function d1(extra: string[]): string {
  return execFileSync("npx", ["wrangler", "d1", "execute", "DB", ...target, ...extra], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
  });
}

const answer = JSON.parse(d1(["--json", "--command", SELECT_SEALED_SECRETS_SQL])) as Array<{
  results: Array<Record<string, unknown>>;
}>;
const stored = storedSecretsFrom(answer.flatMap((part) => part.results));
const { resealed, alreadyCurrent } = await reEncryptSecrets(stored, {
  from: aesGcmSecretBox(OLD_ENCRYPTION_KEY),
  to: aesGcmSecretBox(NEW_ENCRYPTION_KEY),
});

const where = (s: { table: string; column: string; id: number }) => `${s.table}.${s.column} #${s.id}`;
console.log(
  `${stored.length} sealed values in ${remote ? "production" : "the local database"}: ${resealed.length} to re-encrypt, ${alreadyCurrent.length} already under the new key.`,
);
for (const secret of resealed) console.log(`  re-encrypt ${where(secret)}`);

if (resealed.length && !dryRun) {
  // One file, one `d1 execute`: the statements are sent together.
  const dir = mkdtempSync(join(tmpdir(), "charterly-rotate-"));
  try {
    const file = join(dir, "re-encrypt.sql");
    writeFileSync(file, `${reEncryptionStatements(resealed).join("\n")}\n`, { mode: 0o600 });
    d1(["--file", file, "--yes"]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  console.log(
    "Done. Run again to confirm (it should find nothing to re-encrypt), then remove ENCRYPTION_KEY_PREVIOUS.",
  );
} else if (dryRun) {
  console.log("Dry run: nothing written.");
}
