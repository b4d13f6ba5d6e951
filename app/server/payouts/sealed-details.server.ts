/**
 * Payout details (an account holder and IBAN, or other bank details) are stored sealed: AES-256-GCM
 * with a key derived (HKDF-SHA256) from the server's secret, a fresh 12-byte IV per value and the
 * 16-byte tag, as `v1.<base64url(iv | tag | ciphertext)>` (decision 048). The secrets rotate as the
 * session's do: the first seals, every one is tried to open.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

const INFO = "maistry payout details v1";

const keyOf = (secret: string) =>
  Buffer.from(hkdfSync("sha256", Buffer.from(secret, "utf8"), Buffer.from("maistry"), INFO, 32));

export function sealDetails(secrets: readonly string[], plain: string): string {
  const secret = secrets[0];
  if (!secret) throw new Error("no server secret to seal payout details with");
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyOf(secret), iv);
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return `v1.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url")}`;
}

/** The details in clear, or null when no secret opens them (a secret retired since). */
export function openDetails(secrets: readonly string[], sealed: string): string | null {
  if (!sealed.startsWith("v1.")) return null;
  const raw = Buffer.from(sealed.slice(3), "base64url");
  if (raw.length < 28) return null;
  for (const secret of secrets) {
    try {
      const decipher = createDecipheriv("aes-256-gcm", keyOf(secret), raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8");
    } catch {
      // Another secret sealed it.
    }
  }
  return null;
}
