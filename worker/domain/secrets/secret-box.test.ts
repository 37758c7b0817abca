import { describe, expect, it } from "vitest";
import { aesGcmSecretBox, isSealed, SecretKeyError } from "./secret-box";

const KEY = btoa(String.fromCharCode(...Array.from({ length: 32 }, (_, i) => i * 7)));
const TOKEN = "xoxb-1234567890-abcdefghijkl";

describe("aesGcmSecretBox", () => {
  it("stores ciphertext in the v1:iv:ciphertext form, not the secret", async () => {
    const sealed = await aesGcmSecretBox(KEY).seal(TOKEN);
    expect(isSealed(sealed)).toBe(true);
    expect(sealed).not.toContain(TOKEN);
    expect(sealed).not.toContain("xoxb");
    const [, iv] = sealed.split(":");
    expect(Uint8Array.from(atob(iv!), (c) => c.charCodeAt(0))).toHaveLength(12);
  });

  it("uses a fresh IV each time: two encryptions of the same secret differ", async () => {
    const box = aesGcmSecretBox(KEY);
    const [a, b] = await Promise.all([box.seal(TOKEN), box.seal(TOKEN)]);
    expect(a).not.toBe(b);
    expect(a.split(":")[1]).not.toBe(b.split(":")[1]);
  });

  it("decrypts what it encrypted", async () => {
    const box = aesGcmSecretBox(KEY);
    expect(await box.open(await box.seal(TOKEN))).toBe(TOKEN);
    expect(await box.open(await box.seal("ünïcødé ✓"))).toBe("ünïcødé ✓");
  });

  it("refuses a value sealed with another key or tampered with", async () => {
    const sealed = await aesGcmSecretBox(KEY).seal(TOKEN);
    const other = aesGcmSecretBox(btoa("x".repeat(32)));
    await expect(other.open(sealed)).rejects.toThrow();
    const [v, iv, ct] = sealed.split(":");
    const flipped = `${v}:${iv}:${ct!.startsWith("A") ? `B${ct!.slice(1)}` : `A${ct!.slice(1)}`}`;
    await expect(aesGcmSecretBox(KEY).open(flipped)).rejects.toThrow();
  });

  it("refuses key material that is not 32 bytes", async () => {
    await expect(aesGcmSecretBox(btoa("short")).seal(TOKEN)).rejects.toBeInstanceOf(SecretKeyError);
  });
});
