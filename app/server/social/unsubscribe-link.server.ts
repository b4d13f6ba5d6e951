import { createHmac, hkdfSync, timingSafeEqual } from "node:crypto";

/**
 * The signed "stop following" link of a new-lesson email (decision 045):
 * `/<lang>/unsubscribe?f=<follower id>&m=<master id>&sig=<base64url HMAC-SHA256>`. It works without
 * signing in, so the signature is what proves the address came from us: a key derived (HKDF) from
 * the server's session secret, as the media URLs' is, with its own purpose. It does not expire —
 * an email read a year later still unsubscribes — and any of the session secrets opens it, so
 * rotating the secret keeps old emails working while the old secret is listed.
 */

const INTEGER = /^[1-9]\d{0,9}$/;
const SIGNATURE = /^[A-Za-z0-9_-]{43}$/;

const keys = new Map<string, Buffer>();
function keyFor(secret: string): Buffer {
  let key = keys.get(secret);
  if (!key) {
    key = Buffer.from(hkdfSync("sha256", secret, "maistry-session", "maistry unsubscribe links", 32));
    keys.set(secret, key);
  }
  return key;
}

const mac = (secret: string, followerId: number, masterId: number) =>
  createHmac("sha256", keyFor(secret)).update(`v1:follow:${followerId}:${masterId}`).digest();

export interface FollowGrant {
  followerId: number;
  masterId: number;
}

/** The query string (without `?`) that lets anyone holding it stop this follow. */
export function unsubscribeQuery(secrets: string[], grant: FollowGrant): string {
  const [secret] = secrets;
  if (!secret) throw new Error("no session secret");
  const sig = mac(secret, grant.followerId, grant.masterId).toString("base64url");
  return `f=${grant.followerId}&m=${grant.masterId}&sig=${sig}`;
}

/** The follow a query names when its signature is ours (under any of the secrets); null otherwise. */
export function verifyUnsubscribe(secrets: string[], params: URLSearchParams): FollowGrant | null {
  const follower = params.get("f") ?? "";
  const master = params.get("m") ?? "";
  const signature = params.get("sig") ?? "";
  if (!INTEGER.test(follower) || !INTEGER.test(master) || !SIGNATURE.test(signature)) return null;
  const grant = { followerId: Number(follower), masterId: Number(master) };
  const given = Buffer.from(signature, "base64url");
  for (const secret of secrets) {
    const expected = mac(secret, grant.followerId, grant.masterId);
    if (expected.length === given.length && timingSafeEqual(expected, given)) return grant;
  }
  return null;
}
