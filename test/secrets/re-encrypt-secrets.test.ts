// ENCRYPTION_KEY rotation: the stored Slack and Salesforce secrets, re-encrypted from the old key to
// the new one by the statements scripts/rotate-encryption-key.ts sends to D1 (here: the test D1).
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { companySettings, crmConfigs } from "../../worker/db/schema";
import {
  reEncryptionStatements,
  reEncryptSecrets,
  SELECT_SEALED_SECRETS_SQL,
  storedSecretsFrom,
  UnreadableSecretError,
} from "../../worker/domain/secrets/re-encrypt-secrets";
import { aesGcmSecretBox, rotatingSecretBox } from "../../worker/domain/secrets/secret-box";
import { createCompany, domain } from "../support/fixtures";

const randomKey = () => btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(32))));
const oldBox = aesGcmSecretBox(randomKey());
const newBox = aesGcmSecretBox(randomKey());

const readStored = async () =>
  storedSecretsFrom((await env.DB.prepare(SELECT_SEALED_SECRETS_SQL).all()).results);
const write = (statements: string[]) => env.DB.batch(statements.map((sql) => env.DB.prepare(sql)));

async function slackTokenOf(companyId: number) {
  const [row] = await domain()
    .companyDb.select()
    .from(companySettings)
    .where(eq(companySettings.companyId, companyId));
  return row!.slackBotTokenEncrypted!;
}

describe("re-encrypting the stored secrets with a new ENCRYPTION_KEY", () => {
  it("every Slack token and Salesforce secret opens with the new key afterwards, with the same clear text", async () => {
    const db = domain().companyDb;
    const sealedOld = await createCompany("enterprise");
    const sealedNew = await createCompany("enterprise");
    const withoutSlack = await createCompany("enterprise");
    await db
      .update(companySettings)
      .set({ slackBotTokenEncrypted: await oldBox.seal("xoxb-old-company") })
      .where(eq(companySettings.companyId, sealedOld.id));
    // Saved after the Worker got the new key: already current, left alone.
    const current = await newBox.seal("xoxb-new-company");
    await db
      .update(companySettings)
      .set({ slackBotTokenEncrypted: current })
      .where(eq(companySettings.companyId, sealedNew.id));
    const [crm] = await db
      .insert(crmConfigs)
      .values({
        clientId: "client",
        clientSecretEncrypted: await oldBox.seal("sf-client-secret"),
        username: "integration@example.test",
        passwordEncrypted: await oldBox.seal("sf-password"),
        securityTokenEncrypted: null,
        accessTokenEncrypted: await oldBox.seal("sf-access-token"),
      })
      .returning();

    const stored = await readStored();
    expect(stored).toHaveLength(5);
    const { resealed, alreadyCurrent } = await reEncryptSecrets(stored, { from: oldBox, to: newBox });
    expect(resealed.map((s) => `${s.table}.${s.column}`).sort()).toEqual([
      "company_settings.slack_bot_token_encrypted",
      "crm_configs.access_token_encrypted",
      "crm_configs.client_secret_encrypted",
      "crm_configs.password_encrypted",
    ]);
    expect(alreadyCurrent).toEqual([
      expect.objectContaining({ table: "company_settings", id: sealedNew.id, sealed: current }),
    ]);
    await write(reEncryptionStatements(resealed));

    expect(await newBox.open(await slackTokenOf(sealedOld.id))).toBe("xoxb-old-company");
    expect(await newBox.open(await slackTokenOf(sealedNew.id))).toBe("xoxb-new-company");
    await expect(oldBox.open(await slackTokenOf(sealedOld.id))).rejects.toThrow();
    const [row] = await db.select().from(crmConfigs).where(eq(crmConfigs.id, crm!.id));
    expect(await newBox.open(row!.clientSecretEncrypted!)).toBe("sf-client-secret");
    expect(await newBox.open(row!.passwordEncrypted!)).toBe("sf-password");
    expect(await newBox.open(row!.accessTokenEncrypted!)).toBe("sf-access-token");
    expect(row!.securityTokenEncrypted).toBeNull();
    const [untouched] = await db
      .select()
      .from(companySettings)
      .where(eq(companySettings.companyId, withoutSlack.id));
    expect(untouched!.slackBotTokenEncrypted).toBeNull();

    // A second run finds nothing left to do.
    const again = await reEncryptSecrets(await readStored(), { from: oldBox, to: newBox });
    expect(again.resealed).toEqual([]);
    expect(again.alreadyCurrent).toHaveLength(5);
  });

  it("a value changed after it was read is not overwritten", async () => {
    const company = await createCompany("enterprise");
    const db = domain().companyDb;
    await db
      .update(companySettings)
      .set({ slackBotTokenEncrypted: await oldBox.seal("xoxb-first") })
      .where(eq(companySettings.companyId, company.id));
    const { resealed } = await reEncryptSecrets(
      (await readStored()).filter((s) => s.id === company.id && s.table === "company_settings"),
      { from: oldBox, to: newBox },
    );
    // Meanwhile an admin saves another token (the Worker seals it with the new key).
    const saved = await newBox.seal("xoxb-second");
    await db
      .update(companySettings)
      .set({ slackBotTokenEncrypted: saved })
      .where(eq(companySettings.companyId, company.id));
    await write(reEncryptionStatements(resealed));
    expect(await slackTokenOf(company.id)).toBe(saved);
  });

  it("a value neither key opens stops the rotation, naming where it is and not what it holds", async () => {
    const strangerBox = aesGcmSecretBox(randomKey());
    const sealed = await strangerBox.seal("xoxb-secret-value");
    const attempt = reEncryptSecrets(
      [{ table: "company_settings", column: "slack_bot_token_encrypted", id: 41, sealed }],
      { from: oldBox, to: newBox },
    );
    await expect(attempt).rejects.toThrow(UnreadableSecretError);
    await expect(attempt).rejects.toThrow(
      "company_settings.slack_bot_token_encrypted of row 41 opens with neither the old nor the new key",
    );
    await expect(attempt).rejects.not.toThrow(/xoxb/);
  });

  it("while the key rotates the Worker opens values sealed with either key and seals with the new one", async () => {
    const box = rotatingSecretBox(newBox, oldBox);
    expect(await box.open(await oldBox.seal("before"))).toBe("before");
    expect(await box.open(await newBox.seal("after"))).toBe("after");
    expect(await newBox.open(await box.seal("saved during"))).toBe("saved during");
    await expect(box.open(await aesGcmSecretBox(randomKey()).seal("x"))).rejects.toThrow();
  });
});
