// ENCRYPTION_KEY rotation (decision 018, README "Operations"): every secret sealed in D1 is opened
// with the old key and sealed again with the new one. scripts/rotate-encryption-key.ts reads the
// rows and writes the result through `wrangler d1 execute`; the logic here is pure (values in,
// values and SQL out) so it runs the same in the script (Node) and in the tests (workerd).
import type { SecretBox } from "./secret-box";

/** Every column holding a sealed secret, with its table's key. A new sealed column is added here. */
export const SEALED_COLUMNS = [
  { table: "company_settings", key: "company_id", column: "slack_bot_token_encrypted" },
  { table: "crm_configs", key: "id", column: "client_secret_encrypted" },
  { table: "crm_configs", key: "id", column: "password_encrypted" },
  { table: "crm_configs", key: "id", column: "security_token_encrypted" },
  { table: "crm_configs", key: "id", column: "access_token_encrypted" },
] as const;

export type SealedColumn = (typeof SEALED_COLUMNS)[number];

/** One stored sealed value: where it is and what is stored. */
export interface StoredSecret {
  table: SealedColumn["table"];
  column: SealedColumn["column"];
  /** The row's key (company_settings.company_id, crm_configs.id). */
  id: number;
  sealed: string;
}

/** One SELECT answering every stored sealed value as rows of { tbl, col, id, sealed }. */
export const SELECT_SEALED_SECRETS_SQL = SEALED_COLUMNS.map(
  ({ table, key, column }) =>
    `SELECT '${table}' AS tbl, '${column}' AS col, ${key} AS id, ${column} AS sealed FROM ${table} WHERE ${column} IS NOT NULL`,
).join(" UNION ALL ");

/** The rows SELECT_SEALED_SECRETS_SQL answers, checked against the known columns. */
export function storedSecretsFrom(rows: ReadonlyArray<Record<string, unknown>>): StoredSecret[] {
  return rows.map((row) => {
    const known = SEALED_COLUMNS.find((c) => c.table === row.tbl && c.column === row.col);
    if (!known || typeof row.id !== "number" || typeof row.sealed !== "string")
      throw new Error(`Unexpected row from the sealed-secrets query: ${row.tbl}.${row.col}`);
    return { table: known.table, column: known.column, id: row.id, sealed: row.sealed };
  });
}

export interface ReEncryption {
  /** Values sealed with the old key, sealed again with the new one. */
  resealed: Array<StoredSecret & { resealedValue: string }>;
  /** Values the new key already opens (a second run, or saved after the Worker got the new key). */
  alreadyCurrent: StoredSecret[];
}

export class UnreadableSecretError extends Error {}

/**
 * Opens each value with the new key first (already rotated: left as it is), else with the old one,
 * and seals it with the new key. A value neither key opens stops the whole rotation, naming where
 * it is (never what it holds): nothing is written.
 */
export async function reEncryptSecrets(
  stored: readonly StoredSecret[],
  keys: { from: SecretBox; to: SecretBox },
): Promise<ReEncryption> {
  const result: ReEncryption = { resealed: [], alreadyCurrent: [] };
  for (const secret of stored) {
    if (await opens(keys.to, secret.sealed)) {
      result.alreadyCurrent.push(secret);
      continue;
    }
    let clear: string;
    try {
      clear = await keys.from.open(secret.sealed);
    } catch {
      throw new UnreadableSecretError(
        `${secret.table}.${secret.column} of row ${secret.id} opens with neither the old nor the new key`,
      );
    }
    result.resealed.push({ ...secret, resealedValue: await keys.to.seal(clear) });
  }
  return result;
}

const opens = (box: SecretBox, sealed: string) =>
  box.open(sealed).then(
    () => true,
    () => false,
  );

/**
 * One UPDATE per resealed value, each only if the row still holds the value that was read (a value
 * changed meanwhile is left alone: it was sealed by the Worker with whichever key it had, and a
 * second run reports it). Sealed values hold only base64, ':' and 'v1': nothing to escape.
 */
export function reEncryptionStatements(resealed: ReEncryption["resealed"]): string[] {
  return resealed.map(({ table, column, id, sealed, resealedValue }) => {
    const { key } = SEALED_COLUMNS.find((c) => c.table === table && c.column === column)!;
    for (const value of [sealed, resealedValue])
      if (!/^[A-Za-z0-9+/=:]+$/.test(value)) throw new Error(`${table}.${column} of row ${id} is not sealed`);
    return `UPDATE ${table} SET ${column} = '${resealedValue}' WHERE ${key} = ${Number(id)} AND ${column} = '${sealed}';`;
  });
}
