// Secrets at rest (the Slack bot token): AES-256-GCM with the Worker's ENCRYPTION_KEY, through
// WebCrypto (crypto.subtle, present in workerd and Node). The runtime hands the key material in
// (worker/domain-context.ts builds `ctx.secrets`); the domain never reads the environment.
//
// Stored form: "v1:<base64 IV>:<base64 ciphertext+tag>", a fresh 12-byte IV each time. A sealed
// value is never returned by the API and never logged; only `open` gives the clear text back.

/** The port operations use; `ctx.secrets`. */
export interface SecretBox {
  seal(plaintext: string): Promise<string>;
  open(sealed: string): Promise<string>;
}

export const SEALED_PREFIX = "v1";
const IV_BYTES = 12;

export class SecretKeyError extends Error {}

const toBase64 = (bytes: Uint8Array) => {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
};

const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

/** Whether a stored value has the sealed form (it is ciphertext, not a token in clear). */
export const isSealed = (value: string) => /^v1:[A-Za-z0-9+/=]+:[A-Za-z0-9+/=]+$/.test(value);

/** A SecretBox over the base64 key material (32 bytes: AES-256). The key is imported once, on first use. */
export function aesGcmSecretBox(keyBase64: string): SecretBox {
  let key: Promise<CryptoKey> | undefined;
  const cryptoKey = () => {
    key ??= (async () => {
      let raw: Uint8Array<ArrayBuffer>;
      try {
        raw = fromBase64(keyBase64.trim());
      } catch {
        throw new SecretKeyError("ENCRYPTION_KEY must be base64 of 32 random bytes");
      }
      if (raw.length !== 32) throw new SecretKeyError("ENCRYPTION_KEY must be base64 of 32 random bytes");
      return crypto.subtle.importKey("raw", raw, { name: "AES-GCM" }, false, ["encrypt", "decrypt"]);
    })();
    return key;
  };
  return {
    async seal(plaintext) {
      const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
      const ciphertext = await crypto.subtle.encrypt(
        { name: "AES-GCM", iv },
        await cryptoKey(),
        new TextEncoder().encode(plaintext),
      );
      return `${SEALED_PREFIX}:${toBase64(iv)}:${toBase64(new Uint8Array(ciphertext))}`;
    },
    async open(sealed) {
      const [version, iv, ciphertext] = sealed.split(":");
      if (version !== SEALED_PREFIX || !iv || !ciphertext) throw new Error("Not a sealed secret");
      const plaintext = await crypto.subtle.decrypt(
        { name: "AES-GCM", iv: fromBase64(iv) },
        await cryptoKey(),
        fromBase64(ciphertext),
      );
      return new TextDecoder().decode(plaintext);
    },
  };
}

/**
 * During an ENCRYPTION_KEY rotation (README "Operations"): seals with the current key and opens
 * with it, or else with the previous one (ENCRYPTION_KEY_PREVIOUS), so the Worker reads every
 * secret before, while and after scripts/rotate-encryption-key.ts re-encrypts them.
 */
export function rotatingSecretBox(current: SecretBox, previous: SecretBox): SecretBox {
  return {
    seal: (plaintext) => current.seal(plaintext),
    open: (sealed) => current.open(sealed).catch(() => previous.open(sealed)),
  };
}
