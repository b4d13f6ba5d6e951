import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { z } from "zod";

/**
 * The session cookie holds the access and refresh tokens, sealed with AES-256-GCM under a key
 * derived (HKDF-SHA256) from SESSION_SECRET. Nothing in it can be read or altered without the
 * secret; a cookie that fails to open is simply no session. Several secrets may be configured:
 * the first seals, all of them open, so a secret can be rotated without logging everyone out.
 */
const sessionSchema = z.object({ access: z.string().min(1), refresh: z.string().min(1) });
export type SessionTokens = z.infer<typeof sessionSchema>;

const VERSION = "v1";
const IV_BYTES = 12;
const TAG_BYTES = 16;

const keyCache = new Map<string, Buffer>();
function keyFor(secret: string): Buffer {
  let key = keyCache.get(secret);
  if (!key) {
    key = Buffer.from(hkdfSync("sha256", secret, "maistry-session", "cookie-aes-256-gcm", 32));
    keyCache.set(secret, key);
  }
  return key;
}

export function sealSession(tokens: SessionTokens, secrets: readonly string[]): string {
  const [current] = secrets;
  if (!current) throw new Error("no session secret");
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", keyFor(current), iv);
  cipher.setAAD(Buffer.from(VERSION));
  const body = Buffer.concat([cipher.update(JSON.stringify(tokens), "utf8"), cipher.final()]);
  return `${VERSION}.${Buffer.concat([iv, body, cipher.getAuthTag()]).toString("base64url")}`;
}

export function unsealSession(value: string | undefined, secrets: readonly string[]): SessionTokens | null {
  if (!value?.startsWith(`${VERSION}.`)) return null;
  const raw = Buffer.from(value.slice(VERSION.length + 1), "base64url");
  if (raw.length <= IV_BYTES + TAG_BYTES) return null;
  const iv = raw.subarray(0, IV_BYTES);
  const tag = raw.subarray(raw.length - TAG_BYTES);
  const body = raw.subarray(IV_BYTES, raw.length - TAG_BYTES);
  for (const secret of secrets) {
    try {
      const decipher = createDecipheriv("aes-256-gcm", keyFor(secret), iv);
      decipher.setAAD(Buffer.from(VERSION));
      decipher.setAuthTag(tag);
      const json = Buffer.concat([decipher.update(body), decipher.final()]).toString("utf8");
      const parsed = sessionSchema.safeParse(JSON.parse(json));
      return parsed.success ? parsed.data : null;
    } catch {
      // Not sealed with this secret (or tampered with): try the next one.
    }
  }
  return null;
}

export interface SessionCookieOptions {
  /** The site is served over HTTPS in production (`httpsSite`): the cookie is `__Host-` and Secure. */
  production: boolean;
  /** This request came over HTTPS: Secure outside production too. */
  secure: boolean;
}

/** `__Host-` needs Secure, Path=/ and no Domain: used in production, where HTTPS is expected. */
export function sessionCookieName({ production }: Pick<SessionCookieOptions, "production">): string {
  return production ? "__Host-maistry_session" : "maistry_session";
}

/**
 * Whether the site is a production one served over HTTPS, as its public origin says. A production
 * start on a plain `http://` PUBLIC_URL (trying the container on a laptop) gets a session cookie a
 * browser keeps over HTTP, with a warning at start (server/services.ts): a `__Host-`/Secure cookie
 * would be dropped and nobody could sign in.
 */
export function httpsSite(env: { NODE_ENV: string; PUBLIC_URL: string }): boolean {
  return env.NODE_ENV === "production" && env.PUBLIC_URL.startsWith("https:");
}

const REFRESH_LIFETIME_S = 30 * 24 * 60 * 60;

export function serializeSessionCookie(value: string | null, options: SessionCookieOptions): string {
  const secure = options.production || options.secure;
  return [
    `${sessionCookieName(options)}=${value ?? ""}`,
    "Path=/",
    "HttpOnly",
    "SameSite=Lax",
    `Max-Age=${value ? REFRESH_LIFETIME_S : 0}`,
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}

export function readSessionCookie(
  request: Request,
  options: Pick<SessionCookieOptions, "production">,
): string | undefined {
  const name = sessionCookieName(options);
  for (const part of (request.headers.get("Cookie") ?? "").split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return rest.join("=");
  }
  return undefined;
}
